import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@portal/ui/query';
import { Button, Field, HStack } from '@portal/ui/chakra';
import { signing, useCurrentUser, withLoader } from '@portal/platform';
import './hostSigning';
import { CertificatePicker, focusWhenShown, useSingleFlight } from '@portal/ui';
import { addLoginCertificate } from './addLoginCertificate';
import { serverMessage } from './serverMessage';
import { SETTINGS_QUERY_KEYS } from './settingsApi';

/** A thumbprint as the plug-in and the server may spell it: case and spaces aside. */
export function thumbprintKey(thumbprint: string): string {
  return thumbprint.replace(/\s+/g, '').toUpperCase();
}

interface AddCertificateProps {
  /**
   * The ids (thumbprints, spec §3) of the certificates already added: never offered again, so never pre-selected.
   * Undefined while they load: the plug-in is asked once they are known.
   */
  registeredIds: readonly string[] | undefined;
  /** The added certificate's row in the list (by thumbprint), where focus goes once the list shows it. */
  addedRow?: (thumbprint: string) => HTMLElement | null;
}

/**
 * 'Добавить сертификат' opens the picker of the plug-in's certificates not added yet; 'Сохранить' adds the chosen one.
 */
export function AddCertificate({ registeredIds, addedRow }: AddCertificateProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [thumbprint, setThumbprint] = useState('');
  const { run, pending: adding } = useSingleFlight();
  const [problem, setProblem] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const certificates = useQuery({ queryKey: SETTINGS_QUERY_KEYS.pluginCertificates, queryFn: () => signing.listCertificates(), enabled: picking && registeredIds !== undefined, retry: false, staleTime: 0 });
  const offered = useMemo(() => {
    const registered = new Set((registeredIds ?? []).map(thumbprintKey));
    return certificates.data?.filter((certificate) => !registered.has(thumbprintKey(certificate.thumbprint)));
  }, [certificates.data, registeredIds]);
  const chosen = offered?.find((certificate) => certificate.thumbprint === thumbprint);
  const allAdded = certificates.data !== undefined && certificates.data.length > 0 && offered?.length === 0;

  const save = () =>
    run(async () => {
      if (!chosen || !user) return;
      setProblem('');
      try {
        const outcome = await withLoader('...добавление сертификата пользователя', () => addLoginCertificate(chosen, user));
        if (outcome.added) {
          setPicking(false);
          setThumbprint('');
          // «Сохранить» is gone with the picker: focus goes to the new row (or «Добавить сертификат» when not listed).
          const listed = () => queryClient.isFetching({ queryKey: SETTINGS_QUERY_KEYS.certificates }) === 0;
          focusWhenShown({ target: () => (listed() ? (addedRow?.(chosen.thumbprint) ?? null) : null), settled: listed, fallback: () => addButton.current });
          await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.certificates });
        } else setProblem(outcome.problem);
      } catch (error) {
        setProblem(await serverMessage(error, 'Сертификат не добавлен'));
      }
    });

  if (!picking) {
    return (
      <HStack>
        <Button ref={addButton} size="sm" onClick={() => setPicking(true)}>
          Добавить сертификат
        </Button>
      </HStack>
    );
  }

  const loadError = certificates.error ? certificates.error.message : '';
  return (
    // The field's state rules its picker: disabled while the plug-in answers or when it failed.
    <Field.Root invalid={Boolean(problem || loadError)} disabled={certificates.isPending || Boolean(loadError)}>
      <Field.Label>Сертификат</Field.Label>
      <HStack width="full">
        <CertificatePicker
          size="sm"
          certificates={offered}
          loading={certificates.isPending}
          value={thumbprint}
          onChange={setThumbprint}
        />
        <Button size="sm" disabled={!chosen || adding} loading={adding} onClick={() => void save()}>
          Сохранить
        </Button>
        <Button size="sm" variant="outline" disabled={adding} onClick={() => setPicking(false)}>
          Отмена
        </Button>
      </HStack>
      {allAdded ? <Field.HelperText>Все сертификаты на этом компьютере уже добавлены.</Field.HelperText> : null}
      {/* One error text, tied to the picker by the field (aria-describedby): why no certificate, or why it was refused. */}
      {problem || loadError ? (
        <HStack>
          <Field.ErrorText role="alert" fontSize="sm" data-testid={problem ? 'certificate-problem' : undefined}>
            {problem || loadError}
          </Field.ErrorText>
          {loadError && !problem ? (
            <Button size="xs" variant="outline" onClick={() => void certificates.refetch()}>
              Повторить
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Field.Root>
  );
}
