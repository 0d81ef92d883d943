/** The id of the header's user menu button (the menu's own trigger id, so the menu still finds it). */
export const USER_MENU_TRIGGER_ID = 'user-menu-trigger';

/**
 * Where the dialogs chosen from the user menu (settings, logout confirmation) give focus back when they close. Their
 * opener, a menu item, is gone by then, and what a dialog finds focused when its focus trap starts (a frame after it
 * opens) is not reliably the button: the closing menu moves focus on frames of its own, and a quick Enter after an
 * arrow key (or a slow machine) leaves focus in the menu's closing content, which then disappears, dropping focus to
 * the page. The button the person opened the menu from is where they are.
 */
export function userMenuTrigger(): HTMLElement | null {
  return document.getElementById(USER_MENU_TRIGGER_ID);
}
