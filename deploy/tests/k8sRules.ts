/**
 * The portal's own rules for its Kubernetes manifests, each a function from the rendered objects of an overlay to
 * the list of what breaks it (empty when the rule holds). deploy/tests/k8sRules.test.ts shows each one failing on a
 * broken manifest; deploy/tests/k8sManifests.test.ts holds every overlay to them.
 */
import type { K8sObject } from './k8sRender';
import { checkRemoteEntry, entryUrls, rolloutOf } from '../../shared/api/src/remotes';

/* eslint-disable @typescript-eslint/no-explicit-any -- rendered YAML: every field read here is checked by the rule itself */
type Pod = any;
type Container = any;

export const SCOPES = ['LKK', 'LKD', 'LKA', 'LKP'] as const;
/** Where the ingress controller runs (NetworkPolicies name it by the namespace label the API server sets). */
export const INGRESS_CONTROLLER_NAMESPACE = 'ingress-nginx';
/** Where the host mounts the ConfigMap portal-runtime: read by its scripts only, which check each file. */
export const RUNTIME_MOUNT = '/etc/portal/runtime';
/** Where the scripts write the checked copies nginx serves as /config, /remotes.json, /health/remotes (default.conf.template). */
export const SERVED_DIR = '/usr/share/nginx/runtime';

const deployments = (objects: K8sObject[]) => objects.filter((object) => object.kind === 'Deployment');
const podOf = (deployment: K8sObject): Pod => deployment.spec?.template?.spec ?? {};
const podLabels = (deployment: K8sObject): Record<string, string> => deployment.spec?.template?.metadata?.labels ?? {};
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  selector !== undefined && Object.entries(selector).every(([key, value]) => labels[key] === value);
const envOf = (container: Container, name: string): string | undefined => (container?.env ?? []).find((variable: any) => variable.name === name)?.value;

/** Probes, requests and limits, non-root, read-only root filesystem, no privilege escalation, no service-account token. */
export function hardeningViolations(objects: K8sObject[]): string[] {
  return deployments(objects).flatMap((deployment) => {
    const name = deployment.metadata.name;
    const pod = podOf(deployment);
    const problems: string[] = [];
    if (pod.automountServiceAccountToken !== false) problems.push(`${name}: the pod mounts a service-account token`);
    const containers: Array<[Container, boolean]> = [...(pod.containers ?? []).map((c: Container) => [c, true]), ...(pod.initContainers ?? []).map((c: Container) => [c, false])];
    for (const [container, serves] of containers) {
      const where = `${name}/${container.name}`;
      if (serves && !container.readinessProbe) problems.push(`${where}: no readiness probe`);
      if (serves && !container.livenessProbe) problems.push(`${where}: no liveness probe`);
      for (const kind of ['requests', 'limits'] as const) {
        for (const resource of ['cpu', 'memory']) {
          if (container.resources?.[kind]?.[resource] === undefined) problems.push(`${where}: no ${resource} in resources.${kind}`);
        }
      }
      const runAsNonRoot = container.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
      const runAsUser = container.securityContext?.runAsUser ?? pod.securityContext?.runAsUser;
      if (runAsNonRoot !== true || runAsUser === 0) problems.push(`${where}: may run as root`);
      if (container.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${where}: the root filesystem is writable`);
      if (container.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation is allowed`);
    }
    return problems;
  });
}

/**
 * A PodDisruptionBudget, a HorizontalPodAutoscaler of at least 2 pods and a NetworkPolicy for each app, and no
 * spec.replicas: the autoscaler owns the count, and a replicas in the manifest would set it back on every apply
 * (the Kubernetes documentation's advice for Deployments an autoscaler scales).
 */
