import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import { incompatibilities, manifestRequirements } from '@portal/api/remotes';

type SharedOptions = { options?: { shared?: Record<string, Array<{ version?: string }>> } } | null | undefined;

/** The version a federation runtime instance provides of each shared module (from its options). */
export function sharedVersionsOf(instance: unknown): Record<string, string> {
  const shared = (instance as SharedOptions)?.options?.shared ?? {};
  return Object.fromEntries(Object.entries(shared).flatMap(([name, list]) => (list?.[0]?.version ? [[name, list[0].version]] : [])));
}

/** The version the host provides of each shared module (from the federation runtime's options). */
export function hostSharedVersions(): Record<string, string> {
  return sharedVersionsOf(getInstance());
}

/** Whether the host provides every shared module a remote's manifest requires, in a version it accepts. */
export function hostSatisfies(manifest: unknown): boolean {
  return incompatibilities(hostSharedVersions(), manifestRequirements(manifest), satisfy).length === 0;
}
