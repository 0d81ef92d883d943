import { Skeleton, Stack } from '@portal/ui/chakra';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="2" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="8" />
      ))}
    </Stack>
  );
}
