import { createContext } from 'react';

/**
 * How a button inside a DialogFrame closes it the way Escape and × do: asking first when something was typed. Null
 * when the dialog cannot be closed now (persistent or busy).
 */
export const DialogCloseRequest = createContext<(() => void) | null>(null);
