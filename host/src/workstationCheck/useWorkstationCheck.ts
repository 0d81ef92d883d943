import { useEffect, useMemo, useState } from 'react';
import type { User } from '@portal/api';
import { createWorkstationProbe } from '@portal/platform/src/signing/workstationProbe';
import { runWorkstationCheck, type AccountSource, type WorkstationRun } from '@portal/platform/src/signing/workstationRun';
import { CHECK_ORDER, running } from '@portal/platform/src/signing/workstationChecks';
import { PLUGIN_SCRIPT_URL } from '../settings/hostSigning';
import { settingsApi } from '../settings/settingsApi';
import { browserFacts, readServerInfo, type ServerInfo } from './workstationSources';

const WAITING: WorkstationRun = { results: CHECK_ORDER.map(running), usable: [], chosen: null };

/**
 * Runs the platform's workstation check once `ready`, again on `recheck()` or a new certificate. The
 * signed-in user's certificates and МЧД come from the settings calls (GET certificate/all, vicarious/all).
 */
export function useWorkstationCheck(ready: boolean, user: User | null) {
  const [run, setRun] = useState<WorkstationRun>(WAITING);
  const [thumbprint, setThumbprint] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const account = useMemo<AccountSource | null>(
    () => (user ? { user, loginCertificates: settingsApi.loginCertificates, powersOfAttorney: async () => (await settingsApi.powersOfAttorney()).filter((entry) => !entry.isDeleted) } : null),
    [user],
  );

  useEffect(() => {
    if (!ready) return undefined;
    let live = true;
    let server: Promise<ServerInfo> | null = null;
    const serverInfo = () => (server ??= readServerInfo());
    void runWorkstationCheck(
      {
        probe: createWorkstationProbe({ scriptUrl: PLUGIN_SCRIPT_URL }),
        browser: async () => browserFacts((await serverInfo()).identityOrigin),
        // Asked again for the clock: the first answer may be seconds old after a slow plug-in.
        clock: async () => {
          server = null;
          return (await serverInfo()).clock;
        },
        account,
      },
      {
        thumbprint,
        onUpdate: (next) => {
          if (live) setRun(next);
        },
      },
    ).catch((error: unknown) => console.error('Workstation check failed', error));
    return () => {
      live = false;
    };
  }, [ready, account, thumbprint, generation]);

  return {
    run,
    chooseCertificate: (next: string) => setThumbprint(next),
    recheck: () => setGeneration((value) => value + 1),
  };
}