export function availabilityViolations(objects: K8sObject[]): string[] {
  return deployments(objects).flatMap((deployment) => {
    const name = deployment.metadata.name;
    const labels = podLabels(deployment);
    const problems: string[] = [];
    if (deployment.spec?.replicas !== undefined) problems.push(`${name}: spec.replicas is ${deployment.spec.replicas}, which every kubectl apply would set back over its autoscaler's count`);
    if (!objects.some((object) => object.kind === 'PodDisruptionBudget' && selects(object.spec?.selector?.matchLabels, labels))) problems.push(`${name}: no PodDisruptionBudget`);
    const autoscaler = objects.find(
      (object) => object.kind === 'HorizontalPodAutoscaler' && object.spec?.scaleTargetRef?.kind === 'Deployment' && object.spec?.scaleTargetRef?.name === name,
    );
    if (!autoscaler) problems.push(`${name}: no HorizontalPodAutoscaler`);
    else if (!(autoscaler.spec.minReplicas >= 2)) problems.push(`${name}: its autoscaler may go below 2 replicas`);
    const policed = objects.some(
      (object) => object.kind === 'NetworkPolicy' && (object.spec?.policyTypes ?? []).includes('Ingress') && selects(object.spec?.podSelector?.matchLabels, labels) && Object.keys(object.spec.podSelector.matchLabels).length > 0,
    );
    if (!policed) problems.push(`${name}: no NetworkPolicy of its own`);
    return problems;
  });
}

/** The cluster DNS as a NetworkPolicy peer: kube-dns in kube-system. */
const DNS_PEER = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } }, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } };
/** Keycloak's pods as the operator labels them (the CR is named keycloak). */
const KEYCLOAK_PEER = { podSelector: { matchLabels: { app: 'keycloak', 'app.kubernetes.io/instance': 'keycloak' } } };
/** Where each app may open connections besides the cluster DNS: the API fetches the realm's token keys. */
const EGRESS_ALLOWED: Record<string, { peer: object; ports: number[] }[]> = { api: [{ peer: KEYCLOAK_PEER, ports: [8080] }] };

/**
 * Every app's own NetworkPolicy limits its outgoing traffic too: a pod taken over reaches the cluster DNS (port 53)
 * and, for the API, Keycloak's pods on 8080; nothing else, no address block, no rule without a peer or a port.
 */
export function egressViolations(objects: K8sObject[]): string[] {
  return deployments(objects).flatMap((deployment) => {
    const name = deployment.metadata.name;
    const labels = podLabels(deployment);
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy' && selects(object.spec?.podSelector?.matchLabels ?? {}, labels));
    const limiting = policies.filter((policy) => (policy.spec?.policyTypes ?? []).includes('Egress'));
    if (limiting.length === 0) return [`${name}: outgoing traffic is not limited (no NetworkPolicy with Egress)`];
    const allowed = [{ peer: DNS_PEER, ports: [53] }, ...(EGRESS_ALLOWED[name.replace(/-.*$/, '')] ?? [])];
    const problems: string[] = [];
    for (const policy of limiting) {
      for (const rule of policy.spec?.egress ?? []) {
        const peers: object[] = rule.to ?? [];
        const ports: number[] = (rule.ports ?? []).map((port: { port?: number }) => port.port);
        if (peers.length === 0) problems.push(`NetworkPolicy ${policy.metadata.name}: lets ${name} reach any address`);
        if (ports.length === 0 || ports.some((port) => typeof port !== 'number')) problems.push(`NetworkPolicy ${policy.metadata.name}: lets ${name} reach any port`);
        for (const peer of peers) {
          const known = allowed.find((entry) => JSON.stringify(entry.peer) === JSON.stringify(peer));
          if (!known) problems.push(`NetworkPolicy ${policy.metadata.name}: lets ${name} reach ${JSON.stringify(peer)}`);
          else if (ports.some((port) => !known.ports.includes(port))) problems.push(`NetworkPolicy ${policy.metadata.name}: lets ${name} reach ${JSON.stringify(peer)} on ports ${ports.join(', ')}`);
        }
      }
    }
    return problems;
  });
}

/** Each Service selects the pods of exactly one Deployment; each Ingress backend is a Service that exists. */
export function wiringViolations(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const services = new Set(objects.filter((object) => object.kind === 'Service').map((object) => object.metadata.name));
  // The Keycloak Operator makes <name>-service for each Keycloak.
  for (const keycloak of objects.filter((object) => object.kind === 'Keycloak')) services.add(`${keycloak.metadata.name}-service`);
  for (const service of objects.filter((object) => object.kind === 'Service')) {
    const matches = deployments(objects).filter((deployment) => selects(service.spec?.selector, podLabels(deployment)));
    if (matches.length !== 1) problems.push(`Service ${service.metadata.name}: selects the pods of ${matches.length} Deployments`);
  }
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      for (const entry of rule.http?.paths ?? []) {
        const backend = entry.backend?.service?.name;
        if (!services.has(backend)) problems.push(`Ingress ${ingress.metadata.name}: ${entry.path} goes to "${backend}", which is no Service here`);
      }
    }
  }
  return problems;
}

