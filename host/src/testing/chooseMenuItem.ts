import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const ITEM_ROLES = ['menuitem', 'menuitemradio', 'menuitemcheckbox'] as const;

/** The open menu's item named `name`, whatever kind of item it is. */
export function menuItem(name: string): HTMLElement {
  for (const role of ITEM_ROLES) {
    const found = screen.queryByRole(role, { name });
    if (found) return found;
  }
  throw new Error(`no menu item named ${name}`);
}

/** Opens the user menu. */
export async function openUserMenu(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Меню пользователя' }));
  await screen.findByRole('menu');
}

/**
 * Opens the user menu and chooses the item named `name` with the keyboard (arrow keys, then Enter), as a
 * keyboard user would. (jsdom lacks the pointer events the menu selects on; browser tests click.)
 */
export async function chooseMenuItem(user: UserEvent, name: string): Promise<void> {
  await openUserMenu(user);
  // The cabinets of the account switch are named once their manifests are read (decision 0054).
  const target = await waitFor(() => menuItem(name));
  const count = ITEM_ROLES.reduce((sum, role) => sum + screen.queryAllByRole(role).length, 0);
  for (let step = 0; step <= count && !target.hasAttribute('data-highlighted'); step += 1) {
    await user.keyboard('{ArrowDown}');
  }
  if (!target.hasAttribute('data-highlighted')) throw new Error(`menu item ${name} was never highlighted`);
  await user.keyboard('{Enter}');
  // The menu closes on a choice; its exit ends on an animation frame, waited for here so it does not land outside act().
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}
