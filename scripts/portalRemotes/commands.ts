import { readFileSync } from 'node:fs';
import { canaryBucket, candidatesFor, checkRemotesFile, entryUrls, rolloutOf, SCOPE_NAMES, type RemoteEntry, type RemoteScope, type RemotesFile, type Satisfy } from '../../shared/api/src/remotes';
import { preflight } from './preflight';
import { replaceFile } from './replaceFile';
import { readHistory, writeHistory, type RolloutHistory } from './rolloutHistory';
import { portalOriginOf, runningPortalVersions } from './runningPortal';
import { fallbackWords, whatUsersLoad } from './whatUsersLoad';

export interface CommandDeps {
  /** The versions the host in this checkout provides: used only when no running portal is named. */
  checkoutHostVersions: () => Readonly<Record<string, string>>;
  satisfy: Satisfy;
  out: (line: string) => void;
}

export const USAGE = `Usage: pnpm portal-remotes <command> <scope> … --file <remotes.json> [--portal <https://portal origin>] [--configmap[=name]] [--namespace <ns>]
  check    <scope> <manifest URL>            fetch and check a version as the portal will load it; changes nothing
  set      <scope> <manifest URL>            check, then make it the version everyone gets (the previous one becomes the fallback)
  canary   <scope> <manifest URL> <percent>  check, then give it to <percent> % of users (0–100); again to change the percent
  promote  <scope>                           check the canary, then make it the version everyone gets
  abort    <scope>                           drop the canary: everyone gets the main version again
  rollback <scope>                           return the cabinet to its entry before its current roll-out (set, or canary on
                                             an entry without one); again to go back one more roll-out
  which    <scope> <sub>                     the canary bucket of the user with this sub (the token's subject, Keycloak's
                                             user ID) and the versions that user loads, in order
--portal (or PORTAL_PUBLIC_URL) names the running portal: a version is fetched with its Origin (CORS as browsers do) and
  judged against the shared versions its host serves (/portal-shared.json). Without it, against this checkout's host.
--file (or PORTAL_REMOTES_FILE); each cabinet's roll-outs are kept in <file>.history.json.
--configmap prints the kubectl patch of the portal-runtime ConfigMap (or the one named) in --namespace (default portal).`;

const COMMANDS = ['check', 'set', 'canary', 'promote', 'abort', 'rollback', 'which'];
// A Kubernetes object name: also keeps the printed shell command free of anything but the name.
const KUBERNETES_NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

interface Parsed {
  command: string;
  scope: RemoteScope;
  args: string[];
  file: string;
  configMap: string | null;
  namespace: string;
  portalOrigin: string | null;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Parsed {
  const positional: string[] = [];
  let file = process.env.PORTAL_REMOTES_FILE ?? '';
  let configMap: string | null = null;
  let namespace = 'portal';
  let portal = process.env.PORTAL_PUBLIC_URL ?? '';
  const value = (arg: string, name: string, index: number): [string, number] =>
    arg === name ? [argv[index + 1] ?? '', index + 1] : [arg.slice(name.length + 1), index];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const flag = arg.split('=')[0];
    if (flag === '--file') [file, index] = value(arg, '--file', index);
    else if (flag === '--portal') [portal, index] = value(arg, '--portal', index);
    else if (flag === '--namespace') [namespace, index] = value(arg, '--namespace', index);
    else if (arg === '--configmap') configMap = 'portal-runtime';
    else if (flag === '--configmap') configMap = arg.slice('--configmap='.length) || 'portal-runtime';
    else positional.push(arg);
  }
  const [command = '', scopeText = '', ...args] = positional;
  if (!COMMANDS.includes(command)) throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  const scope = scopeText.toUpperCase() as RemoteScope;
  if (!(SCOPE_NAMES as readonly string[]).includes(scope)) throw new UsageError(`unknown cabinet scope "${scopeText}" (known: ${SCOPE_NAMES.join(', ')})`);
  if (command !== 'check' && !file) throw new UsageError('--file <remotes.json> is needed (or PORTAL_REMOTES_FILE)');
  const portalOrigin = portal ? portalOriginOf(portal) : null;
  if (portal && !portalOrigin) throw new UsageError(`--portal must be the portal's http(s) address (got ${JSON.stringify(portal)})`);
  for (const [name, given] of [['--namespace', namespace], ['--configmap', configMap ?? 'portal-runtime']] as const) {
    if (!KUBERNETES_NAME.test(given)) throw new UsageError(`${name} must be a Kubernetes name (got ${JSON.stringify(given)})`);
  }
  return { command, scope, args, file, configMap, namespace, portalOrigin };
}

