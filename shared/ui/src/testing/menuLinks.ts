import { screen, within } from '@testing-library/react';

/** The cabinet menu's links as [label, href] pairs, in screen order. */
export function menuLinks(): Array<[string, string | null]> {
  const nav = screen.getByRole('navigation', { name: 'Меню кабинета' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}
