/** @jest-environment node */
import { isAllowedRedirectUri } from './redirectUris';

describe('redirect URIs of portal-web', () => {
  const origins = ['https://portal.example.ru', 'http://localhost:8080'];

  it("accepts the portal's callback pages on its configured origins", () => {
    expect(isAllowedRedirectUri('https://portal.example.ru', origins)).toBe(true);
    expect(isAllowedRedirectUri('https://portal.example.ru/', origins)).toBe(true);
    expect(isAllowedRedirectUri('http://localhost:8080/silent-check-sso.html', origins)).toBe(true);
  });

  it('refuses any other path on the portal origin, and queries or credentials in the URI', () => {
    expect(isAllowedRedirectUri('https://portal.example.ru/lkk/main', origins)).toBe(false);
    expect(isAllowedRedirectUri('https://portal.example.ru/main.js', origins)).toBe(false);
    expect(isAllowedRedirectUri('https://portal.example.ru/silent-check-sso.html/x', origins)).toBe(false);
    expect(isAllowedRedirectUri('https://portal.example.ru/?next=//evil.example', origins)).toBe(false);
    expect(isAllowedRedirectUri('https://user@portal.example.ru/', origins)).toBe(false);
  });

  it('refuses any other local port, other hosts, other schemes and fragments', () => {
    expect(isAllowedRedirectUri('http://localhost:4100/', origins)).toBe(false);
    expect(isAllowedRedirectUri('http://127.0.0.1:8080/', origins)).toBe(false);
    expect(isAllowedRedirectUri('http://evil.example/', origins)).toBe(false);
    expect(isAllowedRedirectUri('http://portal.example.ru/', origins)).toBe(false);
    expect(isAllowedRedirectUri('https://portal.example.ru/#x', origins)).toBe(false);
    expect(isAllowedRedirectUri('not a url', origins)).toBe(false);
  });
});
