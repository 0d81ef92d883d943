import { errorLogEntry } from './errorLogEntry';

const URL = 'http://localhost/lkk/main';

describe('the error log entry of an uncaught error', () => {
  it("takes an Error's message and stack, and the page address", () => {
    const error = new Error('Cannot read properties of undefined');
    expect(errorLogEntry(error, 'Необработанная ошибка', URL)).toEqual({ message: 'Cannot read properties of undefined', stack: error.stack, url: URL });
  });

  it("names an Error without a message by its name, else 'Error', and leaves out a missing stack", () => {
    const typeError = Object.assign(new TypeError(''), { stack: '' });
    expect(errorLogEntry(typeError, 'запасной', URL)).toEqual({ message: 'TypeError', url: URL });
    const nameless = Object.assign(new Error(''), { name: '', stack: undefined });
    expect(errorLogEntry(nameless, 'запасной', URL)).toEqual({ message: 'Error', url: URL });
  });

  it.each([
    ['a string', 'chunk failed', 'chunk failed'],
    ['an object', { code: 7 }, '{"code":7}'],
    ['undefined', undefined, 'undefined'],
    ['a blank string', '   ', 'Необработанная ошибка'],
  ])('describes %s', (_, reason, message) => {
    expect(errorLogEntry(reason, 'Необработанная ошибка', URL)).toEqual({ message, url: URL });
  });

  it('describes an object that cannot be turned into JSON', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorLogEntry(circular, 'x', URL).message).toBe('[object Object]');
  });

  it('cuts message, stack and address to the log limits', () => {
    const error = Object.assign(new Error('м'.repeat(10_005)), { stack: 's'.repeat(50_005) });
    const entry = errorLogEntry(error, 'x', `${URL}?${'q'.repeat(3_000)}`);
    expect(entry.message).toHaveLength(10_000);
    expect(entry.stack).toHaveLength(50_000);
    expect(entry.url).toHaveLength(2_000);
  });
});
