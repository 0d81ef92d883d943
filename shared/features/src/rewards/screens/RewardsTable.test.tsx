import { screen, within } from '@testing-library/react';
import { rewardSchema } from '@portal/api';
import { renderInCabinet } from '@portal/ui/testing';
import { LKA_REWARDS, LKD_REWARDS, type RewardsCabinet } from '../rewardsCabinet';
import { RewardsTable } from './RewardsTable';

const reward = rewardSchema.parse({
  id: 9001,
  number: 'В-9001/25',
  createDate: '2025-05-12',
  status: { code: 'ON_AGREEMENT', name: 'На согласовании' },
  contractFactNum: '740/24-ФК',
  client: 'ООО "Молочный комбинат Вологодский"',
  debtor: 'АО "Торговый дом Северное сияние"',
  registryNumber: 'Р-1069',
  periodFrom: '2025-04-12',
  periodTo: '2025-05-11',
  amount: 125000.5,
});

function show(cabinet: RewardsCabinet) {
  renderInCabinet(<RewardsTable cabinet={cabinet} items={[reward]} sortBy="create_date" sortDesc onSort={() => undefined} />, {
    path: cabinet.listPath,
    cabinet: cabinet.listPath.split('/')[1] ?? '',
  });
  const table = screen.getByRole('table', { name: 'Вознаграждения' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/\s*[↑↓]$/, ''));
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
  return { headers, cells };
}

describe('rewards table', () => {
  it('puts the period under the number and the registry under the contract, the client over the debtor for the agent: nine facts in seven columns', () => {
    const { headers, cells } = show(LKA_REWARDS);
    expect(headers).toEqual(['Номер / период', 'Сумма', 'Дата', 'Договор / реестр', 'Клиент / дебитор', 'Статус', 'Действия']);
    expect(cells[0]).toHaveTextContent('В-9001/25');
    expect(cells[0]).toHaveTextContent('12.04.2025 – 11.05.2025');
    expect(cells[1]).toHaveTextContent('125 000,50');
    expect(cells[3]).toHaveTextContent('740/24-ФК');
    expect(cells[3]).toHaveTextContent('Р-1069');
    // The long names fill the width the other columns leave, cut with «…» and whole in their titles.
    const client = within(cells[4]!).getByText('ООО "Молочный комбинат Вологодский"');
    expect(client).toHaveAttribute('title', 'ООО "Молочный комбинат Вологодский"');
    expect(within(cells[4]!).getByText('АО "Торговый дом Северное сияние"')).toHaveAttribute('title', 'АО "Торговый дом Северное сияние"');
    expect(cells[4]).toHaveAttribute('data-fill-cell');
    expect(within(cells[6]!).getByRole('button', { name: 'Согласовать: вознаграждение В-9001/25' })).toBeInTheDocument();
  });

  it('names only the client for the debtor, who has no actions column', () => {
    const { headers, cells } = show(LKD_REWARDS);
    expect(headers).toEqual(['Номер / период', 'Сумма', 'Дата', 'Договор / реестр', 'Клиент', 'Статус']);
    expect(cells[4]).toHaveTextContent('ООО "Молочный комбинат Вологодский"');
    expect(cells[4]).not.toHaveTextContent('Северное сияние');
  });
});
