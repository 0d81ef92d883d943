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

/** A remote's own sync files for ./Cabinet, from its manifest: what a page of that cabinet adds to the host's. */
function remoteCabinetFiles(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((entry) => entry.path === './Cabinet');
  return ['remoteEntry.js', ...expose.assets.js.sync].map((name) => path.join(dist, name));
}

const rows = [];
for (const app of APPS) {
  const dist = path.join(root, app, 'dist');
  if (!existsSync(dist)) {
    console.error(`${app}/dist is missing: build first (pnpm run build)`);
    process.exit(1);
  }
  rows.push({ app, part: 'all JS emitted', ...weigh(jsFiles(dist)) });
  if (app !== 'host') rows.push({ app, part: 'loaded by a cabinet page', ...weigh(remoteCabinetFiles(dist)) });
}

console.log('\nBundle sizes');
console.log('app          part                      files        raw       gzip');
for (const row of rows) {
  console.log(`${row.app.padEnd(12)} ${row.part.padEnd(25)} ${String(row.count).padStart(5)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
}
