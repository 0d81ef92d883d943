import type { World } from '../world/world';
import type { OwnerKey } from '../world/worldTypes';
import type { SandboxReward } from './rewardModel';
import { seedRewards } from './rewardSeed';

export class RewardsState {
  private readonly rewards: Map<number, SandboxReward>;

  constructor(world: World) {
    this.rewards = new Map(seedRewards(world).map((reward) => [reward.id, reward]));
  }

  of(owner: OwnerKey): SandboxReward[] {
    return [...this.rewards.values()].filter((reward) => reward.owner === owner);
  }

  /** The owner's reward, or undefined: another user's reward is as good as missing. */
  owned(owner: OwnerKey, id: number): SandboxReward | undefined {
    const reward = this.rewards.get(id);
    return reward && reward.owner === owner ? reward : undefined;
  }
}

// Keyed by the world's contract map, which World.reset() replaces: a reset re-seeds the rewards without a hook.
const states = new WeakMap<object, RewardsState>();

/** The rewards of this world, seeded from it on first use (and again after each reset). */
export function rewardsOf(world: World): RewardsState {
  let state = states.get(world.contracts);
  if (!state) {
    state = new RewardsState(world);
    states.set(world.contracts, state);
  }
  return state;
}
