/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { POWER_OF_ATTORNEY_MISSING_TEXT, type User } from '@portal/api';
import { certificateDateTo, uiStore, type SigningCertificate } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { addLoginCertificate, CERTIFICATE_TAKEN_TEXT, POWER_OF_ATTORNEY_CHECK_FAILED_TEXT } from './addLoginCertificate';

const API = 'http://localhost/api';
const server = setupServer();
let added: unknown[] = [];

const supplier = { username: 'supplier', scope: 'LKK', fio: 'Иванов Иван Иванович', inn: '771234567859', innOrg: '7704012340' } as User;
const THUMBPRINT = 'A'.repeat(40);
const OWN = 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, ИНН ЮЛ=7704012340, C=RU';
/** The holder's own certificate without the organisation's INN: the power of attorney decides (spec §5). */
const PERSONAL = 'CN=Иванов Иван Иванович, SN=Иванов, G=Иван Иванович, ИНН=771234567859, C=RU';

function certificate(subjectName: string, thumbprint = THUMBPRINT): SigningCertificate {
  return { name: 'Иванов', issuerName: 'CN=УЦ', subjectName, thumbprint, validFrom: '2025-01-01T00:00:00.000Z', validTo: '2026-03-04T05:06:07.000Z' };
}

const notifications = () => uiStore.getState().notifications.map(({ message, color }) => [message, color]);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  added = [];
  server.use(
    mock.post(`${API}/log/error`, () => new HttpResponse(null, { status: 204 })),
    mock.post(`${API}/certificate/add`, async ({ request }) => {
      added.push(await request.json());
      return new HttpResponse(null, { status: 200 });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  act(() => resetUiState());
});

describe('addLoginCertificate (spec §5)', () => {
  it("adds the holder's certificate with the organisation's INN from the certificate and says so", async () => {
    expect(await addLoginCertificate(certificate(OWN), supplier)).toEqual({ added: true });
    expect(added).toEqual([{ id: THUMBPRINT, fio: 'Иванов Иван Иванович', innUser: '771234567859', innCompany: '7704012340', dateTo: certificateDateTo('2026-03-04T05:06:07.000Z') }]);
    expect(notifications()).toEqual([['Сертификат добавлен', expect.any(String)]]);
  });

  it("refuses another person's certificate without asking the server", async () => {
    const outcome = await addLoginCertificate(certificate(OWN.replace('ИНН=771234567859', 'ИНН=540123456723')), supplier);
    expect(outcome).toEqual({ added: false, problem: 'Не совпадают параметры подписи и пользователя: ИНН подписанта' });
    expect(added).toEqual([]);
    expect(notifications()).toEqual([]);
  });

  it("takes the organisation's INN from the power of attorney in force when the certificate has none", async () => {
    server.use(mock.get(`${API}/vicarious`, () => HttpResponse.json({ id: 3, innCompany: '7704012340', expirationDate: '2030-12-31', isDeleted: false })));
    expect(await addLoginCertificate(certificate(PERSONAL), supplier)).toEqual({ added: true });
    expect(added).toEqual([expect.objectContaining({ innCompany: '7704012340' })]);
  });

  it.each<[string, () => Response, string, boolean]>([
    ['404: no power of attorney', () => new HttpResponse(null, { status: 404 }), POWER_OF_ATTORNEY_MISSING_TEXT, true],
    ["400: the server's reason", () => HttpResponse.json({ message: 'Доверенность отозвана' }, { status: 400 }), 'Доверенность отозвана', true],
    ['400 without a text', () => new HttpResponse(null, { status: 400 }), 'Доверенность не может быть использована', true],
    ['503: the check failed, not a missing power of attorney', () => new HttpResponse(null, { status: 503 }), POWER_OF_ATTORNEY_CHECK_FAILED_TEXT, false],
  ])('without the power of attorney (%s) nothing is added', async (_case, answer, problem, warned) => {
    server.use(mock.get(`${API}/vicarious`, answer));
    expect(await addLoginCertificate(certificate(PERSONAL), supplier)).toEqual({ added: false, problem });
    expect(added).toEqual([]);
    expect(notifications().some(([message]) => message === problem)).toBe(warned);
  });

  it('names the fields the server would refuse (a thumbprint that is not one)', async () => {
    const outcome = await addLoginCertificate(certificate(OWN, 'not-a-thumbprint'), supplier);
    expect(outcome).toEqual({ added: false, problem: 'Сертификат нельзя добавить, неверный формат: отпечаток' });
    expect(added).toEqual([]);
  });

  it.each<[string, () => Response, string]>([
    ['409 with a text', () => HttpResponse.json({ message: 'Сертификат уже привязан к пользователю petrov' }, { status: 409 }), 'Сертификат уже привязан к пользователю petrov'],
    ['409 without a text', () => new HttpResponse(null, { status: 409 }), CERTIFICATE_TAKEN_TEXT],
    ['400 with a text', () => HttpResponse.json({ message: 'Сертификат не принадлежит пользователю' }, { status: 400 }), 'Сертификат не принадлежит пользователю'],
    ['400 without a text', () => new HttpResponse(null, { status: 400 }), 'Сертификат не добавлен'],
  ])('shows why the server refused it (%s), without "added"', async (_case, answer, problem) => {
    server.use(mock.post(`${API}/certificate/add`, answer));
    expect(await addLoginCertificate(certificate(OWN), supplier)).toEqual({ added: false, problem });
    expect(notifications().some(([message]) => message === 'Сертификат добавлен')).toBe(false);
  });

  it('leaves any other failure to the global handling (it throws)', async () => {
    server.use(mock.post(`${API}/certificate/add`, () => new HttpResponse(null, { status: 500 })));
    await expect(addLoginCertificate(certificate(OWN), supplier)).rejects.toThrow();
    expect(notifications().some(([message]) => message === 'Сертификат добавлен')).toBe(false);
  });
});
