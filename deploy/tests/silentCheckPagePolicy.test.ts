import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE = path.join(ROOT, 'host', 'public', 'silent-check-sso.html');
const TEMPLATE = path.join(ROOT, 'deploy', 'security', 'content-security-policy.template');

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSources = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];

describe('the silent sign-on page under the page policy', () => {
  const scripts = inlineScripts(readFileSync(PAGE, 'utf8'));
  const sources = scriptSources(readFileSync(TEMPLATE, 'utf8'));

  it('has one inline script, which hands the answer to keycloak-js in the parent page', () => {
    expect(scripts).toEqual(['parent.postMessage(location.href,location.origin);']);
  });

  it('is allowed to run that script by its hash, and the policy allows no other inline script', () => {
    expect(sources).toContain(sha256(scripts[0] ?? ''));
    expect(sources.filter((source) => source.startsWith("'sha"))).toEqual([sha256(scripts[0] ?? '')]);
    expect(sources).not.toContain("'unsafe-inline'");
  });
});
