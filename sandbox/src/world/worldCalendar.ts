/**
 * The date the demo world was written around: every seeded date is set relative to it, and the demo users' login
 * times are given on it. Tests keep the world here (SANDBOX_TODAY=2025-05-12), so dates and figures are the same on
 * every run.
 */
export const WORLD_ANCHOR = '2025-05-12';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO date of `now` on the server's own calendar (its time zone), as a person there would read it. */
function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The world's "today": SANDBOX_TODAY as an ISO date (YYYY-MM-DD) fixes it (the tests' setting); unset, empty or
 * `today`, it is the server's own today, so a demo looks alive: every seeded date moves with it. Anything else is a
 * mistake worth stopping for, not a silently wrong world.
 */
export function worldTodayFrom(env: Readonly<Record<string, string | undefined>>, now: Date = new Date()): string {
  const value = env.SANDBOX_TODAY?.trim() ?? '';
  if (value === '' || value === 'today') return localIsoDate(now);
  const match = ISO_DATE.exec(value);
  const parsed = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!parsed || parsed.toISOString().slice(0, 10) !== value) {
    throw new Error(`SANDBOX_TODAY must be a date as YYYY-MM-DD (e.g. ${WORLD_ANCHOR}) or "today", not "${value}"`);
  }
  return value;
}

/** The demo world's "today" for this run (see worldTodayFrom). */
export const WORLD_TODAY = worldTodayFrom(process.env);

/** Whole days from `fromIso` to `toIso` (ISO dates). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS);
}

/**
 * A date or date-time written on the anchor's calendar (e.g. a demo user's last login), moved by as many days as the
 * world's today is from the anchor; the time of day stays.
 */
export function shiftFromAnchor(isoDateOrDateTime: string, today: string = WORLD_TODAY): string {
  const days = daysBetween(WORLD_ANCHOR, today);
  return `${addDays(isoDateOrDateTime.slice(0, 10), days)}${isoDateOrDateTime.slice(10)}`;
}

/** The ISO date `days` after `isoDate` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** DD.MM.YYYY (spec §9 date format). */
export function russianDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
