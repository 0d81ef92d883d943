import type { Scope, User } from '@portal/api';
import { createDemoAccounts, type DemoAccount } from '../users/demoUsers';

/** The demo accounts and their user records, changed by the API for the run and restored by reset(). */
export class UserStore {
  private accounts: DemoAccount[] = createDemoAccounts();

  reset(): void {
    this.accounts = createDemoAccounts();
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

  private require(sub: string): DemoAccount {
    const account = this.bySub(sub);
    if (!account) throw new Error(`unknown account ${sub}`);
    return account;
  }
}
