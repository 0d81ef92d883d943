import { eventStatusLabel, eventTitle } from './eventTexts';

const event = (code: string, categoryEnum = 'MESSAGE', patch: { title?: string; description?: string; name?: string } = {}) => ({
  title: patch.title ?? '',
  description: patch.description ?? '',
  category: { categoryEnum, name: '' },
  status: { code, name: patch.name ?? '' },
});

describe('event status words (spec §3 codes)', () => {
  it.each([
    ['REQUIREMENT_REQUEST', 'Запрос документов'],
    ['PULL_OFF', 'Отозвано'],
    ['REQUIREMENT_VALIDATING', 'Документы на проверке'],
    ['WAIT', 'Ожидает'],
    ['WARNING', 'Предупреждение'],
    ['EXPIRED', 'Просрочено'],
    ['expired', 'Просрочено'],
    ['SOMETHING_NEW', 'Иной статус'],
    ['', 'Не указан'],
  ])('%s → %s', (code, label) => {
    expect(eventStatusLabel({ code, name: '' })).toBe(label);
  });

  it("the server's name wins", () => {
    expect(eventStatusLabel({ code: 'WAIT', name: 'Ждёт ответа' })).toBe('Ждёт ответа');
  });
});

describe('event title', () => {
  it('is the title or description when sent, else the category and status in Russian, never the id or a code', () => {
    expect(eventTitle(event('WAIT', 'MESSAGE', { title: 'Лимит исчерпан' }))).toBe('Лимит исчерпан');
    expect(eventTitle(event('WAIT', 'MESSAGE', { description: 'Проверьте УПД' }))).toBe('Проверьте УПД');
    expect(eventTitle(event('REQUIREMENT_REQUEST', 'AF_EVENTS'))).toBe('Событие АФ: запрос документов');
    expect(eventTitle(event('EXPIRED', 'DASHBOARD_EVENTS'))).toBe('Событие дашборда: просрочено');
    expect(eventTitle(event('', 'MESSAGE'))).toBe('Сообщение');
    expect(eventTitle(event('PULL_OFF', 'ODD'))).toBe('Событие: отозвано');
  });
});
