import { createStore } from 'zustand/vanilla';
import { DEFAULT_LOADER_MESSAGE, LOADER_DELAY_MS, MESSAGE_TIMEOUT_MS } from '../constants';
import type { NotificationColor, UiError, UiState } from './uiState';

export const INITIAL_UI_STATE: UiState = {
  notifications: [],
  error: null,
  loader: { show: false, message: DEFAULT_LOADER_MESSAGE, delay: LOADER_DELAY_MS },
  loaderRequests: 0,
  percentLoader: { show: false, percent: 0, message: '' },
  sessionError: false,
  sessionContinue: false,
  sessionContinueMessage: null,
  anotherDevice: false,
  logoutConfirmOpen: false,
  settingsOpen: false,
  changePassword: { open: false, forced: false },
};

/**
 * The one UI state store of the page (notifications, error banner, loaders, session dialogs). Like the
 * session store it lives in @portal/platform, a federation singleton, so every cabinet drives the host's dialogs.
 */
export const uiStore = createStore<UiState>()(() => INITIAL_UI_STATE);

const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function dismissNotification(id: string): void {
  const timer = dismissTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  dismissTimers.delete(id);
  uiStore.setState((state) => ({ notifications: state.notifications.filter((item) => item.id !== id) }));
}

/** Adds a notification (green by default); it goes away by itself after the message time-out. Returns its id. */
export function notify(message: string, color: NotificationColor = 'success'): string {
  const id = randomId();
  uiStore.setState((state) => ({ notifications: [...state.notifications, { id, message, color }] }));
  dismissTimers.set(
    id,
    setTimeout(() => dismissNotification(id), MESSAGE_TIMEOUT_MS),
  );
  return id;
}

/** The orange notice of spec §8. */
export function warn(message: string): string {
  return notify(message, 'warning');
}

export function showError(error: UiError): void {
  uiStore.setState({ error: { name: error.name, message: error.message } });
}

export function clearError(): void {
  uiStore.setState({ error: null });
}

/** How a caller wants the loading dialog: `immediate` shows it without the loader delay (spec §9 1800 ms). */
export interface LoaderOptions {
  immediate?: boolean;
}

/** Asks for the loading dialog (shown after the loader delay unless immediate); `message` defaults to the spec's text. */
export function showLoader(message: string = DEFAULT_LOADER_MESSAGE, { immediate = false }: LoaderOptions = {}): void {
  uiStore.setState((state) => ({
    loaderRequests: state.loaderRequests + 1,
    loader: { ...state.loader, show: true, message, delay: immediate ? 0 : state.loaderRequests > 0 ? state.loader.delay : LOADER_DELAY_MS },
  }));
}

/** Hides the loading dialog, whoever asked for it (the HTTP error handling does this on 413/418/500–502). */
export function hideLoader(): void {
  uiStore.setState((state) => ({ loaderRequests: 0, loader: { ...state.loader, show: false, delay: LOADER_DELAY_MS } }));
}

function releaseLoader(): void {
  uiStore.setState((state) => {
    const loaderRequests = Math.max(0, state.loaderRequests - 1);
    const show = loaderRequests > 0;
    return { loaderRequests, loader: { ...state.loader, show, delay: show ? state.loader.delay : LOADER_DELAY_MS } };
  });
}

/** Runs `work` with the loader asked for; overlapping calls keep it until the last one settles. */
export async function withLoader<T>(message: string | undefined, work: () => Promise<T>, options?: LoaderOptions): Promise<T> {
  showLoader(message, options);
  try {
    return await work();
  } finally {
    releaseLoader();
  }
}

export function setPercentLoader({ show, percent, message }: { show: boolean; percent: number; message: string }): void {
  uiStore.setState({ percentLoader: { show, percent: Math.min(100, Math.max(0, percent)), message } });
}

/** Spec §8 410: the active session has ended. */
export function setSessionError(value: boolean): void {
  uiStore.setState({ sessionError: value });
}

/** Spec §8 413/500–502 and a refresh answered 500: offer to continue; `message` replaces the dialog's own text. */
export function setSessionContinue(value: boolean, message: string | null = null): void {
  uiStore.setState({ sessionContinue: value, sessionContinueMessage: value ? message : null });
}

export function showAnotherDeviceDialog(): void {
  uiStore.setState({ anotherDevice: true });
}

/** Opens the logout confirmation ('Вы действительно хотите выйти?'). */
export function requestLogout(): void {
  uiStore.setState({ logoutConfirmOpen: true });
}

export function cancelLogout(): void {
  uiStore.setState({ logoutConfirmOpen: false });
}

export function openSettings(): void {
  uiStore.setState({ settingsOpen: true });
}

export function closeSettings(): void {
  uiStore.setState({ settingsOpen: false });
}

/** Forced: the user has no actual password and cannot cancel (spec §4 Password dialog). */
export function openChangePassword({ forced }: { forced: boolean }): void {
  uiStore.setState({ changePassword: { open: true, forced } });
}

export function closeChangePassword(): void {
  uiStore.setState({ changePassword: { open: false, forced: false } });
}

/** Back to the initial state (tests). */
export function resetUiState(): void {
  for (const timer of dismissTimers.values()) clearTimeout(timer);
  dismissTimers.clear();
  uiStore.setState(INITIAL_UI_STATE, true);
}
