import path from 'node:path';
import { expect, test, type Browser, type CDPSession, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demoUsers';
import { E2E_BASE_URL } from '../support/ports';
import { recordRequestTimings } from '../support/requestTimings';
import { librariesLoadedTwice, mainSourcesOf } from '../support/scriptModules';
import type { TimedRequest } from '../../scripts/requestChain';
import { MONOLITH_DIST, MONOLITH_URL, runBesideSingleBundle } from './singleBundleSandbox';

/**
 * Page weight (ARCHITECTURE rule 10): every cabinet's landing page of the federated portal against the
 * same host and cabinets built as one ordinary bundle (`portal-build monolith`, served by a second sandbox), cold
 * and warm, unthrottled and at 10 Mbit/s with 40 ms latency (the DevTools protocol's network emulation), plus what
 * an unauthenticated visit downloads before it reaches the login page. The two variants take turns run by run,
 * so a busy machine slows both alike. Prints figures, each as a ratio of the single bundle's (targets: script
 * transferred ≤ 1.05×, cold time to the menu at 10 Mbit/s ≤ 1.00×); asserts only that the pages work.
 * BENCH_CONDITIONS=cold,cold 10 Mbit/s measures only those conditions; BENCH_RUNS=15 takes medians of more runs.
 * BENCH_WATERFALL=1 also prints, for the first run of the cold 10 Mbit/s visit, every request of both variants with
 * its start and end in ms from the first, and when the menu showed: to see where one variant waits longer.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const THROTTLED = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 };

interface Load {
  scripts: number;
  /** Script bodies as transferred (compressed when the server compresses). */
  transferred: number;
  /** Script bodies decoded. */
  raw: number;
  menuMs: number;
  /** When the landing page itself replaced its loading skeleton. */
  pageMs: number;
  urls: string[];
  /** Transferred bytes per script URL. */
  perScript: Record<string, number>;
  /** Every request of the visit (BENCH_WATERFALL=1, throttled visits only). */
  requests?: TimedRequest[];
}

type Condition = 'cold' | 'warm' | 'cold 10 Mbit/s' | 'warm 10 Mbit/s';
const ALL_CONDITIONS: Condition[] = ['cold', 'warm', 'cold 10 Mbit/s', 'warm 10 Mbit/s'];
const CONDITIONS = process.env.BENCH_CONDITIONS
  ? ALL_CONDITIONS.filter((condition) => process.env.BENCH_CONDITIONS!.split(',').includes(condition))
  : ALL_CONDITIONS;
const TARGET = { transferred: 1.05, menuThrottled: 1.0 };

declare global {
  interface Window {
    __menuShownAt?: number;
    __pageShownAt?: number;
  }
}

/** Marks when the cabinet's menu enters the DOM and when the page's skeleton has gone (set before the page's scripts run). */
async function watchMenuAndPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const menu = document.querySelector('nav[aria-label="Меню кабинета"] a');
      if (menu && window.__menuShownAt === undefined) window.__menuShownAt = performance.now();
      if (menu && !document.querySelector('[data-testid="page-skeleton"]')) {
        window.__pageShownAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
  });
}

/** Collects script traffic from the DevTools protocol: what crossed the wire, not what the page parsed. */
async function recordScripts(cdp: CDPSession, act: () => Promise<void>): Promise<Omit<Load, 'menuMs' | 'pageMs'>> {
  const scripts = new Map<string, { headers: number; total: number; raw: number; url: string }>();
  const onResponse = (event: { requestId: string; type: string; response: { encodedDataLength: number; url: string } }) => {
    if (event.type === 'Script') scripts.set(event.requestId, { headers: event.response.encodedDataLength, total: 0, raw: 0, url: event.response.url });
  };
  const onData = (event: { requestId: string; dataLength: number }) => {
    const script = scripts.get(event.requestId);
    if (script) script.raw += event.dataLength;
  };
  const onFinished = (event: { requestId: string; encodedDataLength: number }) => {
    const script = scripts.get(event.requestId);
    if (script) script.total = event.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await act();
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.dataReceived', onData);
    cdp.off('Network.loadingFinished', onFinished);
  }
  const all = [...scripts.values()];
  return {
    scripts: all.length,
    transferred: all.reduce((sum, script) => sum + Math.max(0, script.total - script.headers), 0),
    raw: all.reduce((sum, script) => sum + script.raw, 0),
    urls: all.map((script) => script.url),
    perScript: Object.fromEntries(all.map((script) => [script.url, Math.max(0, script.total - script.headers)])),
  };
}

