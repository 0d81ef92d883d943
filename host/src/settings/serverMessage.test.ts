import { HTTPError, type NormalizedOptions } from 'ky';
import { NetworkFailure, SigningError } from '@portal/platform';
import { failureReason } from './failureReason';
import { serverMessage, statusOf } from './serverMessage';

/** What the settings dialog shows for a failed call: the server's own text when it has one, else the fallback. */
function httpError(status: number, body: string | null, contentType = 'application/json'): HTTPError {
  const response = new Response(body, { status, headers: { 'Content-Type': contentType } });
  return new HTTPError(response, new Request('http://localhost/api/x'), {} as NormalizedOptions);
}

describe('serverMessage', () => {
  it.each([
    ['a JSON message', '{"message":"  Сертификат уже добавлен "}', 'Сертификат уже добавлен'],
    ['a JSON errorMessage', '{"errorMessage":"МЧД не найдена"}', 'МЧД не найдена'],
    ['an empty message beside an errorMessage', '{"message":" ","errorMessage":"Ошибка МЧД"}', 'Ошибка МЧД'],
    ['a JSON string', '"Неверный файл"', 'Неверный файл'],
    ['a plain-text body', 'Файл не является МЧД', 'Файл не является МЧД'],
  ])('reads %s', async (_case, body, expected) => {
    await expect(serverMessage(httpError(400, body), 'запасной текст')).resolves.toBe(expected);
  });

  it.each([
    ['an HTML error page', '<html><body>502</body></html>'],
    ['an empty body', null],
    ['a JSON object without a message', '{"code":7}'],
    ['a JSON number', '42'],
    ['whitespace', '   '],
  ])('falls back for %s', async (_case, body) => {
    await expect(serverMessage(httpError(500, body), 'запасной текст')).resolves.toBe('запасной текст');
  });

  it("shows a signing error's own text and falls back for any other error", async () => {
    await expect(serverMessage(new SigningError('Плагин недоступен'), 'x')).resolves.toBe('Плагин недоступен');
    await expect(serverMessage(new Error('boom'), 'запасной текст')).resolves.toBe('запасной текст');
  });

  it('statusOf gives the HTTP status of a failed call only', () => {
    expect(statusOf(httpError(409, '{}'))).toBe(409);
    expect(statusOf(new Error('x'))).toBeUndefined();
  });
});

describe('failureReason', () => {
  it('tells a network failure, a server error and an odd answer apart', () => {
    expect(failureReason(new NetworkFailure('http://localhost/api/x', new TypeError('Failed to fetch')))).toBe('Сервер недоступен: проверьте подключение к сети.');
    expect(failureReason(httpError(503, null))).toBe('Сервер ответил ошибкой 503.');
    expect(failureReason(new Error('schema'))).toBe('Сервер ответил в неожиданном виде.');
  });
});
