import { act, cleanup, renderHook } from '@testing-library/react';
import type { User } from '@portal/api';
import { useUiState } from '../ui/useUiState';
import { openSettings, resetUiState } from '../ui/uiStore';
import { resetSession, sessionStore, setCurrentUser } from './sessionStore';
import { useCurrentUser, useSession } from './useSession';

const user = { id: 7, username: 'supplier', scope: 'LKK', availableSystems: ['LKK'], fio: 'Иванов Иван Иванович' } as unknown as User;

describe('session and UI hooks', () => {
  afterEach(() => {
    // Unmounted first: a store reset under mounted hooks would re-render them outside act().
    cleanup();
    resetSession();
    resetUiState();
  });

  it('useSession gives the whole session, or the selected slice, and follows changes', () => {
    const whole = renderHook(() => useSession());
    expect(whole.result.current).toBe(sessionStore.getState());
    const ready = renderHook(() => useSession((state) => state.user?.username ?? 'нет'));
    expect(ready.result.current).toBe('нет');
    act(() => setCurrentUser(user));
    expect(whole.result.current.user).toEqual(user);
    expect(ready.result.current).toBe('supplier');
  });

  it('useCurrentUser gives the user once loaded, else null', () => {
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current).toBeNull();
    act(() => setCurrentUser(user));
    expect(result.current).toEqual(user);
  });

  it('useUiState follows the selected slice of the UI store', () => {
    const { result } = renderHook(() => useUiState((state) => state.settingsOpen));
    expect(result.current).toBe(false);
    act(() => openSettings());
    expect(result.current).toBe(true);
  });
});
