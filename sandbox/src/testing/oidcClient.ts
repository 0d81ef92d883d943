import { CookieJar } from './cookieJar';
import { createPkce } from './pkce';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export const TEST_REDIRECT_URI = 'http://localhost:5999/';
const CLIENT_ID = 'portal-web';

/**
 * Drives the provider like keycloak-js in a browser: authorization request with PKCE, the login form,
 * the redirect with the code in the fragment, the token request. One instance is one browser.
 */
export class OidcTestClient {
  readonly jar = new CookieJar();

  /** `headers`: sent with every request, e.g. the X-Forwarded-For a proxy in front of the sandbox adds. */
  constructor(
    private readonly origin: string,
    private readonly issuer: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async get(url: string): Promise<Response> {
    const address = new URL(url, this.origin);
    const response = await fetch(address, { redirect: 'manual', headers: { ...this.headers, cookie: this.jar.header(address.href) } });
    this.jar.store(response);
    return response;
  }

  async postForm(url: string, fields: Record<string, string>): Promise<Response> {
    const address = new URL(url, this.origin);
    const response = await fetch(address, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...this.headers, cookie: this.jar.header(address.href), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects until a page answers (200) or the redirect leaves for the client's redirect URI. */
  async follow(response: Response): Promise<{ response: Response; location?: string }> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current };
      const absolute = new URL(location, this.origin).href;
      if (absolute.startsWith(TEST_REDIRECT_URI)) return { response: current, location: absolute };
      current = await this.get(absolute);
    }
    throw new Error('too many redirects');
  }

  authorizationUrl(challenge: string, extra: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      state: 'test-state',
      nonce: 'test-nonce',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return `${this.issuer}/protocol/openid-connect/auth?${params}`;
  }

  /** Opens the authorization URL: the login page's HTML, or the code when the IdP session already exists. */
  async authorize(challenge: string, extra: Record<string, string> = {}): Promise<{ html?: string; redirect?: URL }> {
    const { response, location } = await this.follow(await this.get(this.authorizationUrl(challenge, extra)));
    if (location) return { redirect: new URL(location) };
    return { html: await response.text() };
  }

  /** Submits the login form found in `html`. */
  async submitLogin(html: string, username: string, password: string): Promise<{ html?: string; redirect?: URL; status: number }> {
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error('no login form in the page');
    const { response, location } = await this.follow(await this.postForm(action.replace(/&amp;/g, '&'), { username, password }));
    if (location) return { redirect: new URL(location), status: response.status };
    return { html: await response.text(), status: response.status };
  }

  async exchangeCode(code: string, verifier: string): Promise<Response> {
    return this.postForm(`${this.issuer}/protocol/openid-connect/token`, {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      redirect_uri: TEST_REDIRECT_URI,
      code_verifier: verifier,
    });
  }

  async refresh(refreshToken: string): Promise<Response> {
    return this.postForm(`${this.issuer}/protocol/openid-connect/token`, {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: refreshToken,
    });
  }

  /** The whole sign-in: tokens of `username`. */
  async signIn(username: string, password = 'demo'): Promise<TokenSet> {
    const pkce = createPkce();
    const page = await this.authorize(pkce.challenge);
    const result = page.redirect ? page : await this.submitLogin(page.html ?? '', username, password);
    if (!result.redirect) throw new Error(`sign-in of ${username} did not redirect back`);
    const code = new URLSearchParams(result.redirect.hash.slice(1)).get('code');
    if (!code) throw new Error(`no code in ${result.redirect.href}`);
    const response = await this.exchangeCode(code, pkce.verifier);
    if (!response.ok) throw new Error(`token request failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as TokenSet;
  }
}
