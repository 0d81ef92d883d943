import { existsSync, readFileSync, renameSync } from 'node:fs';
import { checkRemoteEntry, SCOPE_NAMES, type RemoteEntry, type RemoteScope } from '../../shared/api/src/remotes';
import { isSymbolicLink, replaceFile } from './replaceFile';

/**
 * Where each cabinet's roll-outs began, kept beside the remotes file in `<file>.history.json`, per cabinet, newest
 * last: `rollback <scope>` restores the entry its current roll-out started from, whatever else changed in the file.
 * A roll-out begins with `set`, or with `canary` on an entry without one; percent changes and `promote` continue it.
 */
export interface RolloutStart {
  /** The cabinet's entry before the roll-out (null: it had none). */
  before: RemoteEntry | null;
  /** The command that began it, e.g. `canary LKD https://…/mf-manifest.json 10`. */
  began: string;
  /** When (ISO time). */
  at: string;
}

export interface RolloutHistory {
  path: string;
  cabinets: Partial<Record<RemoteScope, RolloutStart[]>>;
  /** Said to the user when the file on disk was not used (the old whole-file format). */
  notice: string | null;
  /** The old file to keep aside when this history is first written. */
  oldFormat: boolean;
}

export const FORMAT = 'portal-remotes per-cabinet history 1';

export const historyPath = (remotesFile: string): string => `${remotesFile}.history.json`;
export const oldHistoryPath = (remotesFile: string): string => `${remotesFile}.history-old-format.json`;

function checkedStart(value: unknown, where: string): RolloutStart {
  const start = value as Partial<RolloutStart> | null;
  if (typeof start !== 'object' || start === null || typeof start.began !== 'string' || typeof start.at !== 'string') {
    throw new Error(`${where} must be {"before", "began", "at"}`);
  }
  if (start.before !== null) {
    const entry = checkRemoteEntry(start.before, `${where}.before`);
    if (!entry.ok) throw new Error(entry.message);
  }
  return { before: start.before ?? null, began: start.began, at: start.at };
}

/** The history of `remotesFile`; an unreadable file in the current format stops the command (nothing is guessed). */
export function readHistory(remotesFile: string): RolloutHistory {
  const path = historyPath(remotesFile);
  const empty: RolloutHistory = { path, cabinets: {}, notice: null, oldFormat: false };
  // Neither read nor written through a link (replaceFile): what it points to is not this file's history.
  if (isSymbolicLink(path)) throw new Error(`${path} is a symbolic link: the history is kept only in a regular file beside the remotes file (remove the link)`);
  if (!existsSync(path)) return empty;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path} is not JSON (${(error as Error).message}): fix or remove it`);
  }
  if (Array.isArray(json)) {
    // The old format: whole-file snapshots shared by every cabinet, so a step cannot be told to be whose.
    return {
      ...empty,
      oldFormat: true,
      notice: `note: ${path} is the old history (whole-file snapshots of every cabinet together), which cannot say which cabinet each step belonged to: it is not used; a per-cabinet history starts with the next change and the old file is kept as ${oldHistoryPath(remotesFile)}`,
    };
  }
  const file = json as { format?: unknown; cabinets?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.format !== FORMAT || typeof file.cabinets !== 'object' || file.cabinets === null) {
    throw new Error(`${path} is not a portal-remotes history ("format": "${FORMAT}"): fix or remove it`);
  }
  const cabinets: RolloutHistory['cabinets'] = {};
  for (const [scope, starts] of Object.entries(file.cabinets as Record<string, unknown>)) {
    if (!(SCOPE_NAMES as readonly string[]).includes(scope) || !Array.isArray(starts)) throw new Error(`${path}: "${scope}" is not a cabinet with a list of roll-outs`);
    cabinets[scope as RemoteScope] = starts.map((start, index) => checkedStart(start, `${path}: ${scope}[${index}]`));
  }
  return { ...empty, cabinets };
}

export function writeHistory(remotesFile: string, history: RolloutHistory): void {
  if (history.oldFormat && existsSync(history.path)) renameSync(history.path, oldHistoryPath(remotesFile));
  replaceFile(history.path, `${JSON.stringify({ format: FORMAT, cabinets: history.cabinets }, null, 2)}\n`);
}
