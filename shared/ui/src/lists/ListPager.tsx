import { Button, Field, HStack, NativeSelect, Text } from '../kit/chakra';

interface ListPagerProps {
  /** Zero-based. */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  /** The page sizes offered; with `onSize` a size picker is shown (reports have a fixed 10, spec §9: neither). */
  sizes?: readonly number[];
  onSize?: (size: number) => void;
}

/** Server-side paging: previous/next, where we are, and the page size. */
export function ListPager({ page, size, total, onPage, sizes, onSize }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  // A page past the end (an old link, or a list that shrank) shows no rows: «Назад» goes to the last page there is.
  const beyond = page >= pages;
  const first = total === 0 || beyond ? 0 : page * size + 1;
  const last = beyond ? 0 : Math.min(total, (page + 1) * size);
  return (
    <HStack as="nav" aria-label="Страницы списка" justify="space-between" wrap="wrap" gap="3" mt="3">
      <Text color="fg.muted" aria-live="polite">
        {`${first}–${last} из ${total}`}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(beyond ? pages - 1 : page - 1)}>
          Назад
        </Button>
        <Text>{`Страница ${page + 1} из ${pages}`}</Text>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Вперёд
        </Button>
      </HStack>
      {onSize && sizes ? (
        <Field.Root orientation="horizontal" width="auto" gap="2">
          <Field.Label whiteSpace="nowrap">Строк на странице</Field.Label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field value={String(size)} onChange={(event) => onSize(Number(event.currentTarget.value))}>
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
    </HStack>
  );
}
