/** @jest-environment node */
import type { Scope } from '@portal/api';
import { SandboxState } from '../state/sandboxState';
import { startTestSandbox, type TestSandbox } from '../testing/startTestSandbox';
import { ukepSignInRoutes } from './routes/ukepSignInRoutes';
import { apiRouter } from './apiRouter';
import { listRoutes } from './routeList';

jest.setTimeout(120_000);

/** Spec §6: a cabinet's API prefix belongs to its scope; LKP also uses the LKK paths. */
const OWNERS_ALLOWED: Record<Scope, Scope[]> = { LKK: ['LKK', 'LKP'], LKD: ['LKD'], LKA: ['LKA'], LKP: ['LKP'] };
const LOGIN_OF: Record<Scope, string> = { LKK: 'supplier', LKD: 'debtor', LKA: 'agent', LKP: 'principal' };
const SCOPES = Object.keys(LOGIN_OF) as Scope[];

const state = new SandboxState();
const routes = listRoutes(apiRouter({ users: state.users, settings: state.settings, world: state.world, verifyAccessToken: async () => Promise.reject(new Error('unused')), quiet: true }));
const cabinetRoutes = routes
  .map((route) => ({ ...route, owner: /^\/(lk[kdap])(\/|$)/i.exec(route.path)?.[1]?.toUpperCase() as Scope | undefined }))
  .filter((route): route is typeof route & { owner: Scope } => route.owner !== undefined);
const cases = cabinetRoutes.flatMap((route) => SCOPES.filter((scope) => !OWNERS_ALLOWED[route.owner].includes(scope)).map((scope) => ({ ...route, scope })));
/** Unprefixed routes behind a scope guard (/registries/…, /edm/…), as the router mounts them. */
const guardedRoutes = routes.filter((route) => route.scopes !== undefined && !cabinetRoutes.some((cabinet) => cabinet.path === route.path && cabinet.method === route.method));
const guardedCases = guardedRoutes.flatMap((route) => SCOPES.filter((scope) => !route.scopes!.includes(scope)).map((scope) => ({ ...route, scope })));
/** The УКЭП sign-in calls are mounted before authentication (spec §5: no token yet); every other route needs one. */
const publicRoutes = listRoutes(ukepSignInRoutes(state.settings, state.users));
const tokenRoutes = routes.filter((route) => !publicRoutes.some((open) => open.path === route.path && open.method === route.method));

/** /lkk/registries/:id/documents/:fileId → /lkk/registries/1/documents/1 */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

let sandbox: TestSandbox;
const tokens = {} as Record<Scope, string>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const scope of SCOPES) tokens[scope] = await sandbox.accessTokenOf(LOGIN_OF[scope]);
});

afterAll(async () => {
  await sandbox.stop();
});

describe("every cabinet route with every other scope's token", () => {
  it('covers the whole route list, read from the router itself', () => {
    expect(cabinetRoutes.length).toBeGreaterThan(60);
    expect(new Set(cabinetRoutes.map((route) => route.owner))).toEqual(new Set(SCOPES));
    // The figures docs/security.md "Scope matrix" describes; they live in this output only.
    console.log(`scope matrix: ${cabinetRoutes.length} cabinet routes × other scopes = ${cases.length} cases, each as /lk… and /LK… (${cases.length * 2} calls refused)`);
    console.log(`scope matrix: ${guardedRoutes.length} scope-guarded unprefixed routes × other scopes = ${guardedCases.length} cases; ${tokenRoutes.length} routes without a token → 401`);
  });

  it('finds the unprefixed scope-guarded routes (registries, EDM) and the public sign-in calls', () => {
    expect(guardedRoutes.length).toBeGreaterThan(20);
    expect(guardedRoutes.some((route) => route.path.startsWith('/edm/'))).toBe(true);
    expect(guardedRoutes.some((route) => route.path.startsWith('/registries'))).toBe(true);
    expect(publicRoutes.map((route) => route.path).sort()).toEqual(['/sign/checkMsg', '/sign/message']);
  });

  it.each(guardedCases.map((route) => [`${route.method} ${route.path} as ${route.scope}`, route] as const))('%s → 403', async (_name, route) => {
    const response = await sandbox.call(`/api${concrete(route.path)}`, { method: route.method, token: tokens[route.scope], body: route.method === 'GET' ? undefined : '{}' });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/^Доступ запрещён: /);
  });

  it.each(tokenRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s without a token → 401', async (_name, route) => {
    const response = await sandbox.call(`/api${concrete(route.path)}`, { method: route.method, body: route.method === 'GET' ? undefined : '{}' });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/^Требуется авторизация/);
  });

  it.each(cases.map((route) => [`${route.method} ${route.path} as ${route.scope}`, route] as const))('%s → 403', async (_name, route) => {
    // Express matches paths case-insensitively, so /LKD/… reaches the same handler and must be refused too.
    const path = concrete(route.path);
    for (const variant of [path, path.replace(/^\/lk[kdap]/i, (prefix) => prefix.toUpperCase())]) {
      const response = await sandbox.call(`/api${variant}`, { method: route.method, token: tokens[route.scope], body: route.method === 'GET' ? undefined : '{}' });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toMatch(/^Доступ запрещён: раздел «.+» недоступен для текущей роли /);
    }
  });

  it.each(cabinetRoutes.map((route) => [`${route.method} ${route.path} as ${route.owner}`, route] as const))('%s passes the guard', async (_name, route) => {
    const response = await sandbox.call(`/api${concrete(route.path)}`, { method: route.method, token: tokens[route.owner], body: route.method === 'GET' ? undefined : '{}' });
    const text = await response.text();
    expect(text).not.toContain('Доступ запрещён: раздел');
  });
});
