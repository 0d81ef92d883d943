import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { providedVersionsOf, sharedRequirementsOf, sharedSingletons, SHARED_REQUIREMENTS_FIELD } from './sharedSingletons';
import { PortalSharedVersionsPlugin } from './portalSharedVersions';
import { remoteNameOf, devPorts, DEV_PORTS, type DevPorts } from './remoteNames';
import { runtimeCoreProviderPlugin } from './runtimeCoreProvider';
import { startupChunkGroups } from './startupChunks';
import { addLandingPage } from './landingManifest';
import { cabinetDeclaration, type CabinetDeclaration } from './cabinetDeclaration';
import { CABINET_FACTS_FIELD } from '../../api/src/remotes/cabinetFacts';
import { buildContainerName } from '../../api/src/remotes/cabinetIdentity';
import { buildToken, buildVersion } from './buildVersion';

export type PackageKind = 'host' | 'remote';

interface PortalPackageJson {
  name: string;
  version: string;
  /** `cabinet`: what a remote declares about its cabinet (cabinetDeclaration.ts). */
  portal: { kind: PackageKind; scope?: string; cabinet?: unknown };
}

export interface BuildOptions {
  /** Folder of the package being built (holds package.json and src/). */
  packageDir: string;
  mode: 'production' | 'development';
  /**
   * The benchmark's single-bundle reference (host only): no federation, each cabinet a lazy chunk of the
   * host's bundle, everything else the same config.
   */
  monolith?: boolean;
}

export function readPortalPackage(packageDir: string): PortalPackageJson {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PortalPackageJson;
  if (!pkg.portal?.kind) throw new Error(`${pkg.name}: package.json needs "portal": { "kind": "host" | "remote" }`);
  return pkg;
}

/**
 * Where the build goes: `dist` (`dist-monolith` for the single-bundle reference) unless PORTAL_OUT_DIR names
 * another folder (e.g. a second version of a remote).
 */
export function outputDir(packageDir: string, monolith = false): string {
  return path.resolve(packageDir, process.env.PORTAL_OUT_DIR ?? (monolith ? 'dist-monolith' : 'dist'));
}

/** Files served pre-compressed by Accept-Encoding (nginx gzip_static/brotli_static, the sandbox's static servers). */
export const PRECOMPRESSED = /\.(js|css|html|json|svg)$/;

