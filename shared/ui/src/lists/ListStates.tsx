/** The three states every list screen shows besides its rows: loading, nothing to show, a failed load. */
import { Box, Button, Skeleton, Stack, Text } from '../kit/chakra';

/** Rows of grey bars while a table loads: a named status (a named `div` without a role breaks aria-prohibited-attr). */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label={label} data-testid="table-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="8" />
      ))}
    </Stack>
  );
}

/** Nothing to show, said plainly. */
export function EmptyState({ children }: { children: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" p="6" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}

/** A failed load with a retry instead of an empty list. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="4">
      <Text color="fg.error" mb="2">
        Не удалось загрузить {what}.
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Повторить
      </Button>
    </Box>
  );
}
