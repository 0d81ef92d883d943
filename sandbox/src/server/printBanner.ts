import { DEMO_PASSWORD } from '../users/demoUsers';
import type { SandboxState } from '../state/sandboxState';
import type { SandboxUrls } from './sandboxUrls';

/**
 * What a developer needs after `pnpm --filter @portal/sandbox start`. The test controls' address is printed only
 * when they are served (a deployed API, SANDBOX_TEST_CONTROLS=off, does not advertise them).
 */
export function printBanner(urls: SandboxUrls, state: SandboxState, { testControls }: { testControls: boolean }): void {
  const lines = [
    '',
    `Portal sandbox: ${urls.main}`,
    `  identity provider (issuer): ${urls.issuer}`,
    `  /config: ${urls.config}   /remotes.json: ${urls.remotesJson} (file ${urls.remotesFile}, re-read on every request)`,
    ...Object.entries(urls.remotes).map(([scope, url]) => `  remote ${scope}: ${url}`),
    ...Object.values(urls.extraStatic).map((origin) => `  extra static: ${origin}`),
    testControls ? `  test controls: ${urls.main}/__sandbox/{faults,remotes/<scope>/offline|online,shapes,reset}` : '  test controls: off',
    `  answers: ${state.shapes.mode === 'spec' ? 'spec-only (only the calls and fields spec §7/§3 name; SANDBOX_SHAPES=spec)' : 'full (SANDBOX_SHAPES=spec answers only what the spec names)'}`,
    '',
    `Demo users (password "${DEMO_PASSWORD}"):`,
    ...state.users
      .all()
      .map(({ user }) => `  ${user.username.padEnd(10)} ${user.scope}  availableSystems ${user.availableSystems.join(',')}  ${user.fio}, ${user.shortName}`),
    '',
  ];
  console.log(lines.join('\n'));
}
