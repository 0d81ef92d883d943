import { createSigningBridge, type SigningBridge, type SigningBridgeOptions } from './signingBridge';

let bridge: SigningBridge = createSigningBridge();

/**
 * Sets where the plug-in comes from (the host does this once at start-up: the sandbox's emulator in sandbox
 * builds, CryptoPro's cadesplugin_api.js otherwise). Remotes only use `signing`.
 */
export function configureSigning(options: SigningBridgeOptions): void {
  bridge = createSigningBridge(options);
}

/** The page's one signing bridge: @portal/platform is a federation singleton, so host and remotes share it. */
export const signing: SigningBridge = {
  load: () => bridge.load(),
  listCertificates: () => bridge.listCertificates(),
  findCertificate: (thumbprint) => bridge.findCertificate(thumbprint),
  hash: (content) => bridge.hash(content),
  signDetached: (thumbprint, content) => bridge.signDetached(thumbprint, content),
};
