import { createRequire } from 'node:module';
import path from 'node:path';
import { providedVersionsOf, sharedSingletons } from '../../shared/build/src/sharedSingletons';
import type { Satisfy } from '../../shared/api/src/remotes';
import { runPortalRemotes } from './commands';

const root = path.resolve(__dirname, '..', '..');
const hostDir = path.join(root, 'host');
// The federation runtime's own semver check, as the host runs it (resolved where the host installs it).
const { satisfy } = createRequire(path.join(hostDir, 'package.json'))('@module-federation/enhanced/runtime') as { satisfy: Satisfy };

void runPortalRemotes(process.argv.slice(2), {
  // Read only when no running portal is named (--portal / PORTAL_PUBLIC_URL).
  checkoutHostVersions: () => providedVersionsOf(sharedSingletons(hostDir)),
  satisfy,
  out: (line) => console.log(line),
}).then((code) => {
  process.exitCode = code;
});
