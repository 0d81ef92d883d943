/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { LKK_REGISTRIES } from '../registryCabinet';
import { API, baseHandlers, catchSavedFiles, fixToday, renderRegistries } from '../screens/registryTestKit';
import { SPEC_ID, specOnlyHandlers, specOnlyRegistry, type SpecOnlyRegistry } from '../screens/specOnlyServerKit';

jest.setTimeout(30_000);

/** Decision 0019: ticks or a funding date not yet saved by 'Сформировать реестр' are never lost silently. */

const server = setupServer();
let bodies: Array<[string, unknown]> = [];
let registry: SpecOnlyRegistry;

let saved: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // Monday 12 May 2025: the funding dates typed here (13–14 May) are ahead of today, so they are choices to keep.
  fixToday(new Date(2025, 4, 12, 10));
  bodies = [];
  registry = specOnlyRegistry();
  resetOddAnswerReports();
  resetUiState();
  baseHandlers(server, []);
  specOnlyHandlers(server, () => registry, bodies);
  server.use(mock.post(`${API}/registries`, () => HttpResponse.json({ total: 0, items: [] })));
  saved = catchSavedFiles();
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function open() {
  renderRegistries(LKK_REGISTRIES, `/lkk/registries/${SPEC_ID}`);
  await screen.findByRole('table', { name: 'Поставки заявки' });
}

/** Whether closing or reloading the tab now would make the browser ask. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const location = () => screen.getByTestId('location').textContent;

describe('unsaved choices', () => {
  it('a clean page is left without a question', async () => {
    await open();
    expect(unloadAsks()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'К списку заявок' }));
    await waitFor(() => expect(location()).toBe('/lkk/registries'));
  });

  it('an in-app link asks first: «Отмена» stays, «Уйти без сохранения» leaves', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    await user.click(screen.getByRole('link', { name: 'К списку заявок' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Изменения не сохранены' });
    expect(location()).toBe(`/lkk/registries/${SPEC_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe(`/lkk/registries/${SPEC_ID}`);
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' })).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'К списку заявок' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Изменения не сохранены' })).getByRole('button', { name: 'Уйти без сохранения' }));
    await waitFor(() => expect(location()).toBe('/lkk/registries'));
  });

  it('the browser’s Back asks first: «Отмена» stays and asks again next time, «Уйти без сохранения» goes back', async () => {
    const user = userEvent.setup();
    // The tab's page before the registry (the test router is a memory router; the browser history is the window's).
    window.history.pushState({}, '', '/before-registry');
    window.history.pushState({}, '', '/lkk/registries/spec');
    await open();
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    window.history.back();
    const dialog = await screen.findByRole('alertdialog', { name: 'Изменения не сохранены' });
    expect(window.location.pathname).toBe('/lkk/registries/spec');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' })).toBeChecked();
    window.history.back();
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Изменения не сохранены' })).getByRole('button', { name: 'Уйти без сохранения' }));
    // Two history steps, each a task: more than waitFor's default second on a loaded machine.
    await waitFor(() => expect(window.location.pathname).toBe('/before-registry'));
  });

  it('with nothing left unsaved, one Back leaves the page without a question', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/before-registry-2');
    window.history.pushState({}, '', '/lkk/registries/spec-2');
    await open();
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    expect(unloadAsks()).toBe(false);
    window.history.back();
    // Two history steps, each a task: more than waitFor's default second on a loaded machine.
    await waitFor(() => expect(window.location.pathname).toBe('/before-registry-2'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reloading or closing the tab asks while a tick or the funding date is unsaved, and not after generating', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('checkbox', { name: 'К финансированию: УПД 1' }));
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'К финансированию: УПД 1' }));
    expect(unloadAsks()).toBe(false);
    await user.type(await screen.findByRole('textbox', { name: 'Дата финансирования' }), '14.05.2025');
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Сформировать реестр' }));
    await waitFor(() => expect(bodies.map(([name]) => name)).toContain('generate?isFinancing=true'));
    await waitFor(() => expect(unloadAsks()).toBe(false));
  });

  it("'Отправить' with an unsaved choice asks, then generates and sends", async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    await user.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Изменения не сохранены' });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Сформировать и отправить' }));
    await waitFor(() => expect(bodies.map(([name]) => name)).toEqual(['generate?isFinancing=true', 'action']));
    expect(bodies[0]![1]).toMatchObject({ supplies: ['s1', 's2', '17'], financing: ['17'] });
    expect(bodies[1]![1]).toEqual({ action: 'send' });
    expect(saved).toEqual(['Реестр уступки Р-17.xlsx']);
  });

  it("a reload of the supplies ('Обновить') keeps the unsaved ticks and funding date", async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('checkbox', { name: 'В реестр: УПД 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' }));
    await user.type(await screen.findByRole('textbox', { name: 'Дата финансирования' }), '14.05.2025');
    // The server's list changed meanwhile (another amount), so the reload brings a new list.
    const [first, ...rest] = (registry.supplies as { supplies: Array<Record<string, unknown>> }).supplies;
    registry.supplies = { supplies: [{ ...first, supplyAmount: 150 }, ...rest], total: 3 };
    let reloaded = false;
    server.use(
      mock.get(`${API}/registries/${SPEC_ID}/supplies`, () => {
        reloaded = true;
        return HttpResponse.json(registry.supplies);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(reloaded).toBe(true));
    // The reloaded list is shown, with the user's choice carried over.
    await waitFor(() => expect(screen.getByText('150')).toBeInTheDocument());
    expect(screen.getByTestId('chosen-registry')).toHaveTextContent('3');
    expect(screen.getByRole('checkbox', { name: 'К финансированию: УПД 2' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Дата финансирования' })).toHaveValue('14.05.2025');
    expect(unloadAsks()).toBe(true);
  });
});
