interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Whether a cookie of `cookiePath` goes with a request for `requestPath` (RFC 6265 §5.1.4). */
function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (cookiePath === requestPath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/**
 * A minimal cookie jar for driving the provider's redirects with fetch in tests: one origin, and, as a browser does,
 * a cookie goes only with requests under its Path (the provider scopes its interaction cookies to one address).
 */
export class CookieJar {
  /** By name and path: a browser keeps a cookie of the same name for each path apart. */
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const pathAttribute = attributes.map((attribute) => attribute.trim()).find((attribute) => /^path=/i.test(attribute));
      const path = pathAttribute ? pathAttribute.slice('path='.length) : '/';
      const key = `${name};${path}`;
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(header);
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  /** The Cookie header a browser sends with a request for `url` (a path or an absolute URL). */
  header(url: string): string {
    const requestPath = new URL(url, 'http://localhost').pathname;
    return [...this.cookies.values()]
      .filter((cookie) => pathMatches(cookie.path, requestPath))
      // Longer paths first, as browsers order them.
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return [...this.cookies.values()].some((cookie) => cookie.name === name);
  }
}
