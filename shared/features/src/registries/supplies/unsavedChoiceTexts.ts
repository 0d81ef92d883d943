/** The question asked before a choice not yet saved by 'Сформировать реестр' would be lost (issue 24). */
export const UNSAVED_TITLE = 'Изменения не сохранены';
export const UNSAVED_TEXT =
  'Отмеченные поставки и дата финансирования ещё не сохранены: они сохраняются кнопкой «Сформировать реестр». Без этого изменения будут потеряны.';
export const LEAVE_LABEL = 'Уйти без сохранения';

