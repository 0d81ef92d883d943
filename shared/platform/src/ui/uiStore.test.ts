import {
  clearError,
  closeChangePassword,
  dismissNotification,
  hideLoader,
  notify,
  cancelLogout,
  closeSettings,
  openChangePassword,
  openSettings,
  requestLogout,
  resetUiState,
  setSessionError,
  showAnotherDeviceDialog,
  setPercentLoader,
  setSessionContinue,
  showError,
  showLoader,
  uiStore,
  warn,
  withLoader,
} from './uiStore';

describe('UI state store', () => {
  afterEach(() => {
    resetUiState();
    jest.useRealTimers();
  });

  it('adds green notifications by default and orange ones with warn, each with its own id', () => {
    const first = notify('Документ добавлен');
    const second = warn('В реестре указаны неверные данные');
    expect(uiStore.getState().notifications).toEqual([
      { id: first, message: 'Документ добавлен', color: 'success' },
      { id: second, message: 'В реестре указаны неверные данные', color: 'warning' },
    ]);
    expect(first).not.toBe(second);
  });

  it('dismisses a notification on request and each one after the 10000 ms message time-out', () => {
    jest.useFakeTimers();
    const first = notify('Операция выполнена');
    jest.advanceTimersByTime(4_000);
    const second = notify('Действие выполнено!', 'info');
    const third = notify('Сертификат добавлен');
    dismissNotification(third);
    expect(uiStore.getState().notifications.map((item) => item.id)).toEqual([first, second]);
    jest.advanceTimersByTime(5_999);
    expect(uiStore.getState().notifications).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(uiStore.getState().notifications.map((item) => item.id)).toEqual([second]);
    jest.advanceTimersByTime(4_000);
    expect(uiStore.getState().notifications).toEqual([]);
  });

  it('shows and clears the error banner', () => {
    showError({ name: 'Ошибка', message: 'Сервер не ответил' });
    expect(uiStore.getState().error).toEqual({ name: 'Ошибка', message: 'Сервер не ответил' });
    clearError();
    expect(uiStore.getState().error).toBeNull();
  });

  it('asks for the loader with the default message, or the given one', () => {
    showLoader();
    expect(uiStore.getState().loader).toEqual({ show: true, message: 'Пожалуйста, подождите. Идёт загрузка.', delay: 1800 });
    showLoader('Получение данных пользователя');
    expect(uiStore.getState().loader.message).toBe('Получение данных пользователя');
    hideLoader();
    expect(uiStore.getState().loader.show).toBe(false);
  });

  it('keeps the loader while overlapping withLoader calls run and returns their results', async () => {
    let finishFirst: (value: string) => void = () => undefined;
    const first = withLoader('Загрузка...', () => new Promise<string>((resolve) => (finishFirst = resolve)));
    const second = withLoader(undefined, async () => 2);
    await expect(second).resolves.toBe(2);
    expect(uiStore.getState().loader.show).toBe(true);
    finishFirst('done');
    await expect(first).resolves.toBe('done');
    expect(uiStore.getState().loader.show).toBe(false);
  });

  it('hides the loader when the work fails, passing the failure on', async () => {
    await expect(withLoader(undefined, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(uiStore.getState().loader.show).toBe(false);
  });

  it('keeps the percent loader between 0 and 100', () => {
    setPercentLoader({ show: true, percent: 57, message: 'Загрузка...' });
    expect(uiStore.getState().percentLoader).toEqual({ show: true, percent: 57, message: 'Загрузка...' });
    setPercentLoader({ show: true, percent: 140, message: '' });
    expect(uiStore.getState().percentLoader.percent).toBe(100);
  });

  it('forgets the session-continue message when the flag is reset', () => {
    setSessionContinue(true, 'Файл слишком большой');
    expect(uiStore.getState()).toMatchObject({ sessionContinue: true, sessionContinueMessage: 'Файл слишком большой' });
    setSessionContinue(false);
    expect(uiStore.getState()).toMatchObject({ sessionContinue: false, sessionContinueMessage: null });
  });

  it('opens the change-password dialog forced or not, and closes it', () => {
    openChangePassword({ forced: true });
    expect(uiStore.getState().changePassword).toEqual({ open: true, forced: true });
    closeChangePassword();
    expect(uiStore.getState().changePassword).toEqual({ open: false, forced: false });
  });

  it('opens and closes the logout confirmation, the settings and the session dialogs', () => {
    const flags = () => {
      const { logoutConfirmOpen, settingsOpen, anotherDevice, sessionError } = uiStore.getState();
      return { logoutConfirmOpen, settingsOpen, anotherDevice, sessionError };
    };
    expect(flags()).toEqual({ logoutConfirmOpen: false, settingsOpen: false, anotherDevice: false, sessionError: false });
    requestLogout();
    openSettings();
    showAnotherDeviceDialog();
    setSessionError(true);
    expect(flags()).toEqual({ logoutConfirmOpen: true, settingsOpen: true, anotherDevice: true, sessionError: true });
    cancelLogout();
    closeSettings();
    setSessionError(false);
    expect(flags()).toEqual({ logoutConfirmOpen: false, settingsOpen: false, anotherDevice: true, sessionError: false });
  });

  it('an immediate loader has no delay, and a second request keeps the delay of the first', () => {
    showLoader(undefined, { immediate: true });
    showLoader('Подписание');
    expect(uiStore.getState().loader).toEqual({ show: true, message: 'Подписание', delay: 0 });
    hideLoader();
    showLoader();
    showLoader(undefined, { immediate: true });
    expect(uiStore.getState().loader.delay).toBe(0);
    hideLoader();
    expect(uiStore.getState().loader.delay).toBe(1800);
  });

  it('a dismissed notification leaves no timer behind', () => {
    jest.useFakeTimers();
    const id = notify('Готово');
    expect(jest.getTimerCount()).toBe(1);
    dismissNotification(id);
    expect(jest.getTimerCount()).toBe(0);
  });

  describe('notification ids', () => {
    const realCrypto = globalThis.crypto;
    afterEach(() => Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true }));

    it("use the browser's random UUID when there is one", () => {
      Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'uuid-1' }, configurable: true });
      expect(notify('Готово')).toBe('uuid-1');
    });

    it.each([
      ['without crypto', undefined],
      ['without randomUUID (plain http)', {}],
    ])('fall back to a time-and-random id %s', (_, crypto) => {
      Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true });
      const first = notify('Первое');
      const second = notify('Второе');
      expect(first).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
      expect(second).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
      expect(first).not.toBe(second);
    });
  });
});
