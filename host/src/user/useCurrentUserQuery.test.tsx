/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import type { ReactNode } from 'react';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { LoadingDialog } from '../dialogs/LoadingDialog';
import { QueryClientProvider } from '@portal/ui/query';
import { http as mock, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { hideLoader, startSession, stopSession, uiStore } from '@portal/platform';
import { FakeIdentityClient } from '@portal/platform/src/testing/fakeIdentityClient';
import { createQueryClient } from '../startup/queryClient';
import { demoUser } from '../testing/demoUser';
import { LAST_CABINET_KEY } from '../remotes/lastCabinet';
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
      mock.post('http://localhost/api/session/basic/login', () => new HttpResponse(null, { status: 200 })),
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
    // Unmounted first: hiding the loader under a mounted dialog would re-render it outside act().
    cleanup();
    server.resetHandlers();
    stopSession();
    hideLoader();
  });

  it('opens the back-end session (POST session/basic/login) before the user is loaded', async () => {
    const order: string[] = [];
    server.events.on('request:start', ({ request }) => order.push(`${request.method} ${new URL(request.url).pathname}`));
    const { result } = renderUserQuery();
    await waitFor(() => expect(result.current.data).toBeDefined());
    server.events.removeAllListeners();
    expect(order.indexOf('GET /api/v2/user')).toBeGreaterThan(-1);
    // First test of the file: the page's one POST session/basic/login comes before the user load.
    expect(order.indexOf('POST /api/session/basic/login')).toBeGreaterThan(-1);
    expect(order.indexOf('POST /api/session/basic/login')).toBeLessThan(order.indexOf('GET /api/v2/user'));
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

  it('shows the message at once, not after the 1800 ms loader delay, even for a quick load', async () => {
    window.localStorage.setItem(SCOPE_SWITCH_FLAG_KEY, 'true');
    render(
      <ChakraProvider value={portalSystem}>
        <LoadingDialog />
      </ChakraProvider>,
    );
    const { result } = renderUserQuery();
    // Asked for without the loader delay as the load starts (a time measured here would depend on the machine).
    expect(uiStore.getState().loader).toMatchObject({ show: true, message: USER_LOADING_MESSAGE, delay: 0 });
    expect(await screen.findByText(USER_LOADING_MESSAGE)).toBeVisible();
    await waitFor(() => expect(result.current.data).toBeDefined());
    await waitFor(() => expect(screen.queryByText(USER_LOADING_MESSAGE)).toBeNull());
  });

  it('loads without the loader when no switch happened', async () => {
    const { result } = renderUserQuery();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(loaderDuringLoad.map((loader) => loader.show)).toEqual([false]);
  });

  it("records a new sign-in first and then loads the user, so the user's login times count this sign-in", async () => {
    const order: string[] = [];
    let answerRecord!: () => void;
    const recordHeld = new Promise<void>((resolve) => (answerRecord = resolve));
    server.events.on('request:start', ({ request }) => order.push(`${request.method} ${new URL(request.url).pathname}`));
    server.use(
      mock.put('http://localhost/api/v2/user/lastlogin', async () => {
        await recordHeld;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { result } = renderUserQuery();
    await waitFor(() => expect(order).toContain('PUT /api/v2/user/lastlogin'));
    await delay(50);
    expect(order).not.toContain('GET /api/v2/user');
    answerRecord();
    await waitFor(() => expect(result.current.data).toBeDefined());
    server.events.removeAllListeners();
    expect(order.slice(-2)).toEqual(['PUT /api/v2/user/lastlogin', 'GET /api/v2/user']);
  });

  it('loads the user at once when this sign-in is recorded already (a reload), and a failed record keeps no one out', async () => {
    const { result } = renderUserQuery();
    await waitFor(() => expect(result.current.data).toBeDefined());
    cleanup();
    const order: string[] = [];
    server.events.on('request:start', ({ request }) => order.push(`${request.method} ${new URL(request.url).pathname}`));
    const again = renderUserQuery();
    await waitFor(() => expect(again.result.current.data).toBeDefined());
    expect(order).toEqual(['GET /api/v2/user']);
    cleanup();

    window.localStorage.clear();
    order.length = 0;
    server.use(mock.put('http://localhost/api/v2/user/lastlogin', () => new HttpResponse(null, { status: 503 })));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = renderUserQuery();
    await waitFor(() => expect(failed.result.current.data).toBeDefined());
    server.events.removeAllListeners();
    expect(logged).toHaveBeenCalledWith('PUT v2/user/lastlogin failed', expect.anything());
    logged.mockRestore();
  });

  it("remembers the loaded user's cabinet for the next start-up", async () => {
    const { result } = renderUserQuery();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(window.localStorage.getItem(LAST_CABINET_KEY)).toBe('LKD');
  });
});
