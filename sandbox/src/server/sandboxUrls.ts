import type { Scope } from '@portal/api';

/** Where a started sandbox answers: what startSandbox returns and printBanner prints. */
export interface SandboxUrls {
  main: string;
  config: string;
  remotesJson: string;
  issuer: string;
  /** scope → the remote's mf-manifest.json on its listener */
  remotes: Partial<Record<Scope, string>>;
  /** port → origin of each extra static listener */
  extraStatic: Record<number, string>;
  remotesFile: string;
}
