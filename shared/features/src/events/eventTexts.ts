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
