import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { hideLoader, LOADER_DELAY_MS } from '@portal/platform';
import { pageChunk } from '@portal/ui';
import { LoadingDialog } from '../dialogs/LoadingDialog';
import { renderShellPart } from '../testing/renderShellPart';
import { OnDemandDialog } from './OnDemandDialog';

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

describe('a shell dialog fetched on demand', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

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
    const { chunk, attempts } = deferredModule();
    renderShellPart(<Harness chunk={chunk} startOpen />);
    await act(async () => attempts[0]?.reject(new Error('ChunkLoadError')));
    expect(await screen.findByText('Не удалось открыть окно')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]?.resolve(dialogModule));
    expect(screen.getByText('Окно загружено')).toBeInTheDocument();
  });

  it('«Закрыть» on the failure view closes it, and opening again fetches again', async () => {
    const { chunk, attempts } = deferredModule();
    renderShellPart(<Harness chunk={chunk} startOpen />);
    await act(async () => attempts[0]?.reject(new Error('ChunkLoadError')));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByText('Не удалось открыть окно')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(attempts).toHaveLength(2);
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
      act(() => jest.advanceTimersByTime(LOADER_DELAY_MS - 100));
      expect(screen.queryByText('Пожалуйста, подождите. Идёт загрузка.')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(await screen.findByText('Пожалуйста, подождите. Идёт загрузка.')).toBeInTheDocument();
      await act(async () => attempts[0]?.resolve(dialogModule));
      expect(screen.getByText('Окно загружено')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Пожалуйста, подождите. Идёт загрузка.')).not.toBeInTheDocument());
    } finally {
      hideLoader();
      jest.useRealTimers();
    }
  });
});
