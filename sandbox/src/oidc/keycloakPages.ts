/** Small pages keycloak-js loads in hidden iframes, as Keycloak serves them. */

/** Posts one message to the embedding window and does nothing else. */
export function renderPostMessagePage(message: 'supported' | 'unsupported'): string {
  return `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>3p-cookies</title></head>
<body><script>window.parent.postMessage(${JSON.stringify(message)}, '*');</script></body></html>`;
}

/**
 * Session-status iframe: answers "<client_id> <session_id>" messages. The sandbox does not track sessions per
 * browser tab, so it answers "unchanged"; a session ended elsewhere shows up at the next token refresh.
 */
export function renderLoginStatusIframe(): string {
  return `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>login-status</title></head>
<body><script>
window.addEventListener('message', function (event) {
  if (typeof event.data !== 'string' || event.data.split(' ').length !== 2) return;
  event.source.postMessage('unchanged', event.origin);
}, false);
</script></body></html>`;
}
