import { z } from '@portal/api/zod';
import { edmCountSchema, edmStatusText, fieldsOf, textField, type EdmCheckResult, type EdmDocument, type EdmDocumentType } from '@portal/api';

/** Best-effort rows (ARCHITECTURE rule 9): an odd document is still listed with what it has; without an id it cannot be. */
export function oddDocument(raw: unknown): EdmDocument | null {
  const id = textField(raw, 'id');
  if (!id) return null;
  const fields = fieldsOf(raw);
  const type = fieldsOf(fields.factDocumentType);
  const status = z.safeParse(edmStatusText, fields.status);
  return {
    id,
    date: textField(raw, 'date') || null,
    fileId: textField(raw, 'fileId') || null,
    fileName: textField(raw, 'fileName') || null,
    number: textField(raw, 'number') || null,
    status: status.success ? status.data : '',
    factDocumentType: { id: textField(type, 'id') || null, name: textField(type, 'name') },
    contractFactNum: textField(raw, 'contractFactNum') || null,
    comment: textField(raw, 'comment') || null,
    refuseReason: textField(raw, 'refuseReason') || null,
    signatureInfos: [],
    check: false,
  };
}

/** A type without a name keeps its id in its label: the type filter's options must still be told apart. */
export function oddDocumentType(raw: unknown): EdmDocumentType | null {
  const id = textField(raw, 'id');
  return id ? { id, name: textField(raw, 'name') || `Тип ${id}` } : null;
}

export function oddStatus(): string | null {
  return null;
}

export function oddCheckResult(raw: unknown): EdmCheckResult | null {
  const edmId = textField(raw, 'edmId') || textField(raw, 'id');
  return edmId ? { edmId, valid: false, message: textField(raw, 'message') || 'Результат проверки не распознан' } : null;
}

/** The count of a list answer; absent or odd means the rows are all there is. */
export function countOf(answer: unknown, rows: number): number {
  const parsed = z.safeParse(edmCountSchema, answer);
  return parsed.success && parsed.data.count !== undefined && parsed.data.count !== null ? parsed.data.count : rows;
}
