import type { Scope } from '@portal/api';

/** Which cabinet remotes the tests have switched off (their static listener answers 503). */
export class RemoteAvailability {
  private readonly offline = new Set<Scope>();

  setOffline(scope: Scope, offline: boolean): void {
    if (offline) this.offline.add(scope);
    else this.offline.delete(scope);
  }

  isOffline(scope: Scope): boolean {
    return this.offline.has(scope);
  }

  reset(): void {
    this.offline.clear();
  }
}
