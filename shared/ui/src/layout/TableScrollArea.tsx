import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, type BoxProps } from '../kit/chakra';

export interface TableScrollAreaProps extends Omit<BoxProps, 'children'> {
  /** What the table is (its caption): the name of the scrolling region for keyboard and screen-reader users. */
  label: string;
  /** How many leading columns stay in view while the table scrolls sideways (the one a row is known by). */
  stickyColumns?: 0 | 1;
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

/**
 * A table's sideways scroll (issue 30): the table fits its container or scrolls inside it, never the page. While
 * more columns are hidden on the right a shadow at that edge says so; once scrolled, the first column stays in view
 * with a shadow beside it. Rows keep one height (cells do not wrap). A table that scrolls is a named, focusable
 * region so the keyboard can scroll it too.
 */
export function TableScrollArea({ label, stickyColumns = 1, children, ...frame }: TableScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
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
        css={
          stickyColumns === 1
            ? {
                '& tr > :first-child': STICKY_CELL,
                '&[data-scrolls-left] tr > :first-child': { boxShadow: '6px 0 6px -4px rgba(0, 0, 0, 0.25)' },
              }
            : undefined
        }
      >
        {children}
      </Box>
      {edges.right && (
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
