import { render, screen } from '@testing-library/react';
import type { EdmDocument } from '@portal/api';
import { uiStore } from '@portal/platform';
import { documentLabel, reportOutcome } from './reportOutcome';

const HOSTILE = `<img src=x onerror="window.__xss=1"> <a href="javascript:window.__xss=1">ссылка</a> "><svg onload=window.__xss=1> & 'x'`;

const doc = (id: number, number: string | null, fileName: string | null = null): EdmDocument => ({
  id,
  date: null,
  fileName,
  number,
  status: 'Требуется подпись',
  contractFactNum: null,
  comment: null,
  refuseReason: null,
  signatureInfos: [],
  check: false,
});

beforeEach(() => {
  uiStore.setState({ notifications: [] });
});

/** The notification stack renders a message as (sanitised) markup; here without the sanitiser, to see what the message itself says. */
function renderMessage(message: string) {
  return render(<div data-testid="message" dangerouslySetInnerHTML={{ __html: message }} />);
}

describe('reportOutcome', () => {
  it('names a failed document by its number as text: markup in the name or the reason is shown, not built', () => {
    reportOutcome({ done: [doc(1, 'ВХ-1')], failed: [{ doc: doc(2, HOSTILE), message: `Отказано <b>${HOSTILE}</b>` }] }, 'Операция выполнена');
    const messages = uiStore.getState().notifications.map((note) => note.message);
    expect(messages[0]).toBe('Операция выполнена');
    const { container } = renderMessage(messages[1] ?? '');
    expect(screen.getByTestId('message').textContent).toBe(`Не выполнено для 1 из 2: ${HOSTILE}: Отказано <b>${HOSTILE}</b>`);
    expect(container.querySelectorAll('img, a, svg, b')).toHaveLength(0);
  });

  it('falls back to the file name, also as text', () => {
    reportOutcome({ done: [], failed: [{ doc: doc(3, null, `${HOSTILE}.pdf`), message: 'Не удалось выполнить действие' }] }, 'Операция выполнена');
    const messages = uiStore.getState().notifications.map((note) => note.message);
    expect(messages).toHaveLength(1);
    const { container } = renderMessage(messages[0] ?? '');
    expect(screen.getByTestId('message').textContent).toBe(`Не выполнено для 1 из 1: ${HOSTILE}.pdf: Не удалось выполнить действие`);
    expect(container.querySelectorAll('img, a, svg')).toHaveLength(0);
  });
});

describe('documentLabel', () => {
  const types = [{ id: 't-1', name: 'Письмо' }];
  it.each([
    ['its number', { ...doc(1, 'ВХ-1', 'a.pdf'), date: '2025-05-12', factDocumentType: { id: 't-1', name: '' } }, 'ВХ-1'],
    ['its file without a number', { ...doc(1, null, 'a.pdf'), date: '2025-05-12' }, 'a.pdf'],
    ['the type GET /edm/type names and the date (spec §3) without number or file', { ...doc(1, null), date: '2025-05-12', factDocumentType: { id: 't-1', name: '' } }, 'Письмо от 12.05.2025'],
    ['the date alone when the type is not known', { ...doc(1, null), date: '2025-05-12', factDocumentType: { id: 't-9', name: '' } }, 'от 12.05.2025'],
    ['«без номера» with nothing to name it by, never its id', doc(4711, null), 'без номера'],
  ])('%s', (_case, document, expected) => {
    expect(documentLabel(document, types)).toBe(expected);
  });
});
