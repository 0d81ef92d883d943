/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AREAS, CABINETS, OTHER_AREA, areaOf, cabinetsOf, selectedSpecs, specFiles } from '../e2e/support/testGroups';

const ROOT = path.join(__dirname, '..');

/** A tests folder with the given spec files and texts. */
function specsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-groups-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('browser test groups (area and cabinet)', () => {
  it('finds the cabinets a spec signs in to or opens', () => {
    expect(cabinetsOf(`await signIn(page, 'debtor');`)).toEqual(['LKD']);
    expect(cabinetsOf(`await signIn(page, "multi"); await page.goto('/lkp/main');`)).toEqual(['LKK', 'LKP']);
    expect(cabinetsOf('const remote = E2E_REMOTE_PORTS.LKA; // remote-lkd builds')).toEqual(['LKD', 'LKA']);
    expect(cabinetsOf('for (const user of DEMO_USERS) {}')).toEqual([...CABINETS]);
    // A word that only contains a login is not one.
    expect(cabinetsOf(`await page.getByText('supplier-name'); const agentCount = 1;`)).toEqual([]);
  });

  it('puts a file in the first area its name matches, else in other', () => {
    expect(areaOf('a11yDialogs.spec.ts')).toBe('accessibility');
    expect(areaOf('/x/tests/registries.spec.ts')).toBe('features');
    expect(areaOf('productionNginx.spec.ts')).toBe('production');
    expect(areaOf('somethingNew.spec.ts')).toBe(OTHER_AREA);
  });

  it('narrows the run by E2E_AREA and E2E_CABINET, both or neither, and refuses unknown names', () => {
    const dir = specsDir({
      'registries.spec.ts': "signIn(page, 'supplier')",
      'rewards.spec.ts': "signIn(page, 'agent')",
      'keyboard.spec.ts': "signIn(page, 'supplier')",
      'somethingNew.spec.ts': "page.goto('/lkd/supplies')",
      'notes.md': "'debtor'",
    });
    const names = (env: NodeJS.ProcessEnv) => selectedSpecs(env, dir)?.map((file) => path.basename(file));
    expect(names({})).toBeUndefined();
    expect(names({ E2E_AREA: 'features' })).toEqual(['registries.spec.ts', 'rewards.spec.ts']);
    expect(names({ E2E_CABINET: 'lkk' })).toEqual(['keyboard.spec.ts', 'registries.spec.ts']);
    expect(names({ E2E_CABINET: 'LKD' })).toEqual(['somethingNew.spec.ts']);
    expect(names({ E2E_AREA: 'features', E2E_CABINET: 'LKA' })).toEqual(['rewards.spec.ts']);
    expect(() => names({ E2E_AREA: 'registry' })).toThrow('E2E_AREA=registry: no such area');
    expect(() => names({ E2E_CABINET: 'LKX' })).toThrow('E2E_CABINET=LKX: no such cabinet');
  });

  it('every area and every cabinet has spec files today', () => {
    const files = specFiles();
    const areas = new Set(files.map(areaOf));
    for (const { area } of AREAS) expect([area, areas.has(area)]).toEqual([area, true]);
    for (const cabinet of CABINETS) expect([cabinet, (selectedSpecs({ E2E_CABINET: cabinet }) ?? []).length > 0]).toEqual([cabinet, true]);
    expect(selectedSpecs({ E2E_AREA: 'features', E2E_CABINET: 'LKD' })?.map((file) => path.basename(file))).toContain('registries.spec.ts');
  });

  it("each remote's test:e2e runs the browser tests of its own cabinet", () => {
    for (const cabinet of CABINETS) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, `remote-${cabinet.toLowerCase()}`, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
      expect(manifest.scripts['test:e2e']).toBe(`E2E_CABINET=${cabinet} pnpm --dir ../e2e exec playwright test`);
    }
  });
});
