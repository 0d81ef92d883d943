import type { OwnerKey } from '../world/worldTypes';

export type EventStatusCode = 'REQUIREMENT_REQUEST' | 'PULL_OFF' | 'REQUIREMENT_VALIDATING' | 'WAIT' | 'WARNING' | 'EXPIRED' | 'CLOSED';
export type EventCategoryEnum = 'MESSAGE' | 'AF_EVENTS' | 'DASHBOARD_EVENTS';
export type EventUrgency = 'CRITICAL' | 'HIGH' | 'LOW' | null;

/** Russian names of the statuses (the spec gives codes only; 'CLOSED' stands for "others"). */
export const EVENT_STATUS_NAMES: Record<EventStatusCode, string> = {
  REQUIREMENT_REQUEST: 'Запрос документов',
  PULL_OFF: 'Снято',
  REQUIREMENT_VALIDATING: 'Документы на проверке',
  WAIT: 'Ожидание',
  WARNING: 'Предупреждение',
  EXPIRED: 'Просрочено',
  CLOSED: 'Закрыто',
};

export const EVENT_CATEGORY_NAMES: Record<EventCategoryEnum, string> = {
  MESSAGE: 'Сообщения',
  AF_EVENTS: 'События по договорам',
  DASHBOARD_EVENTS: 'События дашборда',
};

export interface EventRequirement {
  id: number;
  name: string;
  documentTypeName: string;
  required: boolean;
  /** Ids of files in the world's file store (GET /binary/{id} downloads them). */
  fileIds: number[];
}

export interface SandboxEvent {
  id: number;
  owner: OwnerKey;
  status: EventStatusCode;
  category: EventCategoryEnum;
  urgency: EventUrgency;
  title: string;
  description: string;
  /** ISO date. */
  eventDate: string;
  visible: boolean;
  /** Shown by GET …/events/critical and …/events/calendar/{day}. */
  critical: boolean;
  contractExternalId: string;
  registryId: number | null;
  supplyId: number | null;
  requirements: EventRequirement[];
}

export interface EventGroupEntry {
  eventId: number;
  description: string;
  eventDate: string;
  orderId: number | null;
  contractFactNum: string;
  urgency: EventUrgency;
}

export interface SandboxEventGroup {
  id: number;
  owner: OwnerKey;
  name: string;
  urgency: EventUrgency;
  items: EventGroupEntry[];
}

export interface SandboxEventOrder {
  id: number;
  owner: OwnerKey;
  number: string;
  date: string;
  status: string;
  description: string;
  fileIds: number[];
}

export interface SandboxNewEvent {
  id: number;
  owner: OwnerKey;
  eventGroupName: string;
  eventDescription: string;
  orderId: number | null;
  items: Array<{ eventId: number }>;
  schema: { headers: Record<string, string>; tableItems: Array<Record<string, unknown>> };
}
