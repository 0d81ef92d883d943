import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Bell, House, Mail } from '../kit/icons';
import { fakeViewport } from '../testing/fakeViewport';
import { renderInCabinet } from '../testing/renderInCabinet';
import { CabinetShell } from './CabinetShell';
import { PlaceholderPage } from './PlaceholderPage';
import { HEADER_MENU_SLOT_ID, MOBILE_BREAKPOINT } from './sizes';

const menu = [
  { path: '/lkx/main', label: 'Главная', icon: House },
  { path: '/lkx/events', label: 'События', icon: Bell },
  { path: '/lkx/edo', label: 'ЭДО', icon: Mail },
];
const pages = menu.map((item) => ({ path: item.path.split('/')[2]!, element: <PlaceholderPage title={item.label} /> }));

let viewport: ReturnType<typeof fakeViewport>;

/** The cabinet under a stand-in for the host's header with its menu slot, at `width` px. */
function renderAt(width: number, path = '/lkx/events', { withHeader = true } = {}) {
  viewport = fakeViewport(width);
  return renderInCabinet(
    <>
      {withHeader && (
        <header data-testid="header">
          <div id={HEADER_MENU_SLOT_ID} />
        </header>
      )}
      <CabinetShell menu={menu} pages={pages} landing="/lkx/main" version="9.9.9" />
    </>,
    { path, cabinet: 'lkx' },
  );
}

// `hidden`: while the drawer is open (modal) the page around it, the button too, is hidden from assistive technology.
const menuButton = () => screen.getByRole('button', { name: 'Меню кабинета', hidden: true });
const drawerNav = () => screen.getByRole('navigation', { name: 'Меню кабинета' });

afterEach(() => viewport.restore());

describe('the cabinet menu by screen width (spec §9: drawer below 1264 px)', () => {
  it('is the permanent side menu from 1264 px up, with no menu button', () => {
    renderAt(MOBILE_BREAKPOINT);
    expect(within(drawerNav()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Главная', 'События', 'ЭДО']);
    expect(screen.queryByRole('button', { name: 'Меню кабинета', hidden: true })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('below 1264 px is a closed drawer whose button sits in the header', async () => {
    renderAt(MOBILE_BREAKPOINT - 1);
    const button = await waitFor(() => within(screen.getByTestId('header')).getByRole('button', { name: 'Меню кабинета' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('navigation', { name: 'Меню кабинета' })).toBeNull();
  });

  it('opens with the button: focus moves in, the current page is marked; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderAt(390);
    await waitFor(() => menuButton());
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: 'Меню кабинета' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(drawerNav()).getByRole('link', { name: 'События' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawerNav()).getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
    expect(within(dialog).getByTestId('cabinet-version')).toHaveTextContent('Версия 9.9.9');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    renderAt(768);
    await waitFor(() => menuButton());
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('follows a link and closes', async () => {
    const user = userEvent.setup();
    renderAt(390);
    await waitFor(() => menuButton());
    await user.click(menuButton());
    await screen.findByRole('dialog');
    await user.click(within(drawerNav()).getByRole('link', { name: 'ЭДО' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/lkx/edo');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ЭДО');
  });

  it('closes on a click outside it', async () => {
    // The page under a modal takes no pointer events in the browser either; the click lands outside the drawer.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAt(390);
    await waitFor(() => menuButton());
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The dialog listens for outside clicks from a moment after it opens (a timer); click again until it heard one.
    await waitFor(async () => {
      if (screen.queryByRole('dialog')) await user.click(screen.getByRole('heading', { level: 1, hidden: true }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('switches between drawer and side menu when the window is resized across 1264 px', async () => {
    renderAt(1440);
    expect(drawerNav()).toBeInTheDocument();
    viewport.resize(1000);
    await waitFor(() => menuButton());
    expect(screen.queryByRole('navigation', { name: 'Меню кабинета' })).toBeNull();
    viewport.resize(1264);
    expect(drawerNav()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Меню кабинета' })).toBeNull();
  });

  it('puts the button above the page when no host header is there (a cabinet on its own)', async () => {
    const user = userEvent.setup();
    renderAt(390, '/lkx/main', { withHeader: false });
    await user.click(menuButton());
    expect(await screen.findByRole('dialog', { name: 'Меню кабинета' })).toBeInTheDocument();
  });
});
