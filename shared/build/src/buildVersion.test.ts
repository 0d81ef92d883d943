/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildVersion, sourceFingerprint } from './buildVersion';

/** A small workspace: a remote, a shared package, the lock file; and a build output that must not count. */
function workspace(): { root: string; remote: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-build-version-'));
  const remote = path.join(root, 'remote-lkd');
  mkdirSync(path.join(remote, 'src'), { recursive: true });
  mkdirSync(path.join(remote, 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'shared', 'ui', 'src'), { recursive: true });
  writeFileSync(path.join(remote, 'package.json'), '{"name":"remote-lkd","version":"0.1.0"}');
  writeFileSync(path.join(remote, 'src', 'Cabinet.tsx'), 'export default function Cabinet() { return null; }');
  writeFileSync(path.join(remote, 'dist', 'remoteEntry.js'), 'var lkd;');
  writeFileSync(path.join(root, 'shared', 'ui', 'src', 'Button.tsx'), 'export const Button = 1;');
  writeFileSync(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0');
  return { root, remote };
}

describe('buildVersion', () => {
  it('is the release version when PORTAL_VERSION gives one', () => {
    const { remote } = workspace();
    expect(buildVersion(remote, '0.1.0', { PORTAL_VERSION: '1.4.0' })).toBe('1.4.0');
  });

  it('labels a build without PORTAL_VERSION by its sources, never the bare package version', () => {
    const { remote } = workspace();
    for (const env of [{}, { PORTAL_VERSION: '' }, { PORTAL_VERSION: '  ' }]) {
      expect(buildVersion(remote, '0.1.0', env)).toMatch(/^0\.1\.0\+src\.[0-9a-f]{8}$/);
    }
  });

  it('gives the same code the same label, wherever it is checked out, and ignores build output', () => {
    const first = workspace();
    const second = workspace();
    expect(sourceFingerprint(second.remote)).toBe(sourceFingerprint(first.remote));
    writeFileSync(path.join(first.remote, 'dist', 'remoteEntry.js'), 'var lkd = 2;');
    mkdirSync(path.join(first.remote, 'node_modules', 'x'), { recursive: true });
    writeFileSync(path.join(first.remote, 'node_modules', 'x', 'index.js'), '1');
    expect(sourceFingerprint(first.remote)).toBe(sourceFingerprint(second.remote));
  });

  it.each([
    ['its own code', (root: string) => writeFileSync(path.join(root, 'remote-lkd', 'src', 'Cabinet.tsx'), 'export default function Cabinet() { return 1; }')],
    ['shared code', (root: string) => writeFileSync(path.join(root, 'shared', 'ui', 'src', 'Button.tsx'), 'export const Button = 2;')],
    ['a dependency (the lock file)', (root: string) => writeFileSync(path.join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.1')],
    ['a renamed file', (root: string) => cpSync(path.join(root, 'shared', 'ui', 'src', 'Button.tsx'), path.join(root, 'shared', 'ui', 'src', 'Buttons.tsx'))],
  ])('changes when %s changes', (_what, change) => {
    const { root, remote } = workspace();
    const before = sourceFingerprint(remote);
    change(root);
    expect(sourceFingerprint(remote)).not.toBe(before);
  });
});
