import { useState } from 'react';
import { REGISTRY_PAGE_SIZES, REGISTRY_SOURCES, type RegistryListItem, type RegistrySource } from '@portal/api';
import { Button, Field, HStack, NativeSelect, Skeleton, Spacer, Stack, Tabs } from '@portal/ui/chakra';
import { sessionStore } from '@portal/platform';
import { EmbeddedPage, EmptyState, ListPager, LoadFailure, PageTitle, peekSessionDraft, TableSkeleton } from '@portal/ui';
import { useCategoryTabs } from '../hooks/useCategoryTabs';
import { useRegistryList } from '../hooks/useRegistryList';
import { useRegistryListState } from '../hooks/useRegistryListState';
import { useCreateRegistry, useDeleteRegistry } from '../hooks/useRegistryMutations';
import type { RegistryCabinet } from '../registryCabinet';
import type { RegistrySections } from '../registrySections';
import type { SectionTabKey } from '../rules/sectionTabs';
import { effectiveTab, listFilterOf } from '../rules/registryListUrl';
import { registryName } from '../rules/registryName';
import { ConfirmDialog } from './ConfirmDialog';
import { CREATE_REGISTRY_DRAFT_KEY, CreateRegistryDialog } from './CreateRegistryDialog';
import { RegistryListTable } from './RegistryListTable';

/**
 * The registry list of a cabinet (spec §2 'Заявки'): category tabs by env flags, filters in the URL, create, delete;
 * beside the categories, §4's section tabs (main, reports, reward) showing the cabinet's own pages, when the flags
 * allow and the cabinet has them.
 */
export function RegistriesPage({ cabinet, sections = {} }: { cabinet: RegistryCabinet; sections?: RegistrySections }) {
  const { tabs, sectionTabs, loading: tabsLoading } = useCategoryTabs(Object.keys(sections) as SectionTabKey[]);
  const [state, update] = useRegistryListState();
  const tab = effectiveTab(state, tabs);
  const section = sectionTabs.find((entry) => entry.key === state.tab) ?? null;
  const selectedKey = section?.key ?? tab?.key ?? null;
  const filter = listFilterOf(state, tab);
  const list = useRegistryList(cabinet, filter, !tabsLoading && section === null);
  // «Новая заявка» left open when the session ended opens again with its draft (decision 0059).
  const [creating, setCreating] = useState(() => peekSessionDraft(CREATE_REGISTRY_DRAFT_KEY, sessionStore.getState().userName) !== null);
  const [toDelete, setToDelete] = useState<RegistryListItem | null>(null);
  const create = useCreateRegistry(cabinet);
  const remove = useDeleteRegistry(cabinet);

  const caption = `Заявки${tab ? ` — ${tab.label}` : ''}${filter.source ? `, источник: ${filter.source}` : ''}`;
  const body = (() => {
    if (tabsLoading || list.isPending) return <TableSkeleton label="Загрузка списка заявок" rows={Math.min(state.size, 8)} />;
    if (list.isError) return <LoadFailure what="список заявок" onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0) return <EmptyState>Заявок нет.</EmptyState>;
    return (
      <Stack gap="0" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isFetching}>
        <RegistryListTable
          cabinet={cabinet}
          caption={caption}
          items={list.data.items}
          filter={filter}
          sortBy={state.sortBy}
          sortDesc={state.sortDesc}
          onSort={(sortBy, sortDesc) => update({ sortBy, sortDesc })}
          onDelete={setToDelete}
        />
        <ListPager page={state.page} size={state.size} total={list.data.total} onPage={(page) => update({ page })} sizes={REGISTRY_PAGE_SIZES} onSize={(size) => update({ size })} />
      </Stack>
    );
  })();

  const content = (
    <>
      <HStack mb="3" gap="3" wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label>Источник</Field.Label>
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field value={state.source ?? ''} onChange={(event) => update({ source: (event.currentTarget.value || null) as RegistrySource | null })}>
              <option value="">Все</option>
              {REGISTRY_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Spacer />
        <Button onClick={() => setCreating(true)}>Создать заявку</Button>
      </HStack>
      {body}
    </>
  );

  return (
    <section>
      <PageTitle>Заявки</PageTitle>
      {tabsLoading ? (
        <>
          <Skeleton height="10" maxW="md" mb="4" />
          <TableSkeleton label="Загрузка списка заявок" rows={Math.min(state.size, 8)} />
        </>
      ) : tabs.length + sectionTabs.length > 0 ? (
        <Tabs.Root value={selectedKey} onValueChange={(details) => update({ tab: details.value as typeof state.tab })} variant="line">
          <Tabs.List aria-label="Категории заявок" mb="4" flexWrap="wrap">
            {[...tabs, ...sectionTabs].map((item) => (
              <Tabs.Trigger key={item.key} value={item.key}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* One panel that follows the selected tab: the list is not remounted (nor doubled during an exit animation). */}
          {section ? (
            <Tabs.Content value={section.key} p="0">
              <EmbeddedPage>{sections[section.key]}</EmbeddedPage>
            </Tabs.Content>
          ) : tab ? (
            <Tabs.Content value={tab.key} p="0">
              {content}
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      ) : (
        content
      )}
      <CreateRegistryDialog
        cabinet={cabinet}
        open={creating}
        category={tab?.category ?? cabinet.defaultCategory}
        creating={create.isPending}
        onCreate={(request) => create.mutate(request, { onSuccess: () => setCreating(false) })}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Удаление заявки"
        text={toDelete ? `Удалить заявку ${registryName(toDelete)}?` : ''}
        confirmLabel="Удалить"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
          setToDelete(null);
        }}
      />
    </section>
  );
}
