/**
 * @jest-environment node
 *
 * The host pod's Content-Security-Policy, made for real: the image's start script (deploy/host/40-portal-runtime-config.sh)
 * run with the environment the rendered Deployment gives it (each folder the pod mounts mapped onto a scratch folder),
 * and the CSP template of deploy/security. Every cabinet URL of remotes.json — today's, and a team's new version once
 * swapped in — passes the policy it writes, and nothing else under the cabinets' domain does. What nginx serves is the
 * script's checked copy of the mounted files, and a refused file leaves the last good copy served.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { named, render, type K8sObject } from './k8sRender';
import { sourceAllows } from './k8sRules';
import { hostNginxTest } from './hostNginx';

const DEPLOY = path.resolve(__dirname, '..');

/** The host pod's start script, run for real: the folders the pod mounts become folders of a scratch directory. */
function runHost(objects: K8sObject[], remotes?: string, dir = mkdtempSync(path.join(tmpdir(), 'portal-k8s-host-'))) {
  const pod = named(objects, 'Deployment', 'host')?.spec.template.spec;
  const container = pod.containers.find((candidate: { name: string }) => candidate.name === 'nginx');
  const mounts: Array<{ name: string; mountPath: string }> = container.volumeMounts ?? [];
  const scratch = (mountPath: string) => path.join(dir, mountPath.replace(/\//g, '_'));
  /** A path in the pod → the same file in the scratch folder of the volume it is on (or unchanged). */
  const inScratch = (value: string) => {
    const mount = mounts.find((entry) => value === entry.mountPath || value.startsWith(`${entry.mountPath}/`));
    return mount ? scratch(mount.mountPath) + value.slice(mount.mountPath.length) : value;
  };
  const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  for (const variable of container.env as Array<{ name: string; value?: string }>) if (variable.value !== undefined) env[variable.name] = inScratch(variable.value);
  // The ConfigMap's files where the pod has them (the kubelet writes them there).
  const volume = pod.volumes.find((candidate: { configMap?: { name: string } }) => candidate.configMap?.name === 'portal-runtime');
  const mounted = scratch(mounts.find((entry) => entry.name === volume?.name)?.mountPath ?? '/nowhere');
  mkdirSync(mounted, { recursive: true });
  const data = named(objects, 'ConfigMap', 'portal-runtime')?.data ?? {};
  writeFileSync(path.join(mounted, 'remotes.json'), remotes ?? data['remotes.json'] ?? '{}');
  writeFileSync(path.join(mounted, 'config.json'), data['config.json'] ?? '{}');
  // The image's own paths, on the read-only root (or emptyDirs of the pod), moved into the scratch folder.
  const served = inScratch(env.PORTAL_RUNTIME_DIR ?? '/usr/share/nginx/runtime');
  const snippets = inScratch('/etc/nginx/snippets');
  Object.assign(env, {
    PORTAL_RUNTIME_DIR: served,
    // A built page for the start script to put /config's answer into.
    PORTAL_HTML_DIR: path.join(__dirname, 'fixtures', 'page'),
    PORTAL_PAGE_DIR: inScratch('/usr/share/nginx/page'),
    PORTAL_SNIPPETS_DIR: snippets,
    // The image's `nginx -t`: Debian's nginx on the host's configuration with these folders.
    PORTAL_NGINX_TEST: hostNginxTest({ runtime: served, page: inScratch('/usr/share/nginx/page'), snippets, html: path.join(__dirname, 'fixtures', 'page') }),
    PORTAL_CSP_TEMPLATE: path.join(DEPLOY, 'security/content-security-policy.template'),
  });
  const run = spawnSync('sh', [path.join(DEPLOY, 'host/40-portal-runtime-config.sh')], { env, encoding: 'utf8' });
  return { dir, status: run.status, stderr: run.stderr, served, mounted, snippets };
}

/**
 * The policy the host's start script writes for the host container of these objects, directive → sources, with the
 * portal-runtime ConfigMap's remotes.json (or `remotes`) where the pod mounts it.
 */
function hostPolicy(objects: K8sObject[], remotes?: string): Map<string, string[]> {
  const run = runHost(objects, remotes);
  if (run.status !== 0) throw new Error(`the start script failed: ${run.stderr}`);
  const snippet = readFileSync(path.join(run.snippets, 'security-headers.conf'), 'utf8');
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

describe("what the host pod serves: the start script's checked copies, never the mounted files", () => {
  const objects = render('overlays/production');
  const runtime = named(objects, 'ConfigMap', 'portal-runtime')!.data!;

  it('writes /remotes.json and /config from the mounted files into the folder nginx serves', () => {
    const run = runHost(objects);
    expect(run.status).toBe(0);
    expect(run.served).not.toBe(run.mounted);
    expect(JSON.parse(readFileSync(path.join(run.served, 'remotes.json'), 'utf8'))).toEqual(JSON.parse(runtime['remotes.json']!));
    expect(JSON.parse(readFileSync(path.join(run.served, 'config.json'), 'utf8'))).toEqual(JSON.parse(runtime['config.json']!));
  });

  it('refuses a bad mounted remotes.json with the reason, and keeps serving the last good copy', () => {
    const good = runHost(objects);
    const lastGood = readFileSync(path.join(good.served, 'remotes.json'), 'utf8');
    const remotes = JSON.parse(runtime['remotes.json']!);
    const bad = runHost(objects, JSON.stringify({ ...remotes, LKK: { url: remotes.LKK, canary: { url: remotes.LKK, percent: 150 } } }), good.dir);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('LKK.canary.percent must be a whole number from 0 to 100 (got 150)');
    expect(readFileSync(path.join(good.served, 'remotes.json'), 'utf8')).toBe(lastGood);
  });
});
