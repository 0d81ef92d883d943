/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '../kit/query';
import { useSingleFlight } from './useSingleFlight';
import { useSingleMutation } from './useSingleMutation';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function FlightButton({ send }: { send: () => Promise<void> }) {
  const { run, pending } = useSingleFlight();
  return (
    <button type="button" onClick={() => void run(send).catch(() => undefined)}>
      {pending ? 'Отправка' : 'Отправить'}
    </button>
  );
}

// Deliberately not disabled: the guard alone must stop the second call.
function MutationButton({ send }: { send: () => Promise<void> }) {
  const mutation = useSingleMutation({ mutationFn: send });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      {mutation.isPending ? 'Отправка' : 'Отправить'}
    </button>
  );
}

const withQueries = (ui: React.ReactNode) => <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>;

describe.each([
  ['useSingleFlight', (send: () => Promise<void>) => <FlightButton send={send} />],
  ['useSingleMutation', (send: () => Promise<void>) => withQueries(<MutationButton send={send} />)],
])('%s', (_name, ui) => {
  it('runs once for a double click, and again once the first has finished', async () => {
    const gate = deferred();
    const send = jest.fn(() => gate.promise);
    render(ui(send));
    await userEvent.dblClick(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Отправка')).toBeInTheDocument();
    await act(async () => gate.resolve());
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Отправить'));
    await userEvent.click(screen.getByRole('button'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('opens again after a failure', async () => {
    const send = jest.fn(() => Promise.reject(new Error('нет связи')));
    render(ui(send));
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Отправить'));
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });
});