/** .gz and .br beside every script, style, page and manifest, so no server compresses on the fly. */
function precompression(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin({ test: PRECOMPRESSED, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
    new CompressionPlugin<BrotliOptions>({
      test: PRECOMPRESSED,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

const REPO_SCOPES = { LKK: 'remote-lkk', LKD: 'remote-lkd', LKA: 'remote-lka', LKP: 'remote-lkp' } as const;

/** `portal-monolith-cabinet/LKK` → remote-lkk/src/Cabinet.tsx, and so on. */
function monolithCabinetAliases(hostDir: string): Record<string, string> {
  const repo = path.resolve(hostDir, '..');
  return Object.fromEntries(
    Object.entries(REPO_SCOPES).map(([scope, dir]) => [`portal-monolith-cabinet/${scope}$`, path.join(repo, dir, 'src', 'Cabinet.tsx')]),
  );
}

/** A remote's declared cabinet (package.json `portal.cabinet`); a declaration the host would refuse stops the build. */
function declaredCabinet(pkg: PortalPackageJson, packageDir: string): CabinetDeclaration {
  return cabinetDeclaration(pkg.name, packageDir, pkg.portal.scope ?? '', pkg.portal.cabinet);
}

/**
 * The host's remote registry is swapped for lazy imports of the cabinets (see monolith/monolithRegistry.ts), and
 * its early read and preload of a remote for nothing (monolith/monolithPreload.ts). The cabinets' declared facts and
 * landing calls stay: the federated page reads them from each manifest, the reference from the build
 * (`__MONOLITH_CABINETS__`, per scope, from each remote's package.json), so the two differ by federation alone.
 */
function monolithReplacements(hostDir: string): webpack.WebpackPluginInstance[] {
  const repo = path.resolve(hostDir, '..');
  const cabinets = Object.fromEntries(
    Object.entries(REPO_SCOPES).map(([scope, dir]) => {
      const { facts, calls } = declaredCabinet(readPortalPackage(path.join(repo, dir)), path.join(repo, dir));
      return [scope, { facts, calls }];
    }),
  );
  return [
    new webpack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]remoteRegistry$|^\.\/remoteRegistry$/, path.join(__dirname, 'monolith', 'monolithRegistry.ts')),
    new webpack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]cabinetPreload$|^\.\/cabinetPreload$/, path.join(__dirname, 'monolith', 'monolithPreload.ts')),
    new webpack.DefinePlugin({ __MONOLITH_CABINETS__: JSON.stringify(cabinets) }),
  ];
}

/**
 * `main.<contenthash>.js`. The federation runtime asks for the entry's name while its own code is generated, before
 * any hash exists, only to learn the folder depth of the file: it is given the name without the hash then.
 */
function entryFilename(pathData: webpack.PathData): string {
  const hashed = pathData.contentHash ?? pathData.chunk?.contentHash?.javascript;
  return hashed ? '[name].[contenthash:8].js' : '[name].js';
}

export function createWebpackConfig({ packageDir, mode, monolith = false }: BuildOptions): Configuration {
  const pkg = readPortalPackage(packageDir);
  const isHost = pkg.portal.kind === 'host';
  const version = buildVersion(packageDir, pkg.version);
  const sandbox = process.env.PORTAL_SANDBOX === '1';
  const publicDir = path.join(packageDir, 'public');
  // Only the dev server listens: a production build is not stopped by a stray port variable.
  const ports: DevPorts = mode === 'development' ? devPorts() : DEV_PORTS;
  const devPort = isHost ? ports.host : ports[pkg.portal.scope as keyof DevPorts];

  if (monolith && !isHost) throw new Error('Only the host builds as a single bundle');
  // enhanced writes metaData.buildInfo.buildVersion from MF_BUILD_VERSION (else package.json): the version the host
  // shows and reports for a cabinet (decision 0042) is the one the build is labelled with.
  if (!isHost) process.env.MF_BUILD_VERSION = version;
  const shared = sharedSingletons(packageDir);
  const cabinet = isHost ? null : declaredCabinet(pkg, packageDir);
  // A remote's container, its global and its chunk registry are named after the build (decision 0055): another build
  // of the cabinet then runs on a page where this one failed, beside it, with no global deleted.
  const container = isHost
    ? 'host'
    : buildContainerName(remoteNameOf(pkg.portal.scope ?? ''), buildToken(version, { mode, sandbox, shared: sharedRequirementsOf(shared) }));
  const federation = isHost
    ? new ModuleFederationPlugin({
        name: 'host',
        // Nothing about a cabinet is compiled in: remotes come from /remotes.json at run time.
        remotes: {},
        shared,
        // The host provides every singleton and a remote none (sharedSingletons.ts), so 'version-first' (the
        // default) would only make each share the host loads wait for every registered cabinet's remoteEntry.js to
        // offer nothing: a landing page's shared module could not start with the cabinet (remoteRegistry.ts).
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // The browser only: the runtime's Node paths are dropped. No manifest snapshots: the host reads a remote's
        // mf-manifest.json itself (to preload its scripts) and registers the remote by its remoteEntry.js, so the
        // runtime's snapshot and preload-assets plugins are left out of main.js.
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
        // The one copy of the federation runtime core on a page: remotes take the host's (see runtimeCoreProvider).
        runtimePlugins: [runtimeCoreProviderPlugin()],
      })
    : new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: { './Cabinet': './src/Cabinet.tsx' },
        shared,
        dts: false,
        // The manifest also carries the cabinet's facts (metaData.cabinet: name, home, landing page), which the host
        // reads at run time (decision 0054), names the scripts of the cabinet's landing page (metaData.landingPage),
        // which the host preloads with the cabinet's own on a cold visit to it, and every shared module the cabinet
        // requires with its range and strictness (metaData.sharedRequirements: enhanced's own list leaves out the
        // kit's entries), which the host checks before it runs any of the cabinet's code.
        manifest: {
          additionalData: addLandingPage({
            landingModule: cabinet!.landingModule,
            root: path.resolve(packageDir, '..'),
            buildName: pkg.name,
            extraMetaData: { [SHARED_REQUIREMENTS_FIELD]: sharedRequirementsOf(shared), [CABINET_FACTS_FIELD]: cabinet!.facts },
            calls: cabinet!.calls,
          }),
        },
        // A cabinet loads no remote of its own (rule 2), so its container drops the runtime's remote-loading
        // and manifest-snapshot code, and the Node paths: ~half of remoteEntry.js. It takes the runtime core from
        // the host that loads it (externalRuntime; the host provides it), another ~half: 17.8 → 8.2 KB br.
        experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' }, externalRuntime: true },
      });

  return {
    mode,
    context: packageDir,
    // A remote has no page of its own: its only entry is the federation container (remoteEntry.js).
    entry: isHost ? { main: './src/index.ts' } : {},
    // Production maps are written for error decoding but never referenced or deployed (no public source).
    // No eval-based maps in development either: the portal's Content-Security-Policy has no 'unsafe-eval'.
    devtool: mode === 'production' ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: outputDir(packageDir, monolith),
      // The host's entry is named by the page, so it carries its content hash and is cached for good: a return from
      // the login or a returning user's visit then costs no round trip for it (decision 0050). A remote's entry is
      // remoteEntry.js, named by /remotes.json.
      filename: isHost && mode === 'production' ? entryFilename : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: isHost ? '/' : 'auto',
      uniqueName: container,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      ...(monolith ? { alias: monolithCabinetAliases(packageDir) } : {}),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            // Resolved here: the loader is a dependency of @portal/build, not of the package being built.
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // A remote's dev build runs on the host's React (a shared singleton, production in the sandbox):
                // react/jsx-dev-runtime is not shared and needs React's development internals, so remotes
                // always compile to the shared react/jsx-runtime.
                transform: { react: { runtime: 'automatic', development: mode === 'development' && isHost } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The single-bundle reference keeps everything but federation.
      ...(monolith ? monolithReplacements(packageDir) : [federation]),
      // What this host provides to cabinets, served as /portal-shared.json: portal-remotes judges builds against it.
      ...(isHost && !monolith ? [new PortalSharedVersionsPlugin({ host: version, shared: providedVersionsOf(shared) })] : []),
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        __SANDBOX__: JSON.stringify(sandbox),
      }),
      // The page is given as text, not as a template to compile: the plugin's child compilation ran the federation
      // plugin too and wrote Node builds of every shared module into dist (1.5 MB nobody loads).
      ...(isHost ? [new HtmlWebpackPlugin({ templateContent: readFileSync(path.join(packageDir, 'src', 'index.html'), 'utf8'), chunks: ['main'] })] : []),
      ...(existsSync(publicDir) ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })] : []),
      ...(mode === 'production' ? precompression() : []),
    ],
    optimization: {
      // Short ids, the same wherever the commit is built: named ids spelled the build folder's absolute path into
      // main.js (the share keys of our doors are absolute paths). Chunks with a name keep it in their file name
      // (main, shared-libraries, the remote's __federation_expose_Cabinet); tests read source maps, not names.
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
      ...(isHost && !monolith ? { splitChunks: { cacheGroups: startupChunkGroups() } } : {}),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPort,
      historyApiFallback: isHost,
      // Saving a file reloads the page (live reload): hot module replacement across federation containers is
      // not reliable, and a reload keeps the session (keycloak-js restores it silently).
      hot: false,
      liveReload: true,
      // The reload socket lives on this dev server, not on the page's origin (the sandbox or the host).
      client: { webSocketURL: `ws://localhost:${devPort}/ws`, overlay: { warnings: false } },
      // mf-manifest.json is fetched cross-origin by the host.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost
        ? [{ context: ['/api', '/keycloak', '/config', '/remotes.json', '/__sandbox'], target: `http://localhost:${ports.sandbox}` }]
        : undefined,
    },
  };
}
