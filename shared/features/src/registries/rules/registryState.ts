import type { RegistryStatus } from '@portal/api';

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
