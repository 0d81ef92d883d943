import path from 'node:path';
import webpack from 'webpack';
import { createWebpackConfig } from './createWebpackConfig';
import { RemoteManifestPlugin } from './remoteManifest';

const repo = path.resolve(__dirname, '..', '..', '..');

function pluginsOf(packageDir: string, monolith = false): unknown[] {
  return createWebpackConfig({ packageDir: path.join(repo, packageDir), mode: 'production', monolith }).plugins ?? [];
}

interface FederationOptions {
  name: string;
  library?: { type: string; name: string };
  exposes?: Record<string, { import: string; name: string }>;
  shared: Record<string, { singleton: boolean; import?: string | false }>;
}

function federationOf(plugins: unknown[]): FederationOptions | undefined {
  const plugin = plugins.find((candidate) => candidate instanceof webpack.container.ModuleFederationPlugin);
  return (plugin as { options?: FederationOptions } | undefined)?.options;
}

describe('the webpack config of host and remotes', () => {
  it("federates with webpack's own plugin: a remote is a classic script defining its global, exposing ./Cabinet in a named chunk, with a manifest", () => {
    const plugins = pluginsOf('remote-lkk');
    const federation = federationOf(plugins);
    expect(federation?.name).toBe('lkk');
    expect(federation?.library).toEqual({ type: 'var', name: 'lkk' });
    expect(federation?.exposes).toEqual({ './Cabinet': { import: './src/Cabinet.tsx', name: '__federation_expose_Cabinet' } });
    expect(federation?.shared.react).toMatchObject({ singleton: true, import: false });
    expect(plugins.some((plugin) => plugin instanceof RemoteManifestPlugin)).toBe(true);
  });

  it('gives the host the shared singletons and no remote', () => {
    const federation = federationOf(pluginsOf('host'));
    expect(federation?.name).toBe('host');
    expect(federation?.shared.react).toMatchObject({ singleton: true });
    expect(federation?.shared.react?.import).toBeUndefined();
    expect(federation).not.toHaveProperty('remotes');
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
    // What the host imports from the preload module must exist in its stand-in.
    const stand = Object.keys(await import('./monolith/monolithPreload'));
    expect(stand).toEqual(expect.arrayContaining(['startCabinetReads', 'hasSessionCookie', 'preloadCabinetScripts', 'takeEarlyRemotes', 'takeEarlyManifest']));
  });
});
