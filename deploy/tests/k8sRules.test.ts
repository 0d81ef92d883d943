/**
 * @jest-environment node
 *
 * Each rule of deploy/tests/k8sRules.ts and the schema check of k8sSchemas.ts fail on a broken manifest: the
 * production overlay, rendered, with one thing changed.
 */
import { named, render, type K8sObject } from './k8sRender';
import { schemaErrors } from './k8sSchemas';
import { unknownFieldErrors } from './k8sStrictFields';
import {
  apiIsolationViolations,
  availabilityViolations,
  egressViolations,
  hardeningViolations,
  ingressViolations,
  nginxConfigViolations,
  originViolations,
  productionViolations,
  routeOf,
  runtimeConfigViolations,
  sourceAllows,
  wiringViolations,
} from './k8sRules';

const production = () => render('overlays/production');
const get = (objects: K8sObject[], kind: string, name: string) => named(objects, kind, name)!;
const pod = (objects: K8sObject[], name: string) => get(objects, 'Deployment', name).spec.template.spec;
const container = (objects: K8sObject[], name: string) => pod(objects, name).containers[0];

/** The production objects after `change`, and what `rule` finds wrong with them. */
function broken(rule: (objects: K8sObject[]) => string[], change: (objects: K8sObject[]) => void): string[] {
  const objects = production();
  expect(rule(objects)).toEqual([]);
  change(objects);
  return rule(objects);
}

