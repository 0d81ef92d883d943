/** Russian texts of the events area. Spec §8 names loader messages for events and files without their words: these are ours. */
export const EVENT_TEXTS = {
  savingFile: 'Сохранение файла...',
  deletingFile: 'Удаление файла...',
  sendingRequirements: 'Обработка...',
  /** Spec §8 success messages. */
  documentAdded: 'Документ добавлен',
  documentDeleted: 'Документ удалён',
  operationDone: 'Операция выполнена',
} as const;

/** Spec §3 urgency names (the colours are §3's, the words ours). */
export const URGENCY_LABELS: Record<string, string> = { CRITICAL: 'Критичная', HIGH: 'Высокая', LOW: 'Низкая' };
export const NO_URGENCY_LABEL = 'Не указана';

/** Category names when the server sends none. */
export const CATEGORY_LABELS: Record<string, string> = { MESSAGE: 'Сообщения', AF_EVENTS: 'События АФ', DASHBOARD_EVENTS: 'События дашборда' };

/** Spec §3 status codes of an event, in Russian (the server's `status.name`, when sent, wins). */
export const EVENT_STATUS_LABELS: Record<string, string> = {
  REQUIREMENT_REQUEST: 'Запрос документов',
  REQUIREMENT_VALIDATING: 'Документы на проверке',
  PULL_OFF: 'Отозвано',
  WAIT: 'Ожидает',
  WARNING: 'Предупреждение',
  EXPIRED: 'Просрочено',
};
/** A code §3 does not list ("others"): a code is never shown to the user. */
export const OTHER_EVENT_STATUS_LABEL = 'Иной статус';
export const NO_EVENT_STATUS_LABEL = 'Не указан';

/** One event of a category, for a title when the server sends none. */
const CATEGORY_ONE: Record<string, string> = { MESSAGE: 'Сообщение', AF_EVENTS: 'Событие АФ', DASHBOARD_EVENTS: 'Событие дашборда' };

/** The status's words: the server's name, else §3's code in Russian. */
export function eventStatusLabel(status: { code: string; name: string }): string {
  if (status.name) return status.name;
  const code = status.code.trim().toUpperCase();
  if (!code) return NO_EVENT_STATUS_LABEL;
  return EVENT_STATUS_LABELS[code] ?? OTHER_EVENT_STATUS_LABEL;
}

/**
 * An event's title: its own (title, then description) when sent; otherwise what §3 gives of it, its category and
 * status, in Russian ('Сообщение: запрос документов'), never its id.
 */
export function eventTitle(event: { title: string; description?: string; category: { categoryEnum: string; name: string }; status: { code: string; name: string } }): string {
  if (event.title) return event.title;
  if (event.description) return event.description;
  const kind = CATEGORY_ONE[event.category.categoryEnum.trim().toUpperCase()] ?? 'Событие';
  const status = eventStatusLabel(event.status);
  return status === NO_EVENT_STATUS_LABEL ? kind : `${kind}: ${status.toLowerCase()}`;
}
