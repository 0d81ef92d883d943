/**
 * @jest-environment node
 *
 * deploy/k8s rendered offline: every overlay builds with kustomize, every object passes the Kubernetes API
 * schemas (and the Keycloak Operator's CRD fields), and the portal's own rules hold (deploy/tests/k8sRules.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { named, OVERLAYS, render } from './k8sRender';
import { schemaErrors } from './k8sSchemas';
import { unknownFieldErrors } from './k8sStrictFields';
import {
  apiIsolationViolations,
  availabilityViolations,
  hardeningViolations,
  ingressViolations,
  egressViolations,
  nginxConfigViolations,
  originViolations,
  productionViolations,
  remoteSources,
  runtimeConfigViolations,
  sourceAllows,
  wiringViolations,
} from './k8sRules';

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  it('renders, every object valid against its schema', () => {
    const objects = render(`overlays/${overlay}`);
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.flatMap(schemaErrors)).toEqual([]);
  });

  it('has no field the Kubernetes API does not know (a misspelt one would be dropped silently)', () => {
    expect(unknownFieldErrors(render(`overlays/${overlay}`))).toEqual([]);
  });

  it.each([
    ['probes, limits, non-root, read-only root, no token', hardeningViolations],
    ['a PodDisruptionBudget, an autoscaler of 2 or more pods (no replicas of its own) and a NetworkPolicy per app', availabilityViolations],
    ['Services and Ingress backends that exist', wiringViolations],
    ["the image's own nginx setup", nginxConfigViolations],
    ['outgoing traffic limited to the cluster DNS (and Keycloak for the API)', egressViolations],
  ])('holds: %s', (_rule, rule) => {
    expect(rule(render(`overlays/${overlay}`))).toEqual([]);
  });
});

describe.each(['production', 'demo'])('the whole portal (%s)', (overlay) => {
  const objects = () => render(`overlays/${overlay}`);

  it('has the host, the four remotes and the API, and Keycloak from the operator with a realm', () => {
    const deploymentNames = objects().filter((object) => object.kind === 'Deployment').map((object) => object.metadata.name).sort();
    expect(deploymentNames).toEqual(['api', 'host', 'remote-lka', 'remote-lkd', 'remote-lkk', 'remote-lkp']);
    expect(objects().filter((object) => object.kind === 'Keycloak').map((object) => object.metadata.name)).toEqual(['keycloak']);
    expect(objects().filter((object) => object.kind === 'KeycloakRealmImport').map((object) => object.spec.keycloakCRName)).toEqual(['keycloak']);
  });

  it.each([
    ['remotes.json and /config from one ConfigMap, mounted as a directory, served only as checked copies, all four cabinets within the CSP', runtimeConfigViolations],
    ['the Ingress: TLS, the API and the portal realm routed, the admin console not', ingressViolations],
    ['the API reachable only from the ingress controller', apiIsolationViolations],
    ["one public origin everywhere (the Ingress's host)", originViolations],
  ])('holds: %s', (_rule, rule) => {
    expect(rule(objects())).toEqual([]);
  });

  it('keeps the API test controls and the CryptoPro emulator off', () => {
    const api = named(objects(), 'Deployment', 'api');
    expect(api?.spec.template.spec.containers[0].env).toContainEqual({ name: 'SANDBOX_TEST_CONTROLS', value: 'off' });
  });
});

describe('production', () => {
  it('imports no users and keeps the password policy and test controls off', () => {
    expect(productionViolations(render('overlays/production'))).toEqual([]);
  });

  it('is not what the demo overlay is', () => {
    expect(productionViolations(render('overlays/demo'))).toEqual(expect.arrayContaining([expect.stringMatching(/imports users/)]));
  });
});

describe("a cabinet team's own overlay (remote-lkk)", () => {
  const team = () => render('overlays/remote-lkk');
  const portal = () => render('overlays/production');

  it('deploys only its cabinet, under a name of its version', () => {
    expect(new Set(team().map((object) => object.metadata.name))).toEqual(new Set(['remote-lkk-1-4-0']));
    expect(team().map((object) => object.kind).sort()).toEqual(['Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'NetworkPolicy', 'PodDisruptionBudget', 'Service']);
  });

  it("never selects the pods of the portal's own LKK, nor the portal's its", () => {
    const teamDeployment = named(team(), 'Deployment', 'remote-lkk-1-4-0');
    const portalDeployment = named(portal(), 'Deployment', 'remote-lkk');
    const selects = (selector: Record<string, string>, labels: Record<string, string>) => Object.entries(selector).every(([key, value]) => labels[key] === value);
    expect(selects(teamDeployment?.spec.selector.matchLabels, portalDeployment?.spec.template.metadata.labels)).toBe(false);
    expect(selects(portalDeployment?.spec.selector.matchLabels, teamDeployment?.spec.template.metadata.labels)).toBe(false);
  });

  it("is in the portal's Content-Security-Policy once remotes.json names it, and answers CORS for the portal", () => {
    const host = named(team(), 'Ingress', 'remote-lkk-1-4-0')?.spec.rules[0].host;
    const objects = portal();
    expect(remoteSources(objects).some((source) => sourceAllows(source, `https://${host}/mf-manifest.json`))).toBe(false);
    const runtime = named(objects, 'ConfigMap', 'portal-runtime');
    runtime!.data!['remotes.json'] = JSON.stringify({ ...JSON.parse(runtime!.data!['remotes.json']!), LKK: `https://${host}/mf-manifest.json` });
    expect(remoteSources(objects).some((source) => sourceAllows(source, `https://${host}/mf-manifest.json`))).toBe(true);
    const portalHost = named(portal(), 'Ingress', 'portal')?.spec.rules[0].host;
    expect(named(team(), 'Deployment', 'remote-lkk-1-4-0')?.spec.template.spec.containers[0].env).toContainEqual({ name: 'PORTAL_ORIGIN', value: `https://${portalHost}` });
  });

  it('becomes the cabinet the portal loads by one line of remotes.json, valid as it stands', () => {
    const objects = portal();
    const runtime = named(objects, 'ConfigMap', 'portal-runtime');
    const host = named(team(), 'Ingress', 'remote-lkk-1-4-0')?.spec.rules[0].host;
    const remotes = JSON.parse(runtime?.data?.['remotes.json'] ?? '{}');
    runtime!.data!['remotes.json'] = JSON.stringify({ ...remotes, LKK: `https://${host}/mf-manifest.json` });
    expect(runtimeConfigViolations(objects)).toEqual([]);
  });
});

describe("the cache headers the pods send (the images' nginx config, which no manifest replaces)", () => {
  const config = (file: string) => readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8');
  /** The body of the location block opened on the line holding `match`, up to its closing brace line. */
  function location(text: string, match: string): string {
    const lines = text.split('\n');
    const start = lines.findIndex((line) => line.trim().startsWith('location') && line.includes(match));
    if (start < 0) return '';
    const end = lines.findIndex((line, index) => index > start && /^\s*\}\s*$/.test(line));
    return lines.slice(start + 1, end).join('\n');
  }

  it.each([
    ['deploy/host/default.conf.template', '"\\.[0-9a-f]{8}\\.(js|css)$"', 'public, max-age=31536000, immutable'],
    ['deploy/host/default.conf.template', '= /index.html', 'no-cache'],
    ['deploy/host/default.conf.template', '= /remotes.json', 'no-store'],
    ['deploy/host/default.conf.template', '= /config', 'no-store'],
    ['deploy/remote/default.conf.template', '"\\.[0-9a-f]{8}\\.js$"', 'public, max-age=31536000, immutable'],
    ['deploy/remote/default.conf.template', '= /mf-manifest.json', 'no-cache'],
    ['deploy/remote/default.conf.template', '= /remoteEntry.js', 'no-cache'],
  ])('%s: location %s sends Cache-Control %s', (file, match, cacheControl) => {
    expect(location(config(file), match)).toContain(`add_header Cache-Control "${cacheControl}" always;`);
  });

  it.each(['config', 'remotes'])("serves /%s from the emptyDir the start script writes its checked copy to, not from the ConfigMap's folder", (name) => {
    const route = name === 'config' ? '= /config' : '= /remotes.json';
    const host = named(render('overlays/production'), 'Deployment', 'host')?.spec.template.spec;
    const nginx = host.containers.find((candidate: { name: string }) => candidate.name === 'nginx');
    const written = nginx.env.find((variable: { name: string }) => variable.name === 'PORTAL_RUNTIME_DIR').value;
    const mountedAt = (volume: string) => nginx.volumeMounts.find((entry: { name: string }) => entry.name === volume)?.mountPath;
    const servedVolume = host.volumes.find((volume: { name: string }) => mountedAt(volume.name) === written);
    expect(servedVolume?.emptyDir).toBeDefined();
    expect(location(config('deploy/host/default.conf.template'), route)).toContain(`alias ${written}/${name}.json;`);
    expect(location(config('deploy/host/default.conf.template'), route)).not.toContain(mountedAt('portal-runtime'));
  });
});
