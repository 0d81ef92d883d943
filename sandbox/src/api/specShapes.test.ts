/** @jest-environment node */
import { findCall, SPEC_CALLS, type HttpMethod } from '@portal/api/callCatalogue';
import { SandboxState } from '../state/sandboxState';
import { ShapeSettings } from '../state/shapeMode';
import { apiRouter } from './apiRouter';
import { listRoutes } from './routeList';
import { NOT_SHOWN, SANDBOX_BEYOND_SPEC, shapeAnswer, SPEC_SHAPES, type FieldRule } from './specShapes';

const state = new SandboxState();
const routes = listRoutes(apiRouter({ users: state.users, settings: state.settings, world: state.world, verifyAccessToken: async () => Promise.reject(new Error('unused')), quiet: true }));
/** An Express path in the catalogue's form: `/registries/:id/detail/:scope` → `registries/x/detail/x`. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');

/** Every rule of the allow-list with where it sits: `GET registries/{id}/detail/{scope} › registry › id`. */
function rulesOf(rule: FieldRule, where: string): Array<[string, FieldRule]> {
  return [[where, rule], ...Object.entries(rule.fields ?? {}).flatMap(([field, inner]) => rulesOf(inner, `${where} › ${field}`))];
}
const allRules = SPEC_SHAPES.flatMap((entry) => rulesOf(entry.answer, `${entry.method} ${entry.path}`));

describe('the spec-only allow-list (src/api/specShapes.ts)', () => {
  it('has one entry for each call of spec §7 and none for anything else', () => {
    const keys = SPEC_SHAPES.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(SPEC_CALLS.map((call) => `${call.method} ${call.path}`).sort());
  });

  it('names a spec line for every field it keeps', () => {
    expect(allRules.length).toBeGreaterThan(250);
    for (const [where, rule] of allRules) {
      expect([where, rule.line]).toEqual([where, expect.stringMatching(/^§[3-9] \S.{8,}/)]);
      if (rule.othersKept) expect([where, rule.othersKept]).toEqual([where, expect.stringContaining(`${NOT_SHOWN}: rows kept as our decision`)]);
    }
  });

  it('says so wherever it keeps what the spec does not show', () => {
    const kept = allRules.filter(([, rule]) => !rule.fields && !rule.binary && !rule.rewrite && /kept/.test(rule.line));
    expect(kept.length).toBeGreaterThan(20);
    for (const [where, rule] of kept) expect([where, rule.line]).toEqual([where, expect.stringContaining(NOT_SHOWN)]);
  });
});

describe('every route the sandbox serves', () => {
  it('is a call of spec §7 or knowingly beyond it (then the spec mode answers 404)', () => {
    const beyond = routes.filter((route) => !findCall(SPEC_CALLS, route.method, concrete(route.path)));
    const known = (route: { method: string; path: string }) => SANDBOX_BEYOND_SPEC.some((entry) => entry.method === route.method && entry.path === route.path);
    expect(beyond.filter((route) => !known(route))).toEqual([]);
    // The table names no route that is gone or is a §7 call after all.
    expect(SANDBOX_BEYOND_SPEC.filter((entry) => !beyond.some((route) => route.method === entry.method && route.path === entry.path))).toEqual([]);
  });

  it('covers every call of spec §7', () => {
    const served = (method: HttpMethod, path: string) => routes.some((route) => route.method === method && findCall([{ method, path }], route.method, concrete(route.path)));
    expect(SPEC_CALLS.filter((call) => !served(call.method, call.path)).map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });
});

describe('shaping an answer', () => {
  const spec = new ShapeSettings('spec');
  const entry = (method: string, path: string) => {
    const found = SPEC_SHAPES.find((candidate) => candidate.method === method && candidate.path === path);
    if (!found) throw new Error(path);
    return found;
  };

  it('keeps only the listed fields, nested ones too, ids as strings and without null fields', () => {
    const detail = {
      registry: { id: 7, number: 'Р-7', duplicates: 0, duplicate: false, invalided: false, validated: true },
      futureFundingDate: null,
      alllimit: 100,
      permissions: ['view', 'change', 'delete'],
      total: 1,
      extra: 'x',
    };
    expect(shapeAnswer(entry('GET', 'registries/{id}/detail/{scope}'), detail, spec)).toEqual({ registry: { id: '7', duplicates: 0, duplicate: false, invalided: false }, permissions: ['change'], total: 1 });
    expect(shapeAnswer(entry('GET', 'lka/registries/{id}/detail/{scope}'), { ...detail, permissions: ['view', 'sign'] }, spec)).toEqual({ registry: { id: '7', duplicates: 0, duplicate: false, invalided: false }, alllimit: 100, permissions: [], total: 1 });
  });

  it('keeps the rows of a list whose fields the spec does not give, with ids as strings', () => {
    expect(shapeAnswer(entry('POST', 'lkk/report/PAY_RES'), { items: [{ id: 3, debtorId: 4, payAmount: 1, note: null }], total: 1, count: 1, currency: 'RUB' }, spec)).toEqual({ items: [{ id: '3', debtorId: '4', payAmount: 1 }], total: 1, count: 1 });
  });

  it('answers the work calendar in the chosen shape', () => {
    const rule = entry('GET', 'workCalendar');
    expect(shapeAnswer(rule, ['2025-05-12'], new ShapeSettings('spec'))).toEqual(['12.05.2025']);
    const shapes = new ShapeSettings('spec');
    shapes.set('spec', 'weekdays');
    expect(shapeAnswer(rule, ['2025-05-12'], shapes)).toEqual([1, 2, 3, 4, 5]);
    shapes.set('spec', 'iso');
    expect(shapeAnswer(rule, ['2025-05-12'], shapes)).toEqual(['2025-05-12']);
  });
});
