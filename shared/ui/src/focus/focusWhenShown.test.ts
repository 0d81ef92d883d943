import { waitFor } from '@testing-library/react';
import { focusTargetNamed, focusWhenShown } from './focusWhenShown';

function add(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  return element;
}

describe('focus after an action', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  it('moves focus to what the action produced once the page shows it, not before', async () => {
    stop = focusWhenShown({ target: () => focusTargetNamed('registry-title-7') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.body);
    const title = add('<h1 tabindex="-1" data-focus-target="registry-title-7">Заявка Р-7</h1>');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('waits while another dialog (a loader, the closing one) is open, then moves focus', async () => {
    const loader = add('<div role="dialog" data-state="open"><button>Загрузка</button></div>');
    const status = add('<p tabindex="-1" data-focus-target="status">Отправлен</p>');
    stop = focusWhenShown({ target: () => focusTargetNamed('status') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).not.toBe(status);
    loader.setAttribute('data-state', 'closed');
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('moves focus inside the dialog that holds the target (a settings list in its dialog)', async () => {
    const dialog = add('<div role="dialog" data-state="open"><table><tr><td tabindex="-1" data-focus-target="row">Кузнецова</td></tr></table></div>');
    stop = focusWhenShown({ target: () => focusTargetNamed('row') });
    await waitFor(() => expect(document.activeElement).toBe(dialog.querySelector('td')));
  });

  it('gives focus to the fallback once the page has settled without the target', async () => {
    const button = add('<button>Создать документ</button>');
    let settled = false;
    stop = focusWhenShown({ target: () => null, settled: () => settled, fallback: () => button });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.body);
    settled = true;
    add('<p>Список загружен</p>');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('leaves focus alone once the user presses a key: they have moved on', async () => {
    stop = focusWhenShown({ target: () => focusTargetNamed('late') });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    add('<h1 tabindex="-1" data-focus-target="late">Поздно</h1>');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(document.body);
  });
});
