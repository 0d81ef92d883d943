/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { User } from '@portal/api';
import { sessionStore, signing, uiStore } from '@portal/platform';
import { renderInCabinet } from '@portal/ui/testing';
import { EdmPage } from './EdmPage';

/** EDM against a server that keeps only the spec: ids as strings everywhere, signable and other documents mixed. */

const API = 'http://localhost/api';
const server = setupServer();
let bodies: Array<{ path: string; body: unknown }> = [];

// The spec does not say the user's ids are numbers: a string clientId is sent back as it came.
const user = { id: 'u-1', username: 'supplier', scope: 'LKK', availableSystems: ['LKK'], fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340', clientId: 'c-1001', debtorId: null, agentId: null } as unknown as User;

const ROWS = [
  { id: 'd-1', number: 'ВХ-1', status: 'Требуется подпись', fileId: 'f-1' },
  { id: 'd-2', number: 'ВХ-2', status: 'Подписан', fileId: 'f-2' },
  { id: 'd-3', number: 'ВХ-3', status: 'На подписи', fileId: 'f-3' },
];

function record(path: string, reply: () => Response) {
  return mock.post(`${API}/${path}`, async ({ request }) => {
    bodies.push({ path, body: await request.json() });
    return reply();
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  bodies = [];
  sessionStore.setState({ user });
  server.use(
    record('edm/all', () => HttpResponse.json({ content: ROWS, count: ROWS.length })),
    mock.get(`${API}/edm/type`, () => HttpResponse.json([{ id: 't-1', name: 'Письмо' }])),
    mock.get(`${API}/edm/statuses/`, () => HttpResponse.json(['Требуется подпись', 'Подписан'])),
    mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStore.setState({ user: null });
  uiStore.setState({ notifications: [] });
  jest.restoreAllMocks();
});

const renderPage = () => renderInCabinet(<EdmPage cabinet={{ scope: 'LKK', partyIdField: 'clientId' }} />, { path: '/lkk/edo', cabinet: 'lkk' });
const tick = (label: string) => userEvent.click(screen.getByRole('checkbox', { name: `Выбрать документ ${label}` }));

describe('EDM against a spec-only server', () => {
  it('keeps the user’s clientId as sent in the filter', async () => {
    renderPage();
    expect(await screen.findByText('ВХ-1')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ path: 'edm/all', body: { clientId: 'c-1001' } });
  });

  it('names a document type by its factDocumentType.id from GET /edm/type (spec §3 gives only the id)', async () => {
    server.use(record('edm/all', () => HttpResponse.json({ content: [{ id: 'd-9', date: '2025-05-12', status: 'Подписан', fileId: 'f-9', factDocumentType: { id: 't-1' } }], count: 1 })));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Входящие документы' });
    const row = (await within(table).findByText('12.05.2025')).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Письмо'));
    expect(row).toHaveTextContent('Подписан');
  });

  it('names a document without number or file by its type and date, never its id, in its tick and the delete confirmation', async () => {
    server.use(record('edm/all', () => HttpResponse.json({ content: [{ id: 'd-9', date: '2025-05-12', status: 'На подписи', fileId: 'f-9', factDocumentType: { id: 't-1' } }], count: 1 })));
    renderPage();
    await screen.findByText('12.05.2025');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Выбрать документ Письмо от 12.05.2025' })).toBeInTheDocument());
    await tick('Письмо от 12.05.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByTestId('edm-delete-dialog')).toHaveTextContent('Удалить документ Письмо от 12.05.2025?');
    expect(screen.queryByText(/d-9/)).toBeNull();
  });

  it('signs the signable ones of a mixed selection by their string ids and says how many were left out', async () => {
    const files: string[] = [];
    server.use(
      mock.get(`${API}/binary/:id`, ({ params }) => {
        files.push(String(params.id));
        return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer);
      }),
      record('edm/sign', () => HttpResponse.json({})),
    );
    jest.spyOn(signing, 'listCertificates').mockResolvedValue([
      { name: 'Иванов Иван Иванович', issuerName: 'УЦ', subjectName: 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340', thumbprint: 'AB'.repeat(20), validFrom: '2025-01-01T00:00:00Z', validTo: '2030-01-01T00:00:00Z' },
    ]);
    jest.spyOn(signing, 'signDetached').mockResolvedValue('c2lnbmF0dXJl');
    renderPage();
    await screen.findByText('ВХ-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все документы на странице' }));
    await userEvent.click(screen.getByRole('button', { name: 'Подписать' }));
    const dialog = await screen.findByTestId('edm-sign-dialog');
    expect(dialog).toHaveTextContent('Будут подписаны документы со статусами «Требуется подпись» и «На подписи»: 2.');
    expect(dialog).toHaveTextContent('Не будут подписаны (другой статус): 1 — ВХ-2.');
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Сертификат' }), 'AB'.repeat(20));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подписать' }));
    await waitFor(() => expect(bodies.filter((item) => item.path === 'edm/sign')).toHaveLength(2));
    expect(bodies.filter((item) => item.path === 'edm/sign').map((item) => item.body)).toEqual([
      { files: [{ id: 'd-1', fileId: 'f-1', signature: 'c2lnbmF0dXJl', vicariousId: null }] },
      { files: [{ id: 'd-3', fileId: 'f-3', signature: 'c2lnbmF0dXJl', vicariousId: null }] },
    ]);
    expect(files).toEqual(['f-1', 'f-3']);
    await waitFor(() => expect(uiStore.getState().notifications.map((note) => note.message)).toContain('Операция выполнена'));
  });

  it('checks, downloads and refuses by string ids as sent', async () => {
    server.use(
      record('edm/check', () => HttpResponse.json([{ edmId: 'd-1', valid: true, message: 'Подпись действительна (1)' }])),
      record('edm/download', () => new HttpResponse(new Uint8Array([80, 75]), { headers: { 'content-type': 'application/zip' } })),
      record('edm/refuse', () => HttpResponse.json({})),
    );
    URL.createObjectURL = jest.fn(() => 'blob:edm');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await screen.findByText('ВХ-1');
    await tick('ВХ-1');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить подпись' }));
    expect(await screen.findByTestId('edm-check-dialog')).toHaveTextContent('Подпись действительна (1)');
    expect(bodies.find((item) => item.path === 'edm/check')?.body).toEqual([{ edmId: 'd-1' }]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('edm-check-dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    const download = await screen.findByTestId('edm-download-dialog');
    await userEvent.click(within(download).getByRole('button', { name: 'Скачать архив' }));
    await waitFor(() => expect(bodies.find((item) => item.path === 'edm/download')?.body).toMatchObject({ docs: ['d-1'] }));

    await userEvent.click(screen.getByRole('button', { name: 'Отказать в подписи' }));
    const refuse = await screen.findByTestId('edm-refuse-dialog');
    await userEvent.type(within(refuse).getByLabelText(/Причина отказа/), 'Неверная сумма');
    await userEvent.click(within(refuse).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(bodies.find((item) => item.path === 'edm/refuse')?.body).toEqual({ docs: ['d-1'], reason: 'Неверная сумма' }));
  });
});
