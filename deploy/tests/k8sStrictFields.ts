/**
 * Unknown fields in built-in Kubernetes objects. The API schemas (kubernetes-models' validators) accept any extra
 * field, as the API server does (it drops them, with a warning at most): a misspelt `topologySpreadConstraint` would
 * pass unseen. TypeScript's excess-property check against kubernetes-models' own interfaces refuses them, like
 * kubeconform's -strict.
 */
import path from 'node:path';
import ts from 'typescript';
import type { K8sObject } from './k8sRender';

const VIRTUAL_FILE = path.join(__dirname, '__k8sObjects.ts');

/** `import type { I<Kind> } from 'kubernetes-models/<apiVersion>/<Kind>'` for a built-in kind. */
function typeImport(object: K8sObject, alias: string): string {
  return `import type { I${object.kind} as ${alias} } from 'kubernetes-models/${object.apiVersion}/${object.kind}';`;
}

/** Each problem as `<Kind>/<name>: <TypeScript's message>`; custom resources (no such module) are left to k8sSchemas. */
export function unknownFieldErrors(objects: K8sObject[]): string[] {
  const builtIn = objects.filter((object) => !object.apiVersion.includes('k8s.keycloak.org'));
  const lines: string[] = [];
  const owners: Array<{ from: number; to: number; object: K8sObject }> = [];
  builtIn.forEach((object, index) => {
    lines.push(typeImport(object, `T${index}`));
  });
  builtIn.forEach((object, index) => {
    const from = lines.length;
    lines.push(...`export const o${index}: T${index} = ${JSON.stringify(object, null, 1)};`.split('\n'));
    owners.push({ from, to: lines.length - 1, object });
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [], lib: ['lib.es2022.d.ts'] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => (fileName === VIRTUAL_FILE ? ts.createSourceFile(fileName, source, language) : getSourceFile(fileName, language, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === VIRTUAL_FILE || fileExists(fileName);
  const program = ts.createProgram([VIRTUAL_FILE], options, host);
  const file = program.getSourceFile(VIRTUAL_FILE);
  return ts.getPreEmitDiagnostics(program, file).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
    const owner = owners.find((entry) => line >= entry.from && line <= entry.to);
    return owner ? `${owner.object.kind}/${owner.object.metadata.name}: ${message}` : message;
  });
}
