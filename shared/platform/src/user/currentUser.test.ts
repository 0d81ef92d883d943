/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { startSession, stopSession } from '../identity/session';
import { sessionStore } from '../session/sessionStore';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { loadCurrentUser } from './loadCurrentUser';
import { markLastLogin } from './markLastLogin';

const user = {
  id: 7,
  username: 'supplier',
  scope: 'lkk',
  availableSystems: ['LKK', 'lkp'],
  shortName: 'Иванов И. И.',
  fio: 'Иванов Иван Иванович',
  inn: '500100732259',
  innOrg: '7707083893',
  email: 'supplier@example.ru',
  clientId: 1,
  debtorId: null,
  agentId: null,
  currentLoginTime: '2025-01-02T10:00:00',
  previousLoginTime: null,
  hasActualPassword: true,
  eventStatus: null,
  iconEvent: null,
};

const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };

describe('current user', () => {
  let lastLoginCalls: number;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  beforeEach(async () => {
    lastLoginCalls = 0;
    window.localStorage.clear();
    server.use(
      mock.get('http://localhost/api/v2/user', () => HttpResponse.json(user)),
      mock.put('http://localhost/api/v2/user/lastlogin', () => {
        lastLoginCalls += 1;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const fake = new FakeIdentityClient();
    await startSession(config, { createClient: () => fake });
  });

  afterEach(() => {
    server.resetHandlers();
    stopSession();
  });

  it('loads GET /v2/user, normalises scopes and puts the user in the store', async () => {
    const loaded: User = await loadCurrentUser();
    expect(loaded.scope).toBe('LKK');
    expect(loaded.availableSystems).toEqual(['LKK', 'LKP']);
    expect(sessionStore.getState().user).toEqual(loaded);
  });

  it('marks the last login once per sign-in', async () => {
    await expect(Promise.all([markLastLogin(), markLastLogin()])).resolves.toEqual([true, false]);
    await expect(markLastLogin()).resolves.toBe(false);
    expect(lastLoginCalls).toBe(1);
  });

  it('marks it again for a new sign-in', async () => {
    await markLastLogin();
    const next = new FakeIdentityClient();
    next.init = async function init(this: FakeIdentityClient) {
      this.signIn('access-9');
      this.tokenParsed = { ...this.tokenParsed, sid: 'sid-2' };
      return true;
    };
    await startSession(config, { createClient: () => next });
    await expect(markLastLogin()).resolves.toBe(true);
    expect(lastLoginCalls).toBe(2);
  });
});
