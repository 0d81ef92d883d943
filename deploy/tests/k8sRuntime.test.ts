/**
 * @jest-environment node
 *
 * A roll-out step changes only the ConfigMap portal-runtime: each overlay's runtime/ folder is a kustomization of
 * that ConfigMap alone (`kubectl apply -k deploy/k8s/overlays/production/runtime -n portal`), built from the same two
 * files the overlay merges into the base's ConfigMap, so applying the folder and applying the whole overlay write the
 * same object. An edit of runtime/remotes.json, as `portal-remotes canary … --file …/runtime/remotes.json` makes it,
 * changes that ConfigMap and nothing else in either.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { K8S_DIR, named, render, type K8sObject } from './k8sRender';
import { runtimeConfigViolations } from './k8sRules';

const NAMESPACES = { production: 'portal', demo: 'portal-demo' } as const;

describe.each(Object.entries(NAMESPACES))('overlays/%s/runtime', (overlay, namespace) => {
  const runtime = () => render(`overlays/${overlay}/runtime`);
  const file = (name: string) => readFileSync(path.join(K8S_DIR, 'overlays', overlay, 'runtime', name), 'utf8');

  it(`holds exactly the ConfigMap portal-runtime in namespace ${namespace}, its two files as they are in git`, () => {
    const objects = runtime();
    expect(objects.map((object) => [object.apiVersion, object.kind, object.metadata.name, object.metadata.namespace])).toEqual([['v1', 'ConfigMap', 'portal-runtime', namespace]]);
    expect(objects[0]!.data).toEqual({ 'remotes.json': file('remotes.json'), 'config.json': file('config.json') });
  });

  it('is the very ConfigMap the whole overlay applies (labels too), so neither apply undoes the other', () => {
    const whole = render(`overlays/${overlay}`);
    expect(named(whole, 'ConfigMap', 'portal-runtime')).toEqual(runtime()[0]);
    expect(whole.filter((object) => object.kind === 'ConfigMap')).toHaveLength(1);
  });

  it("passes the host's rules in place of the overlay's ConfigMap", () => {
    const whole = render(`overlays/${overlay}`);
    whole.splice(whole.indexOf(named(whole, 'ConfigMap', 'portal-runtime')!), 1, ...runtime());
    expect(runtimeConfigViolations(whole)).toEqual([]);
  });
});

describe('a canary step on a copy of deploy/k8s', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'portal-k8s-runtime-'));
  cpSync(K8S_DIR, copy, { recursive: true });
  const remotesFile = path.join(copy, 'overlays', 'production', 'runtime', 'remotes.json');
  const before = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const canary = 'https://lkk-1-5-0.cabinets.portal.example.ru/mf-manifest.json';
  const after = { ...before, LKK: { url: before.LKK, canary: { url: canary, percent: 10 } } };
  writeFileSync(remotesFile, `${JSON.stringify(after, null, 2)}\n`);
  // portal-remotes keeps the file's earlier states beside it; they are not part of the ConfigMap.
  writeFileSync(`${remotesFile}.history.json`, `${JSON.stringify([before])}\n`);
  const key = (object: K8sObject) => `${object.kind}/${object.metadata.namespace}/${object.metadata.name}`;

  it('changes only the ConfigMap in the whole overlay', () => {
    const original = new Map(render('overlays/production').map((object) => [key(object), object]));
    const edited = render(path.join(copy, 'overlays', 'production'));
    expect(edited.map(key).sort()).toEqual([...original.keys()].sort());
    const changed = edited.filter((object) => JSON.stringify(object) !== JSON.stringify(original.get(key(object))));
    expect(changed.map(key)).toEqual(['ConfigMap/portal/portal-runtime']);
  });

  it('and the runtime folder applies the same ConfigMap, with the canary and nothing else', () => {
    const [configMap, ...others] = render(path.join(copy, 'overlays', 'production', 'runtime'));
    expect(others).toEqual([]);
    expect(Object.keys(configMap!.data ?? {}).sort()).toEqual(['config.json', 'remotes.json']);
    expect(JSON.parse(configMap!.data!['remotes.json']!)).toEqual(after);
    expect(configMap).toEqual(named(render(path.join(copy, 'overlays', 'production')), 'ConfigMap', 'portal-runtime'));
  });
});
