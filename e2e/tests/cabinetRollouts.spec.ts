import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as portalExpect, test, type Page } from '../support/portalTest';
import { E2E_NEWER_KIT_PORT, E2E_NEWER_PLATFORM_PORT, NEWER_PLATFORM_VERSION, E2E_REMOTE_PORTS, E2E_SWAP_PORTS, SWAP_VERSION, REPO_ROOT, defaultRemotes, manifestUrl } from '../support/ports';
import { BROKEN_LKK, THROWING_VERSION, brokenLkkUrl } from '../support/rolloutFixtures';
import { resetSandbox, writeRemotesFile } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { canaryBucket } from '../../shared/api/src/remotes';
import { builtHostVersion, builtRemoteVersion } from '../support/builtVersions';
import { expectRunningVersions } from '../support/userMenu';

const HOST_VERSION = builtHostVersion();
const LKK_VERSION = builtRemoteVersion('LKK');
const LKD_VERSION = builtRemoteVersion('LKD');

/** Sandbox demo accounts' `sub` (sandbox/src/users/demoUsers.ts): the identity a canary bucket is drawn from. */
const SUBJECT = { supplier: '8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e01', multi: '8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e05' } as const;
const MAIN_LKK = manifestUrl(E2E_REMOTE_PORTS.LKK);
const SWAP_LKK = manifestUrl(E2E_SWAP_PORTS.LKK);
const FALLBACK_PREFIX = 'Cabinet version fell back: ';

test.beforeEach(async () => {
  // Several sign-ins and page loads per test, each loading more than one version of a cabinet.
  test.slow();
  await resetSandbox();
});

/**
 * Every page load here may try several versions of a cabinet, one after another (a failing entry script is only
 * given up when the browser says so): a busy machine needs longer than the suite's 15 s per look.
 */
const expect = portalExpect.configure({ timeout: 45_000 });

test.afterEach(async () => {
  await resetSandbox();
});

declare global {
  interface Window {
    __errorReports?: string[];
  }
}

/**
 * The bodies of POST log/error the page sends, read in the page itself: the app's fetch gets a Request whose body
 * the browser does not hand to Playwright's request events.
 */
async function recordErrorReports(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.__errorReports = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      // Every other call goes through untouched.
      if (!new URL(url, window.location.href).pathname.endsWith('/log/error')) return original(input, init);
      const request = new Request(input, init);
      void request.clone().text().then((body) => window.__errorReports?.push(body));
      return original(request);
    };
  });
}

async function errorReports(page: Page): Promise<Array<{ message: string; url?: string }>> {
  const bodies = await page.evaluate(() => window.__errorReports ?? []);
  return bodies.map((body) => JSON.parse(body) as { message: string; url?: string });
}

/** The fields of the fallback reports among them (the JSON after the prefix, before the versions line). */
function fallbacks(reports: Array<{ message: string }>): Array<Record<string, unknown>> {
  return reports.filter((report) => report.message.startsWith(FALLBACK_PREFIX)).map((report) => JSON.parse(report.message.slice(FALLBACK_PREFIX.length).split('\n')[0] ?? '') as Record<string, unknown>);
}

const FAILURES = [
  { what: 'manifest is unreachable', folder: BROKEN_LKK.manifestMissing, stage: 'manifest', failedVersion: null },
  { what: 'manifest is not JSON', folder: BROKEN_LKK.manifestNotJson, stage: 'manifest', failedVersion: null },
  { what: 'entry is unreachable', folder: BROKEN_LKK.entryMissing, stage: 'entry', failedVersion: SWAP_VERSION },
  { what: 'entry is not JavaScript', folder: BROKEN_LKK.entryNotJs, stage: 'entry', failedVersion: SWAP_VERSION },
  { what: 'Cabinet chunk fails to load', folder: BROKEN_LKK.chunkMissing, stage: 'chunk', failedVersion: SWAP_VERSION },
  { what: 'Cabinet throws on its first render', folder: BROKEN_LKK.throwsOnRender, stage: 'first-render', failedVersion: THROWING_VERSION },
] as const;

