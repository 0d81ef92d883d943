/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkRemotesFile } from '../../shared/api/src/remotes';

// The host image's start and follow scripts check a mounted remotes.json with this jq program (they have no Node):
// it must refuse exactly what the host refuses, with the host's words.
const RULES = path.join(__dirname, '..', 'host', 'remotes-rules.jq');

function jqProblem(text: string): { status: number | null; out: string } {
  const result = spawnSync('jq', ['-r', '-n', '-f', RULES], { input: text, encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}`.trim() };
}

const A = 'https://lkk-1-4-0.cabinets.example.ru/mf-manifest.json';
const B = 'https://lkk-1-5-0.cabinets.example.ru/mf-manifest.json';

const CASES: unknown[] = [
  { LKK: A, LKD: '/lkd/mf-manifest.json', LKA: 'http://127.0.0.1:4123/mf-manifest.json', LKP: 'http://lkp.localhost:3004/v2/mf-manifest.json?build=7' },
  { LKK: { url: A, fallback: B, canary: { url: B, percent: 0 } }, LKD: { url: A, canary: { url: B, percent: 100 } } },
  {},
  [A],
  'LKK',
  null,
  { LKX: A },
  { LKK: A, lkd: A },
  { LKK: '' },
  { LKK: '   ' },
  { LKK: 42 },
  { LKK: null },
  { LKK: true },
  { LKK: 'https://a b' },
  { LKK: 'https://a.ru/x\ny' },
  { LKK: 'https://*/mf-manifest.json' },
  { LKK: 'https://*.cabinets.example.ru/mf-manifest.json' },
  { LKK: 'https://lkk.example.ru/mf-manifest.json"; script-src *' },
  { LKK: 'https://lkk.example.ru/$http_x_evil/mf-manifest.json' },
  { LKK: 'https://lkk.example.ru/#/mf-manifest.json' },
  { LKK: "https://lkk.example.ru/'unsafe-inline'" },
  { LKK: 'https://lkk.example.ru\\/mf-manifest.json' },
  { LKK: 'https://user@lkk.example.ru/mf-manifest.json' },
  { LKK: 'ftp://lkk.example.ru/mf-manifest.json' },
  { LKK: '//lkk.example.ru/mf-manifest.json' },
  { LKK: 'mf-manifest.json' },
  { LKK: 'https://-lkk.example.ru/mf-manifest.json' },
  { LKK: 'https://lkk.example.ru:443/mf-manifest.json' },
  { LKK: { fallback: A } },
  { LKK: { url: null } },
  { LKK: { url: A, fallback: 7 } },
  { LKK: { url: A, fallback: null } },
  { LKK: { url: A, fallback: 'https://*.example.ru/m.json' } },
  { LKK: { url: A, canary: B } },
  { LKK: { url: A, canary: null } },
  { LKK: { url: A, canary: { url: B } } },
  { LKK: { url: A, canary: { url: B, percent: 101 } } },
  { LKK: { url: A, canary: { url: B, percent: 150 } } },
  { LKK: { url: A, canary: { url: B, percent: -1 } } },
  { LKK: { url: A, canary: { url: B, percent: 12.5 } } },
  { LKK: { url: A, canary: { url: B, percent: '10' } } },
  { LKK: { url: A, canary: { url: B, percent: null } } },
  { LKK: { url: A, canary: { percent: 10 } } },
  { LKK: { url: A, canary: { url: 'https://lkk.example.ru/a b', percent: 10 } } },
  { LKK: { url: A, canary: { url: B, percent: 5, sticky: true } } },
  { LKK: { url: A, canaryPercent: 5, extra: 1 } },
  { LKK: A, LKD: { url: A, canary: { url: B, percent: 120 } }, LKA: 7 },
];

describe('remotes-rules.jq, the image scripts\' check of a mounted remotes.json', () => {
  it.each(CASES.map((json) => [JSON.stringify(json), json]))('judges %s as the host does', (_text, json) => {
    const host = checkRemotesFile(json);
    const jq = jqProblem(JSON.stringify(json));
    expect(jq.status).toBe(0);
    expect(jq.out).toBe(host.ok ? '' : host.message);
  });

  it('refuses text that is not JSON (a trailing comma, a cut file)', () => {
    for (const text of ['{"LKK": "https://lkk.example.ru/mf-manifest.json",}', '{"LKK": "https://lkk.ex']) {
      const jq = jqProblem(text);
      // The scripts read jq's own failure (exit status and message) as "not JSON".
      expect(jq.status).not.toBe(0);
      expect(jq.out).toMatch(/error/i);
    }
    expect(jqProblem('')).toEqual({ status: 0, out: 'is empty (no JSON)' });
    expect(jqProblem('{} {}')).toEqual({ status: 0, out: 'holds more than one JSON value' });
  });
});
