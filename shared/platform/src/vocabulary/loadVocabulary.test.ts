/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/react';
import { resetOddAnswerReports } from '../errors/reportOddAnswer';
import { sendErrorLog } from '../errors/sendErrorLog';
import { startSession, stopSession } from '../identity/session';
import { FakeIdentityClient } from '../testing/fakeIdentityClient';
import { loadVocabulary } from './loadVocabulary';
import { setVocabulary, vocabularyText } from './vocabularyStore';

const server = setupServer();
const config = { url: 'http://localhost/keycloak', realm: 'portal', clientId: 'portal-web' };
let logged: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  logged = [];
  server.use(
    mock.post('http://localhost/api/log/error', async ({ request }) => {
      logged.push(((await request.json()) as { message: string }).message);
      return HttpResponse.json({});
    }),
  );
  await startSession(config, { createClient: () => new FakeIdentityClient() });
});
afterEach(() => {
  server.resetHandlers();
  stopSession();
  setVocabulary({});
  resetOddAnswerReports();
});

describe('loadVocabulary (GET i18n, shape not given by the spec)', () => {
  it('keeps every text of a dictionary with entries that are not text, shows their fallbacks and logs their keys', async () => {
    server.use(
      mock.get('http://localhost/api/i18n', () =>
        HttpResponse.json({ supportPhone: '+7 (495) 000-00-00', systemError: { ru: 'Ошибка' }, clientCabinetTitle: 7, copyrightCompany: 'ООО «Фактор»' }),
      ),
    );
    await expect(loadVocabulary()).resolves.toEqual({ supportPhone: '+7 (495) 000-00-00', copyrightCompany: 'ООО «Фактор»' });
    expect(vocabularyText('supportPhone', '—')).toBe('+7 (495) 000-00-00');
    expect(vocabularyText('systemError', 'Произошла системная ошибка. Повторите попытку позже.')).toBe('Произошла системная ошибка. Повторите попытку позже.');
    await waitFor(() => expect(logged).toEqual(['Unexpected answer of GET i18n: entries that are not text left out: systemError, clientCabinetTitle']));
  });

  it('logs nothing for a dictionary of texts', async () => {
    server.use(mock.get('http://localhost/api/i18n', () => HttpResponse.json({ supportEmail: 'help@factor.ru', systemError: '' })));
    await expect(loadVocabulary()).resolves.toEqual({ supportEmail: 'help@factor.ru' });
    // A log sent after the load: once it is in, one the load had sent would be in before it.
    void sendErrorLog({ message: 'sent after', url: 'http://localhost/' });
    await waitFor(() => expect(logged).toContain('sent after'));
    expect(logged).toEqual(['sent after']);
  });

  it('rejects an answer that is not a dictionary, leaving the texts shown before', async () => {
    setVocabulary({ supportEmail: 'help@factor.ru' });
    server.use(mock.get('http://localhost/api/i18n', () => HttpResponse.json(['не словарь'])));
    await expect(loadVocabulary()).rejects.toBeDefined();
    expect(vocabularyText('supportEmail', '—')).toBe('help@factor.ru');
  });
});
