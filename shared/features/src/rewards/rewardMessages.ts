/** Spec §8 success messages: the approve and reject calls say 'Операция выполнена', the generic action 'Действие выполнено!'. */
export const OPERATION_DONE = 'Операция выполнена';
export const ACTION_DONE = 'Действие выполнено!';

/** Spec §8 "…and processing": the loader while a reward call runs, in the style of its others. */
export const LOADER_PROCESSING = '...обработка';
