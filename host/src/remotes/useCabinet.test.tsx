import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@portal/ui/query';
import type { Scope } from '@portal/api';
import { loadCabinet } from './remoteRegistry';
import { prefetchCabinet, useCabinet } from './useCabinet';

jest.mock('./remoteRegistry', () => ({ loadCabinet: jest.fn() }));
const load = jest.mocked(loadCabinet);

function LkkCabinet() {
  return <p>Кабинет поставщика</p>;
}

let retry: (() => unknown) | null = null;
function Probe({ scope }: { scope: Scope }) {
  const cabinet = useCabinet(scope);
  retry = () => cabinet.refetch();
  if (cabinet.isError) return <p role="alert">не загрузился</p>;
  if (!cabinet.data) return <p>загрузка</p>;
  const Cabinet = cabinet.data;
  return <Cabinet />;
}

/** A query that does refetch when the window regains focus: shows when the focus has been handled. */
let focusLoads = 0;
function FocusProbe() {
  const probe = useQuery({ queryKey: ['focus-probe'], queryFn: async () => (focusLoads += 1), refetchOnWindowFocus: 'always' });
  return <p>загрузок при фокусе: {probe.data ?? 0}</p>;
}

function renderWith(client: QueryClient, ui: React.ReactNode) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  load.mockReset();
  focusLoads = 0;
});

describe('useCabinet', () => {
  it('loads a scope’s cabinet once for every place that asks, and keeps it after they unmount', async () => {
    load.mockResolvedValue(LkkCabinet);
    const client = new QueryClient();
    const first = renderWith(client, (
      <>
        <Probe scope="LKK" />
        <Probe scope="LKK" />
      </>
    ));
    expect(await screen.findAllByText('Кабинет поставщика')).toHaveLength(2);
    // Much later (no stale time, no garbage collection): the same module, no second load.
    jest.useFakeTimers();
    first.unmount();
    act(() => jest.advanceTimersByTime(24 * 60 * 60 * 1000));
    jest.useRealTimers();
    renderWith(client, <Probe scope="LKK" />);
    expect(screen.getByText('Кабинет поставщика')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('LKK');
  });

  it('does not retry a failed load by itself; refetch asks again', async () => {
    load.mockRejectedValueOnce(new Error('remote offline')).mockResolvedValue(LkkCabinet);
    // The client's own defaults would retry three times: the hook must say no itself.
    renderWith(new QueryClient(), <Probe scope="LKK" />);
    // With retries the error would show only after them (seconds later): it shows at once, after one load.
    expect(await screen.findByRole('alert')).toHaveTextContent('не загрузился');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      await retry?.();
    });
    await waitFor(() => expect(screen.getByText('Кабинет поставщика')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not reload the cabinet when the window regains focus', async () => {
    load.mockResolvedValue(LkkCabinet);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
    renderWith(
      client,
      <>
        <Probe scope="LKK" />
        <FocusProbe />
      </>,
    );
    await screen.findByText('Кабинет поставщика');
    await screen.findByText('загрузок при фокусе: 1');
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    // The query that always refetches on focus has refetched: the focus is handled, the cabinet was not loaded again.
    expect(await screen.findByText('загрузок при фокусе: 2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes over a load started before the page asks (the expected cabinet, while the user loads): no second load', async () => {
    let finish!: (cabinet: typeof LkkCabinet) => void;
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const client = new QueryClient();
    prefetchCabinet(client, 'LKK');
    expect(load).toHaveBeenCalledTimes(1);
    renderWith(client, <Probe scope="LKK" />);
    expect(screen.getByText('загрузка')).toBeInTheDocument();
    await act(async () => finish(LkkCabinet));
    expect(await screen.findByText('Кабинет поставщика')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the page retry a load that failed before it asked', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js failed')).mockResolvedValueOnce(LkkCabinet);
    const client = new QueryClient();
    prefetchCabinet(client, 'LKK');
    renderWith(client, <Probe scope="LKK" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('не загрузился');
    await act(async () => void retry?.());
    expect(await screen.findByText('Кабинет поставщика')).toBeInTheDocument();
  });
});
