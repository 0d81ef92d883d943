import { sessionInitOptions } from '@portal/platform/src/identity/sessionInitOptions';

/**
 * Loads the silent sign-on check's landing page (spec §4) into a hidden frame while keycloak-js starts: the check's
 * own frame is sent there by the identity provider one round trip later and then finds it in the browser's cache
 * (the server lets it be kept an hour) instead of waiting for it (decision 0050). A frame, not a prefetch link:
 * Chrome keeps a frame's pages apart in its cache from what the page itself fetched. The page's script posts its
 * address to this window, which keycloak-js ignores (it listens to its own frame only). Only a visit without a likely
 * session runs the check; the frame goes once loaded.
 */
export function prefetchSilentCheckPage(doc: Document = document, origin: string = window.location.origin): void {
  const frame = doc.createElement('iframe');
  frame.src = sessionInitOptions(origin).silentCheckSsoRedirectUri;
  frame.title = 'silent-check-sso';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.addEventListener('load', () => frame.remove(), { once: true });
  doc.body.appendChild(frame);
}
