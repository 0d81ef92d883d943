import { useStore } from 'zustand';
import type { User } from '@portal/api';
import { sessionStore } from './sessionStore';
import type { SessionState } from './sessionState';

function wholeState(state: SessionState): SessionState {
  return state;
}

/** React hook over the session store; pass a selector to re-render only when that slice changes. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore<typeof sessionStore, T | SessionState>(sessionStore, selector ?? wholeState);
}

/** The portal user (GET /v2/user) once loaded, otherwise null. */
export function useCurrentUser(): User | null {
  return useStore(sessionStore, (state) => state.user);
}
