/** Federation container name of a cabinet scope: LKK → lkk (loaded as `lkk/Cabinet`). */
export function remoteNameOf(scope: string): string {
  const name = scope.trim().toLowerCase();
  if (!/^lk[kdap]$/.test(name)) throw new Error(`Unknown cabinet scope "${scope}"`);
  return name;
}

/** Ports of `portal-build dev` (webpack-dev-server); the sandbox serves built apps on the same numbers + 0. */
export const DEV_PORTS = { host: 8080, sandbox: 3000, LKK: 8081, LKD: 8082, LKA: 8083, LKP: 8084 } as const;
