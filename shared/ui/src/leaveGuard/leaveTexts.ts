/** The question asked before what the user entered and has not saved would be lost. */
export const UNSAVED_TITLE = 'Изменения не сохранены';
export const LEAVE_LABEL = 'Уйти без сохранения';
/** A dialog's typed input (decision 0043). */
export const UNSAVED_INPUT_TEXT = 'Введённые в окне данные ещё не сохранены. Если уйти со страницы, они будут потеряны.';
/** Closing a dialog (Escape, ×, «Отмена») that holds typed input (decision 0059). */
export const CLOSE_UNSAVED_TEXT = 'Введённые в окне данные ещё не сохранены. Если закрыть окно, они будут потеряны.';
export const CLOSE_UNSAVED_LABEL = 'Закрыть без сохранения';
