import { z } from '@portal/api/zod';

/** The comment's limit (characters). */
export const COMMENT_MAX = 500;
export const COMMENT_TOO_LONG = `Комментарий не длиннее ${COMMENT_MAX} символов`;

/** The create/edit form's fields besides the files (checked with edmFileProblems). */
export const documentFormSchema = z.object({
  documentType: z.string().check(z.minLength(1, 'Выберите тип документа')),
  comment: z.string().check(z.maxLength(COMMENT_MAX, COMMENT_TOO_LONG)),
});
export type DocumentForm = z.infer<typeof documentFormSchema>;
