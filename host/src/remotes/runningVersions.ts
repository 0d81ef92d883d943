import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Scope } from '@portal/api';

/** The version of a cabinet running on this page: its build label (mf-manifest.json) and where it came from. */
export interface RunningCabinet {
  scope: Scope;
  url: string;
  /** metaData.buildInfo.buildVersion; null when the manifest names none. */
  version: string | null;
}

interface RunningVersions {
  cabinet: RunningCabinet | null;
}

/** The cabinet version the user runs now (one cabinet per page); support reads it in the user menu. */
export const runningVersions = createStore<RunningVersions>()(() => ({ cabinet: null }));

export function setRunningCabinet(cabinet: RunningCabinet): void {
  runningVersions.setState({ cabinet });
}

/** The host's own build label. */
export const HOST_VERSION: string = __APP_VERSION__;

/** "портал 0.1.0, кабинет 0.2.0": what the user menu shows (the user never sees a canary bucket, only versions). */
export function useRunningVersionsText(): string {
  const cabinet = useStore(runningVersions, (state) => state.cabinet);
  return cabinet ? `Версия портала ${HOST_VERSION}, кабинета ${cabinet.version ?? 'не указана'}` : `Версия портала ${HOST_VERSION}`;
}

/** The line every front-end error report carries (platform's setErrorLogContext). */
export function describeRunningVersions(): string {
  const cabinet = runningVersions.getState().cabinet;
  return `Versions: host ${HOST_VERSION}${cabinet ? `; ${cabinet.scope} ${cabinet.version ?? 'unknown'} (${cabinet.url})` : ''}`;
}

/** Forgets the running cabinet (tests). */
export function resetRunningVersions(): void {
  runningVersions.setState({ cabinet: null });
}
