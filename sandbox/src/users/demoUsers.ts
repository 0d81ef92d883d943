import type { Scope } from '@portal/api';
import type { UserRecord as User } from '../api/contract/records';
import { shiftFromAnchor } from '../world/worldCalendar';

/** One sign-in account of the sandbox's identity provider together with the back end's user record. */
export interface DemoAccount {
  /** Subject claim: stable, Keycloak-style UUID. */
  sub: string;
  password: string;
  /** First name and patronymic (Keycloak's firstName); the name claim is "<givenName> <familyName>". */
  givenName: string;
  familyName: string;
  /** Realm roles carried in realm_access.roles. */
  realmRoles: string[];
  /** Roles of the portal-web client carried in resource_access["portal-web"].roles. */
  clientRoles: string[];
  user: User;
}

export const DEMO_PASSWORD = 'demo';

const REALM_ROLES = ['default-roles-portal', 'offline_access', 'uma_authorization', 'portal-user'];

function clientRolesFor(systems: readonly Scope[]): string[] {
  return systems.map((scope) => `cabinet-${scope.toLowerCase()}`);
}

function account(sub: string, givenName: string, familyName: string, user: User): DemoAccount {
  return {
    sub,
    password: DEMO_PASSWORD,
    givenName,
    familyName,
    realmRoles: [...REALM_ROLES],
    clientRoles: clientRolesFor(user.availableSystems),
    user,
  };
}

/**
 * A seeded login time, moved with the world's today (worldCalendar.ts); never later than now, so a demo started in
 * the morning does not show a "previous" login later that day.
 */
export function loginTime(anchorTime: string, now: Date = new Date()): string {
  const shifted = shiftFromAnchor(anchorTime);
  return Date.parse(shifted) < now.getTime() ? shifted : new Date(now.getTime() - 60_000).toISOString();
}

/**
 * The demo users, one per cabinet plus one with all four and a newcomer who must set a password. INNs carry valid check digits
 * (see innCheckDigits.ts); login times move with the world's today, so a run on a fixed date starts from the same state.
 */
export function createDemoAccounts(): DemoAccount[] {
  return [
    account('8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e01', 'Иван Иванович', 'Иванов', {
      id: 101,
      username: 'supplier',
      scope: 'LKK',
      availableSystems: ['LKK'],
      shortName: 'ООО "Ромашка"',
      fio: 'Иванов Иван Иванович',
      inn: '771234567859',
      innOrg: '7704012340',
      email: 'ivanov@romashka.example.ru',
      clientId: 1001,
      debtorId: null,
      agentId: null,
      currentLoginTime: loginTime('2025-05-12T09:15:00.000Z'),
      previousLoginTime: loginTime('2025-05-08T14:02:00.000Z'),
      hasActualPassword: true,
      eventStatus: 'REQUIREMENT_REQUEST',
      iconEvent: 'mdi-alert',
    }),
    account('8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e02', 'Мария Сергеевна', 'Петрова', {
      id: 102,
      username: 'debtor',
      scope: 'LKD',
      availableSystems: ['LKD'],
      shortName: 'АО "Торговый дом Север"',
      fio: 'Петрова Мария Сергеевна',
      inn: '500345678979',
      innOrg: '5031123450',
      email: 'petrova@td-sever.example.ru',
      clientId: null,
      debtorId: 2001,
      agentId: null,
      currentLoginTime: loginTime('2025-05-11T07:40:00.000Z'),
      previousLoginTime: null,
      hasActualPassword: true,
      eventStatus: null,
      iconEvent: null,
    }),
    account('8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e03', 'Алексей Викторович', 'Смирнов', {
      id: 103,
      username: 'agent',
      scope: 'LKA',
      availableSystems: ['LKA'],
      shortName: 'ООО "Агентство Партнёр"',
      fio: 'Смирнов Алексей Викторович',
      inn: '780234567123',
      innOrg: '7810456789',
      email: 'smirnov@partner-agency.example.ru',
      clientId: null,
      debtorId: null,
      agentId: 3001,
      currentLoginTime: loginTime('2025-05-10T11:05:00.000Z'),
      previousLoginTime: loginTime('2025-05-06T16:30:00.000Z'),
      hasActualPassword: true,
      eventStatus: null,
      iconEvent: null,
    }),
    account('8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e04', 'Ольга Николаевна', 'Кузнецова', {
      id: 104,
      username: 'principal',
      scope: 'LKP',
      availableSystems: ['LKP'],
      shortName: 'ООО "Уралпромснаб"',
      fio: 'Кузнецова Ольга Николаевна',
      inn: '667123456070',
      innOrg: '6670123457',
      email: 'kuznetsova@uralpromsnab.example.ru',
      clientId: 4001,
      debtorId: null,
      agentId: null,
      currentLoginTime: loginTime('2025-05-12T06:20:00.000Z'),
      previousLoginTime: loginTime('2025-05-07T10:45:00.000Z'),
      hasActualPassword: true,
      eventStatus: null,
      iconEvent: null,
    }),
    account('8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e05', 'Дмитрий Андреевич', 'Соколов', {
      id: 105,
      username: 'multi',
      scope: 'LKK',
      availableSystems: ['LKK', 'LKD', 'LKA', 'LKP'],
      shortName: 'ООО "Югснабкомплект"',
      fio: 'Соколов Дмитрий Андреевич',
      inn: '231045678900',
      innOrg: '2310987655',
      email: 'sokolov@yugsnab.example.ru',
      clientId: 1002,
      debtorId: 2002,
      agentId: 3002,
      currentLoginTime: loginTime('2025-05-12T08:00:00.000Z'),
      previousLoginTime: loginTime('2025-05-09T12:10:00.000Z'),
      hasActualPassword: true,
      eventStatus: 'REQUIREMENT_REQUEST',
      iconEvent: 'mdi-bell-alert',
    }),
    // Has never set a password of their own: the portal opens the change-password dialog without a cancel.
    account('8d1c5f3e-2a4b-4c6d-9e8f-0a1b2c3d4e06', 'Никита Олегович', 'Новиков', {
      id: 106,
      username: 'newcomer',
      scope: 'LKK',
      availableSystems: ['LKK'],
      shortName: 'ООО "Новые технологии"',
      fio: 'Новиков Никита Олегович',
      inn: '772034567807',
      innOrg: '7720987658',
      email: 'novikov@newtech.example.ru',
      clientId: 1003,
      debtorId: null,
      agentId: null,
      currentLoginTime: null,
      previousLoginTime: null,
      hasActualPassword: false,
      eventStatus: null,
      iconEvent: null,
    }),
  ];
}
