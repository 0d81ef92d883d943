import { writeFileSync } from 'node:fs';
import { expect, test, type Request } from '../support/portalTest';
import { E2E_NEWER_KIT_PORT, E2E_PORT, REMOTES_FILE, REPO_ROOT, E2E_REMOTE_PORTS, E2E_SWAP_PORTS, NEWER_KIT_VERSION, SWAP_VERSION, defaultRemotes, manifestUrl } from '../support/ports';
import { resetSandbox, setRemoteOnline, writeRemotesFile } from '../support/sandboxControl';
import { DEMO_USERS } from '../support/demoUsers';
import { cabinetMenu, signIn } from '../support/signIn';
import { builtRemoteVersion } from '../support/builtVersions';
import { librariesLoadedTwice, packagesOf } from '../support/scriptModules';
import { pageEntryScript } from '../support/pageEntryScript';

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

  // Which libraries each script holds is read from the build's hidden source maps, whatever the chunk is called.
  const holding = (pkg: string) => scripts.filter((url) => packagesOf(url).has(pkg));
  for (const pkg of ['react', 'react-dom', '@chakra-ui/react', '@ark-ui/react', 'react-router']) {
    // Each comes once, from the host (the remote brings no copy of its own), behind the kit's doors.
    expect({ pkg, scripts: holding(pkg).map((url) => new URL(url).port) }).toEqual({ pkg, scripts: [String(E2E_PORT)] });
  }
  // No module file is bundled into two scripts of the page (each container's small federation glue aside: the
  // runtime core itself is the host's), and no script comes twice.
  const twice = Object.keys(librariesLoadedTwice(scripts)).filter((pkg) => !pkg.startsWith('@module-federation/'));
  expect(twice).toEqual([]);
  expect(new Set(scripts).size, scripts.join('\n')).toBe(scripts.length);
  const remotePackages = new Set(fromPort(E2E_REMOTE_PORTS.LKA).flatMap((url) => [...packagesOf(url)]));
  expect([...remotePackages].filter((pkg) => /^(react|react-dom|@chakra-ui\/react|@ark-ui\/react|react-router|lucide-react|date-fns|zod)$/.test(pkg))).toEqual([]);
});

test('the form library comes with the first form, not with the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  const holdingForms = () => scripts.filter((url) => packagesOf(url).has('react-hook-form'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(holdingForms()).toEqual([]);

  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  await expect(page.getByTestId('settings-dialog')).toBeVisible();
  expect(holdingForms()).toHaveLength(1);
});

test('the entry scripts do not spell the folder they were built in (the same commit builds the same files anywhere)', async ({ request }) => {
  const folder = REPO_ROOT.replace(/^\//, '');
  // As a path and as webpack spells a path in a chunk id (work/main/shared/… → work_main_shared_…).
  const spellings = [`${folder}/shared`, `${folder.replace(/[/\\.-]/g, '_')}_shared`];
  const hostEntry = await pageEntryScript(request, `http://localhost:${E2E_PORT}/`);
  for (const url of [`http://localhost:${E2E_PORT}${hostEntry}`, `http://localhost:${E2E_REMOTE_PORTS.LKK}/remoteEntry.js`]) {
    const text = await (await request.get(url)).text();
    expect(text.length, url).toBeGreaterThan(1000);
    for (const spelling of spellings) expect({ url, spelled: text.includes(spelling) }).toEqual({ url, spelled: false });
  }
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
  const hostEntry = await pageEntryScript(page.request, `http://localhost:${E2E_PORT}/`);
  expect([...encodings.keys()].some((url) => url.endsWith(hostEntry))).toBe(true);
  expect([...encodings.keys()].some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  for (const [url, encoding] of encodings) expect({ url, encoding: encoding === 'br' || encoding === 'gzip' }).toEqual({ url, encoding: true });

  const entry = await page.request.get(`http://localhost:${E2E_REMOTE_PORTS.LKK}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const revalidated = await page.request.get(`http://localhost:${E2E_REMOTE_PORTS.LKK}/remoteEntry.js`, {
    headers: { 'accept-encoding': 'br', 'if-none-match': entry.headers().etag ?? '' },
  });
  expect(revalidated.status()).toBe(304);
  const map = await page.request.get(`http://localhost:${E2E_PORT}${hostEntry}.map`);
  expect(map.status()).toBe(404);
});

test('a remote that fails shows an error view inside the shell; retry loads it once it is back', async ({ page }) => {
  await setRemoteOnline('LKK', false);
  await signIn(page, 'supplier');
  // The host goes to the cabinet's root; the cabinet, once it runs, goes on to its landing page (decision 0054).
  await expect(page).toHaveURL(/\/lkk$/);
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Не удалось загрузить кабинет');
  // The shell still works around the failed cabinet; its name is the cabinet's own word, unread while it is away.
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByText('(Кабинет поставщика)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  // The retry asks for the manifest again, is refused again, and the view comes back: only then is the line restored,
  // or this retry would already find the cabinet back.
  const refusedAgain = page.waitForResponse((response) => response.url() === manifestUrl(E2E_REMOTE_PORTS.LKK) && response.status() === 503);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await refusedAgain;
  await expect(failure).toContainText('Не удалось загрузить кабинет');
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();

  await setRemoteOnline('LKK', true);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await expect(page.getByText('(Кабинет поставщика)')).toBeVisible();
});

test('without /remotes.json the cabinet area shows the error view with «Повторить»; the header, the user menu and settings still work', async ({ page }) => {
  // The portal's own deployment serves /remotes.json, not the back end: here its file is broken, so the page carries
  // no copy of it (decision 0048), /remotes.json answers an error and the page policy names no remote.
  writeFileSync(REMOTES_FILE, 'not there');
  await signIn(page, 'supplier');
  await expect(page).toHaveURL(/\/lkk$/);
  await expect(page.getByRole('alert')).toContainText('Не удалось загрузить кабинет');
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // The cabinet's own menu and name come with the cabinet (decision 0054); the shell's header is there.
  await expect(cabinetMenu(page)).toHaveCount(0);
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page.getByText('(Кабинет поставщика)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Настройки' }).click();
  const settings = page.getByTestId('settings-dialog');
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('textbox', { name: 'Почта для уведомлений' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  // Once ops put the file back, the page (with its policy naming the remotes again) loads the cabinet.
  writeRemotesFile(defaultRemotes());
  await page.reload();
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('(Кабинет поставщика)')).toBeVisible();
});

// Every cabinet team releases on its own: each remote's second build goes live through remotes.json alone.
for (const user of DEMO_USERS.filter((demo) => demo.login !== 'multi')) {
  test(`ops swap the ${user.scope} cabinet's version by editing remotes.json, with no host rebuild`, async ({ page }) => {
    await signIn(page, user.login);
    await expect(page).toHaveURL(new RegExp(`${user.landing}$`));
    const version = page.getByTestId('cabinet-version');
    await expect(version).toHaveText(`Версия ${builtRemoteVersion(user.scope)}`);

    writeRemotesFile({ ...defaultRemotes(), [user.scope]: manifestUrl(E2E_SWAP_PORTS[user.scope]) });
    await page.reload();
    await expect(version).toContainText(SWAP_VERSION);
    await expect(cabinetMenu(page).getByRole('link')).toHaveText(user.menu);

    writeRemotesFile(defaultRemotes());
    await page.reload();
    await expect(version).toHaveText(`Версия ${builtRemoteVersion(user.scope)}`);
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
