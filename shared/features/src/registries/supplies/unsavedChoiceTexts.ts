export { LEAVE_LABEL, UNSAVED_TITLE } from '@portal/ui';

/** The question asked before a choice not yet saved by 'Сформировать реестр' would be lost (decision 0019). */
export const UNSAVED_TEXT =
  'Отмеченные поставки и дата финансирования ещё не сохранены: они сохраняются кнопкой «Сформировать реестр». Без этого изменения будут потеряны.';
