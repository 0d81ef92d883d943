/**
 * A cabinet page whose code did not load: the host judges why. Only the host knows the running version (its manifest
 * URL, its place in /remotes.json), while the page that failed is the remote's: the judge is set by the host and asked
 * by the remote's page loader through this singleton.
 */

/** `version-gone`: the running cabinet version's files are no longer served (a newer one replaced it); a reload helps,
 * a retry cannot. `unreachable`: nothing said so (the network, a server down): a retry may help. */
export type PageCodeVerdict = 'version-gone' | 'unreachable';

export type PageCodeJudge = (error: unknown) => Promise<PageCodeVerdict>;

let judge: PageCodeJudge | null = null;

/** The host's judge (null: none, every failure counts as unreachable). */
export function setPageCodeJudge(next: PageCodeJudge | null): void {
  judge = next;
}

/** Why a page's code failed to load; a judge that fails itself says nothing new: unreachable. */
export async function judgePageCodeFailure(error: unknown): Promise<PageCodeVerdict> {
  if (!judge) return 'unreachable';
  try {
    return await judge(error);
  } catch {
    return 'unreachable';
  }
}
