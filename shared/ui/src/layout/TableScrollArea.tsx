import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, type BoxProps } from '../kit/chakra';
import { BREAKPOINTS } from './sizes';

export interface TableScrollAreaProps extends Omit<BoxProps, 'children'> {
  /** What the table is (its caption): the name of the scrolling region for keyboard and screen-reader users. */
  label: string;
  /** How many leading columns stay in view while the table scrolls sideways (the one a row is known by). */
  stickyColumns?: 0 | 1;
  /**
   * How many trailing columns stay at the right edge while the table scrolls sideways: the status and the actions,
   * what a person comes to the list for, are on screen without scrolling at any width.
   */
  stickyEndColumns?: 0 | 1 | 2;
  children: ReactNode;
}

interface Edges {
  /** Content hidden beyond the left edge (the table has been scrolled). */
  left: boolean;
  /** Content hidden beyond the right edge. */
  right: boolean;
}

const STICKY_CELL = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  // The row's own background (hover, ticked) shows through; rows of the line variant are opaque.
  bg: 'inherit',
} as const;

const STICKY_END_CELL = { position: 'sticky', zIndex: 1, bg: 'inherit' } as const;
/** The custom property holding the width of the last column: where the second pinned column stops. */
const LAST_COLUMN_WIDTH = '--table-last-column-width';

/** Off the screen, still in the accessibility tree (a header cell on a phone's cards). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const;

/** A phone: below the first breakpoint every row is a card of label–value lines instead of a table row. */
const PHONE = `@media (max-width: ${BREAKPOINTS.xs - 0.02}px)`;

/** A column header's words as a card line's label: without the sort arrow. */
export function columnLabel(header: Element): string {
  return (header.textContent ?? '').replace(/[↑↓]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Puts each body cell's column header on it as `data-label` (read by the phone layout's cards). Cells spanning
 * several columns (an empty list's message) get none.
 */
export function labelCells(table: HTMLTableElement): void {
  const headers = [...(table.tHead?.rows[table.tHead.rows.length - 1]?.cells ?? [])];
  if (headers.length === 0) return;
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = cell.colSpan === 1 ? columnLabel(headers[column] ?? cell) : '';
        if (label && cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        if (!label && cell.hasAttribute('data-label')) cell.removeAttribute('data-label');
        column += cell.colSpan;
      }
    }
  }
}

