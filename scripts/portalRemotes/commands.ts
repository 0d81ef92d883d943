import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { checkRemotesFile, rolloutOf, SCOPE_NAMES, type RemoteEntry, type RemoteScope, type RemotesFile, type Satisfy } from '../../shared/api/src/remotes';
import { preflight } from './preflight';

export interface CommandDeps {
  hostVersions: Readonly<Record<string, string>>;
  satisfy: Satisfy;
  out: (line: string) => void;
}

export const USAGE = `Usage: pnpm portal-remotes <command> <scope> … --file <remotes.json> [--configmap[=name]]
  check    <scope> <manifest URL>            fetch and check a version; changes nothing
  set      <scope> <manifest URL>            check, then make it the version everyone gets (the previous one becomes the fallback)
  canary   <scope> <manifest URL> <percent>  check, then give it to <percent> % of users (0–100)
  promote  <scope>                           check the canary, then make it the version everyone gets
  rollback <scope>                           restore the entry as it was before the last set/canary/promote
--configmap prints the kubectl patch of the portal-runtime ConfigMap (or the one named) with the new file.`;

interface Parsed {
  command: string;
  scope: RemoteScope;
  args: string[];
  file: string;
  configMap: string | null;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Parsed {
  const positional: string[] = [];
  let file = process.env.PORTAL_REMOTES_FILE ?? '';
  let configMap: string | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--file') file = argv[++index] ?? '';
    else if (arg.startsWith('--file=')) file = arg.slice('--file='.length);
    else if (arg === '--configmap') configMap = 'portal-runtime';
    else if (arg.startsWith('--configmap=')) configMap = arg.slice('--configmap='.length) || 'portal-runtime';
    else positional.push(arg);
  }
  const [command = '', scopeText = '', ...args] = positional;
  if (!['check', 'set', 'canary', 'promote', 'rollback'].includes(command)) throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  const scope = scopeText.toUpperCase() as RemoteScope;
  if (!(SCOPE_NAMES as readonly string[]).includes(scope)) throw new UsageError(`unknown cabinet scope "${scopeText}" (known: ${SCOPE_NAMES.join(', ')})`);
  if (command !== 'check' && !file) throw new UsageError('--file <remotes.json> is needed (or PORTAL_REMOTES_FILE)');
  return { command, scope, args, file, configMap };
}

/** The file's previous states, newest last, kept beside it: what rollback restores. */
const historyFile = (file: string) => `${file}.history.json`;

function readRemotes(file: string): RemotesFile {
  const checked = checkRemotesFile(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file} ${checked.message}`);
  return checked.value;
}

function readHistory(file: string): RemotesFile[] {
  return existsSync(historyFile(file)) ? (JSON.parse(readFileSync(historyFile(file), 'utf8')) as RemotesFile[]) : [];
}

const fileText = (remotes: RemotesFile) => `${JSON.stringify(remotes, null, 2)}\n`;

/** One entry in its shortest form: a bare URL when nothing else is set. */
function compact(entry: { url: string; fallback?: string | undefined; canary?: { url: string; percent: number } | undefined }): RemoteEntry {
  const { url, fallback, canary } = entry;
  if (!fallback && !canary) return url;
  return { url, ...(fallback && fallback !== url ? { fallback } : {}), ...(canary ? { canary } : {}) };
}

function percentOf(text: string | undefined): number {
  const percent = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || percent > 100) throw new UsageError(`percent must be a whole number from 0 to 100 (got ${text ?? 'nothing'})`);
  return percent;
}

/** Runs one command; the exit code (0 done, 1 refused, 2 usage). */
export async function runPortalRemotes(argv: string[], deps: CommandDeps): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    deps.out(`portal-remotes: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { command, scope, args, file, configMap } = parsed;
  try {
    const checked = async (url: string | undefined): Promise<string | null> => {
      if (!url) throw new UsageError(`${command} needs the candidate's mf-manifest.json URL`);
      const result = await preflight(url, deps.hostVersions, deps.satisfy);
      if (!result.ok) {
        deps.out(`refused: ${scope} ${url}: ${result.reason}`);
        return null;
      }
      deps.out(`ok: ${scope} ${url} (version ${result.version ?? 'unnamed'}, entry ${result.entry}) can run on this portal`);
      return url;
    };

    if (command === 'check') return (await checked(args[0])) ? 0 : 1;

    const remotes = readRemotes(file);
    const current = remotes[scope] ? rolloutOf(remotes[scope]) : null;
    let next: RemoteEntry;
    if (command === 'rollback') {
      const history = readHistory(file);
      const previous = history.pop();
      if (!previous) {
        deps.out(`refused: ${file} has no earlier state to roll back to (${historyFile(file)} is empty)`);
        return 1;
      }
      const restored = previous[scope];
      const result: RemotesFile = { ...remotes };
      if (restored) result[scope] = restored;
      else delete result[scope];
      writeFileSync(file, fileText(result));
      writeFileSync(historyFile(file), `${JSON.stringify(history, null, 2)}\n`);
      deps.out(`rolled back ${scope} in ${file}: ${JSON.stringify(restored ?? null)}`);
      printPatch(deps, configMap, result);
      return 0;
    }
    if (command === 'set') {
      const url = await checked(args[0]);
      if (!url) return 1;
      // The version everyone had becomes the fallback: the last good one, loaded when this one fails to start.
      next = compact({ url, fallback: current?.url ?? current?.fallback });
    } else if (command === 'canary') {
      const percent = percentOf(args[1]);
      if (!current) throw new UsageError(`${scope} has no entry in ${file} yet: set one first`);
      const url = await checked(args[0]);
      if (!url) return 1;
      next = compact({ url: current.url, fallback: current.fallback, canary: { url, percent } });
    } else {
      if (!current?.canary) {
        deps.out(`refused: ${scope} has no canary in ${file} to promote`);
        return 1;
      }
      const url = await checked(current.canary.url);
      if (!url) return 1;
      next = compact({ url, fallback: current.url });
    }
    writeFileSync(historyFile(file), `${JSON.stringify([...readHistory(file), remotes], null, 2)}\n`);
    const result = { ...remotes, [scope]: next };
    writeFileSync(file, fileText(result));
    deps.out(`wrote ${scope} to ${file}: ${JSON.stringify(next)}`);
    printPatch(deps, configMap, result);
    return 0;
  } catch (error) {
    deps.out(`portal-remotes: ${(error as Error).message}${error instanceof UsageError ? `\n${USAGE}` : ''}`);
    return error instanceof UsageError ? 2 : 1;
  }
}

/** The kubectl command that puts the new file into the ConfigMap the host mounts (the kubelet updates it in place). */
function printPatch(deps: CommandDeps, configMap: string | null, remotes: RemotesFile): void {
  if (!configMap) return;
  const patch = JSON.stringify({ data: { 'remotes.json': fileText(remotes) } });
  deps.out(`kubectl patch configmap ${configMap} --type merge -p '${patch.replace(/'/g, "'\\''")}'`);
}
