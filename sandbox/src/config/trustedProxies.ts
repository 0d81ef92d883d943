import { isIP } from 'node:net';

/**
 * SANDBOX_TRUSTED_PROXIES: the addresses (IPv4/IPv6, or a CIDR range) of the proxies in front of the sandbox — the
 * deploy's nginx. Only a request whose socket comes from one of them has its client taken from X-Forwarded-For
 * (the nearest address no trusted proxy wrote); any other request is keyed by its socket address, so a client cannot
 * name itself anew for a fresh allowance. Empty (the default): X-Forwarded-For is never read.
 * A value that is not an address stops the start (a typo must not trust everyone or no one silently).
 */
export function trustedProxiesFromEnv(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((entry) => {
    const proxy = entry.trim();
    if (!isTrustedProxyAddress(proxy)) throw new Error(`SANDBOX_TRUSTED_PROXIES: "${proxy}" is not an IP address or CIDR range`);
    return proxy;
  });
}

function isTrustedProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
