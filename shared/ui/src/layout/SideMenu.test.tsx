import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell, House, Mail } from '../kit/icons';
import { SideMenu } from './SideMenu';
import type { MenuItem } from './menuItem';
import { renderInCabinet } from '../testing/renderInCabinet';

const items: MenuItem[] = [
  { path: '/lkx/main', label: 'Главная', icon: House },
  { path: '/lkx/events', label: 'События', icon: Bell },
  { path: '/lkx/edo', label: 'ЭДО', icon: Mail },
];

function renderMenu(path: string, version?: string) {
  return renderInCabinet(<SideMenu items={items} version={version} />, { path, cabinet: 'lkx' });
}

function menuLinks() {
  return within(screen.getByRole('navigation', { name: 'Меню кабинета' })).getAllByRole('link');
}

describe('SideMenu', () => {
  it('lists the labels in order, each linking to its path', () => {
    renderMenu('/lkx/main');
    const links = menuLinks();
    expect(links.map((link) => link.textContent)).toEqual(['Главная', 'События', 'ЭДО']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/lkx/main', '/lkx/events', '/lkx/edo']);
  });

  it('marks only the current section as the current page, including its sub-pages', () => {
    renderMenu('/lkx/events/42');
    const [main, events, edo] = menuLinks();
    expect(events).toHaveAttribute('aria-current', 'page');
    expect(main).not.toHaveAttribute('aria-current');
    expect(edo).not.toHaveAttribute('aria-current');
  });

  it('moves the current page when a link is followed', async () => {
    const user = userEvent.setup();
    renderMenu('/lkx/main');
    await user.click(screen.getByRole('link', { name: 'ЭДО' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lkx/edo');
    expect(screen.getByRole('link', { name: 'ЭДО' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });

  it('is reachable with the keyboard, in menu order, and Enter follows a link', async () => {
    const user = userEvent.setup();
    renderMenu('/lkx/main');
    const [main, events, edo] = menuLinks();
    await user.tab();
    expect(main).toHaveFocus();
    await user.tab();
    expect(events).toHaveFocus();
    await user.tab();
    expect(edo).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/lkx/edo');
  });

  it('hides icons from assistive technology', () => {
    renderMenu('/lkx/main');
    for (const link of menuLinks()) {
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows the build version at the bottom only when given', () => {
    const { unmount } = renderMenu('/lkx/main', '1.2.3');
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия 1.2.3');
    unmount();
    renderMenu('/lkx/main');
    expect(screen.queryByTestId('cabinet-version')).toBeNull();
  });
});
