/**
 * Which unit tests are a cabinet's: found from the code its build bundles, never listed by hand (issue 51).
 *
 * The bundle graph of a cabinet starts at the module its build exposes (`remote-<x>/src/Cabinet.tsx`, the
 * `./Cabinet` of shared/build's createWebpackConfig) and follows imports as webpack does with our settings, module
 * resolution being TypeScript's own (the root tsconfig; the pnpm links of `@portal/*` followed to their sources):
 *
 * - an imported name is followed to the file that declares it, through re-exports (`export … from`, `export *`)
 *   without taking in the re-exporting file: every bundled package (`@portal/api`, `@portal/ui`, `@portal/features`)
 *   is `"sideEffects": false`, so webpack skips a barrel the same way. A re-export in a package without that flag
 *   is taken whole, as webpack takes it;
 * - a name that is only a type (`import type`, an interface, a type alias) is erased by the compiler: not followed;
 * - a namespace import and a dynamic `import()` (the cabinets' lazy pages) take the whole module: every name it
 *   exports; a side-effect import (`import './x'`) takes the file;
 * - a file in the graph brings in everything it imports (no finer: webpack's inner graph may drop more);
 * - the graph stops where the build does not bundle: at a module the remote takes from the host (its shared
 *   singletons, `import: false` in sharedSingletons.ts: react, zustand, ky, `@portal/platform`, the UI kit's entries,
 *   `@portal/api/zod`) and at libraries under node_modules (they have no tests of ours).
 *
 * The graph is its files and the names it uses of them (`file#name`, at the file declaring the name; every name
 * of the entry, which the build exposes, and of a module taken whole).
 *
 * The rule: **a test file belongs to a cabinet when the module it sits beside (`x.test.ts(x)` → `x.ts(x)`) is in
 * that cabinet's graph, or when it imports from its own package (the package under test) a name the graph uses.**
 * By name, not by file: a screen test that takes the LKK descriptor from registryCabinet.ts (which holds every
 * cabinet's) is LKK's, not LKD's too. A feature test (under shared/features) that belongs to no cabinet is an
 * orphan: no cabinet's test command would run it, and `orphanTests` names it.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sharedSingletons } from '../../shared/build/src/sharedSingletons';

export const ROOT = path.resolve(__dirname, '..', '..');
/** The module a remote's build exposes as `./Cabinet` (createWebpackConfig.ts), relative to the remote's folder. */
export const CABINET_ENTRY = 'src/Cabinet.tsx';
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const TEST_FILE = /\.test\.tsx?$/;

export interface Cabinet {
  scope: string;
  /** The remote's folder, relative to the repository: `remote-lkd`. */
  dir: string;
}

/** The remotes of the workspace: each `remote-*` folder whose package.json says `"portal": { "kind": "remote" }`. */
export function cabinets(root = ROOT): Cabinet[] {
  return readdirSync(root)
    .filter((dir) => dir.startsWith('remote-') && existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { portal?: { kind?: string; scope?: string } } }))
    .filter(({ pkg }) => pkg.portal?.kind === 'remote' && pkg.portal.scope)
    .map(({ dir, pkg }) => ({ scope: pkg.portal?.scope ?? '', dir }))
    .sort((a, b) => a.scope.localeCompare(b.scope));
}

/** Every unit test file (jest's testMatch `**\/src/**\/*.test.ts(x)`) under the given folders, relative to root. */
export function testFilesUnder(root: string, folders: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string, inSrc: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name.startsWith('dist')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, inSrc || entry.name === 'src');
      else if (inSrc && TEST_FILE.test(entry.name)) found.push(path.relative(root, full));
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(path.join(root, folder), false);
  return found.sort();
}

export interface GraphInput {
  root: string;
  /** Entry modules by cabinet scope, relative to root. */
  entries: Record<string, string>;
  /** Candidate test files, relative to root. */
  tests: string[];
  /** Requests (package names) and absolute files the remote takes from the host instead of bundling them. */
  notBundled: Record<string, Set<string>>;
  /** Compiler options for module resolution (the root tsconfig's by default). */
  compilerOptions?: ts.CompilerOptions;
}

