import { useCallback, useMemo } from 'react';
import { Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@portal/ui/chakra';
import { Link as RouterLink, useLocation, useParams } from '@portal/ui/router';
import { PageTitle, LoadFailure } from '@portal/ui';
import { useRegistryDetail } from '../hooks/useRegistryDetail';
import { useRegistryValidation, useSupplyParamCheck } from '../hooks/useRegistryValidation';
import { registryListPath, type RegistryCabinet } from '../registryCabinet';
import { registryTitleTarget } from '../rules/focusAfterStep';
import { useRegistryList } from '../hooks/useRegistryList';
import { carriedRowFromState, carriedRowOf, listFilterFromState, REGISTRY_STATE_UNKNOWN, rememberedListRow, WHOLE_LIST_FILTER, withListRow } from '../rules/listRowCarried';
import { offers } from '../rules/registryControls';
import { registryStateOf } from '../rules/registryState';
import { registryName } from '../rules/registryName';
import { DeleteRegistryButton } from './DeleteRegistryButton';
import { RegistryChecksPanel } from './RegistryChecksPanel';
import { RegistryFilesSection } from './RegistryFilesSection';
import { RegistryHeaderCard } from './RegistryHeaderCard';
import { RegistryWorkspace } from '../supplies/RegistryWorkspace';

/** A registry: header data, checks, documents and supplies; editing controls by 'change' and the state (spec §6, CONTRACT.md). */
export function RegistryDetailPage({ cabinet, standalone = false }: { cabinet: RegistryCabinet; standalone?: boolean }) {
  const id = useParams().id ?? '';
  const detail = useRegistryDetail(cabinet, id);
  // Asked for beside the stages, not after them: the supplies grid waits for it (invalid supplies first).
  useRegistryValidation(cabinet, id, true);
  const { reload } = detail;
  const reloadFiles = useCallback(() => reload(['files']), [reload]);
  useSupplyParamCheck(cabinet, id, detail.isSuccess);
  // The list row travels with the link (router state) or was seen in this page's life: the debtor's detail names no
  // status or number, so without it nothing that depends on the state is offered.
  const locationState: unknown = useLocation().state;
  const carried = useMemo(() => carriedRowFromState(locationState, id) ?? rememberedListRow(cabinet.apiPrefix, id), [locationState, id, cabinet.apiPrefix]);
  // The row goes stale after a signing or an action; its list page is asked again (the list's own query, which
  // those refresh) while the detail's answers carry no status of their own. Opened by its address alone, the
  // registry looks its row up in the whole list (§7's list call: the filter has no id).
  const needsRow = detail.data !== undefined && registryStateOf(detail.data.detail.registry.status) === 'unknown';
  const listFilter = listFilterFromState(locationState);
  const page = useRegistryList(cabinet, listFilter ?? WHOLE_LIST_FILTER, needsRow);
  const listRow = useMemo(() => {
    const fresh = page.data?.items.find((item) => String(item.id) === id);
    return fresh ? carriedRowOf(fresh) : carried;
  }, [page.data, id, carried]);
  const registry = useMemo(() => (detail.data ? withListRow(detail.data, listRow) : undefined), [detail.data, listRow]);
  const name = registryName({
    number: (registry ? registry.header.number || registry.detail.registry.number : '') || listRow?.number || '',
    createDate: (registry ? registry.header.createDate || registry.detail.registry.createDate : '') || listRow?.createDate,
  });
  const stateUnknown = registry !== undefined && registryStateOf(registry.detail.registry.status) === 'unknown';
  const title = `Заявка ${name}`;
  const can = (control: 'edit' | 'delete') => registry !== undefined && offers(control, registry.detail.permissions, registry.detail.registry.status);

  return (
    <Stack as="section" gap="5" p={standalone ? '6' : '0'}>
      <HStack justify="space-between" wrap="wrap">
        {/* Once the registry is shown, its title is where a new registry's creation leaves focus (useCreateRegistry). */}
        <PageTitle focusTarget={registry ? registryTitleTarget(id) : undefined}>{title}</PageTitle>
        <HStack gap="4">
          {registry && cabinet.checks.deleteRegistry && can('delete') ? <DeleteRegistryButton cabinet={cabinet} registryId={registry.detail.registry.id} name={name} /> : null}
          <Link asChild color="fg" textDecoration="underline">
            <RouterLink to={registryListPath(cabinet)}>К списку заявок</RouterLink>
          </Link>
        </HStack>
      </HStack>
      {detail.isPending ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Загрузка заявки">
          <Skeleton height="24" />
          <Skeleton height="40" />
        </Stack>
      ) : detail.isError || !registry ? (
        <LoadFailure what="заявку" onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <RegistryHeaderCard header={registry.header} detail={registry.detail} suppliesTotal={registry.supplies.total} />
          {stateUnknown ? (
            <Text data-testid="registry-state-unknown" color="fg.muted">
              {REGISTRY_STATE_UNKNOWN}{' '}
              <Link asChild color="fg" textDecoration="underline">
                <RouterLink to={registryListPath(cabinet)}>Открыть из списка заявок</RouterLink>
              </Link>
            </Text>
          ) : null}
          <RegistryChecksPanel cabinet={cabinet} id={id} registry={registry} reload={reload} />
          <RegistryFilesSection cabinet={cabinet} id={id} files={registry.files} editable={can('edit')} reloadFiles={reloadFiles} />
          <Stack as="section" gap="2" aria-labelledby="registry-supplies">
            <HStack justify="space-between">
              <Heading as="h2" size="md" id="registry-supplies">
                Поставки
              </Heading>
              <Button size="sm" variant="outline" onClick={() => void reload(['supplies'])}>
                Обновить
              </Button>
            </HStack>
            <RegistryWorkspace cabinet={cabinet} id={id} registry={registry} reload={reload} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
