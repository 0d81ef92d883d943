/** Federation container name of a cabinet scope: LKK → lkk (loaded as `lkk/Cabinet`). */
export function remoteNameOf(scope: string): string {
  const name = scope.trim().toLowerCase();
  if (!/^lk[kdap]$/.test(name)) throw new Error(`Unknown cabinet scope "${scope}"`);
  return name;
}

/** Ports of `portal-build dev` (webpack-dev-server) and of the sandbox it starts, when nothing moves them. */
export const DEV_PORTS = { host: 8080, sandbox: 3000, LKK: 8081, LKD: 8082, LKA: 8083, LKP: 8084 } as const;
export type DevPorts = { [Key in keyof typeof DEV_PORTS]: number };

/** The variable that moves each port (a second checkout, or a port already taken). */
export const DEV_PORT_VARIABLES: { [Key in keyof typeof DEV_PORTS]: string } = {
  host: 'PORTAL_DEV_HOST_PORT',
  sandbox: 'PORTAL_SANDBOX_PORT',
  LKK: 'PORTAL_DEV_LKK_PORT',
  LKD: 'PORTAL_DEV_LKD_PORT',
  LKA: 'PORTAL_DEV_LKA_PORT',
  LKP: 'PORTAL_DEV_LKP_PORT',
};

/** Today's ports, each replaced by its variable when set; a value that is not a port stops the start with its name. */
export function devPorts(env: NodeJS.ProcessEnv = process.env): DevPorts {
  const entries = (Object.keys(DEV_PORTS) as (keyof typeof DEV_PORTS)[]).map((key) => {
    const raw = env[DEV_PORT_VARIABLES[key]];
    if (raw === undefined || raw === '') return [key, DEV_PORTS[key]] as const;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${DEV_PORT_VARIABLES[key]}: "${raw}" is not a port number (1–65535)`);
    return [key, port] as const;
  });
  return Object.fromEntries(entries) as DevPorts;
}
