import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@portal/ui/chakra';
import {
  connectionStore,
  notify,
  requestLogout,
  setPercentLoader,
  setSessionContinue,
  setSessionError,
  showAnotherDeviceDialog,
  showError,
  showLoader,
  hideLoader,
  uiStore,
  warn,
  withLoader,
} from '@portal/platform';
import { portalSystem } from '@portal/ui';
import { GlobalDialogs } from './GlobalDialogs';

const mockLogout = jest.fn(() => Promise.resolve());

jest.mock('@portal/platform', () => ({
  ...jest.requireActual<object>('@portal/platform'),
  logout: () => mockLogout(),
}));

const mockReload = jest.fn();

jest.mock('./reloadPage', () => ({ reloadPage: () => mockReload() }));

function renderDialogs() {
  return render(
    <ChakraProvider value={portalSystem}>
      <GlobalDialogs />
    </ChakraProvider>,
  );
}

describe('global dialogs', () => {
  const initial = uiStore.getState();

  afterEach(() => {
    // Unmounted first: closing a dialog that is still mounted ends in zag's machine outside act().
    cleanup();
    uiStore.setState(initial, true);
    mockLogout.mockClear();
    mockReload.mockClear();
    jest.useRealTimers();
  });

  it('shows the loading dialog with the default message only after 1800 ms, and never for fast work', async () => {
    jest.useFakeTimers();
    renderDialogs();
    await act(async () => {
      await withLoader(undefined, async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
    });
    await act(async () => jest.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByTestId('loading-dialog')).not.toBeInTheDocument();

    act(() => showLoader());
    await act(async () => jest.advanceTimersByTimeAsync(1_799));
    expect(screen.queryByTestId('loading-dialog')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(1));
    const dialog = await screen.findByTestId('loading-dialog');
    expect(dialog).toHaveTextContent('Пожалуйста, подождите. Идёт загрузка.');
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    act(() => hideLoader());
    await waitFor(() => expect(screen.queryByTestId('loading-dialog')).not.toBeInTheDocument());
  });

  it('shows the percent loader with its value and message', async () => {
    renderDialogs();
    act(() => setPercentLoader({ show: true, percent: 57, message: 'Загрузка...' }));
    const dialog = await screen.findByTestId('percent-loader');
    expect(dialog).toHaveTextContent('Загрузка...');
    expect(dialog).toHaveTextContent('57%');
  });

  it('shows the error banner with name and message until it is dismissed', async () => {
    renderDialogs();
    act(() => showError({ name: 'Ошибка', message: 'Произошла системная ошибка' }));
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Ошибка');
    expect(banner).toHaveTextContent('Произошла системная ошибка');
    await userEvent.click(within(banner).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the error banner by itself after the 10000 ms message time-out, counting again from a newer error', async () => {
    jest.useFakeTimers();
    renderDialogs();
    act(() => showError({ name: 'Ошибка', message: 'Первая ошибка' }));
    await act(async () => jest.advanceTimersByTimeAsync(6_000));
    act(() => showError({ name: 'Ошибка', message: 'Вторая ошибка' }));
    await act(async () => jest.advanceTimersByTimeAsync(9_999));
    expect(screen.getByRole('alert')).toHaveTextContent('Вторая ошибка');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(uiStore.getState().error).toBeNull();
  });

  it('keeps the error banner while the pointer is on it and counts the full time-out again once it leaves', async () => {
    jest.useFakeTimers();
    renderDialogs();
    act(() => showError({ name: 'Ошибка', message: 'Произошла системная ошибка' }));
    const layer = screen.getByTestId('error-banner-layer');
    fireEvent.pointerOver(layer);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Произошла системная ошибка');
    fireEvent.pointerOut(layer);
    await act(async () => jest.advanceTimersByTimeAsync(9_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the error banner in its own live layer on <body>, which an open modal dialog does not hide', () => {
    const { container } = renderDialogs();
    act(() => showError({ name: 'Ошибка', message: 'injected 503' }));
    const layer = screen.getByTestId('error-banner-layer');
    // A modal dialog marks the other children of <body> aria-hidden, except live regions (zag's hideOthers).
    expect(layer.parentElement).toBe(document.body);
    expect(layer).toHaveAttribute('aria-live', 'assertive');
    expect(container).not.toContainElement(layer);
  });

  it('keeps the notifications in a polite live region that is on the page before the first one arrives', () => {
    renderDialogs();
    const region = screen.getByTestId('notifications');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => notify('Документ добавлен'));
    expect(screen.getByTestId('notifications')).toBe(region);
    expect(within(region).getByRole('status')).toHaveTextContent('Документ добавлен');
  });

  it('stacks notifications at most 250 px wide, sanitised, each dismissible', async () => {
    renderDialogs();
    act(() => {
      notify('Документ <b>добавлен</b><img src=x onerror="window.hacked=1">');
      warn('Возникла ошибка');
    });
    const [success, notice] = screen.getAllByRole('status');
    expect(success).toHaveAttribute('data-color', 'success');
    expect(success).toHaveStyle({ maxWidth: '250px' });
    expect(success?.innerHTML).toContain('<b>добавлен</b>');
    expect(success?.querySelector('img')).toBeNull();
    expect(notice).toHaveAttribute('data-color', 'warning');
    expect(notice).toHaveTextContent('Возникла ошибка');
    await userEvent.click(within(success as HTMLElement).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('places the notifications at the bottom right just above the footer, away from the header and the actions by a page title, and tells the page how much room to keep', () => {
    renderDialogs();
    expect(document.documentElement.style.getPropertyValue('--portal-notice-stack-height')).toBe('0px');
    act(() => notify('Операция выполнена'));
    // The footer is 30 px high; the stack ends 8 px above it, at the right edge.
    const stack = screen.getByTestId('notifications');
    expect(stack).toHaveStyle({ position: 'fixed', bottom: '38px' });
    expect(stack.style.top).toBe('');
    // jsdom lays nothing out (height 0): a shown stack still asks for its 8 px gap.
    expect(document.documentElement.style.getPropertyValue('--portal-notice-stack-height')).toBe('8px');
  });

  it("410: 'Активная сессия завершена', 409 wide; 'Выход' logs out", async () => {
    renderDialogs();
    act(() => setSessionError(true));
    const dialog = await screen.findByRole('alertdialog', { name: 'Активная сессия завершена' });
    expect(dialog).toHaveStyle({ width: '409px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выход' }));
    expect(mockLogout).toHaveBeenCalledTimes(1);
  });

  it("'Вход с другого устройства': 'Выход' clears local storage and cookies and reloads", async () => {
    window.localStorage.setItem('portal.theme', 'dark');
    document.cookie = 'access_token=abc; path=/';
    document.cookie = 'other=1; path=/';
    renderDialogs();
    act(() => showAnotherDeviceDialog());
    const dialog = await screen.findByRole('alertdialog', { name: 'Вход с другого устройства' });
    expect(dialog).toHaveStyle({ width: '409px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выход' }));
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(mockReload).toHaveBeenCalledTimes(1);
  });

  it("asks 'Вы действительно хотите выйти?' (450 wide): Нет and the close icon keep the session, Да logs out", async () => {
    renderDialogs();
    act(() => requestLogout());
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Вы действительно хотите выйти?');
    expect(dialog).toHaveStyle({ width: '450px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    act(() => requestLogout());
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mockLogout).not.toHaveBeenCalled();

    act(() => requestLogout());
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(mockLogout).toHaveBeenCalledTimes(1);
  });

  it("«Да» forgets what this browser kept of the user (cabinet, system info, switch flag), not the theme choice", async () => {
    const kept = { 'portal.lastCabinet': 'LKK', 'portal.systemInfo': '{"i18n":{},"version":"1"}', 'portal.scopeSwitched': 'true', 'portal.theme': 'dark' };
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
    renderDialogs();
    act(() => requestLogout());
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(mockLogout).toHaveBeenCalledTimes(1);
    expect(Object.keys(window.localStorage)).toEqual(['portal.theme']);
    window.localStorage.clear();
  });

  it("offers to continue after a server failure; 'Продолжить' closes it and resets the flag", async () => {
    renderDialogs();
    act(() => setSessionContinue(true));
    const dialog = await screen.findByRole('alertdialog', { name: 'Сервер временно недоступен' });
    expect(dialog).toHaveTextContent('Нажмите «Продолжить»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(uiStore.getState().sessionContinue).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  /** jsdom lays nothing out; the focus trap focuses only elements with a size, as a browser's would have. */
  const withLayout = () => jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);

  it('opens the server-error dialog on «Продолжить»: Enter, pressed to dismiss the error, keeps the session', async () => {
    const layout = withLayout();
    renderDialogs();
    act(() => setSessionContinue(true));
    const dialog = await screen.findByRole('alertdialog', { name: 'Сервер временно недоступен' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Продолжить' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(uiStore.getState().sessionContinue).toBe(false);
    expect(mockLogout).not.toHaveBeenCalled();
    expect(mockReload).not.toHaveBeenCalled();
    layout.mockRestore();
  });

  it('opens the logout confirmation on «Нет», never on «Да»', async () => {
    const layout = withLayout();
    renderDialogs();
    act(() => requestLogout());
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Нет' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mockLogout).not.toHaveBeenCalled();
    layout.mockRestore();
  });

  it('says «Нет соединения с сервером» while the browser is offline and takes it away when it is back online', async () => {
    renderDialogs();
    expect(screen.queryByTestId('connection-notice')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const notice = await screen.findByTestId('connection-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Нет соединения с сервером');
    expect(notice).toHaveTextContent('Проверьте подключение к интернету.');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('connection-notice')).toBeNull());
  });

  it('says it too when a call got no answer, and stays above an open modal dialog', async () => {
    renderDialogs();
    act(() => setSessionContinue(true));
    await screen.findByRole('alertdialog');
    act(() => connectionStore.setState({ lost: true }));
    expect(await screen.findByTestId('connection-notice')).toBeVisible();
    expect(screen.getByTestId('connection-notice-layer')).toHaveAttribute('aria-live', 'assertive');
    act(() => connectionStore.setState({ lost: false }));
  });

  it('shows the server message of a 413 in the continue dialog', async () => {
    renderDialogs();
    act(() => setSessionContinue(true, 'Файл слишком большой'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Файл слишком большой');
  });
});
