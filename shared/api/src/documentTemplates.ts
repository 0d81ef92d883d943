import { z } from 'zod/mini';

/** One entry of GET /documentTemplate; the file comes from GET /documentTemplate/download/{id}. */
export const documentTemplateSchema = z.object({ id: z.int(), name: z.string(), fileName: z.string() });
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
export const documentTemplateListSchema = z.array(documentTemplateSchema);
