/** Dialog widths of spec §9, in px; DialogFrame takes them by name (below 960 px every dialog is full width). */
export const DIALOG_WIDTHS = {
  settings: 700,
  session: 409,
  confirm: 450,
  changePassword: 410,
  newEvents: 1600,
} as const;

/** Notifications are at most this wide (spec §9 Layout). */
export const NOTIFICATION_MAX_WIDTH = 250;
