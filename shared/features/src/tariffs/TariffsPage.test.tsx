/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { uiStore } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { renderInCabinet } from '@portal/ui/testing';
import { TariffsPage } from './TariffsPage';

const API = 'http://localhost/api';
const server = setupServer();
let logged: string[] = [];

const TARIFFS = [
  {
    contractFactNum: '572/23-ФК',
    contractDate: '2023-03-01',
    debtor: 'АО "Север"',
    type: 'Факторинг с регрессом',
    status: 'Действует',
    limit: '15000000',
    financingPercent: '90',
    delayDays: 60,
    lines: [{ name: 'Плата за финансирование', rate: 18.5, unit: '% годовых', note: 'на сумму финансирования' }, { rate: 'x' }],
  },
  { contractFactNum: '416/24-ФК', status: 'Закрыт', limit: 'много' },
  { debtor: 'без номера' },
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  logged = [];
  resetOddAnswerReports();
  resetUiState();
  server.use(
    mock.post(`${API}/log/error`, async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return new HttpResponse(null, { status: 204 });
    }),
    mock.get(`${API}/documentTemplate`, () => HttpResponse.json([{ id: 1, name: 'Образец МЧД', fileName: 'mchd.xml' }])),
  );
});
afterEach(() => server.resetHandlers());

describe('tariffs page', () => {
  it('asks its cabinet’s call and shows each contract’s terms and fee lines; odd rows shown or left out and logged', async () => {
    const asked: string[] = [];
    server.use(
      mock.get(`${API}/lkp/tariffs`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ items: TARIFFS, total: 3 });
      }),
    );
    renderInCabinet(<TariffsPage scope="LKP" />, { path: '/lkp/tariffs', cabinet: 'lkp' });
    const first = await screen.findByRole('article', { name: 'Договор 572/23-ФК от 01.03.2023' });
    expect(asked).toEqual(['/api/lkp/tariffs']);
    expect(within(first).getByText(/Лимит по договору: 15 000 000 Руб\./)).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '18,5 % годовых' })).toBeInTheDocument();
    expect(within(first).getAllByRole('row')).toHaveLength(2);
    const second = screen.getByRole('article', { name: 'Договор 416/24-ФК' });
    expect(within(second).getByText('Тарифные ставки не указаны.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(logged.join('\n')).toMatch(/row 1 shown as best it could be[\s\S]*row 2 left out/));
    expect(await screen.findByRole('button', { name: 'Скачать шаблон: Образец МЧД' })).toBeInTheDocument();
  });

  it('offers a retry when the tariffs fail', async () => {
    let fail = true;
    server.use(mock.get(`${API}/lkk/tariffs`, () => (fail ? HttpResponse.json({ message: 'Нет' }, { status: 400 }) : HttpResponse.json({ items: [] }))));
    renderInCabinet(<TariffsPage scope="LKK" />, { path: '/lkk/tariffs', cabinet: 'lkk' });
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Договоров с тарифами нет.')).toBeInTheDocument();
  });

  it('explains itself when the server has no tariffs call (not in spec §7: 404), still offering the templates; no error', async () => {
    server.use(mock.get(`${API}/lkk/tariffs`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    renderInCabinet(<TariffsPage scope="LKK" />, { path: '/lkk/tariffs', cabinet: 'lkk' });
    expect(await screen.findByText('Сведения о тарифах сервер не предоставляет. Обратитесь к вашему менеджеру.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Скачать шаблон: Образец МЧД' })).toBeInTheDocument();
    expect(uiStore.getState().error).toBeNull();
  });

  it('LKP: explains itself the same way when its tariffs call (not in spec §7) answers 404, still offering the templates; no error', async () => {
    server.use(mock.get(`${API}/lkp/tariffs`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    renderInCabinet(<TariffsPage scope="LKP" />, { path: '/lkp/tariffs', cabinet: 'lkp' });
    expect(await screen.findByText('Сведения о тарифах сервер не предоставляет. Обратитесь к вашему менеджеру.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Скачать шаблон: Образец МЧД' })).toBeInTheDocument();
    expect(uiStore.getState().error).toBeNull();
  });

  it('names a template sent without its name (spec §3: fields not shown) by its file name, then «Шаблон {id}»; one without an id is left out', async () => {
    server.use(
      mock.get(`${API}/lkk/tariffs`, () => HttpResponse.json([])),
      mock.get(`${API}/documentTemplate`, () => HttpResponse.json([{ id: 1, fileName: 'mchd.xml' }, { id: 2 }, { name: 'Без номера' }])),
    );
    renderInCabinet(<TariffsPage scope="LKK" />, { path: '/lkk/tariffs', cabinet: 'lkk' });
    expect(await screen.findByRole('button', { name: 'Скачать шаблон: mchd.xml' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать шаблон: Шаблон 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Без номера/ })).toBeNull();
    await waitFor(() => expect(logged.some((message) => message.includes('GET documentTemplate'))).toBe(true));
    expect(uiStore.getState().error).toBeNull();
  });
});
