/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen } from '@testing-library/react';
import type { User } from '@portal/api';
import { sessionStore, uiStore } from '@portal/platform';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { renderInCabinet } from '@portal/ui/testing';
import { specOnlyServer } from '@portal/features/src/testing/specOnlyServer';
import { MainPage } from './MainPage';

/**
 * LKA's main page against a server that keeps only the spec: only §7's calls answer (anything else is 404), with only
 * the fields the spec names, ids as strings. Nothing the user did not cause may show 'Ошибка'.
 */

const { asked } = specOnlyServer({
  'POST lka/registries': { total: 1, items: [{ id: 'r-2' }] },
  'POST lka/reward-agent/rewards/all': { total: 2, items: [{ id: 'w-1' }, { id: 'w-2', status: { name: 'Оплачено' } }] },
});

const user = { id: 'u-1', username: 'principal', scope: 'LKP', availableSystems: ['LKP'], clientId: 'c-1', debtorId: null, agentId: 'a-1' } as unknown as User;

beforeEach(() => {
  resetOddAnswerReports();
  resetUiState();
  sessionStore.setState({ user });
});
afterEach(() => sessionStore.setState({ user: null }));

describe('LKA main page against a spec-only server', () => {
  it('LKA main: rewards without status codes await the agent unless decided by name, by string id; no error', async () => {
    renderInCabinet(<MainPage />, { path: '/lka/main', cabinet: 'lka' });
    expect(await screen.findByText('Ожидают согласования: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вознаграждение без номера' })).toHaveAttribute('href', '/lka/reward/w-1/detail');
    expect(await screen.findByRole('link', { name: 'Заявка без номера' })).toHaveTextContent('Без номера');
    expect(screen.queryByText(/№ [rw]-\d/)).toBeNull();
    expect(screen.queryByText(/Не удалось загрузить/)).toBeNull();
    expect(uiStore.getState().error).toBeNull();
    expect(asked).toEqual([]);
  });
});
