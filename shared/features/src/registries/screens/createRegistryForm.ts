import { z } from '@portal/api/zod';

export const CHOOSE_CONTRACT = 'Выберите договор';
/** The picker's placeholder before a contract is chosen. */
export const NO_CONTRACT_CHOSEN = 'Договор не выбран';

/** The create form's one field: the picked contract's external id (a registry belongs to one debtor and one contract). */
export function createRegistryFormSchema(needsContract: boolean) {
  return z.object({ choice: needsContract ? z.string().check(z.minLength(1, { error: CHOOSE_CONTRACT })) : z.string() });
}
export type CreateRegistryForm = { choice: string };

/** Labels of the categories in the create form (the spec names the tabs, not the categories). */
export const CATEGORY_LABELS: Record<'MAIN' | 'AGENT', string> = {
  MAIN: 'Подтверждение поставок',
  AGENT: 'Заявка агента',
};