export interface TestSubjects {
  /** The module the test sits beside (`x.test.ts` → `x.ts` or `x.tsx`), if there is one. */
  beside: string[];
  /** The names it imports from its own package, each as `file#name` at the file declaring it. */
  imports: string[];
}

export interface CabinetTests {
  /** Files of each cabinet's bundle graph, relative to root. */
  bundled: Record<string, string[]>;
  /** The names each cabinet's bundle imports, as `file#name` at the file declaring each. */
  used: Record<string, string[]>;
  /** Each candidate test: what it is about. */
  subjects: Record<string, TestSubjects>;
  /** Each cabinet's test files, relative to root. */
  tests: Record<string, string[]>;
}

function rootCompilerOptions(root: string): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, file);
  return parsed.options;
}

const packageDirs = new Map<string, string>();
/** The folder of the nearest package.json above a file. */
function packageDirOf(file: string): string {
  let dir = path.dirname(file);
  const seen: string[] = [];
  while (!packageDirs.has(dir) && !existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    seen.push(dir);
    dir = path.dirname(dir);
  }
  const found = packageDirs.get(dir) ?? dir;
  for (const each of [...seen, dir]) packageDirs.set(each, found);
  return found;
}

const sideEffectFree = new Map<string, boolean>();
function isSideEffectFree(file: string): boolean {
  const dir = packageDirOf(file);
  if (!sideEffectFree.has(dir)) {
    const pkg = existsSync(path.join(dir, 'package.json')) ? (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { sideEffects?: unknown }) : {};
    sideEffectFree.set(dir, pkg.sideEffects === false);
  }
  return sideEffectFree.get(dir) === true;
}

