/** Spec §6: editing a registry requires 'change' in its permissions list. */
export function canChange(permissions: readonly string[]): boolean {
  return permissions.includes('change');
}

/** Deleting is offered when the back end lists 'delete' (CONTRACT.md permissions). */
export function canDelete(permissions: readonly string[]): boolean {
  return permissions.includes('delete');
}
