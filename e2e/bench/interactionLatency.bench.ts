import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetSandbox } from '../support/sandboxControl';
import { cabinetMenu, signIn } from '../support/signIn';
import { inpOf, latencyOf, median, watchInteractions } from './interactionLatency';

/**
 * Interaction to next paint on the EDM list and the reports of the supplier (LKK): each action as a user
 * makes it (mouse, or the keyboard on a native select), its latency from Event Timing, and the visit's INP from
 * web-vitals. The registry detail's actions are measured in registrySupplies.bench.ts. Prints medians of RUNS.
 */
const RUNS = 5;

/** Picks the next option of a native select with the keyboard (a trusted interaction, unlike selectOption). */
async function nextOption(page: Page, select: Locator): Promise<void> {
  await select.focus();
  await page.keyboard.press('ArrowDown');
}

interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
  actions: ReadonlyArray<readonly [string, (page: Page) => Promise<void>]>;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'EDM list (/lkk/edo)',
    open: async (page) => {
      await page.goto('/lkk/edo');
      await expect(page.getByRole('table', { name: 'Входящие документы' }).locator('tbody tr').first()).toBeVisible();
    },
    actions: [
      ['tick all documents on the page', (page) => page.getByRole('checkbox', { name: 'Выбрать все документы на странице' }).first().click()],
      ['untick them', (page) => page.getByRole('checkbox', { name: 'Выбрать все документы на странице' }).first().click()],
      ['tab «Исходящие»', (page) => page.getByRole('tab', { name: 'Исходящие' }).click()],
      ['tab «Входящие»', (page) => page.getByRole('tab', { name: 'Входящие' }).click()],
      ['status filter (keyboard)', (page) => nextOption(page, page.getByRole('combobox', { name: 'Статус' }))],
      ['type filter (keyboard)', (page) => nextOption(page, page.getByRole('combobox', { name: 'Тип документа' }))],
    ],
  },
  {
    name: 'reports (/lkk/reports)',
    open: async (page) => {
      await cabinetMenu(page).getByRole('link', { name: 'Отчеты' }).click();
      await expect(page.getByRole('table', { name: /^Отчет по поставкам/ }).locator('tbody tr').first()).toBeVisible();
    },
    actions: [
      ['next page', (page) => page.getByRole('navigation', { name: 'Страницы списка' }).getByRole('button', { name: 'Вперёд' }).click()],
      ['«Оплаченные поставки» filter (keyboard)', (page) => nextOption(page, page.getByRole('combobox', { name: 'Оплаченные поставки', exact: true }))],
      ['tab «Начисленные комиссии»', (page) => page.getByRole('tab', { name: 'Начисленные комиссии' }).click()],
      ['tab «Задолженность плательщиков»', (page) => page.getByRole('tab', { name: 'Задолженность плательщиков' }).click()],
    ],
  },
];

for (const screen of SCREENS) {
  test(`INP: ${screen.name}`, async ({ page }) => {
    test.setTimeout(300_000);
    await resetSandbox();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await watchInteractions(page);
    await signIn(page, 'supplier');
    await expect(cabinetMenu(page)).toBeVisible();
    const latencies: Record<string, number[]> = {};
    const inps: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/lkk/main');
      await expect(cabinetMenu(page)).toBeVisible();
      await screen.open(page);
      for (const [name, act] of screen.actions) (latencies[name] ??= []).push(await latencyOf(page, () => act(page), name));
      inps.push(await inpOf(page));
    }
    console.log(`\n${screen.name}: interaction to next paint, median of ${RUNS} visits (ms; 16 = under the 16 ms floor)`);
    for (const [name, values] of Object.entries(latencies)) console.log(`  ${name.padEnd(60)} ${median(values).toFixed(0)} (max ${Math.max(...values).toFixed(0)})`);
    console.log(`  INP of the visit (web-vitals onINP, reportAllChanges)${' '.repeat(7)} ${median(inps).toFixed(0)} (max ${Math.max(...inps).toFixed(0)})`);
  });
}
