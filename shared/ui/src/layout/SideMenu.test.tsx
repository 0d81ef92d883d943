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

describe('SideMenu width', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Меню кабинета' });
  /** The nav's width as the page's styles give it (jsdom leaves out the state rules: those are read as CSS below). */
  const width = () => window.getComputedStyle(nav()).width;
  /** The CSS rules that widen something to the expanded 256 px. */
  const wideningRules = () =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) => ('cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules] : [rule]))
      .map((rule) => rule.cssText)
      .filter((text) => /width:\s*256px/.test(text));

  it('stays 200 px wide while one of its links has keyboard focus, so the page beside it is not covered', async () => {
    const user = userEvent.setup();
    renderMenu('/lkx/main');
    expect(width()).toBe('200px');
    await user.tab();
    expect(menuLinks()[0]).toHaveFocus();
    expect(width()).toBe('200px');
    // Only the pointer widens it: no focus state does.
    expect(wideningRules().length).toBeGreaterThan(0);
    for (const text of wideningRules()) expect(text).not.toMatch(/:focus/);
  });

  it('does not widen under the pointer after a link is clicked, until the pointer leaves the menu', async () => {
    const user = userEvent.setup();
    renderMenu('/lkx/main');
    expect(nav()).not.toHaveAttribute('data-followed');
    await user.click(screen.getByRole('link', { name: 'События' }));
    expect(nav()).toHaveAttribute('data-followed');
    expect(width()).toBe('200px');
    // The widening on hover is a rule that a clicked menu does not match.
    const hoverRules = wideningRules().filter((text) => text.includes(':hover'));
    expect(hoverRules.length).toBeGreaterThan(0);
    for (const text of hoverRules) expect(text).toContain(':not([data-followed])');
    await user.unhover(nav());
    expect(nav()).not.toHaveAttribute('data-followed');
  });

  it('Enter on a focused link does not mark the menu as clicked', async () => {
    const user = userEvent.setup();
    renderMenu('/lkx/main');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(nav()).not.toHaveAttribute('data-followed');
  });
});
