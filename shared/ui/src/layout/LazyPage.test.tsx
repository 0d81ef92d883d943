import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House, Bell } from '../kit/icons';
import { CabinetShell } from './CabinetShell';
import { lazyPage } from './LazyPage';
import { PlaceholderPage } from './PlaceholderPage';
import { renderInCabinet } from '../testing/renderInCabinet';

const menu = [
  { path: '/lkx/main', label: 'Главная', icon: House },
  { path: '/lkx/events', label: 'События', icon: Bell },
];

/** A chunk as webpack fails it: the dynamic import rejects with a ChunkLoadError. */
function chunkLoadError(): Error {
  return Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
}

function renderWith(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const pages = [
    { path: 'main', element: <PlaceholderPage title="Главная" /> },
    { path: 'events', element: lazyPage(load) },
  ];
  return renderInCabinet(<CabinetShell menu={menu} pages={pages} landing="/lkx/main" />, { path: '/lkx/events', cabinet: 'lkx' });
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a skeleton while the chunk loads, then the page', async () => {
    let resolve: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    renderWith(() => new Promise((done) => (resolve = done)));
    expect(screen.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    resolve({ default: () => <PlaceholderPage title="События" /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  });

  it('keeps a failed chunk local to the page: the menu stays and «Повторить» fetches the chunk again', async () => {
    const load = jest
      .fn<Promise<{ default: () => React.JSX.Element }>, []>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValue({ default: () => <PlaceholderPage title="События" /> });
    renderWith(load);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Не удалось загрузить страницу');
    expect(screen.getByRole('link', { name: /Главная/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Не удалось загрузить страницу')).not.toBeInTheDocument();
  });

  it('offers the retry again while the chunk keeps failing', async () => {
    const load = jest.fn<Promise<{ default: () => React.JSX.Element }>, []>().mockRejectedValue(chunkLoadError());
    renderWith(load);
    await screen.findByText('Не удалось загрузить страницу');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Не удалось загрузить страницу');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
