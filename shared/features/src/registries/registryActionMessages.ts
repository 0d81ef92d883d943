import type { RegistryAction } from '@portal/api';

/** Spec §8 success messages of generating, signing and the registry actions. */
export const ACTION_DONE = 'Действие выполнено!';
/** Spec §8 loader message while the registry file is built. */
export const LOADER_GENERATING = 'Загрузка...';
export const LOADER_SENDING_SIGNATURES = '...отправка подписей';
export const LOADER_ACTION = '...выполнение действия';

/** Button labels of the actions (the spec does not name them). */
export const ACTION_LABELS: Record<RegistryAction, string> = {
  send: 'Отправить',
  withdraw: 'Отозвать',
};