for (const failure of FAILURES) {
  test(`a version whose ${failure.what} falls back to the last good one, with no error shown, reported to log/error`, async ({ page }) => {
    writeRemotesFile({ ...defaultRemotes(), LKK: { url: brokenLkkUrl(failure.folder), fallback: MAIN_LKK } });
    await recordErrorReports(page);
    await signIn(page, 'supplier');
    await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
    await expect(page).toHaveURL(/\/lkk\/main$/);
    await expect(page.getByTestId('cabinet-version')).toHaveText(`Версия ${LKK_VERSION}`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => fallbacks(await errorReports(page)).length).toBe(1);
    const reports = await errorReports(page);
    const [report] = fallbacks(reports);
    expect(report).toMatchObject({ scope: 'LKK', failedUrl: brokenLkkUrl(failure.folder), failedVersion: failure.failedVersion, usedUrl: MAIN_LKK, usedVersion: LKK_VERSION });
    expect(String(report?.reason)).toMatch(new RegExp(`^${failure.stage}: .+`));
    // The report names the versions the user runs, as every front-end error report does.
    expect(reports.find((entry) => entry.message.startsWith(FALLBACK_PREFIX))?.message).toContain(`Versions: host ${HOST_VERSION}; LKK ${LKK_VERSION} (${MAIN_LKK})`);
    await expectRunningVersions(page, `Версия портала ${HOST_VERSION}, кабинета ${LKK_VERSION}`);
  });
}

test('a version built against a newer UI kit than the host provides falls back to the last good one, with no error shown', async ({ page }) => {
  const refused = manifestUrl(E2E_NEWER_KIT_PORT);
  writeRemotesFile({ ...defaultRemotes(), LKD: { url: refused, fallback: manifestUrl(E2E_REMOTE_PORTS.LKD) } });
  await recordErrorReports(page);
  await signIn(page, 'debtor');
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => fallbacks(await errorReports(page)).length).toBe(1);
  const [report] = fallbacks(await errorReports(page));
  expect(report).toMatchObject({ scope: 'LKD', failedUrl: refused, usedUrl: manifestUrl(E2E_REMOTE_PORTS.LKD), usedVersion: LKD_VERSION });
  expect(String(report?.reason)).toMatch(/^incompatible: .*@portal\/ui\/\S+ \^1\.99\.0 \(the host has /);
});

test('a version built against a newer platform, using an export the host lacks, is refused by name before it runs and falls back', async ({ page }) => {
  const refused = manifestUrl(E2E_NEWER_PLATFORM_PORT);
  writeRemotesFile({ ...defaultRemotes(), LKD: { url: refused, fallback: manifestUrl(E2E_REMOTE_PORTS.LKD) } });
  await recordErrorReports(page);
  const newerScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${E2E_NEWER_PLATFORM_PORT}/`) && request.url().endsWith('.js')) newerScripts.push(request.url());
  });
  await signIn(page, 'debtor');
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => fallbacks(await errorReports(page)).length).toBe(1);
  const [report] = fallbacks(await errorReports(page));
  expect(report).toMatchObject({ scope: 'LKD', failedUrl: refused, failedVersion: `0.4.0-platform-${NEWER_PLATFORM_VERSION}`, usedUrl: manifestUrl(E2E_REMOTE_PORTS.LKD), usedVersion: LKD_VERSION });
  const hostPlatform = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared', 'platform', 'package.json'), 'utf8')) as { version: string }).version;
  expect(String(report?.reason)).toBe(`incompatible: ${refused} is incompatible with this portal: @portal/platform ^${NEWER_PLATFORM_VERSION} (the host has ${hostPlatform})`);
  // Refused from its manifest: none of its code was fetched, so its use of the missing export never ran.
  expect(newerScripts).toEqual([]);
});

test("LKK's build offered as LKD's canary is refused before it runs: LKD's own version opens under /lkd, reported as the wrong cabinet", async ({ page }) => {
  const mainLkd = manifestUrl(E2E_REMOTE_PORTS.LKD);
  writeRemotesFile({ ...defaultRemotes(), LKD: { url: mainLkd, canary: { url: MAIN_LKK, percent: 100 } } });
  await recordErrorReports(page);
  // Every address the page goes to, history API changes included: LKK's routes would send it to /lkk/main.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await signIn(page, 'debtor');
  await expect(cabinetMenu(page).getByRole('link', { name: 'Заявки' })).toBeVisible();
  await expect(page).toHaveURL(/\/lkd\//);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => fallbacks(await errorReports(page)).length).toBe(1);
  const [report] = fallbacks(await errorReports(page));
  expect(report).toMatchObject({ scope: 'LKD', failedUrl: MAIN_LKK, usedUrl: mainLkd, usedVersion: LKD_VERSION });
  // LKK's build is named after itself (lkk_<build>, decision 0055).
  expect(String(report?.reason)).toMatch(
    new RegExp(
      `^wrong-cabinet: ${MAIN_LKK.replace(/[.?]/g, '\\$&')} is not the LKD cabinet: its manifest has name "(lkk_[0-9a-f]{8})" \\(LKD needs "lkd" or "lkd_<build>"\\), metaData\\.globalName "\\1" \\(LKD needs "lkd" or "lkd_<build>"\\), metaData\\.buildInfo\\.buildName "remote-lkk" \\(LKD needs "remote-lkd"\\)$`,
    ),
  );
  expect(visited.filter((url) => new URL(url).pathname.startsWith('/lkk'))).toEqual([]);
  // Nothing of LKK's build was asked for: its container never ran, not even preloaded.
  expect(await page.evaluate((origin) => performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(origin) && entry.name.endsWith('.js')).length, `http://localhost:${E2E_REMOTE_PORTS.LKK}/`)).toBe(0);
});