/** The nginx deployments run the image's own config (cache headers, CSP template): nothing mounted over it. */
export function nginxConfigViolations(objects: K8sObject[]): string[] {
  const owned = ['/etc/nginx/templates', '/etc/nginx/nginx.conf', '/usr/share/nginx/html', '/etc/nginx/portal', '/docker-entrypoint.d'];
  return deployments(objects).flatMap((deployment) =>
    [...(podOf(deployment).containers ?? []), ...(podOf(deployment).initContainers ?? [])].flatMap((container: Container) =>
      (container.volumeMounts ?? [])
        .filter((mount: any) => owned.some((path) => mount.mountPath === path || mount.mountPath.startsWith(`${path}/`)))
        .map((mount: any) => `${deployment.metadata.name}/${container.name}: ${mount.mountPath} is mounted over the image's nginx setup`),
    ),
  );
}

const hostDeployment = (objects: K8sObject[]) => objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'host');
const hostContainer = (objects: K8sObject[]): Container | undefined => (podOf(hostDeployment(objects) ?? ({} as K8sObject)).containers ?? []).find((c: Container) => c.name === 'nginx');

/** The CSP sources the host's start script takes from REMOTE_*_URL (their origins). */
export function remoteSources(objects: K8sObject[]): string[] {
  const container = hostContainer(objects);
  const fromEnv = SCOPES.map((scope) => envOf(container, `REMOTE_${scope}_URL`)).filter((url): url is string => Boolean(url));
  // With PORTAL_REMOTES_FILE on the mounted remotes.json the start script takes every URL of that file
  // (deploy/host/40-portal-runtime-config.sh) and 50-portal-policy-follows-remotes.sh follows its changes.
  const fromFile =
    envOf(container, 'PORTAL_REMOTES_FILE') === `${RUNTIME_MOUNT}/remotes.json`
      ? [...(objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'portal-runtime')?.data?.['remotes.json'] ?? '').matchAll(/"(https?:\/\/[^"]+)"/g)].map((match) => match[1]!)
      : [];
  return [...new Set([...fromEnv, ...fromFile].map((url) => url.replace(/^([a-z]+:\/\/[^/?]+).*$/i, '$1')))];
}

/** Whether a CSP host-source (`https://*.cabinets.example`, `https://a.example`) allows a URL. */
export function sourceAllows(source: string, url: string): boolean {
  const parsed = new URL(url);
  const match = /^([a-z]+):\/\/(\*\.)?([^/:]+)$/i.exec(source);
  if (!match || `${match[1]}:` !== parsed.protocol) return false;
  return match[2] ? parsed.hostname.endsWith(`.${match[3]}`) : parsed.hostname === match[3];
}

/**
 * remotes.json and /config come from one ConfigMap, mounted as a directory (so the kubelet updates the files in
 * place) at RUNTIME_MOUNT, where only the host's scripts read them (PORTAL_REMOTES_FILE, PORTAL_CONFIG_FILE), and not
 * read through the environment (which would need a restart). nginx serves only the copies the scripts checked, in an
 * emptyDir at SERVED_DIR, never the mounted files. remotes.json names all four cabinets, each at an https
 * mf-manifest.json the host's Content-Security-Policy allows.
 */
