import { useEffect, useState } from 'react';
import { useForm, zodResolver } from '@portal/ui/form';
import type { CreateRegistryRequest, DebtorContractEntry, RegistryCategory } from '@portal/api';
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@portal/ui/chakra';
import { DIALOG_WIDTHS } from '@portal/ui';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useDictionary } from '../hooks/useDictionary';
import type { RegistryCabinet } from '../registryCabinet';
import { ALL_DEBTORS, debtorOptions, pickerEntries } from '../rules/contractFilters';
import { CATEGORY_LABELS, createRegistryFormSchema, type CreateRegistryForm } from './createRegistryForm';

interface CreateRegistryDialogProps {
  cabinet: RegistryCabinet;
  open: boolean;
  defaultCategory: RegistryCategory;
  creating: boolean;
  onCreate: (request: CreateRegistryRequest) => void;
  onClose: () => void;
}

/** The request of the form: LKK picks a debtor, LKP and LKA a contract; '' is 'Все' (null). */
function requestOf(cabinet: RegistryCabinet, form: CreateRegistryForm, entries: readonly DebtorContractEntry[]): CreateRegistryRequest {
  if (cabinet.dictionary === 'lkk/dict/debtors') return { category: form.category, debtorId: form.choice === '' ? null : Number(form.choice), contractFactExternalId: null };
  const contract = entries.find((entry) => entry.contractFactExternalId === form.choice);
  return { category: form.category, debtorId: contract?.debtorId ?? null, contractFactExternalId: contract?.contractFactExternalId ?? null };
}

/** POST {prefix}/create from a form whose pickers obey spec §5 (only afStatus 'Действует'). */
export function CreateRegistryDialog({ cabinet, open, defaultCategory, creating, onCreate, onClose }: CreateRegistryDialogProps) {
  const [word, setWord] = useState('');
  const settledWord = useDebouncedValue(word, 300);
  const dictionary = useDictionary(cabinet, settledWord, open);
  const { register, handleSubmit, formState, reset } = useForm<CreateRegistryForm>({
    resolver: zodResolver(createRegistryFormSchema),
    defaultValues: { category: defaultCategory, choice: '' },
  });
  useEffect(() => {
    if (open) reset({ category: defaultCategory, choice: '' });
  }, [open, defaultCategory, reset]);
  const entries = dictionary.data ?? [];
  const byDebtor = cabinet.dictionary === 'lkk/dict/debtors';
  const contracts = pickerEntries(cabinet.contractFilter, entries).filter((entry) => entry.contractFactExternalId !== null);

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTHS.settings}px`} maxW="calc(100vw - 32px)">
            <form noValidate onSubmit={handleSubmit((form) => onCreate(requestOf(cabinet, form, entries)))}>
              <Dialog.Header>
                <Dialog.Title>Новая заявка</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(formState.errors.category)}>
                    <Field.Label>Вид заявки</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register('category')}>
                        {(['MAIN', 'AGENT'] as const).map((category) => (
                          <option key={category} value={category}>
                            {CATEGORY_LABELS[category]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{formState.errors.category?.message}</Field.ErrorText>
                  </Field.Root>
                  {cabinet.dictionarySearch ? (
                    <Field.Root>
                      <Field.Label>Поиск договора</Field.Label>
                      <Input type="search" value={word} onChange={(event) => setWord(event.currentTarget.value)} placeholder="Номер договора, дебитор или ИНН" />
                      <Field.HelperText>Список ниже обновляется по мере ввода.</Field.HelperText>
                    </Field.Root>
                  ) : null}
                  {cabinet.dictionary !== null ? (
                    <Field.Root invalid={dictionary.isError}>
                      <Field.Label>{byDebtor ? 'Дебитор' : 'Договор'}</Field.Label>
                      <NativeSelect.Root disabled={dictionary.isPending}>
                        <NativeSelect.Field {...register('choice')}>
                          {byDebtor
                            ? debtorOptions(cabinet.contractFilter, entries).map((option) => (
                                <option key={option.debtorId ?? 'all'} value={option.debtorId ?? ''}>
                                  {option.label}
                                </option>
                              ))
                            : [
                                <option key="all" value="">
                                  {ALL_DEBTORS.label}
                                </option>,
                                ...contracts.map((entry) => (
                                  <option key={entry.contractFactExternalId} value={entry.contractFactExternalId ?? ''}>
                                    {`${entry.contractFactNum} — ${entry.debtor}`}
                                  </option>
                                )),
                              ]}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {dictionary.isPending ? <Field.HelperText>Загрузка...</Field.HelperText> : null}
                      <Field.ErrorText>
                        Не удалось загрузить список.{' '}
                        <Button size="xs" variant="outline" onClick={() => void dictionary.refetch()}>
                          Повторить
                        </Button>
                      </Field.ErrorText>
                    </Field.Root>
                  ) : (
                    <Text color="fg.muted">Заявка будет создана по действующему договору.</Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Отмена
                </Button>
                <Button type="submit" loading={creating}>
                  Создать
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
