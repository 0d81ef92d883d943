/**
 * Validation of rendered objects against the Kubernetes API schemas (the `kubernetes-models` package, generated
 * from Kubernetes' OpenAPI), and of the Keycloak Operator's resources against the fields of its CRDs
 * (k8s.keycloak.org/v2alpha1) that these manifests use, strictly: an unknown field is an error there.
 */
import type { K8sObject } from './k8sRender';

/** kubernetes-models' module for an apiVersion and kind: `apps/v1` + Deployment → kubernetes-models/apps/v1/Deployment. */
function modelOf(object: K8sObject): { validate(): void } | undefined {
  const modulePath = `kubernetes-models/${object.apiVersion}/${object.kind}`;
  let exported: Record<string, new (data: unknown) => { validate(): void }>;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    exported = require(modulePath);
  } catch {
    return undefined;
  }
  const Model = exported[object.kind];
  return Model ? new Model(object) : undefined;
}

// RFC 1123 names (most kinds) and RFC 1035 labels (Services: a DNS label starting with a letter).
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;

function metadataErrors(object: K8sObject): string[] {
  const { name, labels = {} } = object.metadata ?? {};
  const errors: string[] = [];
  if (typeof name !== 'string' || !DNS_SUBDOMAIN.test(name) || name.length > 253) errors.push(`metadata.name "${name}" is not a DNS subdomain name`);
  if (object.kind === 'Service' && (!DNS_LABEL.test(name) || name.length > 63)) errors.push(`Service name "${name}" is not a DNS label`);
  for (const [key, value] of Object.entries(labels)) {
    if (typeof value !== 'string' || value.length > 63 || !LABEL_VALUE.test(value)) errors.push(`label ${key}: "${value}" is not a label value`);
  }
  return errors;
}

/** A shape: a type name, a nested object shape, or [shape] for an array of it. `required` lists mandatory keys. */
type Shape = 'string' | 'boolean' | 'integer' | 'object' | 'quantity' | { [key: string]: Shape; } | [Shape];
interface ObjectShape { fields: Record<string, Shape>; required?: string[] }

function shapeErrors(value: unknown, shape: Shape | ObjectShape, at: string): string[] {
  if (typeof shape === 'string') {
    const ok =
      shape === 'string' ? typeof value === 'string'
      : shape === 'boolean' ? typeof value === 'boolean'
      : shape === 'integer' ? Number.isInteger(value)
      : shape === 'quantity' ? (typeof value === 'string' && /^[0-9.]+([munkMGTPE]|[KMGTPE]i)?$/.test(value)) || typeof value === 'number'
      : typeof value === 'object' && value !== null && !Array.isArray(value);
    return ok ? [] : [`${at} must be ${shape}, got ${JSON.stringify(value)}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${at} must be an array`];
    return value.flatMap((item, index) => shapeErrors(item, shape[0], `${at}[${index}]`));
  }
  const { fields, required = [] } = 'fields' in shape && typeof shape.fields === 'object' && !Array.isArray(shape.fields) ? (shape as ObjectShape) : { fields: shape as Record<string, Shape> };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at} must be an object`];
  const record = value as Record<string, unknown>;
  return [
    ...required.filter((key) => record[key] === undefined).map((key) => `${at}.${key} is required`),
    ...Object.entries(record).flatMap(([key, item]) => (key in fields ? shapeErrors(item, fields[key] as Shape, `${at}.${key}`) : [`${at}.${key} is not a field of the CRD`])),
  ];
}

const secretKey: Shape = { name: 'string', key: 'string', optional: 'boolean' };
const labelSelector: Shape = { matchLabels: 'object', matchExpressions: 'object' };
const peer: Shape = { namespaceSelector: labelSelector, podSelector: labelSelector, ipBlock: { cidr: 'string', except: ['string'] } };
const quantities: Shape = { cpu: 'quantity', memory: 'quantity' };

/** The Keycloak CR's fields used here, as the operator's CRD (26.x) types them. */
const KEYCLOAK_SPEC: ObjectShape = {
  fields: {
    instances: 'integer',
    image: 'string',
    db: { vendor: 'string', host: 'string', port: 'integer', database: 'string', url: 'string', schema: 'string', usernameSecret: secretKey, passwordSecret: secretKey },
    http: { httpEnabled: 'boolean', httpPort: 'integer', httpsPort: 'integer', tlsSecret: 'string' },
    hostname: { hostname: 'string', admin: 'string', strict: 'boolean', backchannelDynamic: 'boolean' },
    proxy: { headers: 'string' },
    ingress: { enabled: 'boolean', className: 'string', annotations: 'object' },
    networkPolicy: { enabled: 'boolean', http: [peer], https: [peer], management: [peer] },
    additionalOptions: [{ name: 'string', value: 'string', secret: secretKey }],
    resources: { requests: quantities, limits: quantities },
  },
  required: ['db', 'hostname', 'http'],
};

/** The realm's top-level fields that the committed realm files use (all RealmRepresentation fields in the CRD). */
const REALM_FIELDS = [
  'realm', 'displayName', 'enabled', 'sslRequired', 'registrationAllowed', 'loginWithEmailAllowed', 'resetPasswordAllowed', 'internationalizationEnabled',
  'supportedLocales', 'defaultLocale', 'accessTokenLifespan', 'ssoSessionIdleTimeout', 'ssoSessionMaxLifespan', 'revokeRefreshToken', 'refreshTokenMaxReuse',
  'bruteForceProtected', 'permanentLockout', 'failureFactor', 'waitIncrementSeconds', 'maxFailureWaitSeconds', 'maxDeltaTimeSeconds',
  'minimumQuickLoginWaitSeconds', 'quickLoginCheckMilliSeconds', 'passwordPolicy', 'roles', 'clients', 'users',
] as const;

const REALM_IMPORT_SPEC: ObjectShape = {
  fields: { keycloakCRName: 'string', realm: 'object', placeholders: 'object' },
  required: ['keycloakCRName', 'realm'],
};

/** The realm's own fields are Keycloak's export format: their names are checked here, their values by Keycloak. */
function realmErrors(realm: unknown): string[] {
  if (typeof realm !== 'object' || realm === null) return [];
  const record = realm as Record<string, unknown>;
  const known = new Set<string>(REALM_FIELDS);
  return [
    ...(typeof record.realm === 'string' ? [] : ['spec.realm.realm must be the realm name']),
    ...Object.keys(record).filter((key) => !known.has(key)).map((key) => `spec.realm.${key} is not a realm field these manifests know`),
  ];
}

function customResourceErrors(object: K8sObject): string[] | undefined {
  if (object.apiVersion !== 'k8s.keycloak.org/v2alpha1') return undefined;
  if (object.kind === 'Keycloak') return shapeErrors(object.spec, KEYCLOAK_SPEC, 'spec');
  if (object.kind === 'KeycloakRealmImport') return [...shapeErrors(object.spec, REALM_IMPORT_SPEC, 'spec'), ...realmErrors(object.spec?.realm)];
  return undefined;
}

/** Every problem with one object; an object of a kind known to neither validator is itself a problem. */
export function schemaErrors(object: K8sObject): string[] {
  const where = `${object.kind}/${object.metadata?.name}`;
  const errors = metadataErrors(object);
  const custom = customResourceErrors(object);
  if (custom) return [...errors, ...custom].map((error) => `${where}: ${error}`);
  const model = modelOf(object);
  if (!model) return [`${where}: no schema for ${object.apiVersion} ${object.kind}`];
  try {
    model.validate();
  } catch (error) {
    errors.push(String((error as Error).message));
  }
  return errors.map((error) => `${where}: ${error}`);
}
