import { Box, Table } from '../kit/chakra';

/** The narrowest a filling column gets: below it the table scrolls sideways rather than cut a name to nothing. */
export const FILL_COLUMN_MIN_WIDTH = '10rem';

export interface FillTextCellProps {
  /** The cell's text: an organisation, a comment. */
  text: string;
  /** A second, muted line under it (the debtor under the client). */
  secondary?: string;
}

/** One line of the cell: cut with «…» where the column ends, whole in its tooltip and to screen readers. */
function ClippedLine({ text, muted }: { text: string; muted?: boolean }) {
  return (
    <Box data-clipped="" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap" title={text} color={muted ? 'fg.muted' : undefined} fontSize={muted ? 'xs' : undefined}>
      {text}
    </Box>
  );
}

/**
 * The cell of a table's long-text column (one per table, decision 0034): the column takes the width the other
 * columns leave, at least 10rem, so the status and the actions fit an office screen and rows keep one height; text
 * longer than the column is cut with «…» and stays whole in its tooltip, to screen readers and on a phone's card.
 */
export function FillTextCell({ text, secondary }: FillTextCellProps) {
  return (
    // max-width 0 with width 100%: the column gets the table's spare width instead of its text's width.
    <Table.Cell data-fill-cell="" maxW="0" width="100%" minW={FILL_COLUMN_MIN_WIDTH}>
      <ClippedLine text={text} />
      {secondary !== undefined ? <ClippedLine text={secondary} muted /> : null}
    </Table.Cell>
  );
}
