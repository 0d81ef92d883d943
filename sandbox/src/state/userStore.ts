import { randomUUID } from 'node:crypto';
import type { Scope } from '@portal/api';
import type { UserRecord as User } from '../api/contract/records';
import { createDemoAccounts, type DemoAccount } from '../users/demoUsers';

/** A УКЭП sign-in ticket is good for one minute. */
const LOGIN_TICKET_TTL_MS = 60_000;
/** Enough old passwords for any passwordHistory the realm is likely to ask for. */
const PASSWORDS_REMEMBERED = 24;

/** The demo accounts and their user records, changed by the API for the run and restored by reset(). */
export class UserStore {
  private accounts: DemoAccount[] = createDemoAccounts();
  private loginTickets = new Map<string, { sub: string; expires: number }>();
  private readonly passwordListeners: Array<(sub: string, sessionUid: string | undefined) => void> = [];
  /** Back-end sessions opened by POST session/basic/login and closed by GET session/logout: sub → session id. */
  private backendSessions = new Map<string, string>();
  /** Passwords each account had before its current one, newest first (the realm's passwordHistory). */
  private previousPasswords = new Map<string, string[]>();
  /** Access tokens issued (iat, seconds) before this are refused as expired: the test control's "expire now". */
  private accessTokensValidFrom = 0;

  reset(): void {
    this.accessTokensValidFrom = 0;
    this.accounts = createDemoAccounts();
    this.loginTickets.clear();
    this.backendSessions.clear();
    this.previousPasswords.clear();
  }

  /** POST session/basic/login: opens (or renews) the caller's back-end session; returns its id. */
  openBackendSession(sub: string): string {
    this.require(sub);
    const id = randomUUID();
    this.backendSessions.set(sub, id);
    return id;
  }

  /** GET session/logout: false when the caller had no back-end session open. */
  closeBackendSession(sub: string): boolean {
    return this.backendSessions.delete(sub);
  }

  hasBackendSession(sub: string): boolean {
    return this.backendSessions.has(sub);
  }

  /** Test control: every access token issued so far counts as expired; refreshed ones (issued from now) pass. */
  expireAccessTokens(nowMs = Date.now()): number {
    this.accessTokensValidFrom = Math.floor(nowMs / 1000);
    return this.accessTokensValidFrom;
  }

  isExpiredByControl(issuedAt: number | undefined): boolean {
    return (issuedAt ?? 0) < this.accessTokensValidFrom;
  }

  all(): readonly DemoAccount[] {
    return this.accounts;
  }

  bySub(sub: string): DemoAccount | undefined {
    return this.accounts.find((account) => account.sub === sub);
  }

  byUsername(username: string): DemoAccount | undefined {
    const wanted = username.trim().toLowerCase();
    return this.accounts.find((account) => account.user.username === wanted);
  }

  /** The account when the password matches, else undefined. */
  authenticate(username: string, password: string): DemoAccount | undefined {
    const account = this.byUsername(username);
    return account && account.password === password ? account : undefined;
  }

  setScope(sub: string, scope: Scope): User {
    const account = this.require(sub);
    account.user = { ...account.user, scope };
    return account.user;
  }

  /** PUT /v2/user/lastlogin: the current login becomes the previous one, now becomes current. */
  recordLogin(sub: string, now: Date): User {
    const account = this.require(sub);
    account.user = { ...account.user, previousLoginTime: account.user.currentLoginTime, currentLoginTime: now.toISOString() };
    return account.user;
  }

  /** A password change (either call of spec §7): the old password stops working at the login form. */
  changePassword(sub: string, password: string, sessionUid?: string): User {
    const account = this.require(sub);
    this.previousPasswords.set(sub, [account.password, ...(this.previousPasswords.get(sub) ?? [])].slice(0, PASSWORDS_REMEMBERED));
    account.password = password;
    account.user = { ...account.user, hasActualPassword: true };
    for (const listener of this.passwordListeners) listener(sub, sessionUid);
    return account.user;
  }

  /** The account's current password and those before it, newest first (for the realm's passwordHistory). */
  recentPasswords(sub: string): string[] {
    return [this.require(sub).password, ...(this.previousPasswords.get(sub) ?? [])];
  }

  /**
   * Called after every password change with the account's subject and the session it was made in (the identity
   * provider revokes the account's other sessions).
   */
  onPasswordChanged(listener: (sub: string, sessionUid: string | undefined) => void): void {
    this.passwordListeners.push(listener);
  }

  /** POST /v2/user/changeEmail. */
  setEmail(sub: string, email: string): User {
    const account = this.require(sub);
    account.user = { ...account.user, email };
    return account.user;
  }

  /** A one-time ticket that signs the account in at the provider's login (УКЭП sign-in, see sandbox/README.md). */
  issueLoginTicket(sub: string, now = Date.now()): string {
    this.require(sub);
    const ticket = randomUUID();
    this.loginTickets.set(ticket, { sub, expires: now + LOGIN_TICKET_TTL_MS });
    return ticket;
  }

  /** The account of an unused, unexpired ticket; the ticket is used up either way. */
  redeemLoginTicket(ticket: string, now = Date.now()): DemoAccount | undefined {
    const entry = this.loginTickets.get(ticket);
    this.loginTickets.delete(ticket);
    if (!entry || entry.expires < now) return undefined;
    return this.bySub(entry.sub);
  }

  private require(sub: string): DemoAccount {
    const account = this.bySub(sub);
    if (!account) throw new Error(`unknown account ${sub}`);
    return account;
  }
}
