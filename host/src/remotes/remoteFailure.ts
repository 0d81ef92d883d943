import type { Incompatibility } from '@portal/api/remotes';

/** Why a cabinet remote could not be used. */
export type RemoteFailure =
  | { kind: 'incompatible'; module: string; provided: string; required: string }
  | { kind: 'unavailable' };

/** A cabinet build the host's shared-version check refused before running any of its code (decision 0042). */
export class RemoteIncompatibleError extends Error {
  override readonly name = 'RemoteIncompatibleError';
  constructor(
    readonly url: string,
    readonly problems: Incompatibility[],
    description: string,
  ) {
    super(`${url} is incompatible with this portal: ${description}`);
  }
}

/**
 * A build of another cabinet offered as this scope's (its manifest's container or build name is not the scope's),
 * refused before any of its code ran: registered under the scope it would render the other cabinet's routes there.
 */
export class RemoteWrongCabinetError extends Error {
  override readonly name = 'RemoteWrongCabinetError';
  constructor(
    readonly url: string,
    problem: string,
  ) {
    super(`${url} is ${problem}`);
  }
}

// The federation runtime's message when a strict singleton (the UI kit, the platform) is too old for a remote.
const VERSION_MISMATCH = /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of .*? which needs ([^)\s]+)/;

export function classifyRemoteFailure(error: unknown): RemoteFailure {
  if (error instanceof RemoteIncompatibleError && error.problems[0]) {
    const [problem] = error.problems;
    return { kind: 'incompatible', module: problem.name, provided: problem.provided ?? '—', required: problem.required };
  }
  const message = error instanceof Error ? error.message : String(error);
  const match = VERSION_MISMATCH.exec(message);
  if (match) return { kind: 'incompatible', provided: match[1] ?? '', module: match[2] ?? '', required: match[3] ?? '' };
  return { kind: 'unavailable' };
}

/** Where a cabinet version failed to start, as the fallback report names it. */
export type StartFailureStage = 'manifest' | 'wrong-cabinet' | 'incompatible' | 'entry' | 'chunk' | 'first-render';

/** The stage of an error thrown while loading a version (its manifest read and check come first, separately). */
export function loadFailureStage(error: unknown): StartFailureStage {
  if (classifyRemoteFailure(error).kind === 'incompatible') return 'incompatible';
  const { name = '', message = '' } = error instanceof Error ? error : { message: String(error) };
  return name === 'ChunkLoadError' || /Loading chunk \S+ failed/.test(message) ? 'chunk' : 'entry';
}