describe('the schema check', () => {
  it.each([
    ['a port that is not a number', (o: K8sObject[]) => void (container(o, 'host').ports[0].containerPort = 'eighty'), /containerPort must be integer/],
    ['a memory limit that is no quantity', (o: K8sObject[]) => void (container(o, 'api').resources.limits.memory = 'lots'), /memory/],
    ['a Deployment without a selector', (o: K8sObject[]) => void delete get(o, 'Deployment', 'host').spec.selector, /selector/],
    ['an Ingress path type that does not exist', (o: K8sObject[]) => void (get(o, 'Ingress', 'portal').spec.rules[0].http.paths[0].pathType = 'Regex'), /pathType/],
    ['a Service name that is no DNS label', (o: K8sObject[]) => void (get(o, 'Service', 'api').metadata.name = 'API_Service'), /DNS/],
    ['an unknown field in the Keycloak CR', (o: K8sObject[]) => void (get(o, 'Keycloak', 'keycloak').spec.hostname.hostnames = 'x'), /spec\.hostname\.hostnames is not a field/],
    ['a Keycloak instance count as text', (o: K8sObject[]) => void (get(o, 'Keycloak', 'keycloak').spec.instances = 'two'), /spec\.instances must be integer/],
    ['a realm import without its Keycloak', (o: K8sObject[]) => void delete get(o, 'KeycloakRealmImport', 'portal-realm').spec.keycloakCRName, /keycloakCRName is required/],
    ['a misspelt realm field', (o: K8sObject[]) => void (get(o, 'KeycloakRealmImport', 'portal-realm').spec.realm.passwordPolicies = 'x'), /passwordPolicies is not a realm field/],
    ['a kind nothing knows', (o: K8sObject[]) => void o.push({ apiVersion: 'example.ru/v1', kind: 'Portal', metadata: { name: 'x' } }), /no schema for example\.ru\/v1 Portal/],
  ])('refuses %s', (_case, change, message) => {
    expect(broken((objects) => objects.flatMap(schemaErrors), change)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });
});

describe('the unknown-field check', () => {
  it.each([
    ['a misspelt probe', (o: K8sObject[]) => void (container(o, 'remote-lkk').readinesProbe = { httpGet: { path: '/', port: 80 } }), /Deployment\/remote-lkk: .*'"?readinesProbe"?' does not exist in type 'IContainer'/],
    ['a misspelt pod field', (o: K8sObject[]) => void (pod(o, 'host').topologySpreadConstraint = []), /Deployment\/host: .*'"?topologySpreadConstraint"?' does not exist in type 'IPodSpec'/],
    ['a misspelt Ingress field', (o: K8sObject[]) => void (get(o, 'Ingress', 'portal').spec.ingressClass = 'nginx'), /Ingress\/portal: .*'"?ingressClass"?' does not exist/],
  ])('refuses %s', (_case, change, message) => {
    expect(broken(unknownFieldErrors, change)).toEqual([expect.stringMatching(message)]);
  });
});

describe('hardening', () => {
  it.each([
    ['no readiness probe', (o: K8sObject[]) => void delete container(o, 'remote-lkd').readinessProbe, 'remote-lkd/nginx: no readiness probe'],
    ['no liveness probe', (o: K8sObject[]) => void delete container(o, 'api').livenessProbe, 'api/api: no liveness probe'],
    ['no memory limit', (o: K8sObject[]) => void delete container(o, 'host').resources.limits.memory, 'host/nginx: no memory in resources.limits'],
    ['no CPU request on an init container', (o: K8sObject[]) => void delete pod(o, 'host').initContainers[0].resources.requests.cpu, 'host/copy-snippets: no cpu in resources.requests'],
    ['runAsNonRoot off', (o: K8sObject[]) => void (pod(o, 'remote-lkp').securityContext.runAsNonRoot = false), 'remote-lkp/nginx: may run as root'],
    ['user 0', (o: K8sObject[]) => void (container(o, 'api').securityContext = { ...container(o, 'api').securityContext, runAsUser: 0 }), 'api/api: may run as root'],
    ['a writable root filesystem', (o: K8sObject[]) => void (container(o, 'remote-lka').securityContext.readOnlyRootFilesystem = false), 'remote-lka/nginx: the root filesystem is writable'],
    ['privilege escalation', (o: K8sObject[]) => void delete container(o, 'host').securityContext.allowPrivilegeEscalation, 'host/nginx: privilege escalation is allowed'],
    ['a service-account token', (o: K8sObject[]) => void delete pod(o, 'remote-lkk').automountServiceAccountToken, 'remote-lkk: the pod mounts a service-account token'],
  ])('fails with %s', (_case, change, message) => {
    expect(broken(hardeningViolations, change)).toContain(message);
  });
});

describe('availability', () => {
  it.each([
    [
      'a replica count in the manifest, which the autoscaler owns',
      (o: K8sObject[]) => void (get(o, 'Deployment', 'api').spec.replicas = 2),
      "api: spec.replicas is 2, which every kubectl apply would set back over its autoscaler's count",
    ],
    ['no PodDisruptionBudget', (o: K8sObject[]) => void o.splice(o.indexOf(get(o, 'PodDisruptionBudget', 'host')), 1), 'host: no PodDisruptionBudget'],
    ['a PodDisruptionBudget selecting other pods', (o: K8sObject[]) => void (get(o, 'PodDisruptionBudget', 'remote-lkk').spec.selector.matchLabels['app.kubernetes.io/name'] = 'remote'), 'remote-lkk: no PodDisruptionBudget'],
    ['no autoscaler', (o: K8sObject[]) => void (get(o, 'HorizontalPodAutoscaler', 'remote-lkd').spec.scaleTargetRef.name = 'other'), 'remote-lkd: no HorizontalPodAutoscaler'],
    ['an autoscaler down to 1', (o: K8sObject[]) => void (get(o, 'HorizontalPodAutoscaler', 'api').spec.minReplicas = 1), 'api: its autoscaler may go below 2 replicas'],
    ['only the namespace-wide deny policy', (o: K8sObject[]) => void o.splice(o.indexOf(get(o, 'NetworkPolicy', 'remote-lka')), 1), 'remote-lka: no NetworkPolicy of its own'],
  ])('fails with %s', (_case, change, message) => {
    expect(broken(availabilityViolations, change)).toContain(message);
  });
});

describe('wiring', () => {
  it('fails when a Service selects no pods', () => {
    expect(broken(wiringViolations, (o) => void (get(o, 'Service', 'host').spec.selector['app.kubernetes.io/instance'] = 'hots'))).toContain('Service host: selects the pods of 0 Deployments');
  });

  it('fails when an Ingress names a missing Service', () => {
    expect(broken(wiringViolations, (o) => void (get(o, 'Ingress', 'portal').spec.rules[0].http.paths[0].backend.service.name = 'backend'))).toContain(
      'Ingress portal: /api/ goes to "backend", which is no Service here',
    );
  });
});

describe("the image's nginx setup", () => {
  it('fails when a volume hides the templates with the cache headers', () => {
    expect(broken(nginxConfigViolations, (o) => void container(o, 'remote-lkk').volumeMounts.push({ name: 'x', mountPath: '/etc/nginx/templates' }))).toContain(
      "remote-lkk/nginx: /etc/nginx/templates is mounted over the image's nginx setup",
    );
  });
});

describe('remotes.json and /config', () => {
  const setRemotes = (objects: K8sObject[], value: string) => void (get(objects, 'ConfigMap', 'portal-runtime').data!['remotes.json'] = value);

  it.each([
    ['remotes.json that is not JSON', (o: K8sObject[]) => setRemotes(o, '{"LKK": '), 'remotes.json is not JSON'],
    ['a cabinet missing', (o: K8sObject[]) => setRemotes(o, JSON.stringify({ LKK: 'https://lkk.cabinets.portal.example.ru/mf-manifest.json' })), 'remotes.json names LKK, not LKK, LKD, LKA, LKP'],
    [
      'a cabinet on the portal\'s host name',
      (o: K8sObject[]) => {
        const remotes = JSON.parse(get(o, 'ConfigMap', 'portal-runtime').data!['remotes.json']!);
        setRemotes(o, JSON.stringify({ ...remotes, LKD: 'https://portal.example.ru/lkd/1.4.0/mf-manifest.json' }));
      },
      "remotes.json: LKD (https://portal.example.ru/lkd/1.4.0/mf-manifest.json) is on the portal's host name",
    ],
    [
      'a policy that does not follow the file',
      (o: K8sObject[]) => void (container(o, 'host').env = container(o, 'host').env.filter((e: { name: string }) => e.name !== 'PORTAL_REMOTES_FILE')),
      "the host's Content-Security-Policy does not follow remotes.json (PORTAL_REMOTES_FILE is not /etc/portal/runtime/remotes.json)",
    ],
    [
      'a whole cabinets domain in the policy',
      (o: K8sObject[]) => void container(o, 'host').env.push({ name: 'REMOTE_LKK_URL', value: 'https://*.cabinets.portal.example.ru/' }),
      "the host's Content-Security-Policy allows a whole domain (REMOTE_LKK_URL https://*.cabinets.portal.example.ru/)",
    ],
    [
      'a cabinet over plain http',
      (o: K8sObject[]) => {
        const remotes = JSON.parse(get(o, 'ConfigMap', 'portal-runtime').data!['remotes.json']!);
        setRemotes(o, JSON.stringify({ ...remotes, LKA: 'http://lka.cabinets.portal.example.ru/mf-manifest.json' }));
      },
      'remotes.json: LKA is not an https URL of an mf-manifest.json',
    ],
    [
      'a roll-out whose canary is on the portal\'s host name',
      (o: K8sObject[]) => {
        const remotes = JSON.parse(get(o, 'ConfigMap', 'portal-runtime').data!['remotes.json']!);
        setRemotes(o, JSON.stringify({ ...remotes, LKK: { url: remotes.LKK, canary: { url: 'https://portal.example.ru/lkk/1.5.0/mf-manifest.json', percent: 10 } } }));
      },
      "remotes.json: LKK (https://portal.example.ru/lkk/1.5.0/mf-manifest.json) is on the portal's host name",
    ],
    [
      'a roll-out with a bad percent',
      (o: K8sObject[]) => {
        const remotes = JSON.parse(get(o, 'ConfigMap', 'portal-runtime').data!['remotes.json']!);
        setRemotes(o, JSON.stringify({ ...remotes, LKD: { url: remotes.LKD, canary: { url: remotes.LKD, percent: 150 } } }));
      },
      'remotes.json: LKD.canary.percent must be a whole number from 0 to 100 (got 150)',
    ],
    ['/config without a realm', (o: K8sObject[]) => void (get(o, 'ConfigMap', 'portal-runtime').data!['config.json'] = '{"url":"https://x/keycloak","clientId":"portal-web"}'), 'config.json has no realm'],
    [
      '/config without the password change path (decision 0061)',
      (o: K8sObject[]) => void (get(o, 'ConfigMap', 'portal-runtime').data!['config.json'] = '{"url":"https://x/keycloak","realm":"portal","clientId":"portal-web"}'),
      'config.json has no passwordChangePath',
    ],
    [
      'a subPath mount',
      (o: K8sObject[]) => void (container(o, 'host').volumeMounts.find((m: { name: string }) => m.name === 'portal-runtime').subPath = 'remotes.json'),
      'the host mounts portal-runtime with subPath, which the kubelet never updates',
    ],
    [
      'the file read through the environment',
      (o: K8sObject[]) => void container(o, 'host').env.push({ name: 'REMOTES', valueFrom: { configMapKeyRef: { name: 'portal-runtime', key: 'remotes.json' } } }),
      'the host reads portal-runtime through its environment, fixed until a restart',
    ],
    ['no mount', (o: K8sObject[]) => void (container(o, 'host').volumeMounts = container(o, 'host').volumeMounts.filter((m: { name: string }) => m.name !== 'portal-runtime')), 'the host does not mount portal-runtime at /etc/portal/runtime'],
    [
      'remotes.json read at the old place, where nginx serves',
      (o: K8sObject[]) => void (container(o, 'host').env.find((e: { name: string }) => e.name === 'PORTAL_REMOTES_FILE').value = '/usr/share/nginx/runtime/remotes.json'),
      "the host's Content-Security-Policy does not follow remotes.json (PORTAL_REMOTES_FILE is not /etc/portal/runtime/remotes.json)",
    ],
    [
      '/config from the environment instead of the mounted config.json',
      (o: K8sObject[]) => void (container(o, 'host').env = container(o, 'host').env.filter((e: { name: string }) => e.name !== 'PORTAL_CONFIG_FILE')),
      "the host's /config is not the mounted config.json (PORTAL_CONFIG_FILE is not /etc/portal/runtime/config.json)",
    ],
    [
      'the checked files written where nginx does not serve them',
      (o: K8sObject[]) => void (container(o, 'host').env.find((e: { name: string }) => e.name === 'PORTAL_RUNTIME_DIR').value = '/tmp/runtime-from-env'),
      'the host writes the checked files to /tmp/runtime-from-env, not /usr/share/nginx/runtime where nginx serves them',
    ],
    [
      'the ConfigMap mounted where nginx serves (the mounted files served unchecked)',
      (o: K8sObject[]) => {
        const mounts = container(o, 'host').volumeMounts.filter((m: { name: string }) => m.name !== 'runtime-served');
        mounts.find((m: { name: string }) => m.name === 'portal-runtime').mountPath = '/usr/share/nginx/runtime';
        container(o, 'host').volumeMounts = mounts;
      },
      'nginx serves /usr/share/nginx/runtime from the volume portal-runtime, not from the checked copies (an emptyDir the scripts write)',
    ],
    [
      'no volume for the checked files',
      (o: K8sObject[]) => void (container(o, 'host').volumeMounts = container(o, 'host').volumeMounts.filter((m: { name: string }) => m.name !== 'runtime-served')),
      'nothing is mounted at /usr/share/nginx/runtime, so with a read-only root the host cannot write the checked files nginx serves',
    ],
    [
      'a volume that leaves out config.json',
      (o: K8sObject[]) => {
        const volume = pod(o, 'host').volumes.find((v: { name: string }) => v.name === 'portal-runtime');
        volume.configMap.items = volume.configMap.items.filter((item: { key: string }) => item.key !== 'config.json');
      },
      "the host's portal-runtime volume leaves out config.json",
    ],
  ])('fails with %s', (_case, change, message) => {
    expect(broken(runtimeConfigViolations, change)).toContain(message);
  });

  it('accepts a roll-out entry (fallback and canary) within the CSP', () => {
    const change = (o: K8sObject[]) => {
      const remotes = JSON.parse(get(o, 'ConfigMap', 'portal-runtime').data!['remotes.json']!);
      const canary = 'https://lkk-1-5-0.cabinets.portal.example.ru/mf-manifest.json';
      setRemotes(o, JSON.stringify({ ...remotes, LKK: { url: remotes.LKK, fallback: 'https://lkk-1-3-0.cabinets.portal.example.ru/mf-manifest.json', canary: { url: canary, percent: 10 } } }));
    };
    expect(broken(runtimeConfigViolations, change)).toEqual([]);
  });

  it('matches CSP host sources as browsers do', () => {
    expect(sourceAllows('https://*.cabinets.example.ru', 'https://lkk-1-4-0.cabinets.example.ru/mf-manifest.json')).toBe(true);
    expect(sourceAllows('https://*.cabinets.example.ru', 'https://cabinets.example.ru/mf-manifest.json')).toBe(false);
    expect(sourceAllows('https://*.cabinets.example.ru', 'https://evilcabinets.example.ru/mf-manifest.json')).toBe(false);
    expect(sourceAllows('https://*.cabinets.example.ru', 'http://lkk.cabinets.example.ru/mf-manifest.json')).toBe(false);
    expect(sourceAllows('https://lkk.example.ru', 'https://lkk.example.ru/x')).toBe(true);
  });
});

describe('the Ingress', () => {
  const paths = (objects: K8sObject[]) => get(objects, 'Ingress', 'portal').spec.rules[0].http.paths;

  it('fails when the whole of /keycloak/ is routed to Keycloak', () => {
    const problems = broken(ingressViolations, (o) => void paths(o).push({ path: '/keycloak/', pathType: 'Prefix', backend: { service: { name: 'keycloak-service', port: { number: 8080 } } } }));
    expect(problems).toEqual(expect.arrayContaining(['Ingress portal: /keycloak/admin/master/console/ reaches Keycloak', 'Ingress portal: /keycloak/realms/master/protocol/openid-connect/token reaches Keycloak']));
  });

  it('fails when the whole portal realm reaches Keycloak (account console, client registration, brokers)', () => {
    const wholeRealm = (o: K8sObject[]) => void paths(o).push({ path: '/keycloak/realms/portal/', pathType: 'Prefix', backend: { service: { name: 'keycloak-service', port: { number: 8080 } } } });
    const problems = broken(ingressViolations, wholeRealm);
    expect(problems).toContain('Ingress portal: /keycloak/realms/portal/account reaches Keycloak');
    expect(problems).toContain('Ingress portal: /keycloak/realms/portal/clients-registrations/default reaches Keycloak');
    expect(problems).toContain('Ingress portal: /keycloak/realms/portal/broker/google/endpoint reaches Keycloak');
  });

  it('fails when the admin console is routed', () => {
    expect(broken(ingressViolations, (o) => void paths(o).push({ path: '/keycloak/admin', pathType: 'Prefix', backend: { service: { name: 'keycloak-service', port: { number: 8080 } } } }))).toContain(
      'Ingress portal: /keycloak/admin/ reaches Keycloak',
    );
  });

  it('fails when the realm is not routed, or the API is not', () => {
    const withoutAuth = (o: K8sObject[]) => void paths(o).splice(paths(o).findIndex((entry: { path: string }) => entry.path === '/keycloak/realms/portal/protocol/openid-connect/auth'), 1);
    expect(broken(ingressViolations, withoutAuth)).toContain('Ingress portal: /keycloak/realms/portal/protocol/openid-connect/auth goes to host, not keycloak-service');
    expect(broken(ingressViolations, (o) => void paths(o).splice(0, 1))).toContain('Ingress portal: /api/clients/contracts goes to host, not api');
  });

  it('fails without TLS for a host', () => {
    expect(broken(ingressViolations, (o) => void (get(o, 'Ingress', 'remote-lkp').spec.tls = []))).toContain('Ingress remote-lkp: lkp.cabinets.portal.example.ru is served without TLS');
  });

  it('matches paths by whole path elements, as Kubernetes does', () => {
    const ingress = get(production(), 'Ingress', 'portal');
    expect(routeOf(ingress, 'portal.example.ru', '/keycloak/realms/portal/protocol/openid-connect/auth/9c1b2f')).toBe('keycloak-service');
    expect(routeOf(ingress, 'portal.example.ru', '/keycloak/realms/portal/protocol/openid-connect/authx')).toBe('host');
    expect(routeOf(ingress, 'portal.example.ru', '/keycloak/realms/portal-evil/')).toBe('host');
    expect(routeOf(ingress, 'portal.example.ru', '/apix')).toBe('host');
    expect(routeOf(ingress, 'other.example.ru', '/api/x')).toBeUndefined();
  });
});

describe('outgoing traffic', () => {
  const policy = (objects: K8sObject[], name: string) => get(objects, 'NetworkPolicy', name).spec;
  it.each([
    ['a policy without Egress', (o: K8sObject[]) => void (policy(o, 'host').policyTypes = ['Ingress']), 'host: outgoing traffic is not limited (no NetworkPolicy with Egress)'],
    ['a rule to anywhere', (o: K8sObject[]) => void policy(o, 'remote-lkk').egress.push({ ports: [{ protocol: 'TCP', port: 443 }] }), 'NetworkPolicy remote-lkk: lets remote-lkk reach any address'],
    ['an address block', (o: K8sObject[]) => void policy(o, 'api').egress.push({ to: [{ ipBlock: { cidr: '0.0.0.0/0' } }], ports: [{ protocol: 'TCP', port: 443 }] }), 'NetworkPolicy api: lets api reach {"ipBlock":{"cidr":"0.0.0.0/0"}}'],
    ['the DNS on every port', (o: K8sObject[]) => void delete policy(o, 'host').egress[0].ports, 'NetworkPolicy host: lets host reach any port'],
    ['Keycloak from the host', (o: K8sObject[]) => void policy(o, 'host').egress.push({ to: [{ podSelector: { matchLabels: { app: 'keycloak', 'app.kubernetes.io/instance': 'keycloak' } } }], ports: [{ protocol: 'TCP', port: 8080 }] }), 'NetworkPolicy host: lets host reach {"podSelector":{"matchLabels":{"app":"keycloak","app.kubernetes.io/instance":"keycloak"}}}'],
  ])('refuses %s', (_case, change, message) => {
    expect(broken(egressViolations, change)).toContain(message);
  });
});

describe("the API's NetworkPolicy", () => {
  const from = (objects: K8sObject[]) => get(objects, 'NetworkPolicy', 'api').spec.ingress[0];

  it.each([
    ['any source', (o: K8sObject[]) => void delete from(o).from, 'NetworkPolicy api: lets anyone reach the API'],
    ['the host pods too', (o: K8sObject[]) => void from(o).from.push({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'host' } } }), 'NetworkPolicy api: lets {"podSelector":{"matchLabels":{"app.kubernetes.io/name":"host"}}} reach the API'],
    ['every namespace', (o: K8sObject[]) => void (from(o).from = [{ namespaceSelector: {} }]), 'NetworkPolicy api: lets {"namespaceSelector":{}} reach the API'],
    [
      'an extra policy opening it',
      (o: K8sObject[]) => void o.push({ apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: 'open' }, spec: { podSelector: {}, policyTypes: ['Ingress'], ingress: [{}] } }),
      'NetworkPolicy open: lets anyone reach the API',
    ],
  ])('fails with %s', (_case, change, message) => {
    expect(broken(apiIsolationViolations, change)).toContain(message);
  });
});

