import { SettingsState } from '../settings/settingsState';
import { FaultStore } from './faultStore';
import { RemoteAvailability } from './remoteAvailability';
import { UserStore } from './userStore';

/** Everything the sandbox keeps for the run; reset() restores the demo state. */
export class SandboxState {
  readonly users = new UserStore();
  readonly faults = new FaultStore();
  readonly remotes = new RemoteAvailability();
  readonly settings = new SettingsState();

  reset(): void {
    this.users.reset();
    this.faults.clear();
    this.remotes.reset();
    this.settings.reset();
  }
}
