#!/usr/bin/env node
// Benchmark: what each built app weighs (raw and gzip) — the host's initial load and each remote's own files.
// Prints figures; asserts nothing. Run after a build: `pnpm run bench:bundles`.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['host', 'remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function jsFiles(dir) {
  return readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => path.join(dir, name));
}

function weigh(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += statSync(file).size;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip, count: files.length };
}

function manifestOf(dist) {
  return JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
}

/** A remote's own sync files for ./Cabinet, from its manifest: what any page of that cabinet adds to the host's. */
function remoteCabinetFiles(dist) {
  const expose = manifestOf(dist).exposes.find((entry) => entry.path === './Cabinet');
  return ['remoteEntry.js', ...expose.assets.js.sync].map((name) => path.join(dist, name));
}

/** The landing page's own scripts (mf-manifest.json metaData.landingPage, shared/build/src/landingManifest.ts). */
function remoteLandingFiles(dist) {
  const landing = manifestOf(dist).metaData?.landingPage;
  return landing ? landing.js.map((name) => path.join(dist, name)) : null;
}

const rows = [];
for (const app of APPS) {
  const dist = path.join(root, app, 'dist');
  if (!existsSync(dist)) {
    console.error(`${app}/dist is missing: build first (pnpm run build)`);
    process.exit(1);
  }
  rows.push({ app, part: 'all JS emitted', ...weigh(jsFiles(dist)) });
  if (app === 'host') continue;
  const cabinet = remoteCabinetFiles(dist);
  rows.push({ app, part: 'loaded by a cabinet page', ...weigh(cabinet) });
  const landing = remoteLandingFiles(dist);
  if (landing) {
    rows.push({ app, part: '+ its landing page', ...weigh(landing) });
    rows.push({ app, part: '= its landing page, all', ...weigh([...cabinet, ...landing]) });
  } else rows.push({ app, part: 'landing page not listed', raw: 0, gzip: 0, count: 0 });
}

console.log('\nBundle sizes');
console.log('app          part                      files        raw       gzip');
// A remote's rows add to the host's initial load (the host's sync files are among its "all JS emitted").
for (const row of rows) {
  console.log(`${row.app.padEnd(12)} ${row.part.padEnd(25)} ${String(row.count).padStart(5)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
}
