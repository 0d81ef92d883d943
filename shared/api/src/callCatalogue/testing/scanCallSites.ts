/**
 * Finds every place in the portal's source that talks to the server, for `callSites.test.ts`: calls of the
 * platform's HTTP functions (getJson, sendJson, downloadBlob, uploadWithProgress, uploadWithProgressAnswer, the ky
 * instance `http` and its verbs) under any local name they are imported as, `fetch`, and the browser's other ways
 * out (XMLHttpRequest, sendBeacon, EventSource, WebSocket). Each site's method and path are read from the source
 * when they are literal (a string, a template whose `${…}` stand for whole path segments, a constant of the same
 * file); otherwise the site is marked unreadable and must be seen by the runtime recording instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { REMOTE_MANIFEST_SITE_FILE, REMOTE_SCRIPT_SITE_FILE } from '../beyondSpecCalls';

export const HTTP_FUNCTIONS = ['getJson', 'sendJson', 'downloadBlob', 'uploadWithProgress', 'uploadWithProgressAnswer', 'http'] as const;
type HttpFunction = (typeof HTTP_FUNCTIONS)[number];
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head']);
const OTHER_WAYS_OUT = new Set(['XMLHttpRequest', 'sendBeacon', 'EventSource', 'WebSocket']);
const KY_ERROR_CLASSES = new Set(['HTTPError', 'TimeoutError']);

/** A placeholder for one `${…}` of a template path. */
export const HOLE = '\u0000';

export interface CallSite {
  file: string;
  startLine: number;
  endLine: number;
  /** What the source says, for messages. */
  text: string;
  kind: 'api' | 'site' | 'other';
  /** Upper case, or null when the source does not fix it. */
  method: string | null;
  /** The path with HOLE for each `${…}`, or null when it cannot be read. */
  path: string | null;
  /** For kind 'site': the URL given to siteUrl(), when literal. */
  url?: string | null;
}

/**
 * A way to the server the scan cannot follow: an HTTP function passed on or stored instead of called, ky used
 * directly, the `/api/` base used to build a URL by hand, or a string naming an `/api/` address.
 */
export interface IndirectUse {
  file: string;
  line: number;
  text: string;
}

export function sourceFiles(root: string, folders: readonly string[], skip: (path: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'node_modules' && name !== 'dist') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) && !skip(relative(root, path))) {
        found.push(path);
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found.sort();
}

function constInitialisers(source: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableStatement(node) && node.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return consts;
}

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
  return current;
}

function readText(expression: ts.Expression | undefined, consts: Map<string, ts.Expression>, depth = 0): string | null {
  if (!expression || depth > 5) return null;
  const node = unwrap(expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
  if (ts.isIdentifier(node)) {
    const initialiser = consts.get(node.text);
    return initialiser ? readText(initialiser, consts, depth + 1) : null;
  }
  return null;
}

/** The `method` of an options object literal (following spreads of same-file constants); undefined: none given; null: unknowable. */
function readMethod(expression: ts.Expression | undefined, consts: Map<string, ts.Expression>, depth = 0): string | undefined | null {
  if (!expression) return undefined;
  if (depth > 5) return null;
  const node = unwrap(expression);
  if (ts.isIdentifier(node)) {
    const initialiser = consts.get(node.text);
    return initialiser ? readMethod(initialiser, consts, depth + 1) : null;
  }
  if (!ts.isObjectLiteralExpression(node)) return null;
  let method: string | undefined | null = undefined;
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = readMethod(property.expression, consts, depth + 1);
      if (spread !== undefined) method = spread;
    } else if (property.name && ts.isIdentifier(property.name) && property.name.text === 'method') {
      method = ts.isPropertyAssignment(property) ? readText(property.initializer, consts) : null;
    }
  }
  return method;
}

/** Local names the platform's HTTP functions are imported under in this file (`import { http as client }` included). */
function importedNames(source: ts.SourceFile): Map<string, HttpFunction> {
  const names = new Map<string, HttpFunction>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings || !ts.isNamedImports(statement.importClause.namedBindings)) continue;
    if (ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === 'ky') continue;
    if (statement.importClause.isTypeOnly) continue;
    // The platform's functions: '@portal/platform' or, inside the platform, a relative import (msw's `http` is not one).
    const from = ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
    if (from !== '@portal/platform' && !from.startsWith('.')) continue;
    for (const element of statement.importClause.namedBindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if ((HTTP_FUNCTIONS as readonly string[]).includes(imported) && !element.isTypeOnly) names.set(element.name.text, imported as HttpFunction);
    }
  }
  return names;
}

/** A string that names a module (`import … from '../api/x'`, `import('…')`), not an address. */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent) || ts.isLiteralTypeNode(parent)) return true;
  return ts.isCallExpression(parent) && (parent.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(parent.expression) && parent.expression.text === 'require'));
}

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

