import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { hideLoader, LOADER_DELAY_MS } from '@portal/platform';
import { pageChunk } from '@portal/ui';
import { LoadingDialog } from '../dialogs/LoadingDialog';
import { renderShellPart } from '../testing/renderShellPart';
import { DialogLoadFailure } from './DialogLoadFailure';
import { OnDemandDialog } from './OnDemandDialog';

// The real failure view, counted: how often it was put on the page.
jest.mock('./DialogLoadFailure', () => {
  const { DialogLoadFailure: Real } = jest.requireActual<typeof import('./DialogLoadFailure')>('./DialogLoadFailure');
  return { DialogLoadFailure: jest.fn((props: Parameters<typeof Real>[0]) => <Real {...props} />) };
});
const failureRenders = jest.mocked(DialogLoadFailure);

/** A stand-in for a dialog module whose fetch the test settles by hand. */
function deferredModule() {
  const attempts: Array<{ resolve: (module: { Dialog: () => ReactElement }) => void; reject: (error: Error) => void }> = [];
  const chunk = pageChunk(
    () =>
      new Promise<{ Dialog: () => ReactElement }>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { chunk, attempts };
}

const dialogModule = { Dialog: () => <p>Окно загружено</p> };

function Harness({ chunk, startOpen }: { chunk: ReturnType<typeof deferredModule>['chunk']; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>Открыть</button>
      <OnDemandDialog open={open} chunk={chunk} onClose={() => setOpen(false)} render={({ Dialog }) => <Dialog />} />
    </>
  );
}

/** Stubs console.error for a test whose fetch fails: the chunk logs the failure it shows. */
function expectLoggedFailure() {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => {
    expect(logged.mock.calls).toEqual([['Cabinet page failed to load', new Error('ChunkLoadError')]]);
    logged.mockRestore();
  };
}

describe('a shell dialog fetched on demand', () => {
  it('fetches nothing until it is opened, then shows the loaded dialog', async () => {
    const { chunk, attempts } = deferredModule();
    renderShellPart(<Harness chunk={chunk} startOpen={false} />);
    expect(attempts).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Открыть' }));
    expect(attempts).toHaveLength(1);
    await act(async () => attempts[0]?.resolve(dialogModule));
    expect(screen.getByText('Окно загружено')).toBeInTheDocument();
  });

  it('says so when the fetch fails and fetches again on «Повторить»', async () => {
    const checkLogged = expectLoggedFailure();
    const { chunk, attempts } = deferredModule();
    renderShellPart(<Harness chunk={chunk} startOpen />);
    await act(async () => attempts[0]?.reject(new Error('ChunkLoadError')));
    expect(await screen.findByText('Не удалось открыть окно')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]?.resolve(dialogModule));
    expect(screen.getByText('Окно загружено')).toBeInTheDocument();
    checkLogged();
  });

  it('«Закрыть» on the failure view closes it, and opening again fetches again', async () => {
    const checkLogged = expectLoggedFailure();
    const { chunk, attempts } = deferredModule();
    renderShellPart(<Harness chunk={chunk} startOpen />);
    await act(async () => attempts[0]?.reject(new Error('ChunkLoadError')));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByText('Не удалось открыть окно')).not.toBeInTheDocument());
    failureRenders.mockClear();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(attempts).toHaveLength(2);
    // The old failure is not shown again, not even for the render before the new fetch starts.
    expect(failureRenders).not.toHaveBeenCalled();
    // Settled, so the loader this fetch asked for is let go before the next test.
    await act(async () => attempts[1]?.resolve(dialogModule));
    expect(screen.getByText('Окно загружено')).toBeInTheDocument();
    checkLogged();
  });

  it('shows the loading dialog after the loader delay while the code is on its way, and not once it is here', async () => {
    jest.useFakeTimers();
    try {
      const { chunk, attempts } = deferredModule();
      renderShellPart(
        <>
          <Harness chunk={chunk} startOpen />
          <LoadingDialog />
        </>,
      );
      await act(async () => jest.advanceTimersByTimeAsync(LOADER_DELAY_MS - 100));
      expect(screen.queryByText('Пожалуйста, подождите. Идёт загрузка.')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTimeAsync(200));
      expect(await screen.findByText('Пожалуйста, подождите. Идёт загрузка.')).toBeInTheDocument();
      await act(async () => attempts[0]?.resolve(dialogModule));
      expect(screen.getByText('Окно загружено')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Пожалуйста, подождите. Идёт загрузка.')).not.toBeInTheDocument());
    } finally {
      // Unmounted first: hiding the loader under a mounted dialog would re-render it outside act().
      cleanup();
      hideLoader();
      jest.useRealTimers();
    }
  });
});
