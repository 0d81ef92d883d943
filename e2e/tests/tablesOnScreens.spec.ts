import { expect, test, type Locator, type Page } from '../support/portalTest';
import { resetSandbox } from '../support/sandboxControl';
import { enterSignedIn } from '../support/signedIn';

// Tables as people read them (issue 53): on a phone a screen reader hears every value under its column's name; the
// amounts are on screen at a tablet's and a phone's width; long texts are whole without hovering.

test.beforeEach(async () => {
  await resetSandbox();
});

async function signInAs(page: Page, login: 'supplier' | 'agent') {
  await enterSignedIn(page, login);
  await expect(page).toHaveURL(login === 'supplier' ? /\/lkk\/main$/ : /\/lka\/supplies$/);
}

/** The accessible names of the cells of a row, as the accessibility tree holds them ('' for a cell without one). */
async function cellNames(row: Locator): Promise<string[]> {
  const snapshot = await row.ariaSnapshot();
  return snapshot
    .split('\n')
    .map((line) => /^ {2}- cell(?: "((?:[^"\\]|\\.)*)")?/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => (match[1] ?? '').replace(/\\"/g, '"'));
}

/** Every cell of the table's first row is read with its column's name first; every column keeps its header. */
async function expectCardsReadByColumn(table: Locator, columns: readonly string[]) {
  // A loaded row, not a skeleton one (they hold no text).
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const row = table.locator('tbody tr').filter({ hasText: /\S/ }).first();
  await expect(row).toBeVisible();
  const names = await cellNames(row);
  expect(names).toHaveLength(columns.length);
  columns.forEach((column, index) => {
    if (column !== '') expect(names[index], `the cell under «${column}»`).toMatch(new RegExp(`^${column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\S`));
  });
  // Table navigation: a header for every column, none dropped from the tree on a phone.
  await expect(table.getByRole('columnheader')).toHaveCount(columns.length);
}

test.describe('on a phone (390 px) the cards are read column by column', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Заявки: each value of a registry card is read under its column', async ({ page }) => {
    await signInAs(page, 'supplier');
    await page.goto('/lkk/registries');
    const table = page.getByRole('table', { name: /^Заявки/ });
    await expectCardsReadByColumn(table, ['Номер', 'Дата создания', 'Статус', 'Дебитор', 'Договор', 'Поставок', 'Сумма', 'Источник', 'Действия']);
  });

  test('Отчеты: each value of a supplies report card is read under its column', async ({ page }) => {
    await signInAs(page, 'supplier');
    await page.goto('/lkk/reports');
    const table = page.getByRole('table', { name: 'Отчет по поставкам' });
    await expectCardsReadByColumn(table, ['УПД №', 'Дата поставки', 'Срок оплаты', 'Дебитор', 'Договор', 'Реестр', 'Сумма поставки', 'Оплачено', 'Задолженность', 'Просрочка, дн.']);
  });

  test('ЭДО: the document table has its headers and each value of a card is read under its column', async ({ page }) => {
    await signInAs(page, 'supplier');
    await page.goto('/lkk/edo');
    const table = page.getByRole('table', { name: 'Входящие документы' });
    // The tick column's header is the page's tick box; a row's tick box names its document itself.
    await expectCardsReadByColumn(table, ['', 'Дата', 'Номер', 'Тип документа', 'Файл', 'Договор', 'Статус', 'Подписи', 'Комментарий']);
  });
});

/** Whether the middle of `cell` is on screen, inside its scrolling frame and not covered by anything (pinned columns). */
// Polled by the tests: a dialog closing as the page opens (its backdrop fading out) covers the cells for a moment.
async function inSight(cell: Locator, frame: Locator) {
  const box = await cell.boundingBox();
  const frameBox = await frame.boundingBox();
  if (!box || !frameBox) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (box.x < frameBox.x || box.x + box.width > frameBox.x + frameBox.width) return false;
  return cell.evaluate((element, point) => {
    const hit = document.elementFromPoint(point.x, point.y);
    return hit !== null && element.contains(hit);
  }, { x, y });
}

for (const { width, height } of [
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the agent sees a reward's sum beside «Согласовать» without scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, 'agent');
    await page.goto('/lka/reward');
    const table = page.getByRole('table', { name: 'Вознаграждения' });
    const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Согласовать/ }) }).first();
    await expect(row).toBeVisible();
    const amount = row.getByRole('cell', { name: /^(Сумма )?\d[\d\s]*(,\d\d)?$/ });
    await expect(amount).toHaveCount(1);
    await amount.scrollIntoViewIfNeeded();
    await expect.poll(() => inSight(amount, page.getByTestId('table-scroll'))).toBe(true);
  });

  test(`at ${width} px a registry's supplies show their amounts without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, 'supplier');
    await page.goto('/lkk/registries/7001');
    const grid = page.getByRole('table', { name: 'Поставки заявки' });
    await expect(grid).toBeVisible();
    const amountHeader = grid.getByRole('columnheader', { name: 'Сумма' });
    const firstAmount = grid.locator('[data-supply-row] [data-amount]').first();
    await expect(firstAmount).toHaveText(/^\d[\d\s]*(,\d\d)?$/);
    await grid.scrollIntoViewIfNeeded();
    await expect.poll(() => inSight(amountHeader, grid)).toBe(true);
    await expect.poll(() => inSight(firstAmount, grid)).toBe(true);
  });
}

/**
 * The texts cut (overflowing their box or ended with «…») in the body cells of the columns named `columns`, as
 * «column: row text» — one look at the whole table.
 */
function cutTexts(table: Locator, columns: readonly string[]) {
  return table.evaluate((element, names) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').replace(/[\s↑↓]+$/, '').trim());
    const found: string[] = [];
    for (const row of element.querySelectorAll('tbody tr')) {
      for (const name of names) {
        const cell = (row as HTMLTableRowElement).cells[headers.indexOf(name)];
        if (!cell) continue;
        const cut = [cell, ...cell.querySelectorAll('*')].some(
          (node) => node instanceof HTMLElement && node.textContent?.trim() && (node.scrollWidth > node.clientWidth + 1 || getComputedStyle(node).textOverflow === 'ellipsis'),
        );
        if (cut) found.push(`${name}: ${(row.textContent ?? '').trim().slice(0, 80)}`);
      }
    }
    return found;
  }, columns);
}

for (const width of [1366, 1920]) {
  test(`ЭДО at ${width} px shows document types, file names, refusal reasons and comments whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 1366 ? 768 : 1080 });
    await signInAs(page, 'supplier');
    for (const direction of ['incoming', 'outgoing'] as const) {
      await page.goto(`/lkk/edo?type=${direction}`);
      const table = page.getByRole('table', { name: direction === 'incoming' ? 'Входящие документы' : 'Исходящие документы' });
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      await expect(table.locator('tbody tr').first()).toBeVisible();
      expect(await cutTexts(table, ['Тип документа', 'Файл', 'Комментарий']), direction).toEqual([]);
      // No column takes the room of the others: the comment is capped like the rest.
      const comment = await table.locator('thead th').filter({ hasText: 'Комментарий' }).boundingBox();
      expect(comment?.width ?? 0).toBeLessThan(450);
    }
  });
}

test('reports at 1366 px show the organisation a row is known by whole', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs(page, 'supplier');
  for (const report of ['yield', 'supplies']) {
    await page.goto(`/lkk/reports?report=${report}`);
    const table = page.locator('[data-testid="table-scroll"] table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await cutTexts(table, ['Дебитор']), report).toEqual([]);
  }
});