export function scanFile(file: string, text = readFileSync(file, 'utf8')): { sites: CallSite[]; indirect: IndirectUse[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const consts = constInitialisers(source);
  const names = importedNames(source);
  const sites: CallSite[] = [];
  const indirect: IndirectUse[] = [];
  const counted = new Set<ts.Node>();

  const site = (call: ts.CallExpression | ts.NewExpression, fields: Omit<CallSite, 'file' | 'startLine' | 'endLine' | 'text'>) => {
    sites.push({ file, startLine: lineOf(source, call.getStart(source)), endLine: lineOf(source, call.getEnd()), text: call.getText(source).slice(0, 160), ...fields });
  };

  // ky itself (its error classes are fine: they are only compared with instanceof).
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const from = statement.moduleSpecifier.text;
    const bindings = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements.filter((element) => !element.isTypeOnly) : [];
    if (from === 'ky') {
      const direct = [clause.name ? 'default' : null, clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? '*' : null, ...bindings.map((element) => (element.propertyName ?? element.name).text).filter((name) => !KY_ERROR_CLASSES.has(name))].filter(Boolean);
      if (direct.length > 0) indirect.push({ file, line: lineOf(source, statement.getStart(source)), text: `ky used directly (${direct.join(', ')}): ${statement.getText(source)}` });
    }
    // A namespace import of the platform (platform.getJson(…)) would hide its calls from the name-based scan.
    if ((from === '@portal/platform' || from.startsWith('.')) && clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) && /platform|http/i.test(from)) {
      indirect.push({ file, line: lineOf(source, statement.getStart(source)), text: `a namespace import of the platform (use named imports): ${statement.getText(source)}` });
    }
    for (const element of bindings) {
      if ((element.propertyName ?? element.name).text === 'API_BASE_PATH') indirect.push({ file, line: lineOf(source, element.getStart(source)), text: `the /api/ base imported to build a URL by hand: ${statement.getText(source)}` });
    }
  }

  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && /(^|\/)api\//.test(node.text) && !isModuleName(node)) {
      indirect.push({ file, line: lineOf(source, node.getStart(source)), text: `an /api/ address written out: ${node.getText(source).slice(0, 120)}` });
    }
    if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      const [first, second, third, fourth] = node.arguments;
      // http.get(…), http.post(…), …
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && names.get(callee.expression.text) === 'http') {
        counted.add(callee.expression);
        if (VERBS.has(callee.name.text)) site(node, { kind: 'api', method: callee.name.text.toUpperCase(), path: readText(first, consts) });
        else site(node, { kind: 'api', method: null, path: null });
      } else if (ts.isIdentifier(callee) && names.has(callee.text)) {
        counted.add(callee);
        const fn = names.get(callee.text);
        if (fn === 'getJson') site(node, { kind: 'api', method: 'GET', path: readText(first, consts) });
        else if (fn === 'sendJson') site(node, { kind: 'api', method: readText(first, consts)?.toUpperCase() ?? null, path: readText(second, consts) });
        else if (fn === 'uploadWithProgress' || fn === 'uploadWithProgressAnswer') site(node, { kind: 'api', method: 'POST', path: readText(first, consts) });
        else {
          // http(path, options) and downloadBlob(path, options): the method is in the options, GET when none is given.
          const method = readMethod(second, consts);
          site(node, { kind: 'api', method: method === null ? null : (method ?? 'get').toUpperCase(), path: readText(first, consts) });
        }
        void third;
        void fourth;
      } else if ((ts.isIdentifier(callee) && callee.text === 'fetch') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 'fetch')) {
        const argument = first ? unwrap(first) : undefined;
        const wrapped = argument && ts.isCallExpression(argument) && ts.isIdentifier(argument.expression) ? argument : null;
        const wrapper = wrapped ? (wrapped.expression as ts.Identifier).text : null;
        // fetch(siteUrl('/x')): a file of this site; fetch(remoteManifestUrl(…)): a cabinet's manifest, wherever /remotes.json
        // puts it; fetch(remoteScriptUrl(…)): a script of the running cabinet that failed to load, read again.
        const url =
          wrapper === 'siteUrl' ? readText(wrapped?.arguments[0], consts) : wrapper === 'remoteManifestUrl' ? REMOTE_MANIFEST_SITE_FILE : wrapper === 'remoteScriptUrl' ? REMOTE_SCRIPT_SITE_FILE : null;
        site(node, { kind: 'site', method: readMethod(second, consts) === undefined ? 'GET' : null, path: null, url });
      } else if (ts.isPropertyAccessExpression(callee) && OTHER_WAYS_OUT.has(callee.name.text)) {
        site(node, { kind: 'other', method: null, path: null });
      }
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && OTHER_WAYS_OUT.has(node.expression.text)) {
      site(node, { kind: 'other', method: null, path: null });
    } else if (ts.isIdentifier(node) && names.has(node.text) && !counted.has(node)) {
      const parent = node.parent;
      const declaration = ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent);
      // A call's callee is seen before its identifier (the call node is visited first).
      if (!declaration) indirect.push({ file, line: lineOf(source, node.getStart(source)), text: parent.getText(source).slice(0, 160) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { sites, indirect };
}