/** Finds each cabinet's bundle graph and test files (see the rule at the top of this file). */
export function findCabinetTests(input: GraphInput): CabinetTests {
  const root = realpathSync(input.root);
  const options: ts.CompilerOptions = {
    ...(input.compilerOptions ?? rootCompilerOptions(root)),
    // Only our sources are read: no lib files, no type packages, nothing under node_modules (see resolve()).
    noLib: true,
    types: [],
    noEmit: true,
    allowJs: false,
  };
  const host = ts.createCompilerHost(options, true);
  const resolutions = new Map<string, string | undefined>();
  /** The source file a request resolves to, or undefined for a library (node_modules), a .d.ts or a non-source file. */
  const resolve = (request: string, containingFile: string): string | undefined => {
    const key = `${path.dirname(containingFile)}\0${request}`;
    if (!resolutions.has(key)) {
      const resolved = ts.resolveModuleName(request, containingFile, options, host).resolvedModule;
      let file = resolved ? realpathSync(resolved.resolvedFileName) : undefined;
      if (file && (file.includes(`${path.sep}node_modules${path.sep}`) || file.endsWith('.d.ts') || !SOURCE_EXTENSIONS.includes(path.extname(file)))) file = undefined;
      resolutions.set(key, file);
    }
    return resolutions.get(key);
  };
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const file = resolve(literal.text, containingFile);
      return { resolvedModule: file ? { resolvedFileName: file, extension: path.extname(file) as ts.Extension, isExternalLibraryImport: false } : undefined };
    });

  const absolute = (file: string) => realpathSync(path.join(root, file));
  const entryFiles = Object.fromEntries(Object.entries(input.entries).map(([scope, file]) => [scope, absolute(file)]));
  const testFiles = input.tests.map(absolute);
  const program = ts.createProgram({ rootNames: [...Object.values(entryFiles), ...testFiles], options, host });
  const checker = program.getTypeChecker();
  const relative = (file: string) => path.relative(root, file);

  /** What one file brings in, given a sink for declaring files and whole modules. */
  interface Walker {
    /** `name` exported by `moduleFile`: the file(s) that declare it, through re-exports. */
    name(moduleFile: string, name: string): void;
    /** The whole module: the file and every name it exports. */
    whole(moduleFile: string): void;
  }

  /** Follows each import of `file` (and, outside sideEffects-free packages, each re-export) with the walker. */
  function importsOf(sourceFile: ts.SourceFile, walk: Walker, stopped: (request: string, file: string) => boolean) {
    const target = (specifier: ts.Expression): string | undefined => {
      if (!ts.isStringLiteralLike(specifier)) return undefined;
      const file = resolve(specifier.text, sourceFile.fileName);
      return file && !stopped(specifier.text, file) ? file : undefined;
    };
    const takesReExports = !isSideEffectFree(sourceFile.fileName);
    for (const statement of sourceFile.statements) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        const file = target(statement.moduleSpecifier);
        if (!file || clause?.isTypeOnly) continue;
        if (!clause) walk.whole(file);
        else {
          if (clause.name) walk.name(file, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) walk.whole(file);
          else if (bindings) for (const element of bindings.elements) if (!element.isTypeOnly) walk.name(file, (element.propertyName ?? element.name).text);
        }
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && takesReExports && !statement.isTypeOnly) {
        const file = target(statement.moduleSpecifier);
        if (!file) continue;
        const clause = statement.exportClause;
        if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) walk.name(file, (element.propertyName ?? element.name).text);
        else walk.whole(file);
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        const file = target(node.arguments[0]);
        if (file) walk.whole(file);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  /**
   * Follows `name` exported by `moduleFile` to the files declaring it; calls `found` with each file and the name there
   * (and `whole` for `export * as`).
   */
  function traceName(moduleFile: string, name: string, found: (file: string, name: string) => void, whole: (file: string) => void, stopped: (request: string, file: string) => boolean, seen = new Set<string>()) {
    const key = `${moduleFile}\0${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const sourceFile = program.getSourceFile(moduleFile);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    const exported = moduleSymbol && checker.tryGetMemberInModuleExports(name, moduleSymbol);
    if (!sourceFile || !exported) return;
    const next = (specifier: ts.Expression | undefined): string | undefined => {
      if (!specifier || !ts.isStringLiteralLike(specifier)) return undefined;
      const file = resolve(specifier.text, moduleFile);
      return file && !stopped(specifier.text, file) ? file : undefined;
    };
    const ownDeclarations = (exported.declarations ?? []).filter((declaration) => declaration.getSourceFile() === sourceFile);
    if (ownDeclarations.length === 0) {
      // Reached through `export * from …` of this module: follow the star re-export that has the name.
      for (const statement of sourceFile.statements) {
        if (!ts.isExportDeclaration(statement) || statement.exportClause || statement.isTypeOnly) continue;
        const file = next(statement.moduleSpecifier);
        const starSymbol = file && program.getSourceFile(file) && checker.getSymbolAtLocation(program.getSourceFile(file) as ts.SourceFile);
        if (file && starSymbol && checker.tryGetMemberInModuleExports(name, starSymbol)) traceName(file, name, found, whole, stopped, seen);
      }
      return;
    }
    for (const declaration of ownDeclarations) {
      if (ts.isExportSpecifier(declaration) && declaration.parent.parent.moduleSpecifier) {
        // export { a as b } from './x'
        if (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly) continue;
        const file = next(declaration.parent.parent.moduleSpecifier);
        if (file) traceName(file, (declaration.propertyName ?? declaration.name).text, found, whole, stopped, seen);
      } else if (ts.isNamespaceExport(declaration)) {
        // export * as ns from './x'
        const file = next(declaration.parent.moduleSpecifier);
        if (file) whole(file);
      } else {
        // Declared here, or imported and exported again (`export { a }`, `export default a`): a value is bundled with this file.
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (symbol.flags & ts.SymbolFlags.Value || symbol.flags & ts.SymbolFlags.Alias) found(moduleFile, name);
      }
    }
  }

  function exportNamesOf(moduleFile: string): string[] {
    const sourceFile = program.getSourceFile(moduleFile);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    return moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.escapedName as string) : [];
  }

  /** The files of the bundle graph from `entry`, and the names it uses of each (`file#name`). */
  function bundleGraph(entry: string, notBundled: Set<string>): { files: Set<string>; names: Set<string> } {
    const stopped = (request: string, file: string) => notBundled.has(request) || notBundled.has(file);
    const files = new Set<string>();
    const names = new Set<string>();
    const wholes = new Set<string>();
    const queue: string[] = [];
    const add = (file: string) => {
      if (!files.has(file)) {
        files.add(file);
        queue.push(file);
      }
    };
    const use = (file: string, name: string) => {
      names.add(`${file}#${name}`);
      add(file);
    };
    const whole = (file: string) => {
      if (wholes.has(file)) return;
      wholes.add(file);
      add(file);
      for (const name of exportNamesOf(file)) traceName(file, name, use, whole, stopped);
    };
    const walker: Walker = { name: (file, name) => traceName(file, name, use, whole, stopped), whole };
    // The build exposes the entry module itself: every name of it is used.
    whole(entry);
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sourceFile = program.getSourceFile(file);
      if (sourceFile) importsOf(sourceFile, walker, stopped);
    }
    return { files, names };
  }

  /** The module a test sits beside, and the names (`file#name`) it imports from its own package. */
  function subjectsOf(test: string): TestSubjects {
    const beside = SOURCE_EXTENSIONS.map((extension) => test.replace(TEST_FILE, extension)).filter((file) => existsSync(file));
    const imports = new Set<string>();
    const ownPackage = packageDirOf(test);
    const never = () => false;
    const own = (file: string, name: string) => {
      if (packageDirOf(file) === ownPackage && !TEST_FILE.test(file)) imports.add(`${relative(file)}#${name}`);
    };
    const wholeModule = (file: string) => {
      for (const name of exportNamesOf(file)) traceName(file, name, own, wholeModule, never);
    };
    const sourceFile = program.getSourceFile(test);
    if (sourceFile) importsOf(sourceFile, { name: (file, name) => traceName(file, name, own, wholeModule, never), whole: wholeModule }, never);
    return { beside: beside.map(relative), imports: [...imports].sort() };
  }

  const subjects = Object.fromEntries(testFiles.map((test) => [relative(test), subjectsOf(test)]));
  const bundled: Record<string, string[]> = {};
  const used: Record<string, string[]> = {};
  for (const [scope, entry] of Object.entries(entryFiles)) {
    const notBundled = new Set([...(input.notBundled[scope] ?? [])].map((key) => (path.isAbsolute(key) && existsSync(key) ? realpathSync(key) : key)));
    const graph = bundleGraph(entry, notBundled);
    bundled[scope] = [...graph.files].map(relative).sort();
    used[scope] = [...graph.names].map((name) => relative(name)).sort();
  }
  return { bundled, used, subjects, tests: testsOfCabinets({ bundled, used, subjects }) };
}

