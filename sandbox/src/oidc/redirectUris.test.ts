/** @jest-environment node */
import { isAllowedRedirectUri } from './redirectUris';

describe('redirect URIs of portal-web', () => {
  const publicUrl = 'https://portal.example.ru';

  it('accepts any local port and the public origin', () => {
    expect(isAllowedRedirectUri('http://localhost:4100/', publicUrl)).toBe(true);
    expect(isAllowedRedirectUri('http://127.0.0.1:3000/silent-check-sso.html', publicUrl)).toBe(true);
    expect(isAllowedRedirectUri('https://portal.example.ru/lkk/main', publicUrl)).toBe(true);
  });

  it('refuses other hosts, other schemes and fragments', () => {
    expect(isAllowedRedirectUri('http://evil.example/', publicUrl)).toBe(false);
    expect(isAllowedRedirectUri('https://localhost:4100/', publicUrl)).toBe(false);
    expect(isAllowedRedirectUri('http://localhost:4100/#x', publicUrl)).toBe(false);
    expect(isAllowedRedirectUri('not a url', publicUrl)).toBe(false);
  });
});
