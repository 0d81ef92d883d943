import type { World } from '../world/world';
import { EVENT_CATEGORY_NAMES, EVENT_STATUS_NAMES, type SandboxEvent, type SandboxEventGroup, type SandboxEventOrder, type SandboxNewEvent } from './eventTypes';

/**
 * How this back end sends events. Where the spec is silent it varies, always the same way for the same id
 * (ARCHITECTURE rule 8):
 *
 * | answer | variant |
 * |---|---|
 * | event | `id` as a string when id % 4 = 0; extra `createdBy`, `documentsCount` |
 * | requirement | `documentType.required` as the text "true"/"false" for odd requirement ids; extra `documentType.id` |
 * | file | extra `size` in bytes |
 * | group item | `orderId` as a string; extra `groupCode` on the group |
 * | order | `id` as a string; extra `currency` |
 * | new event | table money fields partly as strings with two decimals, extra row field `rowId` |
 */
export function eventAnswer(world: World, event: SandboxEvent) {
  const contract = world.contracts.get(event.contractExternalId);
  const registry = event.registryId === null ? undefined : world.registries.get(event.registryId);
  const supply = event.registryId === null || event.supplyId === null ? undefined : world.supplies.ofRegistry(event.registryId).find((entry) => entry.id === event.supplyId);
  return {
    id: event.id % 4 === 0 ? String(event.id) : event.id,
    status: { code: event.status, name: EVENT_STATUS_NAMES[event.status] },
    category: { categoryEnum: event.category, name: EVENT_CATEGORY_NAMES[event.category] },
    urgency: event.urgency,
    title: event.title,
    description: event.description,
    eventDate: event.eventDate,
    visible: event.visible,
    contractFactNum: contract?.num ?? null,
    registryNumber: registry?.number ?? null,
    updName: supply?.updName ?? null,
    createdBy: 'Фактор',
    documentsCount: event.requirements.reduce((sum, requirement) => sum + requirement.fileIds.length, 0),
    requirements: event.requirements.map((requirement) => ({
      id: requirement.id,
      name: requirement.name,
      documentType: { id: requirement.id * 10, name: requirement.documentTypeName, required: requirement.id % 2 === 1 ? String(requirement.required) : requirement.required },
      files: requirement.fileIds.flatMap((fileId) => {
        const file = world.files.ownedBy(event.owner, fileId);
        return file ? [{ id: file.id, name: file.name, size: world.files.sizeOf(file) }] : [];
      }),
    })),
  };
}

export function groupAnswer(group: SandboxEventGroup) {
  return { id: group.id, name: group.name, urgency: group.urgency, groupCode: `G${group.id}`, items: group.items.map((item) => ({ ...item, orderId: item.orderId === null ? null : String(item.orderId) })) };
}

export function orderAnswer(world: World, order: SandboxEventOrder) {
  return {
    id: String(order.id),
    number: order.number,
    date: order.date,
    status: order.status,
    description: order.description,
    currency: 'RUB',
    files: order.fileIds.flatMap((fileId) => {
      const file = world.files.ownedBy(order.owner, fileId);
      return file ? [{ id: file.id, name: file.name }] : [];
    }),
  };
}

export function newEventAnswer(entry: SandboxNewEvent) {
  return { id: entry.id, eventGroupName: entry.eventGroupName, eventDescription: entry.eventDescription, orderId: entry.orderId, items: entry.items, schema: entry.schema };
}
