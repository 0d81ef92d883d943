const CABINET_PATH = /^\/(lk[kdap])(?:\/|$)/i;

/** The cabinet scope a path belongs to: /lkk/main → LKK; null outside the cabinets. */
export function scopeOfPath(pathname: string): string | null {
  return CABINET_PATH.exec(pathname)?.[1]?.toUpperCase() ?? null;
}
