import { expect, test, type Request } from '../support/portalTest';
import { E2E_NEWER_KIT_PORT, E2E_PORT, E2E_REMOTE_PORTS, E2E_SWAP_PORTS, NEWER_KIT_VERSION, SWAP_VERSION, defaultRemotes, manifestUrl } from '../support/ports';
import { resetSandbox, setRemoteOnline, writeRemotesFile } from '../support/sandboxControl';
import { DEMO_USERS } from '../support/demoUsers';
import { cabinetMenu, signIn } from '../support/signIn';

test.beforeEach(async () => {
  await resetSandbox();
});

test.afterEach(async () => {
  await resetSandbox();
});

test('only the needed remote is loaded and react is downloaded once', async ({ page }) => {
  await signIn(page, 'agent');
  await expect(cabinetMenu(page).getByRole('link')).toHaveText(['Заявки', 'Вознаграждения', 'ЭДО']);

  // Count the scripts of one whole page load of the cabinet (sign-in itself is several page loads).
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.reload();
  await expect(cabinetMenu(page).getByRole('link')).toHaveText(['Заявки', 'Вознаграждения', 'ЭДО']);

  const fromPort = (port: number) => scripts.filter((url) => new URL(url).port === String(port));
  expect(fromPort(E2E_REMOTE_PORTS.LKA).length).toBeGreaterThan(0);
  for (const scope of ['LKK', 'LKD', 'LKP'] as const) expect(fromPort(E2E_REMOTE_PORTS[scope])).toEqual([]);

  // Shared chunks are named after the module they hold (shared/build uses named chunk ids).
  const reactChunks = scripts.filter((url) => /node_modules_react_index_js/.test(url));
  expect(reactChunks, scripts.join('\n')).toHaveLength(1);
  expect(new URL(reactChunks[0] ?? '').port).toBe(String(E2E_PORT));
  // No shared module comes twice, and the remote brings no react or react-dom of its own.
  expect(new Set(scripts).size, scripts.join('\n')).toBe(scripts.length);
  expect(fromPort(E2E_REMOTE_PORTS.LKA).filter((url) => /node_modules_react/.test(url))).toEqual([]);
  // Chakra (with Ark UI) comes once, behind the host's UI kit entry; the remote brings no Chakra, Ark UI or router.
  const chakraChunks = scripts.filter((url) => /ark-ui|chakra-ui/.test(url));
  expect(chakraChunks, scripts.join('\n')).toHaveLength(1);
  expect(new URL(chakraChunks[0] ?? '').port).toBe(String(E2E_PORT));
  expect(fromPort(E2E_REMOTE_PORTS.LKA).filter((url) => /chakra|ark-ui|react-router|lucide|date-fns/.test(url))).toEqual([]);
});

test('scripts and the manifest arrive compressed; a warm reload revalidates entry files', async ({ page }) => {
  // Sign-in from a fresh browser: every script and the manifest are first fetched cold.
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (url.pathname.startsWith('/keycloak/')) return;
    // The first answer per URL: later ones may be 304 revalidations, which carry no body to encode.
    if ((type === 'script' || url.pathname.endsWith('/mf-manifest.json')) && !encodings.has(response.url())) {
      encodings.set(response.url(), response.headers()['content-encoding']);
    }
  });
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  expect([...encodings.keys()].some((url) => url.endsWith('/main.js'))).toBe(true);
  expect([...encodings.keys()].some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  for (const [url, encoding] of encodings) expect({ url, encoding: encoding === 'br' || encoding === 'gzip' }).toEqual({ url, encoding: true });

  const entry = await page.request.get(`http://localhost:${E2E_REMOTE_PORTS.LKK}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const revalidated = await page.request.get(`http://localhost:${E2E_REMOTE_PORTS.LKK}/remoteEntry.js`, {
    headers: { 'accept-encoding': 'br', 'if-none-match': entry.headers().etag ?? '' },
  });
  expect(revalidated.status()).toBe(304);
  const map = await page.request.get(`http://localhost:${E2E_PORT}/main.js.map`);
  expect(map.status()).toBe(404);
});

test('a remote that fails shows an error view inside the shell; retry loads it once it is back', async ({ page }) => {
  await setRemoteOnline('LKK', false);
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk\/main$/);
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Не удалось загрузить кабинет');
  // The shell still works around the failed cabinet.
  await expect(page.getByText('(Кабинет поставщика)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(failure).toContainText('Не удалось загрузить кабинет');

  await setRemoteOnline('LKK', true);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

// Every cabinet team releases on its own: each remote's second build goes live through remotes.json alone.
for (const user of DEMO_USERS.filter((demo) => demo.login !== 'multi')) {
  test(`ops swap the ${user.scope} cabinet's version by editing remotes.json, with no host rebuild`, async ({ page }) => {
    await signIn(page, user.login);
    await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
    const version = page.getByTestId('cabinet-version');
    await expect(version).toContainText('0.1.0');

    writeRemotesFile({ ...defaultRemotes(), [user.scope]: manifestUrl(E2E_SWAP_PORTS[user.scope]) });
    await page.reload();
    await expect(version).toContainText(SWAP_VERSION);
    await expect(cabinetMenu(page).getByRole('link')).toHaveText(user.menu);

    writeRemotesFile(defaultRemotes());
    await page.reload();
    await expect(version).toContainText('0.1.0');
    await expect(version).not.toContainText(SWAP_VERSION);
  });
}

test('a cabinet built against a newer UI kit than the host provides is refused with a clear error view', async ({ page }) => {
  writeRemotesFile({ ...defaultRemotes(), LKD: manifestUrl(E2E_NEWER_KIT_PORT) });
  await signIn(page, 'debtor');
  const failure = page.getByTestId('remote-incompatible');
  await expect(failure.getByRole('alert')).toContainText('Версия кабинета несовместима с порталом');
  // Whichever kit entry the remote asks for first is named, with the release it needs.
  await expect(failure.getByRole('alert')).toContainText(new RegExp(`@portal/ui/(chakra|router) \\^${NEWER_KIT_VERSION.replace(/\./g, '\\.')}`));
  // The shell around it still works, and no half-run cabinet is shown.
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
  await expect(cabinetMenu(page)).toHaveCount(0);

  // Ops roll the cabinet back: a retry loads the compatible build.
  writeRemotesFile(defaultRemotes());
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
});
