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

  async function signInAs(claims: Record<string, unknown>, subject: string | undefined): Promise<void> {
    const next = new FakeIdentityClient();
    next.init = async function init(this: FakeIdentityClient) {
      this.signIn('access-5');
      this.tokenParsed = { preferred_username: 'supplier', ...claims } as FakeIdentityClient['tokenParsed'];
      this.subject = subject;
      return true;
    };
    await startSession(config, { createClient: () => next });
  }

  it.each([
    ['an empty subject', ''],
    ['no subject', undefined],
  ])('with no way to tell the sign-in apart (%s) it marks on every call and remembers nothing', async (_, subject) => {
    await signInAs({}, subject);
    await expect(markLastLogin()).resolves.toBe(true);
    await expect(markLastLogin()).resolves.toBe(true);
    expect(lastLoginCalls).toBe(2);
    expect(window.localStorage.getItem('portal.lastLoginMarkedFor')).toBeNull();
  });

  it('tells sign-ins apart by authentication time when the token has no session id', async () => {
    await signInAs({ auth_time: 1_700_000_000 }, 'user-1');
    await expect(markLastLogin()).resolves.toBe(true);
    await signInAs({ auth_time: 1_700_000_500 }, 'user-1');
    await expect(markLastLogin()).resolves.toBe(true);
    await expect(markLastLogin()).resolves.toBe(false);
    expect(lastLoginCalls).toBe(2);
  });

  it('a mark still on its way for one sign-in does not stand for the next one', async () => {
    let release: () => void = () => undefined;
    server.use(
      mock.put('http://localhost/api/v2/user/lastlogin', async () => {
        lastLoginCalls += 1;
        if (lastLoginCalls === 1) await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const first = markLastLogin();
    await signInAs({ sid: 'sid-3' }, 'user-1');
    await expect(markLastLogin()).resolves.toBe(true);
    release();
    await expect(first).resolves.toBe(true);
    expect(lastLoginCalls).toBe(2);
  });

  it('tries again after a failed mark', async () => {
    let failing = true;
    server.use(
      mock.put('http://localhost/api/v2/user/lastlogin', () => {
        lastLoginCalls += 1;
        return new HttpResponse(null, { status: failing ? 404 : 200 });
      }),
    );
    await expect(markLastLogin()).rejects.toBeDefined();
    failing = false;
    await expect(markLastLogin()).resolves.toBe(true);
    expect(lastLoginCalls).toBe(2);
  });
});
