/**
 * The first calls of a cabinet's landing page, as the cabinet declares them (its package.json, `portal.landingCalls`;
 * the build copies them into mf-manifest.json's `metaData.landingPage.calls`). The host makes them while the
 * cabinet's code is still on its way, and the cabinet's own calls take the answers (decision 0050). Only calls that
 * read: a call made for nothing (the user went elsewhere) must change nothing. No zod: main.js reads them.
 */
export interface LandingCall {
  method: 'GET' | 'POST';
  /** Below /api/, no leading slash, with its query if it has one (`lkk/events/critical`). */
  path: string;
  /** The JSON body of a POST, as the page sends it; none when the page sends none. */
  body?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isLandingCall(value: unknown): value is LandingCall {
  if (!isPlainObject(value)) return false;
  const { method, path } = value;
  return (method === 'GET' || method === 'POST') && typeof path === 'string' && path.length > 0 && !path.startsWith('/') && !path.includes('..') && (method === 'POST' || !('body' in value));
}

export function isLandingCallList(value: unknown): value is LandingCall[] {
  return Array.isArray(value) && value.every(isLandingCall);
}

/** The same JSON value whatever the order of its keys, so a body sent by the page matches the declared one. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