export function runtimeConfigViolations(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const configMap = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'portal-runtime');
  if (!configMap) return ['no ConfigMap portal-runtime'];
  let remotes: Record<string, unknown> = {};
  try {
    remotes = JSON.parse(configMap.data?.['remotes.json'] ?? '');
  } catch {
    problems.push('remotes.json is not JSON');
  }
  const container = hostContainer(objects);
  // The page policy names exactly the cabinets' origins, read from this file and rewritten when it changes: no
  // wildcard that lets any host under a domain run script in the portal.
  if (envOf(container, 'PORTAL_REMOTES_FILE') !== `${RUNTIME_MOUNT}/remotes.json`) problems.push(`the host's Content-Security-Policy does not follow remotes.json (PORTAL_REMOTES_FILE is not ${RUNTIME_MOUNT}/remotes.json)`);
  if (envOf(container, 'PORTAL_CONFIG_FILE') !== `${RUNTIME_MOUNT}/config.json`) problems.push(`the host's /config is not the mounted config.json (PORTAL_CONFIG_FILE is not ${RUNTIME_MOUNT}/config.json)`);
  // The scripts' default is SERVED_DIR (deploy/host/40-portal-runtime-config.sh).
  const writes = envOf(container, 'PORTAL_RUNTIME_DIR') ?? SERVED_DIR;
  if (writes !== SERVED_DIR) problems.push(`the host writes the checked files to ${writes}, not ${SERVED_DIR} where nginx serves them`);
  for (const scope of SCOPES) {
    const value = envOf(container, `REMOTE_${scope}_URL`);
    if (value?.includes('*')) problems.push(`the host's Content-Security-Policy allows a whole domain (REMOTE_${scope}_URL ${value})`);
  }
  const portalHost = objects.find((object) => object.kind === 'Ingress' && object.metadata.name === 'portal')?.spec?.rules?.[0]?.host;
  const sources = remoteSources(objects);
  if (JSON.stringify(Object.keys(remotes).sort()) !== JSON.stringify([...SCOPES].sort())) problems.push(`remotes.json names ${Object.keys(remotes).join(', ') || 'nothing'}, not ${SCOPES.join(', ')}`);
  for (const [scope, value] of Object.entries(remotes)) {
    // A URL, or a roll-out {url, fallback, canary} (docs/decisions/0042): the host's own check, then every URL in it.
    const entry = checkRemoteEntry(value, scope);
    if (!entry.ok) {
      problems.push(`remotes.json: ${entry.message}`);
      continue;
    }
    for (const url of entryUrls(entry.value)) {
      if (!/^https:\/\/[^/]+\/(.+\/)?mf-manifest\.json$/.test(url)) {
        problems.push(`remotes.json: ${scope}${url === rolloutOf(entry.value).url ? '' : ` (${url})`} is not an https URL of an mf-manifest.json`);
        continue;
      }
      // Cookies are scoped by host name: a cabinet there could read the portal's token cookies (the start script refuses it).
      if (new URL(url).hostname === portalHost) problems.push(`remotes.json: ${scope} (${url}) is on the portal's host name`);
      else if (!sources.some((source) => sourceAllows(source, url))) problems.push(`remotes.json: ${scope} (${url}) is outside the host's Content-Security-Policy (${sources.join(' ') || 'no source'})`);
    }
  }
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(configMap.data?.['config.json'] ?? '');
  } catch {
    problems.push('config.json is not JSON');
  }
  for (const field of ['url', 'realm', 'clientId', 'passwordChangePath']) if (typeof config[field] !== 'string' || config[field] === '') problems.push(`config.json has no ${field}`);

  const host = hostDeployment(objects);
  if (!host) return [...problems, 'no host Deployment'];
  const volumes: any[] = podOf(host).volumes ?? [];
  const mounts: any[] = hostContainer(objects)?.volumeMounts ?? [];
  const volume = volumes.find((entry: any) => entry.configMap?.name === 'portal-runtime');
  const mount = volume && mounts.find((entry: any) => entry.name === volume.name);
  if (!mount || mount.mountPath !== RUNTIME_MOUNT) problems.push(`the host does not mount portal-runtime at ${RUNTIME_MOUNT}`);
  else if (mount.subPath || mount.subPathExpr) problems.push('the host mounts portal-runtime with subPath, which the kubelet never updates');
  const items: Array<{ path?: string }> | undefined = volume?.configMap?.items;
  for (const file of ['remotes.json', 'config.json']) if (items && !items.some((item) => item.path === file)) problems.push(`the host's portal-runtime volume leaves out ${file}`);
  // What nginx serves is an emptyDir the scripts fill after their checks: the ConfigMap (or any other volume) there
  // would put an edit before users unchecked, and without a volume the read-only root leaves nowhere to write.
  const served = mounts.find((entry: any) => entry.mountPath === SERVED_DIR);
  const servedVolume = served && volumes.find((entry: any) => entry.name === served.name);
  if (!servedVolume) problems.push(`nothing is mounted at ${SERVED_DIR}, so with a read-only root the host cannot write the checked files nginx serves`);
  else if (!servedVolume.emptyDir) problems.push(`nginx serves ${SERVED_DIR} from the volume ${servedVolume.name}, not from the checked copies (an emptyDir the scripts write)`);
  const byEnv = (podOf(host).containers ?? []).some((container: Container) =>
    [...(container.env ?? []).map((variable: any) => variable.valueFrom?.configMapKeyRef?.name), ...(container.envFrom ?? []).map((source: any) => source.configMapRef?.name)].includes('portal-runtime'),
  );
  if (byEnv) problems.push('the host reads portal-runtime through its environment, fixed until a restart');
  return problems;
}

