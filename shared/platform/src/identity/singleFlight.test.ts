import { sessionInitOptions } from './sessionInitOptions';
import { singleFlight } from './singleFlight';

describe('singleFlight', () => {
  it('shares one run among concurrent callers and starts a new one after it settled', async () => {
    let runs = 0;
    const shared = singleFlight(async () => {
      runs += 1;
      return runs;
    });
    await expect(Promise.all([shared(), shared(), shared()])).resolves.toEqual([1, 1, 1]);
    await expect(shared()).resolves.toBe(2);
  });

  it('does not keep a failure: the next call runs the task again', async () => {
    let calls = 0;
    const shared = singleFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('first fails');
      return 'ok';
    });
    await expect(Promise.all([shared(), shared()])).rejects.toThrow('first fails');
    await expect(shared()).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});

describe('sessionInitOptions (spec §4)', () => {
  it('runs the silent sign-on check with PKCE, fragment mode and no login iframe', () => {
    expect(sessionInitOptions('https://portal.example.ru')).toEqual({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: 'https://portal.example.ru/silent-check-sso.html',
      checkLoginIframe: false,
      pkceMethod: 'S256',
      responseMode: 'fragment',
      flow: 'standard',
    });
  });
});
