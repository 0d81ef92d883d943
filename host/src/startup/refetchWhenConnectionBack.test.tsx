import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { connectionStore } from '@portal/platform';
import { QueryClient, QueryClientProvider, useQuery } from '@portal/ui/query';
import { refetchWhenConnectionBack } from './refetchWhenConnectionBack';

describe('lists that failed while the connection was lost', () => {
  afterEach(() => connectionStore.setState({ lost: false }));

  it('load again by themselves once the connection is back; a loaded one is left alone', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } } });
    let failing = true;
    const list = jest.fn(() => (failing ? Promise.reject(new Error('Сервер недоступен: нет ответа на запрос')) : Promise.resolve(['Р-7002'])));
    const user = jest.fn(() => Promise.resolve({ name: 'Иванов' }));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const stop = refetchWhenConnectionBack(queryClient);
    const { result } = renderHook(() => [useQuery({ queryKey: ['registries'], queryFn: list }), useQuery({ queryKey: ['user'], queryFn: user })] as const, { wrapper });
    await waitFor(() => expect(result.current[0].status).toBe('error'));
    await waitFor(() => expect(result.current[1].status).toBe('success'));

    act(() => connectionStore.setState({ lost: true }));
    failing = false;
    act(() => connectionStore.setState({ lost: false }));

    await waitFor(() => expect(result.current[0].data).toEqual(['Р-7002']));
    expect(list).toHaveBeenCalledTimes(2);
    expect(user).toHaveBeenCalledTimes(1);
    stop();
    queryClient.clear();
  });
});
