import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { setPercentLoader } from '@portal/platform';
import { resetUiState } from '@portal/platform/src/ui/uiStore';
import { REGISTRY_STATUS_ID } from '../rules/focusAfterStep';
import { useFocusAfterStep } from './useFocusAfterStep';

/** A toolbar whose status moves from «Черновик» to «На проверке» when «Отправить» is done, as the registry page's. */
function Toolbar() {
  const toolbar = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('Черновик');
  const focus = useFocusAfterStep(toolbar, status);
  const sent = status === 'На проверке';
  return (
    <>
      <span id={REGISTRY_STATUS_ID} tabIndex={-1}>
        {status}
      </span>
      <div ref={toolbar} role="toolbar">
        {sent ? <button data-focus-key="sign">Подписать</button> : null}
        {!sent ? (
          <button
            data-focus-key="send"
            onClick={() => {
              const from = focus.version();
              setStatus('На проверке');
              // The step ends once the page shows its outcome, as after the detail's reload.
              setTimeout(() => focus.after('send', from));
            }}
          >
            Отправить
          </button>
        ) : null}
      </div>
    </>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  resetUiState();
});
afterEach(() => jest.useRealTimers());

test('after «Отправить», focus goes to «Подписать» at once when no loader is open', () => {
  render(<Toolbar />);
  screen.getByRole('button', { name: 'Отправить' }).focus();
  act(() => screen.getByRole('button', { name: 'Отправить' }).click());
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Подписать' })).toHaveFocus();
});

test('while the registry loader is open focus is left to it; once it closes, focus goes to «Подписать», not the page top', () => {
  render(<Toolbar />);
  act(() => setPercentLoader({ show: true, percent: 57, message: '...загрузка заявки' }));
  act(() => screen.getByRole('button', { name: 'Отправить' }).click());
  // Longer than the wait for a target: the open loader keeps it waiting.
  act(() => jest.advanceTimersByTime(5_000));
  expect(screen.getByRole('button', { name: 'Подписать' })).not.toHaveFocus();
  act(() => setPercentLoader({ show: false, percent: 0, message: '' }));
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Подписать' })).toHaveFocus();
});