function readRemotes(file: string): RemotesFile {
  const checked = checkRemotesFile(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file} ${checked.message}`);
  return checked.value;
}

const fileText = (remotes: RemotesFile) => `${JSON.stringify(remotes, null, 2)}\n`;

/** One entry in its shortest form: a bare URL when nothing else is set. */
function compact(entry: { url: string; fallback?: string | undefined; canary?: { url: string; percent: number } | undefined }): RemoteEntry {
  const { url, fallback, canary } = entry;
  if (!fallback && !canary) return url;
  return { url, ...(fallback && fallback !== url ? { fallback } : {}), ...(canary ? { canary } : {}) };
}

const sameEntry = (a: RemoteEntry | null | undefined, b: RemoteEntry | null | undefined) =>
  JSON.stringify(a ? compact(rolloutOf(a)) : null) === JSON.stringify(b ? compact(rolloutOf(b)) : null);

function percentOf(text: string | undefined): number {
  const percent = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || percent > 100) throw new UsageError(`percent must be a whole number from 0 to 100 (got ${text ?? 'nothing'})`);
  return percent;
}

/** Runs one command; the exit code (0 done, 1 refused, 2 usage). Every command ends by saying what users now load. */
export async function runPortalRemotes(argv: string[], deps: CommandDeps): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    deps.out(`portal-remotes: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const code = await run(parsed, deps);
  if (code !== 2) printNow(parsed, deps);
  return code;
}

function printNow({ scope, file }: Parsed, deps: CommandDeps): void {
  if (!file) {
    deps.out(`${scope} now: not shown (give --file <remotes.json> to see what users load)`);
    return;
  }
  let remotes: RemotesFile;
  try {
    remotes = readRemotes(file);
  } catch {
    return; // Already reported by the command.
  }
  deps.out(`${scope} now: ${whatUsersLoad(remotes[scope])}`);
}