test('a canary user whose canary fails gets the main version; only when every version fails is the error view shown', async ({ page }) => {
  writeRemotesFile({ ...defaultRemotes(), LKK: { url: MAIN_LKK, canary: { url: brokenLkkUrl(BROKEN_LKK.chunkMissing), percent: 100 } } });
  await recordErrorReports(page);
  await signIn(page, 'supplier');
  await expect(page.getByTestId('cabinet-version')).toHaveText(`Версия ${LKK_VERSION}`);
  await expect.poll(async () => fallbacks(await errorReports(page)).map((report) => [report.failedUrl, report.usedUrl])).toEqual([[brokenLkkUrl(BROKEN_LKK.chunkMissing), MAIN_LKK]]);

  writeRemotesFile({ ...defaultRemotes(), LKK: { url: brokenLkkUrl(BROKEN_LKK.manifestMissing), fallback: brokenLkkUrl(BROKEN_LKK.entryMissing) } });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Не удалось загрузить кабинет');
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // The page's policy allows the origins remotes.json named when it loaded: the repaired file is read on a new load.
  writeRemotesFile(defaultRemotes());
  await page.reload();
  await expect(cabinetMenu(page).getByRole('link').first()).toHaveText('Главная');
});

/** A 50 % canary of the swap build on LKK; the two LKK demo users fall on either side of 50 (the host's function). */
function halfCanary(): void {
  expect([canaryBucket('LKK', SUBJECT.supplier) < 50, canaryBucket('LKK', SUBJECT.multi) < 50]).toEqual([true, false]);
  writeRemotesFile({ ...defaultRemotes(), LKK: { url: MAIN_LKK, canary: { url: SWAP_LKK, percent: 50 } } });
}

test('a 50 % canary sends a user inside the share to the canary, on every load and every device', async ({ page, browser }) => {
  // Two sign-ins in two browsers.
  test.setTimeout(300_000);
  halfCanary();
  const version = page.getByTestId('cabinet-version');
  await signIn(page, 'supplier');
  await expect(version).toHaveText(`Версия ${SWAP_VERSION}`);
  await page.reload();
  await expect(version).toHaveText(`Версия ${SWAP_VERSION}`);
  await expectRunningVersions(page, `Версия портала ${HOST_VERSION}, кабинета ${SWAP_VERSION}`);

  // Another device: a fresh browser, nothing remembered.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'supplier');
  await expect(otherPage.getByTestId('cabinet-version')).toHaveText(`Версия ${SWAP_VERSION}`);
  await other.close();
});

test('a 50 % canary leaves a user outside the share on the main version, on every load', async ({ page }) => {
  halfCanary();
  const version = page.getByTestId('cabinet-version');
  await signIn(page, 'multi');
  await expect(version).toHaveText(`Версия ${LKK_VERSION}`);
  await expect(page).toHaveURL(/\/lkk\/main$/);
  await page.reload();
  await expect(version).toHaveText(`Версия ${LKK_VERSION}`);
});

test('a 0 % canary reaches nobody and a 100 % canary everybody', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const version = page.getByTestId('cabinet-version');
  writeRemotesFile({ ...defaultRemotes(), LKK: { url: MAIN_LKK, canary: { url: SWAP_LKK, percent: 0 } } });
  await signIn(page, 'supplier');
  await expect(version).toHaveText(`Версия ${LKK_VERSION}`);
  writeRemotesFile({ ...defaultRemotes(), LKK: { url: MAIN_LKK, canary: { url: SWAP_LKK, percent: 100 } } });
  await page.reload();
  await expect(version).toHaveText(`Версия ${SWAP_VERSION}`);

  const second = await browser.newContext();
  const multi = await second.newPage();
  await signIn(multi, 'multi');
  await expect(multi.getByTestId('cabinet-version')).toHaveText(`Версия ${SWAP_VERSION}`);
  writeRemotesFile({ ...defaultRemotes(), LKK: { url: MAIN_LKK, canary: { url: SWAP_LKK, percent: 0 } } });
  await multi.reload();
  await expect(multi.getByTestId('cabinet-version')).toHaveText(`Версия ${LKK_VERSION}`);
  await second.close();
});