/** The path an Ingress sends a request to (Kubernetes rules: Exact, then the longest Prefix by path elements). */
export function routeOf(ingress: K8sObject, host: string, requestPath: string): string | undefined {
  const rule = (ingress.spec?.rules ?? []).find((candidate: any) => candidate.host === host);
  const elements = (path: string) => path.split('/').filter(Boolean);
  const candidates = (rule?.http?.paths ?? []).filter((entry: any) => {
    if (entry.pathType === 'Exact') return entry.path === requestPath;
    const prefix = elements(entry.path);
    const requested = elements(requestPath);
    return prefix.every((element, index) => requested[index] === element);
  });
  candidates.sort((a: any, b: any) => (b.pathType === 'Exact' ? 1 : 0) - (a.pathType === 'Exact' ? 1 : 0) || elements(b.path).length - elements(a.path).length);
  return candidates[0]?.backend?.service?.name;
}

/** Over TLS; the API, the portal realm's paths the portal needs and Keycloak's theme files routed; the rest of the realm, the admin console and other realms not. */
export function ingressViolations(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    const covered = new Set((ingress.spec?.tls ?? []).flatMap((entry: any) => entry.hosts ?? []));
    for (const rule of ingress.spec?.rules ?? []) if (!covered.has(rule.host)) problems.push(`Ingress ${ingress.metadata.name}: ${rule.host} is served without TLS`);
  }
  const portal = objects.find((object) => object.kind === 'Ingress' && object.metadata.name === 'portal');
  if (!portal) return [...problems, 'no Ingress portal'];
  const host = portal.spec?.rules?.[0]?.host;
  const keycloak = `${objects.find((object) => object.kind === 'Keycloak')?.metadata.name ?? 'keycloak'}-service`;
  const expected: Array<[string, string]> = [
    ['/api/clients/contracts', 'api'],
    ['/keycloak/realms/portal/protocol/openid-connect/auth', keycloak],
    ['/keycloak/realms/portal/protocol/openid-connect/token', keycloak],
    ['/keycloak/resources/abc/login/keycloak/css/login.css', keycloak],
    ['/lkk/main', 'host'],
    ['/', 'host'],
  ];
  for (const [path, backend] of expected) {
    const routed = routeOf(portal, host, path);
    if (routed !== backend) problems.push(`Ingress portal: ${path} goes to ${routed ?? 'nothing'}, not ${backend}`);
  }
  for (const path of ['/keycloak/admin/', '/keycloak/admin/master/console/', '/keycloak/admin/realms/portal/users', '/keycloak/realms/master/protocol/openid-connect/token', '/keycloak/realms/portal-evil/x', '/keycloak/metrics', '/keycloak/health', '/keycloak/realms/portal/account', '/keycloak/realms/portal/account/#/personal-info', '/keycloak/realms/portal/clients-registrations/default', '/keycloak/realms/portal/broker/google/endpoint', '/keycloak/realms/portal/protocol/openid-connect/token/introspect']) {
    if (routeOf(portal, host, path) === keycloak) problems.push(`Ingress portal: ${path} reaches Keycloak`);
  }
  return problems;
}

