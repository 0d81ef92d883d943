/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { buildVersion } from './buildVersion';
import { createWebpackConfig } from './createWebpackConfig';
import { PORTAL_SHARED_FILE, PortalSharedVersionsPlugin, portalSharedVersionsOf } from './portalSharedVersions';
import { providedVersionsOf, sharedSingletons } from './sharedSingletons';

const repo = path.resolve(__dirname, '..', '..', '..');

describe('portal-shared.json', () => {
  it('is written into the build output by the plugin, and read back as it was written', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'portal-shared-'));
    const versions = { host: '1.3.0', shared: { react: '19.3.1', '@portal/ui/chakra': '1.3.0' } };
    const compiler = webpack({ mode: 'production', context: out, entry: {}, output: { path: out }, plugins: [new PortalSharedVersionsPlugin(versions)] });
    await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(portalSharedVersionsOf(JSON.parse(readFileSync(path.join(out, PORTAL_SHARED_FILE), 'utf8')))).toEqual(versions);
  });

  it("is part of the host's build with the versions the host shares, and of no remote's", () => {
    const plugins = (dir: string) => createWebpackConfig({ packageDir: path.join(repo, dir), mode: 'production' }).plugins ?? [];
    const hostPlugin = plugins('host').find((plugin) => plugin instanceof PortalSharedVersionsPlugin) as unknown as { versions: unknown };
    const hostPackage = JSON.parse(readFileSync(path.join(repo, 'host', 'package.json'), 'utf8')) as { version: string };
    expect(hostPlugin.versions).toEqual({ host: buildVersion(path.join(repo, 'host'), hostPackage.version), shared: providedVersionsOf(sharedSingletons(path.join(repo, 'host'))) });
    expect(plugins('remote-lkd').some((plugin) => plugin instanceof PortalSharedVersionsPlugin)).toBe(false);
    expect(createWebpackConfig({ packageDir: path.join(repo, 'host'), mode: 'production', monolith: true }).plugins?.some((plugin) => plugin instanceof PortalSharedVersionsPlugin)).toBe(false);
  });

  it.each([
    ['an HTML page (an older host answers its SPA page)', '<!doctype html>'],
    ['no host version', { shared: {} }],
    ['a version that is not text', { host: '1.0.0', shared: { react: 19 } }],
    ['a list', []],
  ])('is not taken from %s', (_what, json) => {
    expect(portalSharedVersionsOf(json)).toBeNull();
  });
});
