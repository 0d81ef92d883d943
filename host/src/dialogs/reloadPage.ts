/** Reloads the page (its own module so tests can observe it: jsdom's location cannot be replaced). */
export function reloadPage(): void {
  window.location.reload();
}
