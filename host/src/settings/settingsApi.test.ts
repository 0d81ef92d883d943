/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetOddAnswerReports } from '@portal/platform/src/errors/reportOddAnswer';
import { settingsApi } from './settingsApi';

/** The settings calls as a caller sees them: paths, bodies, and odd rows kept as best they can be (rule 9). */
const API = 'http://localhost/api';
const server = setupServer();
let sent: Array<{ method: string; path: string; body: unknown }> = [];
let urls: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sent = [];
  urls = [];
  resetOddAnswerReports();
  server.use(mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })));
});
afterEach(() => server.resetHandlers());

function recordJson(method: 'post' | 'delete', path: string) {
  server.use(
    mock[method](`${API}/${path}`, async ({ request }) => {
      const text = await request.text();
      sent.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      urls.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 200 });
    }),
  );
}

describe('settingsApi', () => {
  it('keeps an odd login certificate: the thumbprint stands in for a missing id, odd fields read as empty text', async () => {
    server.use(
      mock.get(`${API}/certificate/all`, () =>
        HttpResponse.json([
          { thumbprint: 'EF56', fio: 'Сидоров Пётр', innUser: 771234567859, innCompany: { odd: true }, dateTo: ['2030-01-01'] },
          { fio: 'Без отпечатка' },
        ]),
      ),
    );
    expect(await settingsApi.loginCertificates()).toEqual([
      { id: 'EF56', fio: 'Сидоров Пётр', innUser: '771234567859', innCompany: '', dateTo: '' },
      { id: '', fio: 'Без отпечатка', innUser: '', innCompany: '', dateTo: '' },
    ]);
  });

  it('prefers an odd certificate row’s own id to its thumbprint', async () => {
    server.use(mock.get(`${API}/certificate/all`, () => HttpResponse.json([{ id: 'AB12', thumbprint: 'EF56', fio: { odd: true } }])));
    expect(await settingsApi.loginCertificates()).toEqual([{ id: 'AB12', fio: '', innUser: '', innCompany: '', dateTo: '' }]);
  });

  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['да', false],
    [undefined, false],
  ])('reads an odd power of attorney’s isDeleted %j as %s', async (isDeleted, deleted) => {
    server.use(mock.get(`${API}/vicarious/all`, () => HttpResponse.json([{ id: 12, innCompany: { odd: true }, expirationDate: 20301231, isDeleted }])));
    expect(await settingsApi.powersOfAttorney()).toEqual([{ id: '12', innCompany: '', expirationDate: '20301231', isDeleted: deleted }]);
  });

  it('leaves the id out of an odd power of attorney without one (it cannot be deleted)', async () => {
    server.use(mock.get(`${API}/vicarious/all`, () => HttpResponse.json([{ innCompany: '7704012340', expirationDate: null, isDeleted: 'true' }, { id: '', innCompany: 1 }])));
    const rows = await settingsApi.powersOfAttorney();
    expect(rows).toEqual([
      { innCompany: '7704012340', expirationDate: '', isDeleted: true },
      { innCompany: '1', expirationDate: '', isDeleted: false },
    ]);
    expect(rows.every((row) => !('id' in row))).toBe(true);
  });

  it('sends the e-mail, the notification date and the certificate where spec §7 says', async () => {
    recordJson('post', 'v2/user/changeEmail');
    recordJson('post', 'lkk/user/notification_date');
    recordJson('post', 'certificate/add');
    await settingsApi.changeEmail('new@example.ru');
    await settingsApi.changeNotificationDate('2026-12-01');
    const certificate = { id: 'A'.repeat(40), fio: 'Иванов Иван', innUser: '771234567859', innCompany: '7704012340', dateTo: '04.03.2030 05:06:07' };
    await settingsApi.addCertificate(certificate);
    expect(sent).toEqual([
      { method: 'POST', path: 'v2/user/changeEmail', body: { email: 'new@example.ru' } },
      { method: 'POST', path: 'lkk/user/notification_date', body: { notificationDate: '2026-12-01' } },
      { method: 'POST', path: 'certificate/add', body: certificate },
    ]);
  });

  it('refuses to send a certificate the server would refuse', () => {
    expect(() => settingsApi.addCertificate({ id: 'short', fio: 'Иванов', innUser: '1', innCompany: '', dateTo: 'завтра' })).toThrow();
    expect(sent).toEqual([]);
  });

  it('deletes by id with the id encoded into the path', async () => {
    recordJson('delete', 'certificate/:id/remove');
    recordJson('delete', 'vicarious/:id');
    await settingsApi.removeCertificate('AB/12');
    await settingsApi.removePowerOfAttorney(7);
    expect(sent.map(({ method }) => method)).toEqual(['DELETE', 'DELETE']);
    expect(urls).toEqual(['/api/certificate/AB%2F12/remove', '/api/vicarious/7']);
  });

  it('uploads the МЧД as multipart field "file" under its own name', async () => {
    let received: { name: string; text: string } | null = null;
    server.use(
      mock.post(`${API}/vicarious`, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        received = { name: file.name, text: await file.text() };
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await settingsApi.uploadPowerOfAttorney(new File(['<Доверенность/>'], 'mchd.xml', { type: 'text/xml' }));
    expect(received).toEqual({ name: 'mchd.xml', text: '<Доверенность/>' });
  });
});
