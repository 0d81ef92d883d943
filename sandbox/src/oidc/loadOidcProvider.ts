import type Provider from 'oidc-provider';

/**
 * The one notice oidc-provider prints about the runtime itself when its module is first evaluated: it asks for Node 22,
 * this machine runs Node 20, on which the provider works (TOOLCHAIN.md). Nothing the sandbox does can answer it, so it
 * is left out; every other warning of the provider goes through.
 */
export const UNSUPPORTED_RUNTIME_NOTICE = 'oidc-provider WARNING: Unsupported runtime.';

/** Whether console.warn's arguments are the runtime notice (possibly wrapped in a terminal's colour codes). */
export function isUnsupportedRuntimeNotice(args: readonly unknown[]): boolean {
  return args.length === 1 && typeof args[0] === 'string' && args[0].includes(UNSUPPORTED_RUNTIME_NOTICE);
}

/** The Provider class, loaded (by `load`: the module's import; tests pass their own) without the runtime notice. */
export async function loadOidcProvider(load: () => Promise<{ default: typeof Provider }> = () => import('oidc-provider')): Promise<typeof Provider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!isUnsupportedRuntimeNotice(args)) warn.apply(console, args);
  };
  try {
    return (await load()).default;
  } finally {
    console.warn = warn;
  }
}
