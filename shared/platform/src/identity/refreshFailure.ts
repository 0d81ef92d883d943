/** The HTTP status the identity provider answered a failed refresh with (keycloak-js's NetworkError), if any. */
export function refreshFailureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** keycloak-js rejects init with this when the id token's nonce is not the one it sent (it clears the token). */
export function isInvalidNonce(error: unknown): boolean {
  return error instanceof Error && error.message === 'Invalid nonce.';
}