/** The rule: a test is a cabinet's when the module beside it is bundled, or it imports a name of its package the bundle uses. */
export function testsOfCabinets({ bundled, used, subjects }: Omit<CabinetTests, 'tests'>): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(bundled).map((scope) => {
      const files = new Set(bundled[scope]);
      const names = new Set(used[scope]);
      const tests = Object.entries(subjects)
        .filter(([, subject]) => subject.beside.some((file) => files.has(file)) || subject.imports.some((name) => names.has(name)))
        .map(([test]) => test)
        .sort();
      return [scope, tests];
    }),
  );
}

/** The feature tests (under `featuresDir`) that no cabinet's test run holds. */
export function orphanTests(found: Pick<CabinetTests, 'tests' | 'subjects'>, featuresDir = 'shared/features/'): string[] {
  const held = new Set(Object.values(found.tests).flat());
  return Object.keys(found.subjects)
    .filter((test) => test.startsWith(featuresDir) && !held.has(test))
    .sort();
}

/** The folders whose tests may belong to a cabinet: the remotes and the shared packages. */
export function candidateFolders(root = ROOT): string[] {
  return [...cabinets(root).map((cabinet) => cabinet.dir), ...readdirSync(path.join(root, 'shared')).map((dir) => path.join('shared', dir))];
}

/** Each cabinet of this repository: its graph from its exposed Cabinet and its tests. */
export function repositoryCabinetTests(root = ROOT): CabinetTests {
  const remotes = cabinets(root);
  return findCabinetTests({
    root,
    entries: Object.fromEntries(remotes.map((cabinet) => [cabinet.scope, path.join(cabinet.dir, CABINET_ENTRY)])),
    tests: testFilesUnder(root, candidateFolders(root)),
    // The build's own shared config: every entry a remote consumes from the host and does not bundle.
    notBundled: Object.fromEntries(
      remotes.map((cabinet) => [
        cabinet.scope,
        new Set(
          Object.entries(sharedSingletons(path.join(root, cabinet.dir)))
            .filter(([, config]) => config.import === false)
            .map(([key]) => key),
        ),
      ]),
    ),
  });
}
