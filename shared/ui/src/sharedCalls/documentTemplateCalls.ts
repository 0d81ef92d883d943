import { documentTemplateSchema, textField, type DocumentTemplate } from '@portal/api';
import { downloadBlob, getJson, lenientList } from '@portal/platform';

/** Best-effort rows (ARCHITECTURE rule 9): an odd template without an id cannot be downloaded and is left out. */
function oddTemplate(raw: unknown): DocumentTemplate | null {
  const id = textField(raw, 'id');
  if (!id) return null;
  const name = textField(raw, 'name') || textField(raw, 'fileName') || `Шаблон ${id}`;
  return { id, name, fileName: textField(raw, 'fileName') || name };
}

const templateList = lenientList('GET documentTemplate', documentTemplateSchema, oddTemplate);

/** Query key of the template list, shared by the settings dialog (host) and the tariffs page (remotes). */
export const DOCUMENT_TEMPLATES_KEY = ['documentTemplate'] as const;

/** GET /documentTemplate (spec §7). */
export function fetchDocumentTemplates(): Promise<DocumentTemplate[]> {
  return getJson('documentTemplate', templateList);
}

/** GET /documentTemplate/download/{id} as a blob. */
export function downloadDocumentTemplate(id: string | number): Promise<Blob> {
  return downloadBlob(`documentTemplate/download/${encodeURIComponent(String(id))}`);
}
