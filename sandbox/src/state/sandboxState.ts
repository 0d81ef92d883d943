import { SettingsState } from '../settings/settingsState';
import { FaultStore } from './faultStore';
import { RemoteAvailability } from './remoteAvailability';
import { UserStore } from './userStore';
import { World } from '../world/world';
import { resetRegistryTabFlags } from '../controls/registryTabFlags';
import { resetEvents } from '../events/eventsState';
import { ShapeSettings, type ShapeMode } from './shapeMode';
import type { UploadLimits } from '../uploads/uploadLimits';

/** Everything the sandbox keeps for the run; reset() restores the demo state. */
export class SandboxState {
  readonly users = new UserStore();
  readonly faults = new FaultStore();
  readonly remotes = new RemoteAvailability();
  readonly settings: SettingsState;
  /** The demo world: contracts, supplies, registries, files (sandbox/src/world). */
  readonly world: World;
  /** Answer shapes of /api/ (sandbox/README.md "Spec-only mode"): `full`, or `spec` (only what the spec promises). */
  readonly shapes: ShapeSettings;

  constructor(options: { shapes?: ShapeMode; uploadLimits?: Partial<UploadLimits>; signChallengeCapacity?: number } = {}) {
    this.settings = new SettingsState(options.signChallengeCapacity);
    this.shapes = new ShapeSettings(options.shapes);
    this.world = new World(options.uploadLimits);
  }

  reset(): void {
    this.users.reset();
    this.faults.clear();
    this.remotes.reset();
    this.settings.reset();
    this.world.reset();
    resetEvents(this.world);
    resetRegistryTabFlags();
    this.shapes.reset();
  }
}
