/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http as mock, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { hideLoader, startSession, stopSession, uiStore } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { createQueryClient } from '../startup/queryClient';
import { demoUser } from '../testing/demoUser';
import { SCOPE_SWITCH_FLAG_KEY } from '../userMenu/scopeSwitchFlag';
import { USER_LOADING_MESSAGE, useCurrentUserQuery } from './useCurrentUserQuery';

const server = setupServer();
let loaderDuringLoad: Array<{ show: boolean; message: string }>;

function renderUserQuery() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCurrentUserQuery(), { wrapper });
}

describe('user load after an account switch', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    loaderDuringLoad = [];
    window.localStorage.clear();
    server.use(
      mock.put('http://localhost/api/v2/user/lastlogin', () => new HttpResponse(null, { status: 200 })),
      mock.get('http://localhost/api/v2/user', async () => {
        const { show, message } = uiStore.getState().loader;
        loaderDuringLoad.push({ show, message });
        await delay(20);
        return HttpResponse.json(demoUser('LKD'));
      }),
    );
    await startSession({ url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' }, { createClient: () => new FakeIdentityClient() });
  });
  afterEach(() => {
    server.resetHandlers();
    stopSession();
    hideLoader();
  });

  it("shows 'Получение данных пользователя' once and resets the flag", async () => {
    window.localStorage.setItem(SCOPE_SWITCH_FLAG_KEY, 'true');
    const first = renderUserQuery();
    await waitFor(() => expect(first.result.current.data?.scope).toBe('LKD'));
    expect(loaderDuringLoad).toEqual([{ show: true, message: USER_LOADING_MESSAGE }]);
    expect(uiStore.getState().loader.show).toBe(false);
    expect(window.localStorage.getItem(SCOPE_SWITCH_FLAG_KEY)).toBeNull();

    const second = renderUserQuery();
    await waitFor(() => expect(second.result.current.data?.scope).toBe('LKD'));
    expect(loaderDuringLoad[1]?.show).toBe(false);
  });

  it('loads without the loader when no switch happened', async () => {
    const { result } = renderUserQuery();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(loaderDuringLoad.map((loader) => loader.show)).toEqual([false]);
  });
});
