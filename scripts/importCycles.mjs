// Lists the import circles of the repository's sources, one per line; exits 1 when there is one.
// `--json` prints them as a JSON array instead (scripts/importCycles.test.ts runs it that way in `npm test`).
// A circle makes the load order decide what is `undefined` at start-up, and no file in one can be read or tested
// without the rest. Type-only imports count too (erased at run time, but the files still cannot be read apart),
// and so do dynamic `import()`s. It runs in its own process: dpdm loads ESM-only packages (chalk), which jest's
// CommonJS module system cannot.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { parseCircular, parseDependencyTree } = createRequire(import.meta.url)('dpdm');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['host', 'remote-lkk', 'remote-lkd', 'remote-lka', 'remote-lkp', 'shared', 'sandbox', 'e2e', 'deploy', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'reports', 'test-results', 'playwright-report']);

function sourcesUnder(folder, found = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('dist') && !entry.name.startsWith('.')) sourcesUnder(full, found);
    } else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
      found.push(path.relative(ROOT, full));
    }
  }
  return found;
}

const files = FOLDERS.flatMap((folder) => sourcesUnder(path.join(ROOT, folder)));
// The workspace packages (@portal/*) resolve as tsc resolves them (root tsconfig, pnpm links followed to their
// sources), so a circle across packages is found too; libraries under node_modules are not followed.
const tree = await parseDependencyTree(files, {
  cwd: ROOT,
  context: ROOT,
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  js: EXTENSIONS,
  exclude: /\/node_modules\//,
  transform: false,
  skipDynamicImports: false,
});
const circles = parseCircular(tree).map((circle) => [...circle, circle[0]].join(' → '));
const analysed = Object.values(tree).filter((dependencies) => dependencies !== null).length;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ analysed, circles }));
} else {
  console.log(circles.length === 0 ? `No import circles in ${analysed} files.` : `${circles.length} import circle(s):\n${circles.map((circle) => `  ${circle}`).join('\n')}`);
}
process.exitCode = circles.length === 0 ? 0 : 1;
