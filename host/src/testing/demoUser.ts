import type { Scope } from '@portal/api';

/** A GET /v2/user answer for a user of `scope`. */
export function demoUser(scope: Scope) {
  return {
    id: 1,
    username: `${scope.toLowerCase()}-user`,
    scope,
    availableSystems: [scope],
    shortName: 'Иванов И. И.',
    fio: 'Иванов Иван Иванович',
    inn: '500100732259',
    innOrg: '7707083893',
    email: 'user@example.ru',
    clientId: 1,
    debtorId: null,
    agentId: null,
    currentLoginTime: null,
    previousLoginTime: null,
    hasActualPassword: true,
    eventStatus: null,
    iconEvent: null,
  };
}
