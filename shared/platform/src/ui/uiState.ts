/** Colour of a notification: success is green (the default), warning is the orange notice. */
export type NotificationColor = 'success' | 'warning' | 'error' | 'info';

/** Notification of spec §3: a random id, the message (may contain markup, sanitised when shown) and a colour. */
export interface Notification {
  id: string;
  message: string;
  color: NotificationColor;
}

/** Error of spec §3, shown in the dismissible error banner. */
export interface UiError {
  name: string;
  message: string;
}

/** Loading state of spec §3; `delay` is how long work must last before the dialog appears. */
export interface LoaderState {
  show: boolean;
  message: string;
  delay: number;
}

export interface PercentLoaderState {
  show: boolean;
  percent: number;
  message: string;
}

/** The page-wide UI state behind the host's global dialogs. */
export interface UiState {
  notifications: Notification[];
  error: UiError | null;
  loader: LoaderState;
  /** How many callers currently want the loader; it shows while this is above zero. */
  loaderRequests: number;
  percentLoader: PercentLoaderState;
  /** Session flags of spec §3: the session has ended (410) / the server failed and the user may continue. */
  sessionError: boolean;
  sessionContinue: boolean;
  /** Text of the session-continue dialog; null means the dialog's own text. */
  sessionContinueMessage: string | null;
  anotherDevice: boolean;
  logoutConfirmOpen: boolean;
  settingsOpen: boolean;
  changePassword: { open: boolean; forced: boolean };
}
