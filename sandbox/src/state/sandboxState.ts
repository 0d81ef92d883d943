import { FaultStore } from './faultStore';
import { RemoteAvailability } from './remoteAvailability';
import { UserStore } from './userStore';

/** Everything the sandbox keeps for the run; reset() restores the demo state. */
export class SandboxState {
  readonly users = new UserStore();
  readonly faults = new FaultStore();
  readonly remotes = new RemoteAvailability();

  reset(): void {
    this.users.reset();
    this.faults.clear();
    this.remotes.reset();
  }
}