/** The API answers the ingress controller's namespace only: every allowed source is exactly that namespace. */
export function apiIsolationViolations(objects: K8sObject[]): string[] {
  const api = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'api');
  if (!api) return [];
  // A podSelector without labels selects every pod of the namespace, the API's too.
  const policies = objects.filter((object) => object.kind === 'NetworkPolicy' && selects(object.spec?.podSelector?.matchLabels ?? {}, podLabels(api)));
  const own = policies.filter((policy) => Object.keys(policy.spec.podSelector.matchLabels ?? {}).length > 0);
  if (own.length === 0) return ['no NetworkPolicy selects the API'];
  const problems: string[] = [];
  for (const policy of policies) {
    for (const rule of policy.spec?.ingress ?? []) {
      const peers = rule.from ?? [];
      if (peers.length === 0) problems.push(`NetworkPolicy ${policy.metadata.name}: lets anyone reach the API`);
      for (const peer of peers) {
        const onlyController =
          Object.keys(peer).length === 1 &&
          JSON.stringify(peer.namespaceSelector) === JSON.stringify({ matchLabels: { 'kubernetes.io/metadata.name': INGRESS_CONTROLLER_NAMESPACE } });
        if (!onlyController) problems.push(`NetworkPolicy ${policy.metadata.name}: lets ${JSON.stringify(peer)} reach the API`);
      }
    }
  }
  return problems;
}

/** Every place that names the portal's public origin names the Ingress's host. */
export function originViolations(objects: K8sObject[]): string[] {
  const portal = objects.find((object) => object.kind === 'Ingress' && object.metadata.name === 'portal');
  const origin = portal && `https://${portal.spec?.rules?.[0]?.host}`;
  if (!origin) return [];
  const named: Array<[string, string | undefined]> = [];
  const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'portal-runtime');
  try {
    named.push(['/config url', JSON.parse(config?.data?.['config.json'] ?? '{}').url]);
  } catch {
    named.push(['/config url', undefined]);
  }
  named.push(['host KEYCLOAK_URL', envOf(hostContainer(objects), 'KEYCLOAK_URL')]);
  for (const deployment of deployments(objects)) {
    for (const container of podOf(deployment).containers ?? []) {
      for (const variable of ['PORTAL_ORIGIN', 'PUBLIC_URL', 'OIDC_ISSUER']) {
        const value = envOf(container, variable);
        if (value !== undefined) named.push([`${deployment.metadata.name} ${variable}`, value]);
      }
    }
  }
  for (const keycloak of objects.filter((object) => object.kind === 'Keycloak')) named.push(['Keycloak hostname', keycloak.spec?.hostname?.hostname]);
  for (const realmImport of objects.filter((object) => object.kind === 'KeycloakRealmImport')) {
    const client = (realmImport.spec?.realm?.clients ?? []).find((candidate: any) => candidate.clientId === 'portal-web');
    for (const uri of client?.redirectUris ?? []) named.push(['realm redirect URI', uri]);
    named.push(['realm post-logout URI', client?.attributes?.['post.logout.redirect.uris']]);
  }
  return named
    .filter(([, value]) => typeof value !== 'string' || (value !== origin && !value.startsWith(`${origin}/`)))
    .map(([where, value]) => `${where} is ${value}, not under ${origin}`);
}

/** A production stand: no users in the realm, a password policy, and the API's test controls (and emulator) off. */
export function productionViolations(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const imports = objects.filter((object) => object.kind === 'KeycloakRealmImport');
  if (imports.length === 0) problems.push('no realm is imported');
  for (const realmImport of imports) {
    if ((realmImport.spec?.realm?.users ?? []).length > 0) problems.push(`KeycloakRealmImport ${realmImport.metadata.name}: imports users`);
    if (!/length\(\d+\)/.test(realmImport.spec?.realm?.passwordPolicy ?? '')) problems.push(`KeycloakRealmImport ${realmImport.metadata.name}: no password policy`);
  }
  for (const deployment of deployments(objects)) {
    for (const container of podOf(deployment).containers ?? []) {
      const controls = envOf(container, 'SANDBOX_TEST_CONTROLS');
      if (deployment.metadata.name === 'api' && controls !== 'off') problems.push(`${deployment.metadata.name}: SANDBOX_TEST_CONTROLS is ${controls ?? 'unset'}, not off`);
    }
  }
  return problems;
}
