import { useCallback } from 'react';
import { Button, Heading, HStack, Link, Skeleton, Stack } from '@portal/ui/chakra';
import { Link as RouterLink, useParams } from '@portal/ui/router';
import { PageTitle, LoadFailure } from '@portal/ui';
import { useRegistryDetail } from '../hooks/useRegistryDetail';
import { useRegistryValidation, useSupplyParamCheck } from '../hooks/useRegistryValidation';
import { registryListPath, type RegistryCabinet } from '../registryCabinet';
import { offers } from '../rules/registryControls';
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
  const registry = detail.data;
  const name = registry ? registry.header.number || registry.detail.registry.number || `№ ${id}` : `№ ${id}`;
  const title = `Заявка ${name}`;
  const can = (control: 'edit' | 'delete') => registry !== undefined && offers(control, registry.detail.permissions, registry.detail.registry.status);

  return (
    <Stack as="section" gap="5" p={standalone ? '6' : '0'}>
      <HStack justify="space-between" wrap="wrap">
        <PageTitle>{title}</PageTitle>
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
