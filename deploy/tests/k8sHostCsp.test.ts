/**
 * @jest-environment node
 *
 * The host pod's Content-Security-Policy, made for real: the image's start script (deploy/host/40-portal-runtime-config.sh)
 * run with the environment the rendered Deployment gives it, and the CSP template of deploy/security. Every cabinet
 * URL of remotes.json — today's, and a team's new version once swapped in — passes the policy it writes, and nothing else
 * under the cabinets' domain does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { named, render, type K8sObject } from './k8sRender';
import { sourceAllows } from './k8sRules';

const DEPLOY = path.resolve(__dirname, '..');

/**
 * The policy the host's start script writes for the host container of these objects, directive → sources, with the
 * portal-runtime ConfigMap's remotes.json (or `remotes`) where the pod mounts it.
 */
function hostPolicy(objects: K8sObject[], remotes?: string): Map<string, string[]> {
  const container = named(objects, 'Deployment', 'host')?.spec.template.spec.containers.find((candidate: { name: string }) => candidate.name === 'nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-k8s-host-'));
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  for (const variable of container.env as Array<{ name: string; value?: string }>) if (variable.value !== undefined) env[variable.name] = variable.value;
  const mounted = path.join(dir, 'mounted-remotes.json');
  writeFileSync(mounted, remotes ?? named(objects, 'ConfigMap', 'portal-runtime')?.data?.['remotes.json'] ?? '{}');
  const mountedConfig = path.join(dir, 'mounted-config.json');
  writeFileSync(mountedConfig, named(objects, 'ConfigMap', 'portal-runtime')?.data?.['config.json'] ?? '{}');
  // The image's paths, moved into a scratch folder.
  Object.assign(env, {
    PORTAL_RUNTIME_DIR: path.join(dir, 'runtime'),
    // A built page for the start script to put /config's answer into.
    PORTAL_HTML_DIR: path.join(__dirname, 'fixtures', 'page'),
    PORTAL_PAGE_DIR: path.join(dir, 'page'),
    PORTAL_SNIPPETS_DIR: path.join(dir, 'snippets'),
    PORTAL_CSP_TEMPLATE: path.join(DEPLOY, 'security/content-security-policy.template'),
    ...(env.PORTAL_REMOTES_FILE ? { PORTAL_REMOTES_FILE: mounted } : {}),
    ...(env.PORTAL_CONFIG_FILE ? { PORTAL_CONFIG_FILE: mountedConfig } : {}),
  });
  execFileSync('sh', [path.join(DEPLOY, 'host/40-portal-runtime-config.sh')], { env, stdio: 'pipe' });
  const snippet = readFileSync(path.join(dir, 'snippets', 'security-headers.conf'), 'utf8');
  const policy = /Content-Security-Policy "([^"]+)"/.exec(snippet)?.[1] ?? '';
  return new Map(policy.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

const allowed = (sources: string[] | undefined, url: string) => (sources ?? []).some((source) => sourceAllows(source, url));

describe.each(['production', 'demo'])('the host of %s', (overlay) => {
  const objects = render(`overlays/${overlay}`);
  const policy = hostPolicy(objects);
  const remotes: Record<string, string> = JSON.parse(named(objects, 'ConfigMap', 'portal-runtime')?.data?.['remotes.json'] ?? '{}');
  const origin = `https://${named(objects, 'Ingress', 'portal')?.spec.rules[0].host}`;

  it.each(Object.entries(remotes))('lets %s load and fetch its manifest (%s)', (_scope, url) => {
    expect(allowed(policy.get('script-src'), url)).toBe(true);
    expect(allowed(policy.get('connect-src'), url)).toBe(true);
  });

  it("allows the identity provider on the portal's own origin, and nothing from elsewhere", () => {
    expect(policy.get('connect-src')).toContain(origin);
    expect(policy.get('form-action')).toContain(origin);
    expect(allowed(policy.get('script-src'), 'https://cdn.elsewhere.example.com/lkk/mf-manifest.json')).toBe(false);
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });
});

it("names exactly the cabinets remotes.json names, and a team's new version once ops swap it in", () => {
  const objects = render('overlays/production');
  const host = named(render('overlays/remote-lkk'), 'Ingress', 'remote-lkk-1-4-0')?.spec.rules[0].host;
  const newVersion = `https://${host}/mf-manifest.json`;
  // Before the swap: another name under the cabinets' domain is not allowed to run script in the portal.
  expect(allowed(hostPolicy(objects).get('script-src'), newVersion)).toBe(false);
  expect(hostPolicy(objects).get('script-src')?.some((source) => source.includes('*'))).toBe(false);
  const remotes = JSON.parse(named(objects, 'ConfigMap', 'portal-runtime')?.data?.['remotes.json'] ?? '{}');
  const swapped = hostPolicy(objects, JSON.stringify({ ...remotes, LKK: { url: newVersion, fallback: remotes.LKK } }));
  expect(allowed(swapped.get('script-src'), newVersion)).toBe(true);
  expect(allowed(swapped.get('script-src'), remotes.LKK)).toBe(true);
});
