import { expect, test, type Browser, type Page } from '@playwright/test';
import { longestRequestChain, roundTrips, type TimedRequest } from '../../scripts/requestChain';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserExpectation } from '../support/demoUsers';
import { E2E_BASE_URL } from '../support/ports';
import { emulateSlowLink, recordRequestTimings, SLOW_LINK } from '../support/requestTimings';
import { cabinetMenu } from '../support/signIn';
import { MONOLITH_URL, runBesideSingleBundle } from './singleBundleSandbox';

/**
 * Round trips on a slow link (docs/performance.md, "Round trips"): 400 ms a round trip, 10 Mbit/s, the DevTools
 * protocol's network emulation. For every cabinet's landing page, federated and single bundle side by side, run by
 * run in turn: the first visit until the sign-in form, pressing «Войти» until the landing page's data are in, and a
 * returning user (live session, warm cache) from the document until the data are in. Printed as round trips
 * (time ÷ latency) and as the depth of the request chain (requests that waited one for another), medians of 5.
 * Targets: the form within 6, the landing data within 10 after «Войти», within 6 for a returning user.
 * BENCH_WATERFALL=1 also prints one federated sign-in's requests, each with its start and end in round trips, to see
 * what waits for what.
 */
/** BENCH_RUNS sets the runs per median (default 5); a single run with BENCH_WATERFALL=1 is a quick look. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET = { form: 6, signIn: 10, returning: 6 };

interface Figures {
  /** Elapsed ÷ latency, from the first request to the last answer. */
  trips: number;
  depth: number;
}

const withoutFavicon = (requests: TimedRequest[]) => requests.filter((request) => !new URL(request.url).pathname.endsWith('/favicon.svg'));

function figuresOf(requests: TimedRequest[]): Figures {
  const counted = withoutFavicon(requests);
  const start = Math.min(...counted.map((request) => request.start));
  const end = Math.max(...counted.map((request) => request.end));
  return { trips: roundTrips(end - start, SLOW_LINK.latency), depth: longestRequestChain(counted).length };
}

async function landingShown(page: Page, landing: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${landing}$`), { timeout: 60_000 });
  await expect(cabinetMenu(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 60_000 });
  // The data are in once nothing more is asked for.
  await page.waitForLoadState('networkidle');
}

/** One run of the three journeys for `user` on `baseUrl`, each in a fresh browser context. */
type Journeys = Record<'form' | 'signIn' | 'returning', Figures> & { signInRequests: TimedRequest[] };

async function measure(browser: Browser, baseUrl: string, user: DemoUserExpectation): Promise<Journeys> {
  const context = await browser.newContext({ locale: 'ru-RU', baseURL: baseUrl });
  const page = await context.newPage();
  try {
    let recording = await recordRequestTimings(page);
    await emulateSlowLink(recording.cdp);
    await page.goto('/');
    await expect(page.getByLabel('Имя пользователя')).toBeVisible({ timeout: 60_000 });
    const form = figuresOf(await recording.stop());

    await page.getByLabel('Имя пользователя').fill(user.login);
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    recording = await recordRequestTimings(page);
    await emulateSlowLink(recording.cdp);
    await page.getByRole('button', { name: 'Войти' }).click();
    await landingShown(page, user.landing);
    const signInRequests = withoutFavicon(await recording.stop());
    const signIn = figuresOf(signInRequests);

    recording = await recordRequestTimings(page);
    await emulateSlowLink(recording.cdp);
    await page.goto(user.landing);
    await landingShown(page, user.landing);
    const returning = figuresOf(await recording.stop());
    return { form, signIn, returning, signInRequests };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summary = (runs: Figures[]): Figures => ({ trips: median(runs.map((run) => run.trips)), depth: median(runs.map((run) => run.depth)) });
const cell = (figures: Figures) => `${figures.trips.toFixed(1)} (${figures.depth})`;

/** Each request of a journey from its first: start → end in round trips, and its address without the origin. */
function waterfall(requests: TimedRequest[]): string[] {
  const first = Math.min(...requests.map((request) => request.start));
  const trips = (at: number) => roundTrips(at - first, SLOW_LINK.latency).toFixed(2).padStart(5);
  return [...requests]
    .sort((a, b) => a.start - b.start)
    .map((request) => `  ${trips(request.start)} → ${trips(request.end)}  ${new URL(request.url).pathname}${new URL(request.url).search.slice(0, 40)}`);
}

runBesideSingleBundle();

test.describe.configure({ timeout: 20 * 60_000 });

const VARIANTS = [
  ['federated', E2E_BASE_URL],
  ['single bundle', MONOLITH_URL],
] as const;

for (const user of DEMO_USERS.filter((candidate) => candidate.login !== 'multi')) {
  test(`round trips of ${user.landing} (${user.login}) on a slow link: federated vs single bundle`, async ({ browser }) => {
    const runs: Record<string, Journeys[]> = { federated: [], 'single bundle': [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [variant, baseUrl] of VARIANTS) runs[variant]!.push(await measure(browser, baseUrl, user));
    }
    const lines: string[] = [];
    for (const [variant] of VARIANTS) {
      const form = summary(runs[variant]!.map((run) => run.form));
      const signIn = summary(runs[variant]!.map((run) => run.signIn));
      const returning = summary(runs[variant]!.map((run) => run.returning));
      const met = (figures: Figures, target: number) => (figures.trips <= target ? 'met' : 'NOT met');
      lines.push(
        `bench round trips ${user.scope} ${variant.padEnd(13)} form ${cell(form)} [≤ ${TARGET.form}: ${met(form, TARGET.form)}]  ` +
          `sign-in ${cell(signIn)} [≤ ${TARGET.signIn}: ${met(signIn, TARGET.signIn)}]  returning ${cell(returning)} [≤ ${TARGET.returning}: ${met(returning, TARGET.returning)}]`,
      );
      // One row of docs/performance.md's table.
      lines.push(`bench round trips row | ${user.scope} \`${user.landing}\` | ${variant} | ${cell(form)} | ${cell(signIn)} | ${cell(returning)} |`);
    }
    if (process.env.BENCH_WATERFALL === '1') lines.push(`bench round trips ${user.scope} federated sign-in, one run:`, ...waterfall(runs.federated![0]!.signInRequests));
    console.log(lines.join('\n'));
  });
}
