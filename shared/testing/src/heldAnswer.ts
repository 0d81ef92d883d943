/**
 * An answer the test lets go. A mock handler awaits `held` before it answers; the test calls `release()` once it has
 * done what must happen while the request is under way (the second click of a double click). Unlike an answer
 * delayed by a fixed time, this holds however slow the machine is.
 */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
