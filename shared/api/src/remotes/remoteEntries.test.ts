import { candidatesFor, checkRemoteEntry, checkRemotesFile, entryUrls, inCanary } from './remoteEntries';

const A = 'https://lkk-1-4-0.cabinets.example.ru/mf-manifest.json';
const B = 'https://lkk-1-5-0.cabinets.example.ru/mf-manifest.json';
const C = 'https://lkk-1-3-0.cabinets.example.ru/mf-manifest.json';

describe('checkRemotesFile', () => {
  it('keeps the original form, a URL per cabinet, as it is', () => {
    expect(checkRemotesFile({ LKK: A, LKD: '/lkd/mf-manifest.json' })).toEqual({ ok: true, value: { LKK: A, LKD: '/lkd/mf-manifest.json' } });
  });

  it('accepts a roll-out object with a fallback and a canary', () => {
    const entry = { url: A, fallback: C, canary: { url: B, percent: 10 } };
    expect(checkRemotesFile({ LKK: entry, LKA: { url: A } })).toEqual({ ok: true, value: { LKK: entry, LKA: { url: A } } });
  });

  it.each([
    [[A], 'must be a JSON object of cabinet scope → entry'],
    [{ LKX: A }, 'names an unknown cabinet "LKX" (known: LKK, LKD, LKA, LKP)'],
    [{ LKK: '' }, 'LKK must be a non-empty URL string (got "")'],
    [{ LKK: 42 }, 'LKK must be a URL string or an object {"url", "fallback", "canary"} (got 42)'],
    [{ LKK: 'https://a b' }, 'LKK must not contain spaces (got "https://a b")'],
    [{ LKK: 'https://*.cabinets.example.ru/mf-manifest.json' }, 'LKK must name one host, not a wildcard (got "https://*.cabinets.example.ru/mf-manifest.json")'],
    [{ LKK: 'https://lkk.example.ru/$http_x_evil' }, 'LKK may hold only letters, digits and . _ ~ : / ? = & % + - (got "https://lkk.example.ru/$http_x_evil")'],
    [{ LKK: 'https://lkk.example.ru/m.json"; x' }, 'LKK must not contain spaces (got "https://lkk.example.ru/m.json\\"; x")'],
    [{ LKK: 'https://lkk.example.ru/#m' }, 'LKK may hold only letters, digits and . _ ~ : / ? = & % + - (got "https://lkk.example.ru/#m")'],
    [{ LKK: '//lkk.example.ru/mf-manifest.json' }, 'LKK must be an http(s):// URL or a path on the portal\'s site starting with / (got "//lkk.example.ru/mf-manifest.json")'],
    [{ LKK: 'ftp://lkk.example.ru/mf-manifest.json' }, 'LKK must be an http(s):// URL or a path on the portal\'s site starting with / (got "ftp://lkk.example.ru/mf-manifest.json")'],
    [{ LKK: { fallback: C } }, 'LKK.url must be a non-empty URL string (got nothing)'],
    [{ LKK: { url: A, fallback: 7 } }, 'LKK.fallback must be a non-empty URL string (got 7)'],
    [{ LKK: { url: A, canary: B } }, 'LKK.canary must be an object {"url", "percent"}'],
    [{ LKK: { url: A, canary: { url: B } } }, 'LKK.canary.percent must be a whole number from 0 to 100 (got nothing)'],
    [{ LKK: { url: A, canary: { url: B, percent: 101 } } }, 'LKK.canary.percent must be a whole number from 0 to 100 (got 101)'],
    [{ LKK: { url: A, canary: { url: B, percent: 12.5 } } }, 'LKK.canary.percent must be a whole number from 0 to 100 (got 12.5)'],
    [{ LKK: { url: A, canary: { url: B, percent: '10' } } }, 'LKK.canary.percent must be a whole number from 0 to 100 (got "10")'],
    [{ LKK: { url: A, canary: { percent: 10 } } }, 'LKK.canary.url must be a non-empty URL string (got nothing)'],
    [{ LKK: { url: A, canary: { url: B, percent: 5, sticky: true } } }, 'LKK.canary has unknown field(s) sticky (allowed: url, percent)'],
    [{ LKK: { url: A, canaryPercent: 5 } }, 'LKK has unknown field(s) canaryPercent (allowed: url, fallback, canary)'],
  ])('refuses %j: %s', (json, message) => {
    expect(checkRemotesFile(json)).toEqual({ ok: false, message });
  });

  it('accepts 0 and 100 as percents', () => {
    expect(checkRemoteEntry({ url: A, canary: { url: B, percent: 0 } }, 'LKK').ok).toBe(true);
    expect(checkRemoteEntry({ url: A, canary: { url: B, percent: 100 } }, 'LKK').ok).toBe(true);
  });
});

describe('candidatesFor', () => {
  const rollout = { url: A, fallback: C, canary: { url: B, percent: 30 } };

  it('gives a plain URL alone', () => {
    expect(candidatesFor(A, 5)).toEqual([A]);
  });

  it('tries the canary, then the main URL, then the fallback for a user inside the share', () => {
    expect(candidatesFor(rollout, 0)).toEqual([B, A, C]);
    expect(candidatesFor(rollout, 29)).toEqual([B, A, C]);
  });

  it('gives a user outside the share the main URL, then the fallback', () => {
    expect(candidatesFor(rollout, 30)).toEqual([A, C]);
    expect(candidatesFor(rollout, 99)).toEqual([A, C]);
  });

  it('gives nobody a 0 % canary and everybody a 100 % one, even before the identity is known', () => {
    expect([0, 50, 99, null].map((bucket) => candidatesFor({ url: A, canary: { url: B, percent: 0 } }, bucket)[0])).toEqual([A, A, A, A]);
    expect([0, 50, 99, null].map((bucket) => candidatesFor({ url: A, canary: { url: B, percent: 100 } }, bucket)[0])).toEqual([B, B, B, B]);
  });

  it('takes the main URL while the identity is unknown', () => {
    expect(candidatesFor(rollout, null)).toEqual([A, C]);
  });

  it('names each URL once', () => {
    expect(candidatesFor({ url: A, fallback: A }, 1)).toEqual([A]);
    expect(entryUrls({ url: A, fallback: C, canary: { url: B, percent: 1 } })).toEqual([A, B, C]);
  });

  it('puts bucket b in the canary when b < percent', () => {
    expect(inCanary(9, 10)).toBe(true);
    expect(inCanary(10, 10)).toBe(false);
  });
});
