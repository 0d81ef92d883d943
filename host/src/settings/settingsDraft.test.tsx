/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { openSettings, sessionStore, uiStore } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { SESSION_ENDING_EVENT } from '@portal/ui';
import { demoUser } from '../testing/demoUser';
import { renderShellPart } from '../testing/renderShellPart';
import { AccountDialogs } from './AccountDialogs';

jest.setTimeout(60_000);

const API = 'http://localhost/api';
// The dialog's lists are not what this is about: they answer empty.
const server = setupServer(
  mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })),
  mock.get(`${API}/v2/user`, () => HttpResponse.json(demoUser('LKK'))),
  mock.get(`${API}/certificate/all`, () => HttpResponse.json([])),
  mock.get(`${API}/*`, () => HttpResponse.json([])),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState({}, '', '/lkk/registries?tab=main');
  sessionStore.setState({ user: { ...demoUser('LKK'), email: 'old@example.ru' } as User, userName: 'supplier' });
});
afterEach(() => {
  sessionStore.setState({ user: null, userName: '' });
  act(() => resetUiState());
});

describe('the settings across a session end', () => {
  it('open again on the same page after signing in, with the typed e-mail back and saying so', async () => {
    const first = renderShellPart(<AccountDialogs />, '/lkk/registries?tab=main');
    act(() => openSettings());
    const email = await screen.findByLabelText('Почта для уведомлений');
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'new@example.ru');
    window.dispatchEvent(new CustomEvent(SESSION_ENDING_EVENT, { detail: { user: 'supplier' } }));
    first.unmount();
    act(() => resetUiState());

    renderShellPart(<AccountDialogs />, '/lkk/registries?tab=main');
    const dialog = await screen.findByTestId('settings-dialog', {}, { timeout: 20_000 });
    await waitFor(() => expect(within(dialog).getByLabelText('Почта для уведомлений')).toHaveValue('new@example.ru'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Сеанс был завершён; введённые данные восстановлены.');
  });

  it('stay closed for another person signing in on the same PC', async () => {
    const first = renderShellPart(<AccountDialogs />, '/lkk/registries?tab=main');
    act(() => openSettings());
    const email = await screen.findByLabelText('Почта для уведомлений');
    await userEvent.setup().type(email, '-typed');
    window.dispatchEvent(new CustomEvent(SESSION_ENDING_EVENT, { detail: { user: 'supplier' } }));
    first.unmount();
    act(() => resetUiState());

    sessionStore.setState({ userName: 'principal' });
    renderShellPart(<AccountDialogs />, '/lkk/registries?tab=main');
    // The page's effects have run inside render: nothing opened the settings.
    expect(uiStore.getState().settingsOpen).toBe(false);
    expect(screen.queryByTestId('settings-dialog')).toBeNull();
  });
});
