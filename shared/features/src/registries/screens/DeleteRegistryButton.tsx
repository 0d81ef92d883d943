import { useState } from 'react';
import { Button } from '@portal/ui/chakra';
import { useNavigate } from '@portal/ui/router';
import { useDeleteRegistry } from '../hooks/useRegistryMutations';
import { registryListPath, type RegistryCabinet } from '../registryCabinet';
import { ConfirmDialog } from './ConfirmDialog';

/** 'Удалить заявку' on the registry's page: after confirmation DELETE /common/delete/{id}, then back to the list. */
export function DeleteRegistryButton({ cabinet, registryId, name }: { cabinet: RegistryCabinet; registryId: string | number; name: string }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteRegistry(cabinet);
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)} loading={remove.isPending}>
        Удалить заявку
      </Button>
      <ConfirmDialog
        open={asking}
        title="Удаление заявки"
        text={`Удалить заявку ${name}?`}
        confirmLabel="Удалить"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(registryId, { onSuccess: () => navigate(registryListPath(cabinet)) });
        }}
      />
    </>
  );
}
