import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ENTRIES, KIT_ENTRIES, providedVersionsOf, sharedRequirementsOf, sharedSingletons } from './sharedSingletons';

const repo = path.resolve(__dirname, '..', '..', '..');
const versionOf = (pkg: string) => (JSON.parse(readFileSync(path.join(repo, 'shared', pkg, 'package.json'), 'utf8')) as { version: string }).version;
const uiVersion = versionOf('ui');
const platformVersion = versionOf('platform');
const apiVersion = versionOf('api');

describe.each(['host', 'remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp'])('shared modules of %s', (app) => {
  const shared = sharedSingletons(path.join(repo, app));
  const shareKeys = Object.entries(shared).map(([key, config]) => config.shareKey ?? key);

  it('never shares Chakra UI, the router, TanStack Query or the form library themselves (a shared module ships whole)', () => {
    expect(shareKeys.filter((key) => /^@chakra-ui\/|^react-router|^@tanstack\/|^react-hook-form|^@hookform\//.test(key))).toEqual([]);
  });

  it("shares the UI kit's entries as strict singletons with the kit's version, keyed by their file", () => {
    for (const [shareKey, file] of Object.entries(KIT_ENTRIES)) {
      const absolute = path.join(repo, 'shared', 'ui', file);
      expect(shared[absolute]).toEqual({
        singleton: true,
        shareKey,
        import: app === 'host' ? absolute : false,
        version: uiVersion,
        requiredVersion: `^${uiVersion}`,
        strictVersion: true,
      });
    }
  });

  it("shares the API contract's zod door, never zod itself, as a strict singleton keyed by its file", () => {
    expect(shareKeys.filter((key) => /^zod(\/|$)/.test(key))).toEqual([]);
    const absolute = path.join(repo, 'shared', 'api', API_ENTRIES['@portal/api/zod']);
    expect(shared[absolute]).toEqual({
      singleton: true,
      shareKey: '@portal/api/zod',
      import: app === 'host' ? absolute : false,
      version: apiVersion,
      requiredVersion: `^${apiVersion}`,
      strictVersion: true,
    });
  });

  it('shares the platform strictly and react, zustand and ky as singletons', () => {
    expect(shared['@portal/platform']).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: `^${platformVersion}` });
    const libraries = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'zustand', 'ky'];
    for (const name of libraries) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('bundles its own copy of every shared module in the host only: a remote uses the host\'s', () => {
    const imports = new Set(Object.values(shared).map((config) => config.import !== false));
    expect([...imports]).toEqual([app === 'host']);
  });

  it("states each library's installed version, a subpath's too (it may carry a package.json of its own)", () => {
    expect(shared['react/jsx-runtime']?.version).toBe(shared.react?.version);
    expect(shared['zustand/vanilla']?.version).toBe(shared.zustand?.version);
    expect(shared.zustand?.version).toMatch(/^5\./);
  });
});

describe('a build against another kit release', () => {
  const saved = process.env.PORTAL_KIT_VERSION;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORTAL_KIT_VERSION;
    else process.env.PORTAL_KIT_VERSION = saved;
  });

  it('requires that release of the host (the incompatible-remote test builds one)', () => {
    process.env.PORTAL_KIT_VERSION = '1.99.0';
    const shared = sharedSingletons(path.join(repo, 'remote-lkd'));
    const chakra = Object.values(shared).find((config) => config.shareKey === '@portal/ui/chakra');
    expect(chakra).toMatchObject({ version: '1.99.0', requiredVersion: '^1.99.0', strictVersion: true });
  });
});

describe('what a remote requires and the host provides', () => {
  it("lists every shared module of a remote by share key, with its range and strictness (the manifest's sharedRequirements)", () => {
    const requirements = sharedRequirementsOf(sharedSingletons(path.join(repo, 'remote-lkk')));
    expect(requirements).toContainEqual({ name: '@portal/ui/chakra', requiredVersion: `^${uiVersion}`, strict: true });
    expect(requirements).toContainEqual({ name: '@portal/platform', requiredVersion: `^${platformVersion}`, strict: true });
    expect(requirements.find((requirement) => requirement.name === 'react')).toMatchObject({ strict: false });
  });

  it("names the host's version of each, by share key (what portal-remotes compares with)", () => {
    const provided = providedVersionsOf(sharedSingletons(path.join(repo, 'host')));
    expect(provided).toMatchObject({ '@portal/ui/chakra': uiVersion, '@portal/api/zod': apiVersion, '@portal/platform': platformVersion });
  });
});
