import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House, Bell } from '../../kit/icons';
import { CabinetShell } from '../CabinetShell';
import { PlaceholderPage } from '../PlaceholderPage';
import { renderInCabinet } from '../../testing/renderInCabinet';
import { setPageCodeJudge } from '@portal/platform';
import { lazyPage } from './LazyPage';

const menu = [
  { path: '/lkx/main', label: 'Главная', icon: House },
  { path: '/lkx/events', label: 'События', icon: Bell },
];

interface EventsModule {
  EventsPage: () => React.JSX.Element;
}

const eventsModule: EventsModule = { EventsPage: () => <PlaceholderPage title="События" /> };

/** A chunk as webpack fails it: the dynamic import rejects with a ChunkLoadError. */
function chunkLoadError(): Error {
  return Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
}

function renderWith(fetchModule: () => Promise<EventsModule>, path = '/lkx/events') {
  const pages = [
    { path: 'main', element: <PlaceholderPage title="Главная" /> },
    { path: 'events', element: lazyPage(fetchModule, ({ EventsPage }) => <EventsPage />) },
  ];
  return renderInCabinet(<CabinetShell menu={menu} pages={pages} landing="/lkx/main" />, { path, cabinet: 'lkx' });
}

describe('lazyPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setPageCodeJudge(null);
  });

  it('shows a skeleton while the chunk loads, then the page', async () => {
    let resolve: (module: EventsModule) => void = () => undefined;
    renderWith(() => new Promise((done) => (resolve = done)));
    expect(screen.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    // A status with a name, not a named div without a role (aria-prohibited-attr)
    expect(screen.getByRole('status', { name: 'Загрузка страницы' })).toBe(screen.getByTestId('page-skeleton'));
    resolve(eventsModule);
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  });

  it('keeps a failed chunk local to the page: the menu stays and «Повторить» fetches the chunk again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchModule = jest.fn<Promise<EventsModule>, []>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue(eventsModule);
    renderWith(fetchModule);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Не удалось загрузить страницу');
    expect(screen.getByRole('link', { name: /Главная/ })).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Не удалось загрузить страницу')).not.toBeInTheDocument();
    // Each failed fetch is logged, and nothing else.
    expect(logged).toHaveBeenCalled();
    expect(logged.mock.calls.every(([message, error]) => message === 'Cabinet page failed to load' && (error as Error).name === 'ChunkLoadError')).toBe(true);
  });

  it('asks for a failing chunk once when the user navigates to the page (no refetch while React renders the transition)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchModule = jest.fn<Promise<EventsModule>, []>().mockRejectedValue(chunkLoadError());
    renderWith(fetchModule, '/lkx/main');
    await userEvent.click(screen.getByRole('link', { name: /События/ }));
    expect(await screen.findByText('Не удалось загрузить страницу')).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(1);
    // «Повторить» asks once more; once its failure is on screen, a fetch the navigation repeated would be counted too.
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(fetchModule).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Не удалось загрузить страницу')).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(2);
    // Each failed fetch is logged, and nothing else.
    expect(logged).toHaveBeenCalled();
    expect(logged.mock.calls.every(([message, error]) => message === 'Cabinet page failed to load' && (error as Error).name === 'ChunkLoadError')).toBe(true);
  });

  it('fetches the page once however often the user comes back to it', async () => {
    const fetchModule = jest.fn<Promise<EventsModule>, []>().mockResolvedValue(eventsModule);
    renderWith(fetchModule, '/lkx/main');
    await userEvent.click(screen.getByRole('link', { name: /События/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Главная/ }));
    await userEvent.click(screen.getByRole('link', { name: /События/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('tries a failed chunk again when the user comes back to the page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchModule = jest.fn<Promise<EventsModule>, []>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue(eventsModule);
    renderWith(fetchModule);
    await screen.findByText('Не удалось загрузить страницу');
    await userEvent.click(screen.getByRole('link', { name: /Главная/ }));
    await userEvent.click(screen.getByRole('link', { name: /События/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'События' })).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(2);
    // Each failed fetch is logged, and nothing else.
    expect(logged).toHaveBeenCalled();
    expect(logged.mock.calls.every(([message, error]) => message === 'Cabinet page failed to load' && (error as Error).name === 'ChunkLoadError')).toBe(true);
  });

  it('offers the retry again while the chunk keeps failing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchModule = jest.fn<Promise<EventsModule>, []>().mockRejectedValue(chunkLoadError());
    renderWith(fetchModule);
    await screen.findByText('Не удалось загрузить страницу');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Не удалось загрузить страницу');
    expect(fetchModule).toHaveBeenCalledTimes(2);
    // Each failed fetch is logged, and nothing else.
    expect(logged).toHaveBeenCalled();
    expect(logged.mock.calls.every(([message, error]) => message === 'Cabinet page failed to load' && (error as Error).name === 'ChunkLoadError')).toBe(true);
  });

  it("asks the host why the code failed, and when the running version is gone shows the new-version notice, not a retry that cannot work", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const judge = jest.fn().mockResolvedValue('version-gone');
    setPageCodeJudge(judge);
    const error = chunkLoadError();
    renderWith(() => Promise.reject(error), '/lkx/main');
    await userEvent.click(screen.getByRole('link', { name: /События/ }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Вышла новая версия кабинетаОбновите страницу, чтобы продолжить работу.');
    expect(notice).not.toHaveTextContent(/подключение/);
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(judge).toHaveBeenCalledWith(error);
    // The menu and the rest of the cabinet stay usable.
    expect(screen.getByRole('link', { name: /Главная/ })).toBeInTheDocument();
  });

  it('keeps the skeleton while the host looks, then shows the network failure with «Повторить» when the version is still there', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: Array<(verdict: 'unreachable') => void> = [];
    setPageCodeJudge(() => new Promise((done) => answers.push(done)));
    renderWith(() => Promise.reject(chunkLoadError()));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    answers[0]!('unreachable');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить страницу');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
