import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ROLLOUT_PORT, E2E_STATE_DIR, swapDist } from './ports';

/** Where the broken LKK versions are served from (E2E_ROLLOUT_PORT), one folder per way a version fails to start. */
/** One copy for the run; every worker's sandbox serves it on its own block's port. */
export const ROLLOUT_DIR = path.join(E2E_STATE_DIR, 'rollouts');

/** The folders under ROLLOUT_DIR: each a version of the LKK cabinet that fails at one stage of its start. */
export const BROKEN_LKK = {
  /** No such folder: the manifest answers 404. */
  manifestMissing: 'missing',
  /** mf-manifest.json is an HTML page. */
  manifestNotJson: 'manifest-not-json',
  /** The swap build without its remoteEntry.js. */
  entryMissing: 'entry-missing',
  /** The swap build whose remoteEntry.js is an HTML page. */
  entryNotJs: 'entry-not-js',
  /** The swap build without its `./Cabinet` expose chunk. */
  chunkMissing: 'chunk-missing',
  /** A hand-written container whose `Cabinet` throws when rendered. */
  throwsOnRender: 'throws-on-render',
} as const;

export const THROWING_VERSION = '0.3.0-throws';

export function brokenLkkUrl(folder: string): string {
  return `http://localhost:${E2E_ROLLOUT_PORT}/${folder}/mf-manifest.json`;
}

const HTML_PAGE = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>\n';

/** Removes a file and the .gz/.br beside it (the static server would answer those instead). */
function removeFile(dir: string, name: string): void {
  for (const suffix of ['', '.gz', '.br']) rmSync(path.join(dir, name + suffix), { force: true });
}

function replaceFile(dir: string, name: string, text: string): void {
  removeFile(dir, name);
  writeFileSync(path.join(dir, name), text);
}

function copySwap(folder: string): string {
  const dir = path.join(ROLLOUT_DIR, folder);
  cpSync(swapDist('LKK'), dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  return dir;
}

/**
 * A federation container by hand: what remoteEntry.js defines (init, get) and a `./Cabinet` that throws during its
 * render, as a version with a bug on its first page would.
 */
function throwingContainer(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'remoteEntry.js'),
    `var lkk = {
  init: function () { return Promise.resolve(); },
  get: function () {
    return Promise.resolve(function () {
      return { __esModule: true, default: function Cabinet() { throw new Error('Cabinet ${THROWING_VERSION} fails on its first render'); } };
    });
  }
};
`,
  );
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: 'lkk',
      name: 'lkk',
      metaData: {
        name: 'lkk',
        globalName: 'lkk',
        type: 'app',
        buildInfo: { buildVersion: THROWING_VERSION, buildName: 'remote-lkk' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath: 'auto',
        sharedRequirements: [],
      },
      shared: [],
      remotes: [],
      exposes: [{ id: 'lkk:Cabinet', name: 'Cabinet', path: './Cabinet', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
    }),
  );
}

/** Writes every broken version (copies of the swap build, built by globalSetup just before). */
export function writeRolloutFixtures(): void {
  rmSync(ROLLOUT_DIR, { recursive: true, force: true });
  mkdirSync(path.join(ROLLOUT_DIR, BROKEN_LKK.manifestNotJson), { recursive: true });
  writeFileSync(path.join(ROLLOUT_DIR, BROKEN_LKK.manifestNotJson, 'mf-manifest.json'), HTML_PAGE);
  removeFile(copySwap(BROKEN_LKK.entryMissing), 'remoteEntry.js');
  replaceFile(copySwap(BROKEN_LKK.entryNotJs), 'remoteEntry.js', HTML_PAGE);
  const chunkMissing = copySwap(BROKEN_LKK.chunkMissing);
  const expose = readdirSync(chunkMissing).find((name) => /^__federation_expose_Cabinet\..*\.js$/.test(name));
  if (!expose) throw new Error(`${swapDist('LKK')} has no __federation_expose_Cabinet chunk`);
  removeFile(chunkMissing, expose);
  throwingContainer(path.join(ROLLOUT_DIR, BROKEN_LKK.throwsOnRender));
}
