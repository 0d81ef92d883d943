import { z } from './zod';
import { lenientId, lenientText } from './lenient';

/** One entry of GET /documentTemplate (fields not shown by the spec): an id to download and a name to show. */
export const documentTemplateSchema = z.pipe(
  z.object({ id: lenientId, name: lenientText, fileName: lenientText }),
  z.transform((template) => ({ ...template, name: template.name || template.fileName || `Шаблон ${template.id}`, fileName: template.fileName || template.name || `template-${template.id}` })),
);
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
