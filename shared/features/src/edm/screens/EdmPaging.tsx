import { Button, HStack, Text } from '@portal/ui/chakra';
import { EDM_PAGE_LIMIT } from '@portal/api';

interface EdmPagingProps {
  page: number;
  count: number;
  onPage: (page: number) => void;
}

/** Server-side paging by 30 (spec §9): where we are, and the previous and next pages. */
export function EdmPaging({ page, count, onPage }: EdmPagingProps) {
  const pages = Math.max(1, Math.ceil(count / EDM_PAGE_LIMIT));
  return (
    <HStack as="nav" aria-label="Страницы документов" justify="space-between" mt="3" flexWrap="wrap">
      <Text color="fg.muted">Всего документов: {count}</Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          Предыдущая
        </Button>
        <Text aria-live="polite">
          Страница {Math.min(page + 1, pages)} из {pages}
        </Text>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Следующая
        </Button>
      </HStack>
    </HStack>
  );
}
