import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '../kit/chakra';
import { portalSystem } from '../theme';
import { TableScrollArea } from './TableScrollArea';

function Rows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <tr key={index}>
          <td>Р-{index + 1}</td>
          <td>На проверке</td>
          <td>
            <button type="button">Согласовать</button>
          </td>
        </tr>
      ))}
    </>
  );
}

function List({ stickyEndColumns = 0 as 0 | 1 | 2 }) {
  const [count, setCount] = useState(1);
  return (
    <ChakraProvider value={portalSystem}>
      <button type="button" onClick={() => setCount(2)}>
        Ещё
      </button>
      <TableScrollArea label="Вознаграждения" stickyEndColumns={stickyEndColumns}>
        <table>
          <thead>
            <tr>
              <th>
                <button type="button">Номер ↓</button>
              </th>
              <th>Статус</th>
              <th>
                <span>Действия</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <Rows count={count} />
            <tr>
              <td colSpan={3}>Больше ничего нет</td>
            </tr>
          </tbody>
        </table>
      </TableScrollArea>
    </ChakraProvider>
  );
}

/** The injected CSS rules (media queries' inner ones too) naming one of the scrolling box's classes. */
function scrollBoxCss(): string {
  const classes = [...screen.getByTestId('table-scroll').classList].map((name) => `.${name}`);
  const flatten = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) => ('cssRules' in rule ? flatten((rule as CSSGroupingRule).cssRules).map((inner) => `${(rule as CSSMediaRule).conditionText ?? ''} ${inner}`) : [rule.cssText]));
  return [...document.styleSheets]
    .flatMap((sheet) => flatten(sheet.cssRules))
    .filter((text) => classes.some((name) => text.includes(name)))
    .join('\n');
}

describe('TableScrollArea', () => {
  it("labels each body cell with its column's header (the phone's card lines), without the sort arrow", () => {
    render(<List />);
    const cells = screen.getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.getAttribute('data-label'))).toEqual(['Номер', 'Статус', 'Действия']);
    // A cell across every column (an empty list's message) is no column's value.
    expect(screen.getByRole('cell', { name: 'Больше ничего нет' })).not.toHaveAttribute('data-label');
  });

  it('labels the cells of rows added later (paging, sorting, loading)', async () => {
    render(<List />);
    await userEvent.click(screen.getByRole('button', { name: 'Ещё' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Р-2' })).toHaveAttribute('data-label', 'Номер'));
  });

  it('on a phone lays every row out as a card of label and value lines', () => {
    render(<List />);
    const css = scrollBoxCss();
    const phone = css.split('\n').filter((line) => line.startsWith('(max-width: 599.98px)'));
    expect(phone.join('\n')).toMatch(/td\[data-label\]::before\s*\{[^}]*content:\s*attr\(data-label\)/);
    expect(phone.join('\n')).toMatch(/tr\s*\{[^}]*display:\s*block/);
    // Nothing stays pinned on a card: the rule that unpins outweighs the pinning ones (their selectors are weaker).
    expect(phone.join('\n')).toMatch(/\[data-testid\] tr>\*:nth-child\(n\)\s*\{[^}]*position:\s*static/);
  });

  it("on a phone a card's labels are read with their values, and every column keeps its header in the table", () => {
    render(<List />);
    const phone = scrollBoxCss()
      .split('\n')
      .filter((line) => line.startsWith('(max-width: 599.98px)'))
      .join('\n');
    // Alternative text after «/» (empty) would hide the label from screen readers.
    expect(phone).toMatch(/td\[data-label\]::before\s*\{[^}]*content:\s*attr\(data-label\)\s*;/);
    // A header with nothing to press leaves the screen, not the accessibility tree (display: none would drop it).
    expect(phone).not.toMatch(/th[^{]*\{[^}]*display:\s*none/);
    expect(phone).not.toMatch(/thead[^{]*\{[^}]*display:\s*none/);
    expect(phone).toMatch(/th:not\(:has\(button, ?input\)\)\s*\{[^}]*clip:\s*rect\(0,? 0,? 0,? 0\)/);
  });

  it('pins the last two columns (status and actions) to the right edge when asked', () => {
    render(<List stickyEndColumns={2} />);
    const css = scrollBoxCss();
    expect(css).toMatch(/tr>:last-child\s*\{[^}]*position:\s*sticky[^}]*inset-inline-end:\s*0/);
    expect(css).toMatch(/tr>:nth-last-child\(2\)\s*\{[^}]*position:\s*sticky[^}]*inset-inline-end:\s*var\(--table-last-column-width/);
  });

  it('pins nothing at the right edge by default', () => {
    render(<List />);
    expect(scrollBoxCss()).not.toMatch(/inset-inline-end:\s*var\(--table-last-column-width/);
    expect(scrollBoxCss()).not.toMatch(/tr>:last-child\s*\{[^}]*position:\s*sticky/);
  });
});
