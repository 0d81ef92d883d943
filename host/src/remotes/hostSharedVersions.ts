import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import { incompatibilities, manifestRequirements } from '@portal/api/remotes';

/** The version the host provides of each shared module (from the federation runtime's options). */
export function hostSharedVersions(): Record<string, string> {
  const shared = (getInstance() as { options?: { shared?: Record<string, Array<{ version?: string }>> } } | null | undefined)?.options?.shared ?? {};
  return Object.fromEntries(Object.entries(shared).flatMap(([name, list]) => (list?.[0]?.version ? [[name, list[0].version]] : [])));
}

/** Whether the host provides every shared module a remote's manifest requires, in a version it accepts. */
export function hostSatisfies(manifest: unknown): boolean {
  return incompatibilities(hostSharedVersions(), manifestRequirements(manifest), satisfy).length === 0;
}
