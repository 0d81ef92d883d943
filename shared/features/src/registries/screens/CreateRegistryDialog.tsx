import { useEffect, useMemo, useState } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import type { CreateRegistryRequest, DebtorContractEntry, RegistryCategory } from '@portal/api';
import { Button, Field, Input, NativeSelect, Stack, Text } from '@portal/ui/chakra';
import { DialogCancelButton, DialogFrame, useDebouncedValue } from '@portal/ui';
import { contractGroups } from '../../dictionaries/contractFilters';
import { useDictionary } from '../../dictionaries/useDictionary';
import type { RegistryCabinet } from '../registryCabinet';
import { CATEGORY_LABELS, NO_CONTRACT_CHOSEN, createRegistryFormSchema, type CreateRegistryForm } from './createRegistryForm';

/** Where the contract search and choice wait across a session end (decision 0059). */
export const CREATE_REGISTRY_DRAFT_KEY = 'registry-create';

interface CreateRegistryDialogProps {
  cabinet: RegistryCabinet;
  open: boolean;
  /** Follows the cabinet and the open tab; not a free choice. */
  category: RegistryCategory;
  creating: boolean;
  onCreate: (request: CreateRegistryRequest) => void;
  onClose: () => void;
}

/** The request: the picked contract's debtor and external id; a cabinet without a dictionary (LKD) sends neither. */
function requestOf(category: RegistryCategory, form: CreateRegistryForm, entries: readonly DebtorContractEntry[]): CreateRegistryRequest {
  const contract = entries.find((entry) => entry.contractFactExternalId === form.choice);
  return { category, debtorId: contract?.debtorId ?? null, contractFactExternalId: contract?.contractFactExternalId ?? null };
}

/** POST {prefix}/create on one contract, picked from a list that obeys spec §5 (only afStatus 'Действует'). */
export function CreateRegistryDialog({ cabinet, open, category, creating, onCreate, onClose }: CreateRegistryDialogProps) {
  const [word, setWord] = useState('');
  const settledWord = useDebouncedValue(word, 300);
  const dictionary = useDictionary(cabinet.dictionary, settledWord, open);
  const needsContract = cabinet.dictionary !== null;
  const schema = useMemo(() => createRegistryFormSchema(needsContract), [needsContract]);
  const { register, handleSubmit, formState, reset } = useForm<CreateRegistryForm>({ resolver: zodResolver(schema), defaultValues: { choice: '' } });
  useEffect(() => {
    if (open) reset({ choice: '' });
  }, [open, reset]);
  const entries = dictionary.data ?? [];
  const groups = cabinet.dictionary ? contractGroups(cabinet.dictionary.contractFilter, entries) : [];
  const choiceError = formState.errors.choice?.message;

  return (
    <DialogFrame
      open={open}
      title="Новая заявка"
      width="settings"
      onClose={onClose}
      // While the registry is being created the dialog stays: closing it would hide the outcome of the call.
      busy={creating}
      draftKey={CREATE_REGISTRY_DRAFT_KEY}
      onSubmit={handleSubmit((form) => onCreate(requestOf(category, form, entries)))}
      footer={
        <>
          <DialogCancelButton />
          <Button type="submit" loading={creating}>
            Создать
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>
          Вид заявки: <strong>{CATEGORY_LABELS[category]}</strong>
        </Text>
        {cabinet.dictionary?.search ? (
          <Field.Root>
            <Field.Label>Поиск договора</Field.Label>
            <Input type="search" name="contractSearch" value={word} onChange={(event) => setWord(event.currentTarget.value)} placeholder="Номер договора, дебитор или ИНН" />
            <Field.HelperText>Список ниже обновляется по мере ввода.</Field.HelperText>
          </Field.Root>
        ) : null}
        {needsContract ? (
          <Field.Root invalid={dictionary.isError || Boolean(choiceError)}>
            <Field.Label>Договор</Field.Label>
            <NativeSelect.Root disabled={dictionary.isPending}>
              <NativeSelect.Field {...register('choice')}>
                <option value="" disabled>
                  {NO_CONTRACT_CHOSEN}
                </option>
                {groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.entries.map((entry) => (
                      <option key={entry.contractFactExternalId} value={entry.contractFactExternalId ?? ''}>
                        {`${entry.contractFactNum} — ${entry.debtor}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {dictionary.isPending ? <Field.HelperText>Загрузка...</Field.HelperText> : null}
            {!dictionary.isPending && !dictionary.isError && groups.length === 0 ? <Field.HelperText>Нет действующих договоров.</Field.HelperText> : null}
            <Field.ErrorText>
              {dictionary.isError ? (
                <>
                  Не удалось загрузить список.{' '}
                  <Button size="xs" variant="outline" onClick={() => void dictionary.refetch()}>
                    Повторить
                  </Button>
                </>
              ) : (
                choiceError
              )}
            </Field.ErrorText>
          </Field.Root>
        ) : (
          <Text color="fg.muted">Заявка будет создана по действующему договору.</Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
