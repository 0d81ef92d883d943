/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { SANDBOX_START_MS, startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import type { Request, Response } from 'express';
import { CSP_TEMPLATE_FILE, HSTS_VALUE, renderContentSecurityPolicy } from './contentSecurityPolicy';
import { pageSecurityHeaders } from './pageSecurityHeaders';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_MS);

afterAll(async () => {
  await sandbox.stop();
});

/** directive → its sources */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

describe("the host's pages in the sandbox", () => {
  it('carry the production policy from deploy/security, filled with the current remotes', async () => {
    const response = await sandbox.call('/lkk/main');
    const policy = response.headers.get('content-security-policy') ?? '';
    const remoteOrigins = Object.values(sandbox.urls.remotes).map((url) => new URL(url).origin);
    const rendered = renderContentSecurityPolicy(readFileSync(CSP_TEMPLATE_FILE, 'utf8'), { remotes: remoteOrigins, identityProvider: sandbox.urls.main }, sandbox.urls.main);
    expect(policy).toBe(rendered);
    const parsed = directives(policy);
    // Besides the files of the portal and its remotes, only the silent sign-on page's one inline script, by its hash.
    expect(parsed['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/), ...remoteOrigins]);
    expect(parsed['script-src']).not.toContain("'unsafe-eval'");
    expect(parsed['script-src']).not.toContain("'unsafe-inline'");
    expect(parsed['object-src']).toEqual(["'none'"]);
    expect(parsed['base-uri']).toEqual(["'self'"]);
    expect(parsed['frame-ancestors']).toEqual(["'self'"]);
    // No WebSocket unless SANDBOX_DEV_SOCKETS names one (a cabinet's dev session, see devSockets.test.ts).
    expect(parsed['connect-src']).toEqual(["'self'", ...remoteOrigins]);
    expect(policy).not.toMatch(/wss?:/);
  });

  it('send nosniff, a referrer policy and a permissions policy; no HSTS over http', async () => {
    const response = await sandbox.call('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('are sent with /config and /remotes.json too', async () => {
    for (const path of ['/config', '/remotes.json']) {
      const response = await sandbox.call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    }
  });

  it('follow /remotes.json when ops point a cabinet elsewhere', async () => {
    const { writeFileSync } = await import('node:fs');
    const moved = { ...sandbox.urls.remotes, LKK: 'https://cdn.example.ru/lkk/mf-manifest.json' };
    writeFileSync(sandbox.urls.remotesFile, JSON.stringify(moved));
    const policy = directives((await sandbox.call('/')).headers.get('content-security-policy') ?? '');
    expect(policy['script-src']).toContain('https://cdn.example.ru');
    expect(policy['script-src']).not.toContain(new URL(sandbox.urls.remotes.LKK ?? '').origin);
  });

  it('allow every version a roll-out entry names: main, fallback and canary', async () => {
    const { writeFileSync } = await import('node:fs');
    const rollout = { url: 'https://lkk-1-4.example.ru/mf-manifest.json', fallback: 'https://lkk-1-3.example.ru/mf-manifest.json', canary: { url: 'https://lkk-1-5.example.ru/mf-manifest.json', percent: 10 } };
    writeFileSync(sandbox.urls.remotesFile, JSON.stringify({ ...sandbox.urls.remotes, LKK: rollout }));
    const policy = directives((await sandbox.call('/')).headers.get('content-security-policy') ?? '');
    for (const origin of ['https://lkk-1-4.example.ru', 'https://lkk-1-3.example.ru', 'https://lkk-1-5.example.ru']) {
      expect(policy['script-src']).toContain(origin);
      expect(policy['connect-src']).toContain(origin);
    }
  });
});

describe("the identity provider's pages", () => {
  it('may be framed by the portal only', async () => {
    const response = await sandbox.call('/keycloak/realms/portal/protocol/openid-connect/3p-cookies/step1.html');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('HSTS', () => {
  function headersFor(publicUrl: string): Record<string, string> {
    const sent: Record<string, string> = {};
    const res = { set: (headers: Record<string, string>) => Object.assign(sent, headers) } as unknown as Response;
    pageSecurityHeaders({ publicUrl, remotesFile: sandbox.urls.remotesFile })({} as Request, res, () => undefined);
    return sent;
  }

  it('is sent when the public URL is https, and only then', () => {
    expect(headersFor('https://portal.example.ru')['Strict-Transport-Security']).toBe(HSTS_VALUE);
    expect(headersFor('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
  });
});
