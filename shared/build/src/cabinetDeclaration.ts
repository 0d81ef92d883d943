import path from 'node:path';
import { existsSync } from 'node:fs';
// @portal/build does not depend on the API package; the rules the host reads with are taken from the source.
import { checkCabinetFacts, type CabinetFacts } from '../../api/src/remotes/cabinetFacts';
import { unknownLandingCalls } from '../../api/src/remotes/landingCalls';

/**
 * What a remote's package.json declares about its cabinet (`portal.cabinet`, decision 0054): its name, home and
 * landing page (the facts the host reads from the manifest), the module its landing route renders (whose scripts
 * and shared modules the manifest lists for preloading) and the page's first calls. Moving the landing page,
 * renaming the cabinet or changing its calls edits this one file of the remote; the host is not rebuilt.
 */
export interface CabinetDeclaration {
  facts: CabinetFacts;
  /** Absolute path of the landing page's module. */
  landingModule: string;
  /** The landing page's first calls, each one of the reads the host knows (LANDING_READS). */
  calls: unknown[];
}

interface DeclaredCabinet {
  name?: unknown;
  home?: unknown;
  landing?: { path?: unknown; module?: unknown; calls?: unknown };
}

/** Reads and checks the declaration; anything the host would refuse stops the build with the reason. */
export function cabinetDeclaration(packageName: string, packageDir: string, scope: string, declared: unknown): CabinetDeclaration {
  const fail = (why: string): never => {
    throw new Error(`${packageName}: package.json portal.cabinet ${why}`);
  };
  if (typeof declared !== 'object' || declared === null) return fail('is missing (name, home, landing: { path, module, calls })');
  const { name, home, landing = {} } = declared as DeclaredCabinet;
  const facts = checkCabinetFacts(scope, { name, home, landing: landing.path });
  if (!facts) return fail(`needs a name (one line) and home and landing.path under /${scope.toLowerCase()} (found ${JSON.stringify({ name, home, landing: landing.path })})`);
  if (typeof landing.module !== 'string' || !landing.module) return fail('landing.module must name the landing page\'s module, relative to the package');
  const landingModule = path.resolve(packageDir, landing.module);
  if (!existsSync(landingModule)) fail(`landing.module ${landing.module} does not exist`);
  const calls = landing.calls ?? [];
  if (!Array.isArray(calls)) return fail('landing.calls must be a list of calls');
  const refused = unknownLandingCalls(calls);
  if (refused.length) fail(`landing.calls has calls the host does not make early (reads of LANDING_READS only): ${JSON.stringify(refused)}`);
  return { facts, landingModule, calls };
}
