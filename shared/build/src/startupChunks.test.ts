import path from 'node:path';
import type webpack from 'webpack';
import { createWebpackConfig } from './createWebpackConfig';
import { ON_DEMAND_LIBRARIES, packageOfResource, startupChunkGroups } from './startupChunks';

const repo = path.resolve(__dirname, '..', '..', '..');
const pnpm = (pkg: string, file: string) => path.join(repo, 'node_modules', '.pnpm', `${pkg.replace('/', '+')}@1.0.0`, 'node_modules', pkg, file);

type Group = { name?: string; chunks?: string; test?: (module: webpack.Module) => boolean };
const moduleAt = (resource: string) => ({ resource }) as unknown as webpack.Module;
const group = startupChunkGroups().sharedLibraries as Group;
const inStartupChunk = (resource: string) => group.test?.(moduleAt(resource)) ?? false;

describe('packageOfResource', () => {
  it('names the npm package of a file, scoped or not, by its last node_modules folder (pnpm nests them)', () => {
    expect(packageOfResource(pnpm('react', 'index.js'))).toBe('react');
    expect(packageOfResource(pnpm('@chakra-ui/react', 'dist/esm/index.js'))).toBe('@chakra-ui/react');
    expect(packageOfResource(path.join(repo, 'shared', 'ui', 'src', 'kit', 'chakra.ts'))).toBeNull();
  });
});

describe('the start-up chunk of the host: the shared libraries every page needs, in one file', () => {
  it('is one named chunk drawn from async chunks only, so main.js (the pre-sign-in script) stays as it is', () => {
    expect(group).toMatchObject({ name: 'shared-libraries', chunks: 'async' });
  });

  it('holds the shared libraries and the doors of the kit and the API in front of them', () => {
    expect(inStartupChunk(pnpm('react-dom', 'cjs/react-dom-client.production.js'))).toBe(true);
    expect(inStartupChunk(pnpm('@ark-ui/react', 'dist/index.js'))).toBe(true);
    expect(inStartupChunk(path.join(repo, 'shared', 'ui', 'src', 'kit', 'chakra.ts'))).toBe(true);
    expect(inStartupChunk(path.join(repo, 'shared', 'ui', 'src', 'kit', 'fieldControls.tsx'))).toBe(true);
    expect(inStartupChunk(path.join(repo, 'shared', 'api', 'src', 'zod.ts'))).toBe(true);
    expect(inStartupChunk(path.join(repo, 'shared', 'api', 'src', 'zod', 'zodNames.ts'))).toBe(true);
    expect(inStartupChunk(path.join(repo, 'shared', 'api', 'src', 'zodless.ts'))).toBe(false);
  });

  it('leaves out the libraries loaded on demand (the form door, with its dialogs) and the portal\'s own code', () => {
    for (const name of ON_DEMAND_LIBRARIES) expect(inStartupChunk(pnpm(name, 'dist/index.js'))).toBe(false);
    expect(inStartupChunk(path.join(repo, 'shared', 'ui', 'src', 'kit', 'form.ts'))).toBe(false);
    expect(inStartupChunk(path.join(repo, 'shared', 'platform', 'src', 'index.ts'))).toBe(false);
    expect(inStartupChunk(path.join(repo, 'host', 'src', 'settings', 'SettingsDialog.tsx'))).toBe(false);
    expect(group.test?.({} as webpack.Module)).toBe(false);
  });

  it('is part of the federated host build only: not of a remote, nor of the single-bundle reference', () => {
    const cacheGroupsOf = (app: string, monolith = false) => {
      const splitChunks = createWebpackConfig({ packageDir: path.join(repo, app), mode: 'production', monolith }).optimization?.splitChunks;
      return splitChunks ? splitChunks.cacheGroups : undefined;
    };
    expect(cacheGroupsOf('host')).toHaveProperty('sharedLibraries');
    expect(cacheGroupsOf('host', true)).toBeUndefined();
    expect(cacheGroupsOf('remote-lkk')).toBeUndefined();
  });
});