/** The styles of the pinned columns and, on a phone, of the cards. */
function tableCss(stickyColumns: 0 | 1, stickyEndColumns: 0 | 1 | 2) {
  const end =
    stickyEndColumns === 0
      ? {}
      : {
          '& tr > :last-child': { ...STICKY_END_CELL, insetInlineEnd: 0 },
          ...(stickyEndColumns === 2 ? { '& tr > :nth-last-child(2)': { ...STICKY_END_CELL, insetInlineEnd: `var(${LAST_COLUMN_WIDTH}, 0px)` } } : {}),
          [`&[data-scrolls-right] tr > :nth-last-child(${stickyEndColumns})`]: { boxShadow: '-8px 0 8px -4px rgba(0, 0, 0, 0.3)' },
        };
  const start =
    stickyColumns === 1
      ? {
          '& tr > :first-child': STICKY_CELL,
          '&[data-scrolls-left] tr > :first-child': { boxShadow: '6px 0 6px -4px rgba(0, 0, 0, 0.25)' },
        }
      : {};
  return {
    ...start,
    ...end,
    // Body cells keep to one line (rows of one height); a header may take two lines when the table is short of room:
    // «Дата создания» over «11.05.2025» would otherwise push the last columns under the pinned ones at 1366 px.
    '& thead th': { whiteSpace: 'normal', verticalAlign: 'bottom' },
    '& thead th button': { whiteSpace: 'normal', height: 'auto', minHeight: '8', textAlign: 'inherit' },
    [PHONE]: {
      whiteSpace: 'normal',
      '& table, & thead, & tbody, & tr': { display: 'block', width: '100%' },
      // A caption left as a table caption would shrink to its longest word once the table is a block.
      '& caption': { display: 'block', width: '100%' },
      // The column headers stay as a row of sort buttons (and a page's tick box) above the cards; headers with
      // nothing to press are the cards' labels now. They leave the screen but not the table: every column keeps its
      // header for a screen reader's table navigation, so no value is read under the next column's name.
      // Packed like words in a line: a sort button that wraps sits right under the others, not a header row away.
      '& thead tr': { display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '0', paddingInline: '3', paddingBlock: '1' },
      '& thead th': { display: 'block', borderBottomWidth: '0', paddingInline: '0', paddingBlock: '0' },
      '& thead th:not(:has(button, input))': VISUALLY_HIDDEN,
      // A table with nothing to press above its cards has no empty strip there either.
      '& thead:not(:has(button, input))': VISUALLY_HIDDEN,
      // Outweighs the pinning rules above (`tr > :first-child`, `[data-scrolls-left] tr > …`): a card pins nothing.
      '&[data-testid] tr > *:nth-child(n)': { position: 'static', boxShadow: 'none' },
      '& tbody tr': { borderBottomWidth: '1px', borderColor: 'border', paddingBlock: '2' },
      '& tbody td': {
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
        columnGap: '3',
        alignItems: 'baseline',
        borderBottomWidth: '0',
        paddingBlock: '1',
        textAlign: 'start',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      // A filling column's text is whole on a card: no width to fill, nothing cut.
      '& tbody td[data-fill-cell]': { maxWidth: 'none', minWidth: '0', width: 'auto' },
      '& [data-clipped]': { whiteSpace: 'normal', overflow: 'visible' },
      // The label is the column header's words, shown and read: a screen reader going through a card line by line
      // hears each value under its column's name (decision 0060).
      '& tbody td[data-label]::before': { content: 'attr(data-label)', color: 'fg.muted', fontSize: 'xs' },
      '& tbody td:not([data-label])': { display: 'block' },
      // Everything a cell holds stays in the value column, one item under the other (a title and its «новое» mark).
      '& tbody td[data-label] > *': { gridColumn: '2' },
      // An actions cell's buttons line up from the start, under the label.
      '& tbody td > *': { justifyContent: 'flex-start', minWidth: '0' },
    },
  };
}

/**
 * A table's sideways scroll (decision 0034): the table fits its container or scrolls inside it, never the page. While
 * more columns are hidden on the right a shadow at that edge says so; once scrolled, the first column stays in view
 * with a shadow beside it, and `stickyEndColumns` keep the status and actions at the right edge. Rows keep one height
 * (body cells do not wrap; headers may, to make room). A table that scrolls is a named, focusable region so the keyboard can scroll it too. On a
 * phone each row is a card: every cell on a line of its own under its column's name, nothing to scroll sideways.
 */
export function TableScrollArea({ label, stickyColumns = 1, stickyEndColumns = 0, children, ...frame }: TableScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
      const lastHeader = element.querySelector('thead tr:last-child > :last-child');
      if (lastHeader) element.style.setProperty(LAST_COLUMN_WIDTH, `${lastHeader.getBoundingClientRect().width}px`);
    };
    const relabel = () => {
      for (const table of element.querySelectorAll('table')) labelCells(table);
      update();
    };
    relabel();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    // Rows come and go with paging, sorting and loading: each new cell gets its label.
    const rows = new MutationObserver(relabel);
    rows.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
      rows.disconnect();
    };
  }, []);
  const scrolls = edges.left || edges.right;
  return (
    <Box position="relative" maxW="100%" {...frame}>
      <Box
        ref={ref}
        data-testid="table-scroll"
        data-scrolls-left={edges.left ? '' : undefined}
        data-scrolls-right={edges.right ? '' : undefined}
        // Positioned, so screen-reader-only text (absolutely placed) in a cell scrolls with the table instead of
        // stretching the page beside it.
        position="relative"
        overflowX="auto"
        overflowY="hidden"
        maxW="100%"
        whiteSpace="nowrap"
        borderRadius="inherit"
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        tabIndex={scrolls ? 0 : undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary', outlineOffset: '-2px' }}
        css={tableCss(stickyColumns, stickyEndColumns)}
      >
        {children}
      </Box>
      {/* With pinned end columns their own shadow says more is hidden behind them. */}
      {edges.right && stickyEndColumns === 0 && (
        <Box
          aria-hidden="true"
          data-testid="table-scroll-cue"
          position="absolute"
          top="0"
          bottom="0"
          insetInlineEnd="0"
          width="6"
          pointerEvents="none"
          borderEndRadius="inherit"
          zIndex="2"
          css={{ backgroundImage: 'linear-gradient(to left, rgba(0, 0, 0, 0.22), rgba(0, 0, 0, 0))' }}
        />
      )}
    </Box>
  );
}
