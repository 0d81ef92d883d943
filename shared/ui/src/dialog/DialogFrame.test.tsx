import { useRef, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ChakraProvider, Input } from '../kit/chakra';
import { portalSystem } from '../theme';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

function renderFrame(props: Partial<DialogFrameProps> = {}) {
  const onClose = jest.fn();
  render(
    <ChakraProvider value={portalSystem}>
      <DialogFrame
        open
        title="Удаление документа"
        width="confirm"
        onClose={onClose}
        footer={
          <>
            <Button variant="outline">Отмена</Button>
            <Button>Удалить</Button>
          </>
        }
        {...props}
      >
        {props.children ?? 'Удалить выбранный документ?'}
      </DialogFrame>
    </ChakraProvider>,
  );
  return { onClose };
}

/** Every CSS rule emotion has injected, as text. */
function injectedCss(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

/** The rules of the element's own atomic class (Chakra's style props), not of the recipe's slot class. */
function ownRules(element: HTMLElement): string[] {
  const own = [...element.classList].filter((name) => name.startsWith('css-'));
  return injectedCss()
    .split('\n')
    .filter((rule) => own.some((name) => rule.includes(`.${name}`)) && !rule.startsWith('@layer'));
}

afterEach(() => jest.restoreAllMocks());

describe('DialogFrame: the one dialog frame of the kit', () => {
  it('is a modal dialog named by its title, with the body and the footer buttons in reading order, then the close button', async () => {
    renderFrame();
    const dialog = await screen.findByRole('dialog', { name: 'Удаление документа' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Удаление документа' })).toBeVisible();
    expect(dialog).toHaveTextContent('Удалить выбранный документ?');
    expect(within(dialog).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Отмена', 'Удалить', 'Закрыть']);
  });

  it('takes the spec §9 width by name above 960 px and the full width below it (the spec’s sm breakpoint)', async () => {
    renderFrame({ width: 'settings' });
    const dialog = await screen.findByRole('dialog', { name: 'Удаление документа' });
    // jsdom applies no media query: this is the width above the breakpoint.
    expect(dialog).toHaveStyle({ width: '700px' });
    const below = ownRules(dialog).filter((rule) => rule.startsWith('@media') && rule.includes('max-width'));
    expect(below).toHaveLength(1);
    // 59.9975rem is Chakra's "below md" (960 px in this theme, the spec's sm).
    expect(below[0]).toMatch(/^@media screen and \(max-width: 59\.9975rem\)/);
    expect(below[0]).toMatch(/width: 100%;/);
    expect(below[0]).toMatch(/max-width: 100%;/);
  });

  it('on a short screen (200 % zoom) takes the height with tight spacing, so its body shows more than one field', async () => {
    renderFrame({ width: 'settings' });
    const dialog = await screen.findByRole('dialog', { name: 'Удаление документа' });
    const short = ownRules(dialog).filter((rule) => rule.startsWith('@media (max-height: 500px)'));
    expect(short).toHaveLength(1);
    expect(short[0]).toMatch(/max-height: calc\(100dvh - 1rem\)/);
    for (const part of ['header', 'body', 'footer']) expect(short[0]).toMatch(new RegExp(`\\[data-part=${part}\\] \\{padding-block: var\\(--chakra-spacing-2\\)`));
  });

  it('lays its panel on the theme’s panel colour, which has a light and a dark value', async () => {
    renderFrame();
    await screen.findByRole('dialog');
    const css = injectedCss();
    expect(css).toMatch(/:root,\.light \{[^}]*--chakra-colors-bg-panel: var\(--chakra-colors-white\)/);
    expect(css).toMatch(/\.dark,[^{]*\{[^}]*--chakra-colors-bg-panel: var\(--chakra-colors-gray-950\)/);
  });

  it('closes by the close button and by Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFrame();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('names its close button as told', async () => {
    renderFrame({ closeLabel: 'Закрыть окно' });
    expect(await screen.findByRole('button', { name: 'Закрыть окно' })).toBeEnabled();
  });

  it('is persistent without onClose: no close button, Escape does nothing', async () => {
    const user = userEvent.setup();
    renderFrame({ onClose: undefined });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(dialog).toBeVisible();
  });

  it('can keep Escape while hiding the close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFrame({ closeButton: false });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while busy: the close button is disabled and Escape is refused', async () => {
    const user = userEvent.setup();
    const { onClose } = renderFrame({ busy: true });
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Закрыть' });
    expect(close).toBeDisabled();
    await user.click(close);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  it('runs the footer buttons’ own actions', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    renderFrame({ footer: <Button onClick={onDelete}>Удалить</Button> });
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('is an alertdialog when asked, named by its label when it has no title', async () => {
    renderFrame({ role: 'alertdialog', title: undefined, label: 'Подтверждение выхода' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Подтверждение выхода' });
    expect(within(dialog).queryByRole('heading')).toBeNull();
  });

  it('mounts nothing while closed and shows its content once opened', async () => {
    function Toggle() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Открыть</Button>
          <DialogFrame open={open} title="Настройки" width="settings" onClose={() => setOpen(false)}>
            Тело
          </DialogFrame>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <ChakraProvider value={portalSystem}>
        <Toggle />
      </ChakraProvider>,
    );
    expect(screen.queryByText('Тело')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(await screen.findByRole('dialog', { name: 'Настройки' })).toHaveTextContent('Тело');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Тело')).toBeNull());
  });

  it('focuses the element it is given on opening', async () => {
    // jsdom lays nothing out; the focus trap only focuses elements with a size, as a browser's would have.
    const width = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    function WithField() {
      const [open, setOpen] = useState(false);
      const field = useRef<HTMLInputElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Открыть</Button>
          <DialogFrame open={open} title="Новая заявка" width="settings" onClose={() => setOpen(false)} initialFocus={() => field.current}>
            <Button>Первая кнопка</Button>
            <Input ref={field} aria-label="Поиск договора" />
          </DialogFrame>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <ChakraProvider value={portalSystem}>
        <WithField />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const field = await screen.findByRole('textbox', { name: 'Поиск договора' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(width).toHaveBeenCalled();
  });

  it('with onSubmit makes its sections one form: Enter in a field and a submit button in the footer submit it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderFrame({ onSubmit, children: <Input aria-label="Причина" />, footer: <Button type="submit">Отклонить</Button> });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'нет{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    // The close button is no submit button: it closes without submitting.
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
