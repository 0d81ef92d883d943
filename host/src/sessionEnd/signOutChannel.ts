/**
 * Tells the portal's other tabs that this one signed out, and hears them (a shared office PC: signing out in one tab
 * signs every tab out at once). BroadcastChannel where the browser has it, a storage event otherwise.
 */
const CHANNEL = 'portal-session';
const STORAGE_KEY = 'portal.signedOutAt';
const SIGNED_OUT = 'signed-out';

/** This tab is the one signing out: its own listener (another channel object in the same tab) hears it too. */
let signingOutHere = false;

export function announceSignOut(): void {
  signingOutHere = true;
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(SIGNED_OUT);
    channel.close();
    return;
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch (error) {
    console.error('Telling the other tabs about the sign-out failed', error);
  }
}

/** Calls `onSignOut` when another tab signs out; returns the function that stops listening. */
export function onOtherTabSignOut(onSignOut: () => void): () => void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT && !signingOutHere) onSignOut();
    };
    return () => channel.close();
  }
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue !== null) onSignOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
