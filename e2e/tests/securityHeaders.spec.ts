import { E2E_BASE_URL, E2E_REMOTE_PORTS, manifestUrl } from '../support/ports';
import { expect, test } from '../support/portalTest';
import { cabinetMenu, signIn } from '../support/signIn';
import { enterSignedIn } from '../support/signedIn';

// The sandbox serves production's policy (deploy/security), so every browser test runs under it and fails on a
// violation (support/portalTest.ts). Here: the headers themselves, and proof that the collector catches one.

test('pages carry a strict Content-Security-Policy and the other security headers', async ({ request }) => {
  for (const path of ['/', '/lkk/main', '/main.js', '/silent-check-sso.html']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    // The portal, the silent sign-on page's one inline line by its hash, the remotes: nothing else runs.
    expect(policy, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' http:\/\/localhost:/);
    expect(policy, path).not.toContain('unsafe-eval');
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("base-uri 'self'");
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['permissions-policy'], path).toContain('camera=()');
  }
});

test('/config and a remote\'s federation files are not sniffed, /config has the policy too', async ({ request }) => {
  const config = await request.get('/config');
  expect(config.headers()['x-content-type-options']).toBe('nosniff');
  expect(config.headers()['content-security-policy']).toContain("object-src 'none'");
  const remote = manifestUrl(E2E_REMOTE_PORTS.LKD);
  for (const url of [remote, remote.replace('mf-manifest.json', 'remoteEntry.js')]) {
    const response = await request.get(url, { headers: { origin: E2E_BASE_URL } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
    expect(response.headers()['access-control-allow-origin'], url).toBe(E2E_BASE_URL);
  }
});

test("a remote shares its files with the portal's origin only", async ({ request }) => {
  const manifest = manifestUrl(E2E_REMOTE_PORTS.LKK);
  const portal = await request.get(manifest, { headers: { origin: E2E_BASE_URL } });
  expect(portal.headers()['access-control-allow-origin']).toBe(E2E_BASE_URL);
  const stranger = await request.get(manifest, { headers: { origin: 'http://evil.example' } });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the token cookies are SameSite=Strict, readable by the app (spec §4) and Secure only over https', async ({ page, context }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page)).toBeVisible();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  for (const name of ['access_token', 'refresh_token']) {
    // the spec keeps them readable by the app (httpOnly false): the portal lives on a host name of its own (docs/operations.md)
    expect(cookies[name], name).toMatchObject({ sameSite: 'Strict', httpOnly: false, secure: false, path: '/' });
    expect(cookies[name]?.expires, name).toBeGreaterThan(Date.now() / 1000);
  }
});

test.describe('the violation collector', () => {
  test.use({ allowCspViolations: true });

  test('catches an injected inline script, which does not run', async ({ page, cspViolations }) => {
    await enterSignedIn(page, 'agent');
    await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Заявки');
    expect(cspViolations).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join('\n')).toContain('script-src');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