describe('one public origin', () => {
  it('fails when one place names another host', () => {
    expect(broken(originViolations, (o) => void (container(o, 'remote-lkk').env[0].value = 'https://old.example.ru'))).toContain('remote-lkk PORTAL_ORIGIN is https://old.example.ru, not under https://portal.example.ru');
    expect(broken(originViolations, (o) => void (get(o, 'ConfigMap', 'portal-runtime').data!['config.json'] = '{"url":"https://old.example.ru/keycloak","realm":"portal","clientId":"portal-web"}'))).toContain(
      '/config url is https://old.example.ru/keycloak, not under https://portal.example.ru',
    );
    expect(broken(originViolations, (o) => void (get(o, 'Keycloak', 'keycloak').spec.hostname.hostname = 'http://portal.example.ru/keycloak'))).toContain(
      'Keycloak hostname is http://portal.example.ru/keycloak, not under https://portal.example.ru',
    );
  });
});

describe('production', () => {
  it.each([
    ['demo users', (o: K8sObject[]) => void (get(o, 'KeycloakRealmImport', 'portal-realm').spec.realm.users = [{ username: 'demo' }]), 'KeycloakRealmImport portal-realm: imports users'],
    ['no password policy', (o: K8sObject[]) => void delete get(o, 'KeycloakRealmImport', 'portal-realm').spec.realm.passwordPolicy, 'KeycloakRealmImport portal-realm: no password policy'],
    ['test controls on', (o: K8sObject[]) => void (container(o, 'api').env.find((v: { name: string }) => v.name === 'SANDBOX_TEST_CONTROLS').value = 'on'), 'api: SANDBOX_TEST_CONTROLS is on, not off'],
    ['test controls left to the default', (o: K8sObject[]) => void (container(o, 'api').env = container(o, 'api').env.filter((v: { name: string }) => v.name !== 'SANDBOX_TEST_CONTROLS')), 'api: SANDBOX_TEST_CONTROLS is unset, not off'],
  ])('fails with %s', (_case, change, message) => {
    expect(broken(productionViolations, change)).toContain(message);
  });
});