async function run(parsed: Parsed, deps: CommandDeps): Promise<number> {
  const { command, scope, args, file, configMap, namespace, portalOrigin } = parsed;
  try {
    // What a candidate is judged against: the running portal's host when it is named, else this checkout's.
    let judged: { hostVersions: Readonly<Record<string, string>>; against: string } | null = null;
    const checked = async (url: string | undefined): Promise<string | null> => {
      if (!url) throw new UsageError(`${command} needs the candidate's mf-manifest.json URL`);
      if (!judged) {
        if (portalOrigin) {
          const running = await runningPortalVersions(portalOrigin);
          if (!running.ok) {
            deps.out(`refused: ${scope} ${url}: ${running.reason}`);
            return null;
          }
          judged = { hostVersions: running.versions.shared, against: `the portal at ${portalOrigin} (host ${running.versions.host})` };
        } else {
          judged = {
            hostVersions: deps.checkoutHostVersions(),
            against: "this checkout's host (judged against this checkout's host, not a running portal, and CORS not checked: give --portal <https://portal origin>)",
          };
        }
      }
      // A path on the portal's own site is fetched from the portal, as its pages do.
      const fetched = url.startsWith('/') && portalOrigin ? `${portalOrigin}${url}` : url;
      if (url.startsWith('/') && !portalOrigin) throw new UsageError(`${url} is a path on the portal's site: give --portal <https://portal origin> to fetch it`);
      const result = await preflight(scope, fetched, { hostVersions: judged.hostVersions, satisfy: deps.satisfy, portalOrigin });
      if (!result.ok) {
        deps.out(`refused: ${scope} ${url}: ${result.reason}`);
        return null;
      }
      deps.out(`ok: ${scope} ${url} (version ${result.version ?? 'unnamed'}, entry ${result.entry}) can run on ${judged.against}`);
      return url;
    };

    if (command === 'check') return (await checked(args[0])) ? 0 : 1;

    const remotes = readRemotes(file);
    const currentEntry = remotes[scope];
    const current = currentEntry ? rolloutOf(currentEntry) : null;
    if (command === 'which') return which(scope, args[0], currentEntry, file, deps);

    const history = readHistory(file);
    if (history.notice) deps.out(history.notice);
    const starts = history.cabinets[scope] ?? [];
    const write = (next: RemoteEntry | null, message: string, nextHistory: RolloutHistory) => {
      const result: RemotesFile = { ...remotes };
      if (next === null) delete result[scope];
      else result[scope] = next;
      writeHistory(file, nextHistory);
      replaceFile(file, fileText(result));
      deps.out(message);
      printPatch(deps, configMap, namespace, result);
    };
    const withStarts = (list: RolloutHistory['cabinets'][RemoteScope]): RolloutHistory => ({ ...history, cabinets: { ...history.cabinets, [scope]: list } });

    if (command === 'rollback') {
      const last = starts.at(-1);
      if (!last) {
        deps.out(`refused: ${scope} has no recorded roll-out to roll back (${history.path} has none for it)`);
        return 1;
      }
      // The entry comes back only if it still passes what set checks of a version (its versions may have gone or
      // changed since, or the history been edited): each URL users would load from it.
      if (last.before !== null) {
        for (const candidate of entryUrls(last.before)) {
          if (!(await checked(candidate))) {
            deps.out(`refused: ${scope} is not rolled back to ${JSON.stringify(last.before)} (its entry before "${last.began}"): ${candidate} does not pass the checks of set; nothing was changed`);
            return 1;
          }
        }
      }
      const earlier = starts.at(-2);
      write(
        last.before,
        `rolled back ${scope} in ${file} to its entry before "${last.began}" (${last.at}): ${JSON.stringify(last.before)}; ${
          earlier ? `another rollback returns it to its entry before "${earlier.began}" (${earlier.at})` : 'no earlier roll-out is recorded'
        }`,
        withStarts(starts.slice(0, -1)),
      );
      return 0;
    }
    if (command === 'abort') {
      if (!current?.canary) {
        deps.out(`refused: ${scope} has no canary in ${file} to abort`);
        return 1;
      }
      const next = compact({ url: current.url, fallback: current.fallback });
      // The roll-out the canary began is over when this returns to where it started: rollback skips it then.
      const ended = sameEntry(starts.at(-1)?.before, next);
      write(next, `aborted the ${scope} canary ${current.canary.url} in ${file}: ${JSON.stringify(next)}`, withStarts(ended ? starts.slice(0, -1) : starts));
      return 0;
    }

    let next: RemoteEntry;
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
    // A roll-out begins with set, or with a canary on an entry without one; a percent change or promote continues it.
    const begins = command === 'set' || (command === 'canary' && !current?.canary);
    const began = { before: currentEntry ?? null, began: [command, scope, ...args].join(' '), at: new Date().toISOString() };
    write(next, `wrote ${scope} to ${file}: ${JSON.stringify(next)}`, begins ? withStarts([...starts, began]) : history);
    return 0;
  } catch (error) {
    deps.out(`portal-remotes: ${(error as Error).message}${error instanceof UsageError ? `\n${USAGE}` : ''}`);
    return error instanceof UsageError ? 2 : 1;
  }
}

/** The canary bucket of one user and the versions the host tries for them, in order (the host's candidatesFor). */
function which(scope: RemoteScope, sub: string | undefined, entry: RemoteEntry | undefined, file: string, deps: CommandDeps): number {
  if (!sub) throw new UsageError("which needs the user's sub (the token's subject; in Keycloak, the user's ID)");
  if (!entry) {
    deps.out(`refused: ${scope} has no entry in ${file}: nobody can load this cabinet`);
    return 1;
  }
  const bucket = canaryBucket(scope, sub);
  const { canary } = rolloutOf(entry);
  const share = !canary
    ? 'there is no canary'
    : canary.percent >= 100
      ? 'the canary is at 100 % (every bucket)'
      : canary.percent === 0
        ? 'the canary is at 0 % (no bucket)'
        : `the canary at ${canary.percent} % takes buckets 0–${canary.percent - 1}`;
  const order = candidatesFor(entry, bucket);
  const inCanary = !!canary && order[0] === canary.url && canary.url !== rolloutOf(entry).url;
  deps.out(`${scope} user ${sub}: bucket ${bucket} of 0–99; ${share}`);
  deps.out(`${scope} user ${sub} loads ${order[0]}${inCanary ? ' (canary)' : ''}; ${fallbackWords(order.slice(1))}`);
  return 0;
}

/** The kubectl command that puts the new file into the ConfigMap the host mounts (the kubelet updates it in place). */
function printPatch(deps: CommandDeps, configMap: string | null, namespace: string, remotes: RemotesFile): void {
  if (!configMap) return;
  const patch = JSON.stringify({ data: { 'remotes.json': fileText(remotes) } });
  deps.out(`kubectl patch configmap ${configMap} -n ${namespace} --type merge -p '${patch.replace(/'/g, "'\\''")}'`);
}
