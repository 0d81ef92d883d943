/**
 * A login certificate is registered (POST /certificate/add) only while it is in force. The sandbox's
 * CA knows each certificate's validFrom/validTo; the portal also sends dateTo (spec §3 'Certificate to save',
 * DD.MM.YYYY HH:mm:ss in the page's time zone), which must be the certificate's own and not past.
 */

/** A page's time zone is within 14 hours of UTC either way: a dateTo that far from validTo is the same moment. */
const TIME_ZONE_SLACK_MS = 14 * 60 * 60 * 1000;

export const DATE_TO_MISMATCH_TEXT = 'Срок действия в запросе не совпадает со сроком действия сертификата';

function russianDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).split('-').reverse().join('.');
}

/** Why the certificate may not be registered now (its validity has ended or not begun), or null. */
export function certificateValidityProblem({ validFrom, validTo }: { validFrom: string; validTo: string }, now = Date.now()): string | null {
  const from = Date.parse(validFrom);
  const to = Date.parse(validTo);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'Срок действия сертификата не распознан';
  if (now > to) return `Срок действия сертификата истёк ${russianDate(to)}`;
  if (now < from) return `Срок действия сертификата ещё не начался: он действует с ${russianDate(from)}`;
  return null;
}

/** DD.MM.YYYY HH:mm:ss read as that wall-clock time in UTC (ms), or null for an impossible date. */
function wallClockOf(dateTo: string): number | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(dateTo);
  if (!match) return null;
  const [day, month, year, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const date = new Date(ms);
  const exact = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hours < 24 && minutes < 60 && seconds < 60;
  return exact ? ms : null;
}

/** Why the sent dateTo is refused: unreadable, already past, or not the certificate's validTo; or null. */
export function dateToProblem(dateTo: string, validTo: string, now = Date.now()): string | null {
  const sent = wallClockOf(dateTo);
  if (sent === null) return `Неверная дата окончания действия сертификата «${dateTo}»`;
  if (sent + TIME_ZONE_SLACK_MS < now) return `Срок действия сертификата истёк ${dateTo.slice(0, 10)}`;
  if (Math.abs(sent - Date.parse(validTo)) > TIME_ZONE_SLACK_MS) return DATE_TO_MISMATCH_TEXT;
  return null;
}
