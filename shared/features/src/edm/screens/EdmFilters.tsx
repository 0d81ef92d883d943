import { Button, Field, HStack, NativeSelect, chakra } from '@portal/ui/chakra';
import { DateField } from '@portal/ui';
import type { EdmDocumentType } from '@portal/api';
import { DATE_FROM_AFTER_TO, DATE_TO_BEFORE_FROM, periodBounds } from '../rules/edmDateRange';
import { documentTypeOf, type EdmFilterState } from '../rules/edmFilter';

interface EdmFiltersProps {
  filter: EdmFilterState;
  update: (change: Partial<EdmFilterState>) => void;
  statuses: readonly string[] | undefined;
  types: readonly EdmDocumentType[] | undefined;
}

/** Status, document type, dates and the archive switch; every change goes to the URL and back to page 1. */
export function EdmFilters({ filter, update, statuses, types }: EdmFiltersProps) {
  // A reversed period is refused where it is typed: the field keeps the text and says why; the list keeps the last period.
  const period = periodBounds(filter.dateFrom, filter.dateTo);
  const filtered = filter.status !== null || filter.documentType !== null || filter.dateFrom !== null || filter.dateTo !== null || filter.store;
  return (
    <HStack as="form" role="search" aria-label="Фильтр документов" gap="3" align="flex-start" flexWrap="wrap" mb="3" onSubmit={(event) => event.preventDefault()}>
      <Field.Root width="14rem">
        <Field.Label>Статус</Field.Label>
        <NativeSelect.Root size="sm" disabled={!statuses}>
          <NativeSelect.Field value={filter.status ?? ''} onChange={(event) => update({ status: event.target.value || null })}>
            <option value="">Все статусы</option>
            {(statuses ?? []).map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="18rem">
        <Field.Label>Тип документа</Field.Label>
        <NativeSelect.Root size="sm" disabled={!types}>
          <NativeSelect.Field
            value={filter.documentType === null ? '' : String(filter.documentType)}
            onChange={(event) => update({ documentType: documentTypeOf(event.target.value) })}
          >
            <option value="">Все типы</option>
            {(types ?? []).map((type) => (
              <option key={String(type.id)} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DateField
        label="Дата с"
        value={filter.dateFrom ?? ''}
        onChange={(value) => update({ dateFrom: value || null })}
        isSelectable={period.fromSelectable}
        unselectableMessage={DATE_FROM_AFTER_TO}
      />
      <DateField
        label="Дата по"
        value={filter.dateTo ?? ''}
        onChange={(value) => update({ dateTo: value || null })}
        isSelectable={period.toSelectable}
        unselectableMessage={DATE_TO_BEFORE_FROM}
      />
      <chakra.label display="flex" alignItems="center" gap="2" alignSelf="flex-end" h="8" cursor="pointer">
        <chakra.input type="checkbox" checked={filter.store} onChange={(event) => update({ store: event.target.checked })} accentColor="colorPalette.solid" />
        Архив
      </chakra.label>
      {filtered ? (
        <Button size="sm" variant="ghost" alignSelf="flex-end" onClick={() => update({ status: null, documentType: null, dateFrom: null, dateTo: null, store: false })}>
          Сбросить фильтр
        </Button>
      ) : null}
    </HStack>
  );
}
