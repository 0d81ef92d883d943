import type { PowerOfAttorneyRecord as PowerOfAttorney } from '../api/contract/records';

export interface StoredPowerOfAttorney extends PowerOfAttorney {
  sub: string;
  innPerson: string;
  fileName: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The header's expiry notice shows while the active МЧД ends within this many days. */
export const EXPIRY_NOTICE_DAYS = 30;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Uploaded МЧД per user; deleting marks them deleted (the list keeps them, the portal hides them). */
export class PowerOfAttorneyStore {
  private entries: StoredPowerOfAttorney[] = [];
  private nextId = 1;

  reset(): void {
    this.entries = [];
    this.nextId = 1;
  }

  of(sub: string): PowerOfAttorney[] {
    return this.entries.filter((entry) => entry.sub === sub).map(({ id, number, innCompany, expirationDate, isDeleted }) => ({ id, number, innCompany, expirationDate, isDeleted }));
  }

  /** The user's power of attorney in force (not deleted), if any. */
  active(sub: string): StoredPowerOfAttorney | undefined {
    return this.entries.find((entry) => entry.sub === sub && !entry.isDeleted);
  }

  add(entry: Omit<StoredPowerOfAttorney, 'id' | 'isDeleted'>): StoredPowerOfAttorney {
    const stored = { ...entry, id: this.nextId, isDeleted: false };
    this.nextId += 1;
    this.entries.push(stored);
    return stored;
  }

  /** False when the user has no such entry in force. */
  remove(sub: string, id: number): boolean {
    const entry = this.entries.find((candidate) => candidate.sub === sub && candidate.id === id && !candidate.isDeleted);
    if (!entry) return false;
    entry.isDeleted = true;
    return true;
  }

  /** GET /vicarious/expiredStatus: status true while the active МЧД ends within EXPIRY_NOTICE_DAYS. */
  expiryOf(sub: string, now = new Date()): { status: boolean; expirationDate: string | null } {
    const active = this.active(sub);
    if (!active) return { status: false, expirationDate: null };
    const noticeFrom = isoDay(new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS));
    return { status: active.expirationDate <= noticeFrom, expirationDate: active.expirationDate };
  }
}

export function todayIso(now = new Date()): string {
  return isoDay(now);
}
