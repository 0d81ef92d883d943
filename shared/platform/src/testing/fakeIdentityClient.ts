import type { IdentityClient, IdentityInitOptions } from '../identity/identityClient';
import type { TokenClaims } from '../session/sessionState';

/** A keycloak-js stand-in for tests: tokens are plain strings, refreshes hand out `access-1`, `access-2`, … */
export class FakeIdentityClient implements IdentityClient {
  authenticated = false;
  token?: string;
  tokenParsed?: TokenClaims;
  idToken?: string;
  refreshToken?: string;
  subject?: string;
  realmAccess?: { roles: string[] };
  resourceAccess?: Record<string, { roles: string[] }>;
  timeSkew: number | null = null;

  readonly initCalls: IdentityInitOptions[] = [];
  readonly loginCalls: Array<{ redirectUri?: string; loginHint?: string } | undefined> = [];
  readonly logoutCalls: Array<{ redirectUri?: string } | undefined> = [];
  readonly updateTokenCalls: number[] = [];
  refreshCount = 0;
  /** What the next init does: sign in, stay anonymous or fail. */
  initOutcome: 'authenticated' | 'anonymous' | 'error' = 'authenticated';
  /** What each refresh does. */
  refreshOutcome: 'success' | 'error' = 'success';
  /** The HTTP status a failing refresh reports, like keycloak-js's NetworkError; none: a plain error. */
  refreshErrorStatus: number | undefined = undefined;
  /** Milliseconds a refresh takes. */
  refreshDelayMs = 10;

  signIn(token = 'access-0'): void {
    this.authenticated = true;
    this.token = token;
    this.tokenParsed = {
      sub: 'user-1',
      sid: 'sid-1',
      preferred_username: 'supplier',
      name: 'Иванов Иван Иванович',
      realm_access: { roles: ['user'] },
      resource_access: { 'portal-web': { roles: ['client'] } },
    };
    this.subject = 'user-1';
    this.idToken = `id-${token}`;
    this.refreshToken = `refresh-${token}`;
    this.realmAccess = { roles: ['user'] };
    this.resourceAccess = { 'portal-web': { roles: ['client'] } };
    this.timeSkew = 0;
  }

  async init(options: IdentityInitOptions): Promise<boolean> {
    this.initCalls.push(options);
    if (this.initOutcome === 'error') throw new Error('init failed');
    if (this.initOutcome === 'authenticated') this.signIn();
    return this.authenticated;
  }

  async login(options?: { redirectUri?: string; loginHint?: string }): Promise<void> {
    this.loginCalls.push(options);
  }

  async logout(options?: { redirectUri?: string }): Promise<void> {
    this.logoutCalls.push(options);
  }

  async updateToken(minValidity: number): Promise<boolean> {
    this.updateTokenCalls.push(minValidity);
    await new Promise((resolve) => setTimeout(resolve, this.refreshDelayMs));
    if (this.refreshOutcome === 'error') {
      if (this.refreshErrorStatus === undefined) throw new Error('refresh failed');
      throw Object.assign(new Error('Server responded with an invalid status.'), { response: new Response(null, { status: this.refreshErrorStatus }) });
    }
    this.refreshCount += 1;
    this.token = `access-${this.refreshCount}`;
    this.refreshToken = `refresh-${this.token}`;
    return true;
  }

  clearToken(): void {
    this.authenticated = false;
    delete this.token;
    delete this.refreshToken;
    delete this.idToken;
    delete this.tokenParsed;
  }
}
