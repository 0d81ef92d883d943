export * from './theme';
export * from './layout';
export * from './format';
export { DIALOG_WIDTHS, NOTIFICATION_MAX_WIDTH } from './dialogWidths';
export * from './dialog';
export * from './dateField';
export * from './sharedCalls';
export * from './signing';
export * from './sending';
