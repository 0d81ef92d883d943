/**
 * The files the host's build compiles in (decision 0054): its entry's import graph, static and dynamic imports
 * alike, resolved as TypeScript resolves them (the root tsconfig; the pnpm links of `@portal/*` followed to their
 * sources), stopping at libraries under node_modules. Barrels are taken whole: a stricter graph than webpack's,
 * which may drop what nothing uses.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '..', '..');

function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(configFile.config, ts.sys, root).options;
}

/** Every source file reachable from `entries` (absolute), as absolute real paths. */
export function importGraph(entries: string[], root = ROOT): Set<string> {
  const options = compilerOptions(root);
  const seen = new Set<string>();
  const queue = entries.map((entry) => realpathSync(entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|js|mjs|cjs|json)$/.test(file) || file.endsWith('.json')) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved) continue;
      const target = realpathSync(resolved.resolvedFileName);
      if (!target.includes(`${path.sep}node_modules${path.sep}`) && !target.endsWith('.d.ts')) queue.push(target);
    }
  }
  return seen;
}

/** The string literals (and template literals without substitutions) of a source file: what it compiles in as text. */
export function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) found.push(node.text.trim());
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
