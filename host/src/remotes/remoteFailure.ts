/** Why a cabinet remote could not be used. */
export type RemoteFailure =
  | { kind: 'incompatible'; module: string; provided: string; required: string }
  | { kind: 'unavailable' };

// The federation runtime's message when a strict singleton (the UI kit, the platform) is too old for a remote.
const VERSION_MISMATCH = /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of .*? which needs ([^)\s]+)/;

export function classifyRemoteFailure(error: unknown): RemoteFailure {
  const message = error instanceof Error ? error.message : String(error);
  const match = VERSION_MISMATCH.exec(message);
  if (match) return { kind: 'incompatible', provided: match[1] ?? '', module: match[2] ?? '', required: match[3] ?? '' };
  return { kind: 'unavailable' };
}
