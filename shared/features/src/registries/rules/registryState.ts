import { REGISTRY_STATUS_NAMES, type RegistryStatus } from '@portal/api';

/**
 * What a registry's status says about editing (CONTRACT.md "Editing controls"). The spec shows no registry states;
 * the ones named here are the contract's (code or Russian name). Any other status, or none, is 'unknown'.
 */
export type RegistryState = 'draft' | 'onCheck' | 'signed' | 'closed' | 'rejected' | 'unknown';

const BY_CODE: Record<string, RegistryState> = {
  DRAFT: 'draft',
  ON_CHECK: 'onCheck',
  SIGNED: 'signed',
  SENT_TO_FACTOR: 'closed',
  FINANCED: 'closed',
  REJECTED: 'rejected',
};

const BY_NAME: Record<string, RegistryState> = {
  черновик: 'draft',
  'на проверке': 'onCheck',
  подписан: 'signed',
  'отправлен фактору': 'closed',
  профинансирован: 'closed',
  отклонён: 'rejected',
  отклонен: 'rejected',
};

/** The state of a status `{code, name}` (the code first, then the name, case-insensitively). */
export function registryStateOf(status: Pick<RegistryStatus, 'code' | 'name'> | null | undefined): RegistryState {
  const code = status?.code.trim().toUpperCase() ?? '';
  const name = status?.name.trim().toLowerCase() ?? '';
  return BY_CODE[code] ?? BY_NAME[name] ?? BY_CODE[name.toUpperCase()] ?? 'unknown';
}

/** A code the contract does not name: said in words, never shown as the code. */
export const OTHER_REGISTRY_STATUS_LABEL = 'Иной статус';

/** The status's words: the server's name, else the Russian name of a known code, else «Иной статус»; '' without any. */
export function registryStatusLabel(status: Pick<RegistryStatus, 'code' | 'name'> | null | undefined): string {
  const name = status?.name.trim() ?? '';
  if (name) return name;
  const code = status?.code.trim().toUpperCase() ?? '';
  if (!code) return '';
  return (REGISTRY_STATUS_NAMES as Record<string, string>)[code] ?? OTHER_REGISTRY_STATUS_LABEL;
}
