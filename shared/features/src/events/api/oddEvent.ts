import { fieldsOf, textField, type PortalEvent } from '@portal/api';

function nested(raw: unknown, key: string, inner: string): string {
  const value = fieldsOf(raw)[key];
  return typeof value === 'string' ? value : textField(value, inner);
}

/** An event row that did not match its schema, shown as best it can be (ARCHITECTURE rule 9); without an id it is left out. */
export function oddEvent(raw: unknown): PortalEvent | null {
  const id = textField(raw, 'id');
  if (!id) return null;
  return {
    id,
    status: { code: nested(raw, 'status', 'code'), name: textField(fieldsOf(raw).status, 'name') },
    category: { categoryEnum: nested(raw, 'category', 'categoryEnum'), name: textField(fieldsOf(raw).category, 'name') },
    urgency: textField(raw, 'urgency') || null,
    title: textField(raw, 'title'),
    description: textField(raw, 'description'),
    eventDate: textField(raw, 'eventDate'),
    visible: fieldsOf(raw).visible === true,
    contractFactNum: textField(raw, 'contractFactNum') || null,
    registryNumber: textField(raw, 'registryNumber') || null,
    updName: textField(raw, 'updName') || null,
    requirements: [],
  };
}