async function signIn(page: Page, baseUrl: string, login: string, landing: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Имя пользователя').fill(login);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  await expect(menu(page)).toBeVisible();
}

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Меню кабинета' }).getByRole('link').first();
}

async function measure(browser: Browser, baseUrl: string, login: string, landing: string, condition: Condition): Promise<Load> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await signIn(page, baseUrl, login, landing);
  if (condition.startsWith('cold')) await cdp.send('Network.clearBrowserCache');
  if (condition.endsWith('Mbit/s')) await cdp.send('Network.emulateNetworkConditions', THROTTLED);
  await watchMenuAndPage(page);
  let shown = { menuMs: 0, pageMs: 0 };
  const timings = WATERFALL && condition.endsWith('Mbit/s') ? await recordRequestTimings(page) : null;
  // Until the landing page itself shows: its chunk is part of what the visit needs.
  const traffic = await recordScripts(cdp, async () => {
    await page.goto(`${baseUrl}${landing}`);
    await expect(menu(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForFunction(() => window.__pageShownAt !== undefined, undefined, { timeout: 30_000 });
    shown = await page.evaluate(() => ({ menuMs: window.__menuShownAt ?? 0, pageMs: window.__pageShownAt ?? 0 }));
  });
  const requests = timings ? await timings.stop() : undefined;
  await context.close();
  return { ...traffic, ...shown, ...(requests ? { requests } : {}) };
}

const WATERFALL = process.env.BENCH_WATERFALL === '1';

/** Each request of a visit from its first: start → end in ms, and its address without the origin. */
function waterfall(requests: TimedRequest[]): string[] {
  const first = Math.min(...requests.map((request) => request.start));
  const ms = (at: number) => (at - first).toFixed(0).padStart(5);
  return [...requests]
    .sort((a, b) => a.start - b.start)
    .map((request) => `  ${ms(request.start)} → ${ms(request.end)}  ${new URL(request.url).pathname}${new URL(request.url).search.slice(0, 40)}`);
}

/** An unauthenticated visit to / until the identity provider's login page shows. */
async function preSignIn(browser: Browser, baseUrl: string): Promise<Omit<Load, 'menuMs' | 'pageMs'>> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const traffic = await recordScripts(cdp, async () => {
    await page.goto(`${baseUrl}/`);
    await expect(page.getByLabel('Имя пользователя')).toBeVisible();
  });
  await context.close();
  return traffic;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function summarise(loads: Load[]): Load {
  return {
    scripts: median(loads.map((load) => load.scripts)),
    transferred: median(loads.map((load) => load.transferred)),
    raw: median(loads.map((load) => load.raw)),
    menuMs: median(loads.map((load) => load.menuMs)),
    pageMs: median(loads.map((load) => load.pageMs)),
    urls: loads[0]?.urls ?? [],
    perScript: loads[0]?.perScript ?? {},
  };
}

runBesideSingleBundle();

test.describe.configure({ timeout: 20 * 60_000 });

test('what an unauthenticated visit downloads before the login page', async ({ browser }) => {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await preSignIn(browser, E2E_BASE_URL));
  const figures = summarise(runs.map((load) => ({ ...load, menuMs: 0, pageMs: 0 })));
  console.log(`bench pre-sign-in  scripts ${figures.scripts}  transferred ${kb(figures.transferred)}  raw ${kb(figures.raw)}  (target ≤ 60 KB)`);
});

type Variant = 'federated' | 'monolith';
const VARIANTS: ReadonlyArray<readonly [Variant, string]> = [
  ['federated', E2E_BASE_URL],
  ['monolith', MONOLITH_URL],
];
const ratioText = (value: number, target: number) => `${value.toFixed(2)}× (target ≤ ${target.toFixed(2)}×: ${value <= target ? 'met' : 'NOT met'})`;

