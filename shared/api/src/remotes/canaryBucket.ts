/**
 * A user's canary bucket for a cabinet, 0–99: a hash of the scope and the user's identity (the token's `sub`),
 * so the same user gets the same bucket on every load and every device, and different cabinets' canaries do not
 * always pick the same users (decision 0042). FNV-1a over UTF-16 code units, then murmur3's finaliser to spread
 * the low bits before taking the remainder.
 */
export function canaryBucket(scope: string, identity: string): number {
  const text = `${scope}:${identity}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 100;
}
