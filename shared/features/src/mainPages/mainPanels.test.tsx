/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { sessionStore } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { renderInCabinet } from '@portal/ui/testing';
import { LKK_REGISTRIES } from '../registries/registryCabinet';
import { LKA_REWARDS } from '../rewards/rewardsCabinet';
import { FreeLimitsPanel } from './FreeLimitsPanel';
import { LatestRegistriesPanel } from './LatestRegistriesPanel';
import { RewardsAwaitingPanel } from './RewardsAwaitingPanel';

const API = 'http://localhost/api';
const server = setupServer();

const user: User = {
  id: 1,
  username: 'supplier',
  scope: 'LKK',
  availableSystems: ['LKK'],
  shortName: 'ООО "Ромашка"',
  fio: 'Иванов Иван Иванович',
  inn: '771234567859',
  innOrg: '7704012340',
  email: 'ivanov@romashka.example.ru',
  clientId: 1001,
  debtorId: null,
  agentId: null,
  currentLoginTime: null,
  previousLoginTime: null,
  hasActualPassword: true,
  eventStatus: null,
  iconEvent: null,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetUiState();
  sessionStore.setState({ user });
  server.use(mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })));
});
afterEach(() => {
  server.resetHandlers();
  sessionStore.setState({ user: null });
});

describe('main page panels', () => {
  it('free limits: the header’s call with the user, each contract and the total in Руб.', async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${API}/lkk/user/limits`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ limits: [{ contractFactNum: '572/23-ФК', freeLimit: '1500000.5' }, { contractFactNum: '164/23-ФК', freeLimit: 0 }], sumLimit: 1500000.5 });
      }),
    );
    renderInCabinet(<FreeLimitsPanel scope="LKK" />, { path: '/lkk/main', cabinet: 'lkk' });
    const table = await screen.findByRole('table', { name: 'Всего доступно: 1 500 000,50 Руб.' });
    expect(bodies).toEqual([{ username: 'supplier', scope: 'LKK' }]);
    expect(within(table).getByRole('row', { name: '572/23-ФК 1 500 000,50' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '164/23-ФК 0' })).toBeInTheDocument();
  });

  it('latest registries: the five newest, each linking to its detail', async () => {
    const filters: unknown[] = [];
    server.use(
      mock.post(`${API}/registries`, async ({ request }) => {
        filters.push(await request.json());
        return HttpResponse.json({ total: 50, items: [{ id: 7001, number: 'Р-7001', createDate: '2025-05-12', status: { code: 'DRAFT', name: 'Черновик' }, amount: 100 }] });
      }),
    );
    renderInCabinet(<LatestRegistriesPanel cabinet={LKK_REGISTRIES} />, { path: '/lkk/main', cabinet: 'lkk' });
    expect(await screen.findByRole('link', { name: 'Р-7001' })).toHaveAttribute('href', '/lkk/registries/7001');
    expect(filters).toEqual([{ sortBy: 'create_date', sortDesc: true, page: 0, size: 5, pagination: true, source: null, category: null }]);
    expect(screen.getByText('Черновик')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все заявки' })).toHaveAttribute('href', '/lkk/registries');
  });

  it('rewards awaiting approval: only those the agent may approve', async () => {
    server.use(
      mock.post(`${API}/lka/reward-agent/rewards/all`, () =>
        HttpResponse.json({
          total: 3,
          items: [
            { id: 1, number: 'В-1', status: { code: 'ON_AGREEMENT' }, amount: 10 },
            { id: 2, number: 'В-2', status: { code: 'AGREED' }, amount: 20 },
            { id: 3, number: 'В-3', status: { code: 'ON_AGREEMENT' }, amount: 30 },
          ],
        }),
      ),
    );
    renderInCabinet(<RewardsAwaitingPanel cabinet={LKA_REWARDS} />, { path: '/lka/main', cabinet: 'lka' });
    expect(await screen.findByText('Ожидают согласования: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^В-/ }).map((link) => link.textContent)).toEqual(['В-1', 'В-3']));
    expect(screen.getByRole('link', { name: 'В-3' })).toHaveAttribute('href', '/lka/reward/3/detail');
  });
});
