import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PRODUCTION_NGINX_PORTS, SWAP_VERSION, swapDist } from '../support/ports';
import { expect, test } from '../support/portalTest';
import { SCOPES, productionNginxOrigins, startProductionNginx, type ProductionNginx } from '../support/productionNginx';
import { cabinetMenu, signIn } from '../support/signIn';
import { expectRunningVersions } from '../support/userMenu';

// Ops' no-restart path on the production form: docker-compose.yml with docker-compose.remotes-file.yml, rendered by
// `docker-compose config`, the host image's start script and its follow script running beside Debian's nginx, which it
// reloads. Ops edit the mounted remotes.json; users get the edit on their next page load, and never a bad edit.

const { hostUrl: HOST_URL, remoteUrls: REMOTE_URLS } = productionNginxOrigins(E2E_PRODUCTION_NGINX_PORTS);
const SECOND_LKK = `http://127.0.0.1:${E2E_PRODUCTION_NGINX_PORTS.secondLkk}/mf-manifest.json`;
const FIRST = Object.fromEntries(SCOPES.map((scope) => [scope, `${REMOTE_URLS[scope]}/mf-manifest.json`]));

let nginx: ProductionNginx | undefined;
let mountedDir = '';
const mountedFile = () => path.join(mountedDir, 'remotes.json');

test.use({ baseURL: HOST_URL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mountedDir = mkdtempSync(path.join(os.tmpdir(), 'portal-mounted-remotes-'));
  writeFileSync(mountedFile(), JSON.stringify(FIRST, null, 2));
  nginx = await startProductionNginx(E2E_PRODUCTION_NGINX_PORTS, {
    mountedRemotes: { dir: mountedDir, checkSeconds: 1 },
    extraRemotes: [{ port: E2E_PRODUCTION_NGINX_PORTS.secondLkk, dist: swapDist('LKK') }],
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  rmSync(mountedDir, { recursive: true, force: true });
});

/** As an editor or portal-remotes writes it: a new file renamed over the old one, in the mounted folder. */
function editMountedFile(text: string): void {
  writeFileSync(`${mountedFile()}.new`, text);
  renameSync(`${mountedFile()}.new`, mountedFile());
}

interface RemotesHealth {
  status: number;
  body: { state: string; reason?: string; remotes: Record<string, unknown> };
}

async function remotesHealth(page: Page): Promise<RemotesHealth> {
  const response = await page.request.get(`${HOST_URL}/health/remotes`);
  return { status: response.status(), body: (await response.json()) as RemotesHealth['body'] };
}

const builtVersion = (dist: string) => (JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo.buildVersion;

test('an edit of the mounted remotes file reaches the next page load, page policy included, without a restart', async ({ page }) => {
  await signIn(page, 'supplier');
  await expect(cabinetMenu(page).getByRole('link').first()).toBeVisible();
  const firstVersion = builtVersion(path.join(swapDist('LKK'), '..', 'dist'));
  await expectRunningVersions(page, `кабинета ${firstVersion}`, { contains: true });
  expect((await remotesHealth(page)).body).toMatchObject({ state: 'ok', remotes: FIRST });

  editMountedFile(JSON.stringify({ ...FIRST, LKK: { url: SECOND_LKK, fallback: FIRST.LKK } }));
  // Served once the follow script has checked it and nginx has reloaded (what /health/remotes reports).
  await expect.poll(async () => (await remotesHealth(page)).body.remotes.LKK).toEqual({ url: SECOND_LKK, fallback: FIRST.LKK });
  await page.reload();
  await expect(cabinetMenu(page).getByRole('link').first()).toBeVisible();
  await expectRunningVersions(page, `кабинета ${SWAP_VERSION}`, { contains: true });
  // The new origin reached the page policy (portalTest fails the test on any violation); the page's copy is the file.
  const document = await page.request.get(`${HOST_URL}/lkk/main`);
  expect(document.headers()['content-security-policy']).toContain(`http://127.0.0.1:${E2E_PRODUCTION_NGINX_PORTS.secondLkk}`);
  expect(await document.text()).toContain(`"url":"${SECOND_LKK}"`);
});

for (const [typo, text, reason] of [
  ['a canary percent of 150', () => JSON.stringify({ ...FIRST, LKK: { url: SECOND_LKK, canary: { url: FIRST.LKK, percent: 150 } } }), 'LKK.canary.percent must be a whole number from 0 to 100 (got 150)'],
  ['a trailing comma', () => JSON.stringify({ ...FIRST, LKK: { url: SECOND_LKK, fallback: FIRST.LKK } }).replace(/}$/, ',}'), 'is not JSON'],
] as const) {
  test(`a mounted file with ${typo} never reaches users: every cabinet keeps the last good version, and ops are told`, async ({ page, browser }) => {
    const good = { ...FIRST, LKK: { url: SECOND_LKK, fallback: FIRST.LKK } };
    editMountedFile(JSON.stringify(good));
    await expect.poll(async () => (await remotesHealth(page)).body.remotes.LKK).toEqual(good.LKK);
    const log = nginx?.followLog().length ?? 0;

    editMountedFile(text());
    await expect.poll(async () => (await remotesHealth(page)).status).toBe(503);
    const health = await remotesHealth(page);
    expect(health.body).toMatchObject({ state: 'refused', remotes: good });
    expect(health.body.reason).toContain(reason);
    expect(nginx?.followLog().slice(log)).toContain('ERROR: the changed');

    // Every user: the supplier keeps the version last served, the debtor's cabinet still loads.
    await signIn(page, 'supplier');
    await expect(cabinetMenu(page).getByRole('link').first()).toBeVisible();
    await expectRunningVersions(page, `кабинета ${SWAP_VERSION}`, { contains: true });
    const debtor = await browser.newPage();
    await signIn(debtor, 'debtor');
    await expect(cabinetMenu(debtor).getByRole('link').first()).toBeVisible();
    await debtor.close();

    // Fixed: served again, the health signal back to 200.
    editMountedFile(JSON.stringify(FIRST));
    await expect.poll(async () => (await remotesHealth(page)).status).toBe(200);
    expect((await remotesHealth(page)).body).toMatchObject({ state: 'ok', remotes: FIRST });
  });
}
