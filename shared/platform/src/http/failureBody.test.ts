import { readFailureBody } from './failureBody';

describe('reading a failed answer', () => {
  it.each([
    ['{"message": "Реестр не найден"}', 'Реестр не найден'],
    ['{"message": "  ", "errorMessage": "Нет доступа"}', 'Нет доступа'],
    ['{"message": 404, "errorMessage": ""}', undefined],
    ['["Реестр не найден"]', undefined],
    ['null', undefined],
    ['"Реестр не найден"', undefined],
    ['<html>Bad Gateway</html>', undefined],
    ['', undefined],
  ])('%p gives the message %p and the whole text', async (text, message) => {
    await expect(readFailureBody(new Response(text, { status: 500 }))).resolves.toEqual({ text, message });
  });

  it('leaves the body for the caller to read', async () => {
    const response = new Response('{"message": "Ошибка"}', { status: 418 });
    await readFailureBody(response);
    await expect(response.json()).resolves.toEqual({ message: 'Ошибка' });
  });

  it('gives an empty text when the body cannot be read', async () => {
    const unreadable = { clone: () => ({ text: () => Promise.reject(new TypeError('body stream already read')) }) } as unknown as Response;
    await expect(readFailureBody(unreadable)).resolves.toEqual({ text: '', message: undefined });
  });
});
