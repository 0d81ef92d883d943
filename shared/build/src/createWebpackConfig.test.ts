import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createWebpackConfig } from './createWebpackConfig';

const repo = path.resolve(__dirname, '..', '..', '..');

function pluginsOf(packageDir: string, monolith = false): unknown[] {
  return createWebpackConfig({ packageDir: path.join(repo, packageDir), mode: 'production', monolith }).plugins ?? [];
}

interface FederationOptions {
  name: string;
  manifest?: boolean | { additionalData?: (options: unknown) => unknown };
  shareStrategy?: string;
  experiments?: { optimization?: Record<string, unknown> };
}

function federationOf(plugins: unknown[]): FederationOptions | undefined {
  const plugin = plugins.find((candidate) => candidate instanceof ModuleFederationPlugin);
  return (plugin as unknown as { _options?: FederationOptions } | undefined)?._options;
}

/** The names the host's own code (not its tests) imports from its module `name` (e.g. remotes/remoteRegistry). */
function hostImportsOf(name: string): string[] {
  const files = (fs.readdirSync(path.join(repo, 'host', 'src'), { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'[./]*(?:remotes/)?${name}'`, 'g');
  const names = files.flatMap((file) =>
    [...fs.readFileSync(path.join(repo, 'host', 'src', file), 'utf8').matchAll(pattern)].flatMap((match) =>
      (match[1] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type ')),
    ),
  );
  return [...new Set(names)].sort();
}

describe('the webpack config of host and remotes', () => {
  it("builds the host with enhanced, without the runtime's manifest-snapshot plugin (the host reads manifests itself)", () => {
    const federation = federationOf(pluginsOf('host'));
    expect(federation?.name).toBe('host');
    expect(federation?.manifest).toBe(false);
    expect(federation?.experiments?.optimization).toMatchObject({ target: 'web', disableSnapshot: true });
    // A share the host loads does not wait for the cabinets' containers, which provide none.
    expect(federation?.shareStrategy).toBe('loaded-first');
  });

  it("builds the host from no remote's files: a cabinet's declaration changes the remote's build alone (decision 0054)", () => {
    const read = [jest.spyOn(fs, 'readFileSync'), jest.spyOn(fs, 'existsSync')];
    try {
      createWebpackConfig({ packageDir: path.join(repo, 'host'), mode: 'production' });
      const files = read.flatMap((spy) => spy.mock.calls.map(([file]) => path.relative(repo, String(file))));
      expect(files).toContain(path.join('host', 'package.json'));
      expect(files.filter((file) => file.startsWith('remote-'))).toEqual([]);
      // The remote's own config reads its declaration (a check of the check).
      createWebpackConfig({ packageDir: path.join(repo, 'remote-lkd'), mode: 'production' });
      expect(read.flatMap((spy) => spy.mock.calls.map(([file]) => path.relative(repo, String(file))))).toContain(path.join('remote-lkd', 'package.json'));
    } finally {
      for (const spy of read) spy.mockRestore();
    }
  });

  it("builds a remote with enhanced and a manifest that adds its landing page's scripts", () => {
    const federation = federationOf(pluginsOf('remote-lkk'));
    expect(federation?.name).toMatch(/^lkk_[0-9a-f]{8}$/);
    const manifest = federation?.manifest;
    expect(typeof manifest === 'object' && typeof manifest.additionalData).toBe('function');
  });

  it("names a remote's container, its global and its chunk registry after the build, the same for the same build (decision 0055)", () => {
    const configOf = (version: string) => {
      const saved = process.env.PORTAL_VERSION;
      process.env.PORTAL_VERSION = version;
      try {
        const config = createWebpackConfig({ packageDir: path.join(repo, 'remote-lkd'), mode: 'production' });
        return { name: federationOf(config.plugins ?? [])?.name, uniqueName: config.output?.uniqueName };
      } finally {
        if (saved === undefined) delete process.env.PORTAL_VERSION;
        else process.env.PORTAL_VERSION = saved;
      }
    };
    const first = configOf('2.0.0');
    expect(first.name).toMatch(/^lkd_[0-9a-f]{8}$/);
    // webpackChunk<uniqueName>: the chunk registry is the build's own too.
    expect(first.uniqueName).toBe(first.name);
    expect(configOf('2.0.0')).toEqual(first);
    expect(configOf('2.0.1').name).not.toBe(first.name);
    expect(federationOf(pluginsOf('host'))?.name).toBe('host');
  });

  it('builds the single-bundle reference without federation, its remote registry and preload replaced by stand-ins with the same exports', async () => {
    const plugins = pluginsOf('host', true);
    expect(federationOf(plugins)).toBeUndefined();
    const replacements = plugins.filter((plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin) as unknown as Array<{
      resourceRegExp: RegExp;
      newResource: string;
    }>;
    const standIn = (request: string) => replacements.find((replacement) => replacement.resourceRegExp.test(request))?.newResource;
    expect(standIn('./remotes/remoteRegistry')).toBe(path.join(__dirname, 'monolith', 'monolithRegistry.ts'));
    expect(standIn('./remotes/cabinetPreload')).toBe(path.join(__dirname, 'monolith', 'monolithPreload.ts'));
    expect(standIn('./cabinetPreload')).toBe(path.join(__dirname, 'monolith', 'monolithPreload.ts'));
    // What the host imports from the registry must exist in its stand-in (else the build warns and the page breaks).
    const registryStandIn = Object.keys(await import('./monolith/monolithRegistry'));
    expect(registryStandIn).toEqual(expect.arrayContaining(hostImportsOf('remoteRegistry')));
    expect(hostImportsOf('remoteRegistry')).toEqual(expect.arrayContaining(['loadCabinet', 'setAsideFailedRender', 'bucketOf']));
    // What the host imports from the preload module must exist in its stand-in.
    const stand = Object.keys(await import('./monolith/monolithPreload'));
    expect(stand).toEqual(expect.arrayContaining(['startCabinetReads', 'preloadCabinetScripts', 'takePrefetchedRemotes', 'takePrefetchedManifest', 'landingCallsFor']));
  });

  it("gives the single-bundle reference each cabinet's declared facts and landing calls, so it differs from the federated page by federation alone", async () => {
    const defines = pluginsOf('host', true).filter((plugin) => plugin instanceof webpack.DefinePlugin) as unknown as Array<{ definitions: Record<string, string> }>;
    const declared = defines.map((plugin) => plugin.definitions.__MONOLITH_CABINETS__).find((value) => value !== undefined);
    const cabinets = JSON.parse(declared ?? 'null') as Record<string, { facts: { name: string; home: string; landing: string }; calls: unknown[] }>;
    for (const [scope, dir] of [['LKK', 'remote-lkk'], ['LKD', 'remote-lkd'], ['LKA', 'remote-lka'], ['LKP', 'remote-lkp']] as const) {
      const pkg = (await import(path.join(repo, dir, 'package.json'))) as { portal: { cabinet: { name: string; home: string; landing: { path: string; calls: unknown[] } } } };
      const { name, home, landing } = pkg.portal.cabinet;
      expect(cabinets[scope]).toEqual({ facts: { name, home, landing: landing.path }, calls: landing.calls });
    }
    // The stand-ins hand them out per scope, as the federated host reads them from a manifest.
    const { landingCallsFor } = await import('./monolith/monolithPreload');
    const { readCabinetFacts } = await import('./monolith/monolithRegistry');
    (globalThis as { __MONOLITH_CABINETS__?: unknown }).__MONOLITH_CABINETS__ = cabinets;
    try {
      await expect(landingCallsFor('LKD', '/lkd/supplies')).resolves.toEqual(cabinets.LKD?.calls);
      await expect(landingCallsFor('LKD', '/')).resolves.toEqual(cabinets.LKD?.calls);
      await expect(landingCallsFor('LKD', '/lkd/reports')).resolves.toEqual([]);
      await expect(landingCallsFor('UNKNOWN', '/')).resolves.toEqual([]);
      await expect(readCabinetFacts('LKD')).resolves.toEqual(cabinets.LKD?.facts);
    } finally {
      delete (globalThis as { __MONOLITH_CABINETS__?: unknown }).__MONOLITH_CABINETS__;
    }
    await expect(landingCallsFor('LKD', '/')).resolves.toEqual([]);
    await expect(readCabinetFacts('LKD')).resolves.toBeNull();
  });

  it("writes a remote's declared facts into its manifest's metaData.cabinet, beside the landing page's module and calls", () => {
    const manifest = federationOf(pluginsOf('remote-lkd'))?.manifest as { additionalData: (input: unknown) => { metaData: Record<string, unknown> } };
    const additionalData = manifest.additionalData;
    const compilation = { chunkGroups: [], moduleGraph: { getModule: () => undefined }, chunkGraph: { getChunkModulesIterable: () => [] }, warnings: [] as unknown[] };
    const { metaData } = additionalData({ stats: { metaData: {}, exposes: [] }, compilation });
    expect(metaData.cabinet).toEqual({ name: 'Кабинет дебитора', home: '/lkd/critical', landing: '/lkd/supplies' });
    expect(metaData.landingPage).toEqual(expect.objectContaining({ module: 'shared/features/src/registries/screens/RegistriesPage.tsx', calls: expect.arrayContaining([{ method: 'GET', path: 'lkd/events/new' }]) }));
  });

  it("names the host's entry by its content (cached for good) and a remote's entry remoteEntry.js, as /remotes.json does", () => {
    const hostOutput = createWebpackConfig({ packageDir: path.join(repo, 'host'), mode: 'production' }).output ?? {};
    const filename = hostOutput.filename as (pathData: webpack.PathData) => string;
    const hashed = { chunk: { name: 'main', contentHash: { javascript: '123cf0f3aa' } } } as unknown as webpack.PathData;
    expect(filename(hashed)).toBe('[name].[contenthash:8].js');
    // The federation runtime asks for the name before any hash exists, only for the folder depth.
    expect(filename({ chunk: { name: 'main', contentHash: {} } } as unknown as webpack.PathData)).toBe('[name].js');
    expect(createWebpackConfig({ packageDir: path.join(repo, 'host'), mode: 'development' }).output?.filename).toBe('[name].js');
    expect(federationOf(pluginsOf('remote-lkk')) as { filename?: string } | undefined).toMatchObject({ filename: 'remoteEntry.js' });
  });
});
