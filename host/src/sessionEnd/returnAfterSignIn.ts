/**
 * The page a session ended on, kept in the tab across the sign-in round trip (decision 0059): after signing in again
 * the same user is taken back there instead of the cabinet's landing page; anyone else lands as usual.
 */
const STORAGE_KEY = 'portal.returnAfterSignIn';

interface ReturnTarget {
  path: string;
  user: string;
}

export function rememberReturnPath(target: ReturnTarget): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(target));
  } catch (error) {
    console.error('Remembering the page failed', error);
  }
}

/** The page to go back to for `user`, once; null when there is none or it was someone else's. */
export function takeReturnPath(user: string): string | null {
  let target: Partial<ReturnTarget> | null = null;
  try {
    target = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ReturnTarget> | null;
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  // Only a path of this site: never a full address someone could have planted.
  if (!target || target.user !== user || typeof target.path !== 'string' || !target.path.startsWith('/') || target.path.startsWith('//')) return null;
  return target.path;
}
