import { Skeleton, Stack } from '../../kit/chakra';

/** What a page shows while its code is on the way: its title line and a few rows, announced as a status (a named `div` without a role breaks aria-prohibited-attr). */
export function PageSkeleton() {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label="Загрузка страницы" data-testid="page-skeleton">
      <Skeleton height="8" width="40%" />
      <Skeleton height="5" />
      <Skeleton height="5" />
      <Skeleton height="5" width="80%" />
    </Stack>
  );
}
