import type { RegistryAction } from '@portal/api';
import type { RegistryState } from './rules/registryState';

/** Spec §8 success messages of generating, signing and the registry actions. */
export const ACTION_DONE = 'Действие выполнено!';
/** Spec §8 loader message while the registry file is built. */
export const LOADER_GENERATING = 'Загрузка...';
export const LOADER_SENDING_SIGNATURES = '...отправка подписей';
export const LOADER_ACTION = '...выполнение действия';

/**
 * Button labels of the actions (the spec does not name them; decision 0059). Sending happens twice in a registry's
 * life, and each says where it goes: a draft goes to the factor's check, a signed registry to the factor.
 */
export function actionLabel(action: RegistryAction, state: RegistryState): string {
  if (action === 'withdraw') return 'Отозвать';
  return state === 'signed' ? 'Отправить фактору' : 'Отправить на проверку';
}