for (const user of DEMO_USERS.filter((candidate) => candidate.login !== 'multi')) {
  test(`page weight of ${user.landing} (${user.login}): federated vs single bundle`, async ({ browser }) => {
    const lines: string[] = [];
    const results: Partial<Record<Condition, Record<Variant, Load>>> = {};
    for (const condition of CONDITIONS) {
      const runs: Record<Variant, Load[]> = { federated: [], monolith: [] };
      // Run by run, the variants alternate.
      for (let run = 0; run < RUNS; run += 1) {
        for (const [variant, baseUrl] of VARIANTS) runs[variant].push(await measure(browser, baseUrl, user.login, user.landing, condition));
      }
      results[condition] = { federated: summarise(runs.federated), monolith: summarise(runs.monolith) };
      for (const [variant] of VARIANTS) {
        const first = runs[variant][0];
        if (first?.requests) lines.push(`bench ${user.scope} ${variant} ${condition} waterfall, first run (menu after ${first.menuMs.toFixed(0)} ms of navigation):`, ...waterfall(first.requests));
      }
    }
    for (const condition of CONDITIONS) {
      for (const [variant] of VARIANTS) {
        const figures = results[condition]![variant];
        if (condition === 'cold' && variant === 'federated') {
          // Any package in two scripts of one page is a leak.
          const twice = Object.keys(librariesLoadedTwice(figures.urls));
          lines.push(`bench ${user.scope} packages bundled into two scripts of the page: ${twice.length ? twice.join(', ') : 'none'}`);
        }
        if (condition === 'cold') {
          // Script by script, for both variants: where the difference lies.
          const heaviest = Object.entries(figures.perScript).sort((a, b) => b[1] - a[1]);
          for (const [url, bytes] of heaviest) {
            const holds = mainSourcesOf(url, variant === 'monolith' ? MONOLITH_DIST : undefined).join(', ');
            lines.push(`bench ${user.scope} ${variant.padEnd(9)} ${kb(bytes).padStart(9)}  ${new URL(url).port} ${path.basename(new URL(url).pathname)}${holds ? `  (${holds})` : ''}`);
          }
        }
        lines.push(
          [
            `bench ${user.scope} ${variant.padEnd(9)} ${condition.padEnd(14)}`,
            `scripts ${String(figures.scripts).padStart(2)}`,
            `JS transferred ${kb(figures.transferred).padStart(9)}`,
            `raw ${kb(figures.raw).padStart(9)}`,
            `menu after ${figures.menuMs.toFixed(0).padStart(5)} ms`,
            `page after ${figures.pageMs.toFixed(0).padStart(5)} ms`,
          ].join('  '),
        );
      }
    }
    const cold = results.cold;
    const throttled = results['cold 10 Mbit/s'];
    if (cold) {
      lines.push(`bench ${user.scope} ratio JS transferred (cold), federated/single = ${ratioText(cold.federated.transferred / cold.monolith.transferred, TARGET.transferred)}; medians of ${RUNS}`);
    }
    if (throttled) {
      lines.push(`bench ${user.scope} ratio menu after (cold 10 Mbit/s), federated/single = ${ratioText(throttled.federated.menuMs / throttled.monolith.menuMs, TARGET.menuThrottled)}; medians of ${RUNS}`);
      lines.push(`bench ${user.scope} ratio page after (cold 10 Mbit/s), federated/single = ${(throttled.federated.pageMs / throttled.monolith.pageMs).toFixed(2)}×`);
    }
    // One row of docs/performance.md's table.
    const cell = (condition: Condition, pick: (load: Load) => string) => {
      const figures = results[condition];
      return figures ? `${pick(figures.federated)} / ${pick(figures.monolith)}` : '–';
    };
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    lines.push(
      `bench ${user.scope} row | ${user.scope} \`${user.landing}\` | ${cell('cold', (load) => `${load.scripts}, ${(load.transferred / 1024).toFixed(1)} KB`)} | ${cold ? `**${(cold.federated.transferred / cold.monolith.transferred).toFixed(2)}×**` : '–'} | ${cell('cold 10 Mbit/s', (load) => ms(load.menuMs))} | ${throttled ? `**${(throttled.federated.menuMs / throttled.monolith.menuMs).toFixed(2)}×**` : '–'} | ${cell('cold 10 Mbit/s', (load) => ms(load.pageMs))} | ${cell('cold', (load) => ms(load.menuMs))} | ${cell('warm 10 Mbit/s', (load) => ms(load.menuMs))} |`,
    );
    console.log(lines.join('\n'));
  });
}
