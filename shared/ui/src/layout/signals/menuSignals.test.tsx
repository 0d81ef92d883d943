/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Bell, ClipboardList, House } from '../../kit/icons';
import type { Scope, User } from '@portal/api';
import { sessionStore } from '@portal/platform';
import { SideMenu } from '../SideMenu';
import type { MenuItem } from '../menuItem';
import { renderInCabinet } from '../../testing/renderInCabinet';

const items: MenuItem[] = [
  { path: '/lkx/main', label: 'Главная', icon: House },
  { path: '/lkx/events', label: 'События', icon: Bell, signal: 'events' },
  { path: '/lkx/registries', label: 'Заявки', icon: ClipboardList, signal: 'alerts' },
];

function userOf(scope: Scope, extra: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'supplier',
    scope,
    availableSystems: [scope],
    shortName: 'ООО "Ромашка"',
    fio: 'Иванов Иван Иванович',
    inn: '771234567859',
    innOrg: '7704012340',
    email: 'ivanov@romashka.example.ru',
    clientId: 1,
    debtorId: null,
    agentId: null,
    currentLoginTime: null,
    previousLoginTime: null,
    hasActualPassword: true,
    eventStatus: null,
    iconEvent: null,
    ...extra,
  };
}

const server = setupServer();
let alertCalls = 0;
let alertAnswer = true;

function renderMenu(user: User, menu: MenuItem[] = items) {
  sessionStore.setState({ user });
  return renderInCabinet(<SideMenu items={menu} />, { path: '/lkx/main', cabinet: 'lkx' });
}

/** The debtor's menu: its bell asks no alert status (remote-lkd/src/menu.ts). */
const debtorItems = items.map((item) => (item.signal === 'alerts' ? { ...item, asksAlertStatus: false } : item));

const link = (name: string) => screen.getByRole('link', { name });
const bell = () => within(link('Заявки')).getByTestId('menu-alert-bell');

describe('side-menu signals', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    alertCalls = 0;
    alertAnswer = true;
    server.use(
      mock.post('http://localhost/api/getAlertStatus', () => {
        alertCalls += 1;
        return HttpResponse.json(alertAnswer);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    sessionStore.setState({ user: null });
  });

  it('turns the registries bell red when POST /getAlertStatus answers true, and says so', async () => {
    renderMenu(userOf('LKK'));
    await waitFor(() => expect(bell()).toHaveAttribute('data-active', 'true'));
    expect(bell()).toHaveAttribute('stroke', '#ee1123');
    expect(link('Заявки')).toHaveAccessibleDescription('Есть новые оповещения');
    expect(link('Заявки')).toHaveTextContent(/^Заявки$/);
    expect(alertCalls).toBe(1);
  });

  it('keeps the bell muted when the answer is false', async () => {
    alertAnswer = false;
    renderMenu(userOf('LKA'));
    await waitFor(() => expect(alertCalls).toBe(1));
    expect(bell()).toHaveAttribute('data-active', 'false');
    expect(link('Заявки')).not.toHaveAccessibleDescription();
  });

  it('never asks for the alert status in the debtor cabinet', async () => {
    const { queryClient } = renderMenu(userOf('LKD'), debtorItems);
    // The alert read is in place and idle: one that asks starts fetching as the menu mounts, so no pause is needed.
    const alertRead = queryClient.getQueryState(['alertStatus', 'LKD']);
    expect(alertRead).toMatchObject({ fetchStatus: 'idle', dataUpdatedAt: 0 });
    expect(alertCalls).toBe(0);
    expect(bell()).toHaveAttribute('data-active', 'false');
  });

  it("gives the events entry the user's event icon in red when an event requests a document", async () => {
    renderMenu(userOf('LKK', { eventStatus: 'REQUIREMENT_REQUEST', iconEvent: 'mdi-alert' }));
    const icon = within(link('События')).getByTestId('menu-event-icon');
    expect(icon).toHaveClass('lucide-triangle-alert');
    expect(icon).toHaveAttribute('stroke', '#ee1123');
    expect(link('События')).toHaveAccessibleDescription('Есть события, требующие загрузки документов');
    await waitFor(() => expect(alertCalls).toBe(1));
  });

  it('keeps the red colour and the menu icon when the event icon is unknown', async () => {
    renderMenu(userOf('LKK', { eventStatus: 'REQUIREMENT_REQUEST', iconEvent: 'mdi-unknown' }));
    const icon = within(link('События')).getByTestId('menu-event-icon');
    expect(icon).toHaveClass('lucide-bell');
    expect(icon).toHaveAttribute('stroke', '#ee1123');
    await waitFor(() => expect(alertCalls).toBe(1));
  });

  it('leaves the events entry plain for any other event status', async () => {
    renderMenu(userOf('LKK', { eventStatus: 'WAIT', iconEvent: 'mdi-alert' }));
    expect(within(link('События')).queryByTestId('menu-event-icon')).toBeNull();
    expect(link('События').querySelector('svg')).toHaveClass('lucide-bell');
    expect(link('События')).not.toHaveAccessibleDescription();
    await waitFor(() => expect(alertCalls).toBe(1));
  });
});
