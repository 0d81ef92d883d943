import { z } from '@portal/api/zod';

/** The create form's fields: the category, and the picked debtor id or contract external id ('' = 'Все'). */
export const createRegistryFormSchema = z.object({
  category: z.enum(['MAIN', 'AGENT'], { error: 'Выберите вид заявки' }),
  choice: z.string(),
});
export type CreateRegistryForm = z.infer<typeof createRegistryFormSchema>;

/** Labels of the categories in the create form (the spec names the tabs, not the categories). */
export const CATEGORY_LABELS: Record<CreateRegistryForm['category'], string> = {
  MAIN: 'Подтверждение поставок',
  AGENT: 'Заявка агента',
};
