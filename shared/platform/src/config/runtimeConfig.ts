/**
 * Settings ops control at run time through the host's GET /config (written from the environment by deploy/host),
 * handed to the platform by the host at start-up so every cabinet reads the same values.
 */
export interface RuntimeConfig {
  /** The fixed word naming the bank branch in the standalone registry detail route (spec §2). */
  registryBranchSegment: string;
}

/** Used when /config does not name a branch word. */
export const DEFAULT_REGISTRY_BRANCH_SEGMENT = 'factoring';

let current: RuntimeConfig = { registryBranchSegment: DEFAULT_REGISTRY_BRANCH_SEGMENT };

/** Called by the host with what /config said; a missing or unusable value keeps the default. */
export function setRuntimeConfig(config: { registryBranchSegment?: string | undefined }): void {
  const word = config.registryBranchSegment?.trim() ?? '';
  current = { registryBranchSegment: /^[A-Za-z0-9_-]+$/.test(word) ? word : DEFAULT_REGISTRY_BRANCH_SEGMENT };
}

export function runtimeConfig(): RuntimeConfig {
  return current;
}
