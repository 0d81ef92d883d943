/** Failures of the signing bridge, verbatim from spec §8 "Signing". */
export const SIGNING_MESSAGES = {
  unsupportedPlugin: 'Не поддерживаемая версия плагина',
  unsupportedCsp: 'Не поддерживаемая версия CSP',
  pluginUnavailable: 'Плагин недоступен',
  loadTimeout: 'Истекло время ожидания загрузки плагина',
  noCertificates: 'Нет доступных сертификатов',
  noThumbprint: 'Отпечаток не указан',
} as const;

export function certificateNotFoundMessage(thumbprint: string): string {
  return `Сертификат с отпечатком ${thumbprint} не найден`;
}

/** Every failure of the bridge is a SigningError whose message is one of the spec's texts. */
export class SigningError extends Error {
  override readonly name = 'SigningError';
}

export function isSigningError(error: unknown): error is SigningError {
  return error instanceof SigningError;
}
