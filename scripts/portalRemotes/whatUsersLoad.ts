import { candidatesFor, rolloutOf, type RemoteEntry } from '../../shared/api/src/remotes';

/** "if it fails to start: B, then C", from the versions tried after the first (the host's order, candidatesFor). */
export function fallbackWords(rest: readonly string[]): string {
  return rest.length ? `if it fails to start: ${rest.join(', then ')}` : 'nothing to fall back to if it fails to start';
}

/**
 * What users load for a cabinet with this entry, in plain words, from the host's own choice (candidatesFor): e.g.
 * `10 % of users load …1.5.0 (canary; if it fails to start: …1.4.0, then …1.3.0), the others …1.4.0; if it fails
 * to start: …1.3.0`.
 */
export function whatUsersLoad(entry: RemoteEntry | undefined): string {
  if (entry === undefined) return 'no entry: nobody can load this cabinet';
  const { canary } = rolloutOf(entry);
  if (canary && canary.percent > 0 && canary.percent < 100) {
    // Bucket 0 is inside any canary of 1 % or more, bucket 99 outside any below 100 %.
    const inCanary = candidatesFor(entry, 0);
    const others = candidatesFor(entry, 99);
    return `${canary.percent} % of users load ${inCanary[0]} (canary; ${fallbackWords(inCanary.slice(1))}), the others ${others[0]}; ${fallbackWords(others.slice(1))}`;
  }
  // With no canary, or one at 0 or 100 %, everyone tries the same versions; a user's bucket does not matter.
  const order = candidatesFor(entry, null);
  const note = !canary ? '' : canary.percent === 0 ? ` (the canary ${canary.url} is at 0 %: nobody gets it)` : ' (canary at 100 %)';
  return `all users load ${order[0]}${note}; ${fallbackWords(order.slice(1))}`;
}
