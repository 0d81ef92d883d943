import { createStore } from 'zustand/vanilla';
import type { Scope } from '@portal/api';
import type { CabinetFacts } from '@portal/api/remotes';

/**
 * What each cabinet says about itself (name, home, landing page), as its running manifest declares it (decision
 * 0054): the host compiles in no cabinet's facts. The registry puts a cabinet's here once its manifest has passed the
 * identity and version checks, so the version that runs is the one that speaks.
 */
export const cabinetFactsStore = createStore<Partial<Record<Scope, CabinetFacts>>>()(() => ({}));

export function setCabinetFacts(scope: Scope, facts: CabinetFacts | null): void {
  if (facts) cabinetFactsStore.setState({ [scope]: facts });
}

/** Forgets every cabinet's facts (tests). */
export function resetCabinetFacts(): void {
  cabinetFactsStore.setState({}, true);
}
