import { z } from '@portal/api/zod';

/** The create/edit form's fields besides the files (checked with edmFileProblems). */
export const documentFormSchema = z.object({
  documentType: z.string().check(z.minLength(1, 'Выберите тип документа')),
  comment: z.string().check(z.maxLength(500, 'Комментарий не длиннее 500 символов')),
});
export type DocumentForm = z.infer<typeof documentFormSchema>;
