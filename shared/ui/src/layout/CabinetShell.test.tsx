import { screen } from '@testing-library/react';
import { House, Bell } from '../kit/icons';
import { CabinetShell } from './CabinetShell';
import { PlaceholderPage } from './PlaceholderPage';
import { renderInCabinet } from '../testing/renderInCabinet';

const menu = [
  { path: '/lkx/main', label: 'Главная', icon: House },
  { path: '/lkx/events', label: 'События', icon: Bell },
];
const pages = [
  { path: 'main', element: <PlaceholderPage title="Главная" /> },
  { path: 'events', element: <PlaceholderPage title="События" /> },
];

function renderShell(path: string) {
  return renderInCabinet(<CabinetShell menu={menu} pages={pages} landing="/lkx/main" version="9.9.9" />, {
    path,
    cabinet: 'lkx',
  });
}

describe('CabinetShell', () => {
  it('renders the page of the current path with its title as the h1', () => {
    renderShell('/lkx/events');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('События');
    expect(screen.getByText('Раздел находится в разработке.')).toBeInTheDocument();
  });

  it.each(['/lkx/unknown', '/lkx', '/lkx/main/extra'])('sends %s to the landing page', (path) => {
    renderShell(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkx\/main$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Главная');
  });

  it("shows the landing page's skeleton on the way there, never an empty page", () => {
    // The landing page itself not yet among the pages: the way there is all that shows.
    renderInCabinet(<CabinetShell menu={menu} pages={[]} landing="/lkx/main" version="9.9.9" />, { path: '/lkx', cabinet: 'lkx' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lkx\/main$/);
    expect(screen.getByRole('status', { name: 'Загрузка страницы' })).toBeInTheDocument();
  });

  it('puts the menu and the version beside the content', () => {
    renderShell('/lkx/main');
    expect(screen.getByRole('navigation', { name: 'Меню кабинета' })).toBeInTheDocument();
    expect(screen.getByTestId('cabinet-version')).toHaveTextContent('Версия 9.9.9');
  });
});
