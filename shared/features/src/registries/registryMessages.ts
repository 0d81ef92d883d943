/** Spec §8 success messages of the registries area. */
export const DOCUMENT_ADDED = 'Документ добавлен';
export const DOCUMENT_DELETED = 'Документ удалён';
export const OPERATION_DONE = 'Операция выполнена';

/** Spec §8 says loader messages exist for these; written in the style of its others. */
export const LOADER_LOADING_REGISTRY = '...загрузка заявки';
export const LOADER_CREATING_REGISTRY = '...создание заявки';
export const LOADER_DELETING_REGISTRY = '...удаление заявки';
export const LOADER_SAVING_FILE = '...сохранение файла';
export const LOADER_DELETING_FILE = '...удаление файла';
export const LOADER_GENERATING_REGISTRY = '...формирование заявки';
export const LOADER_PROCESSING = '...обработка';

/** Title of the central error display for a failed registry call (spec §8). */
export const REGISTRY_ERROR_TITLE = 'Ошибка';
