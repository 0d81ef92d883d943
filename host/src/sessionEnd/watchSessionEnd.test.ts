import { sessionStore, uiStore } from '@portal/platform';
import { SESSION_ENDING_EVENT } from '@portal/ui';
import { takeReturnPath } from './returnAfterSignIn';
import { SESSION_LOGIN_NEEDED_EVENT, watchSessionEnd } from './watchSessionEnd';

describe('the end of a signed-in session', () => {
  const initialSession = sessionStore.getState();
  const initialUi = uiStore.getState();
  let stop: () => void = () => undefined;
  let endings: string[] = [];
  const record = (event: Event) => endings.push((event as CustomEvent<{ user: string }>).detail.user);

  beforeEach(() => {
    endings = [];
    window.sessionStorage.clear();
    window.history.replaceState({}, '', '/lkk/edo?type=outgoing');
    sessionStore.setState({ ready: true, authenticated: true, userName: 'supplier', token: 'access-1' });
    window.addEventListener(SESSION_ENDING_EVENT, record);
    stop = watchSessionEnd();
  });
  afterEach(() => {
    stop();
    window.removeEventListener(SESSION_ENDING_EVENT, record);
    sessionStore.setState(initialSession, true);
    uiStore.setState(initialUi, true);
  });

  it('when the session turns unauthenticated: the page is remembered for the same user and open dialogs are told, once', () => {
    sessionStore.setState({ authenticated: false, token: '' });
    sessionStore.setState({ authenticated: false });
    expect(endings).toEqual(['supplier']);
    expect(takeReturnPath('principal')).toBeNull();
    sessionStore.setState({ authenticated: false });
    expect(endings).toEqual(['supplier']);
  });

  it('remembers the page for the user who was signed in, once', () => {
    sessionStore.setState({ authenticated: false, token: '' });
    expect(takeReturnPath('supplier')).toBe('/lkk/edo?type=outgoing');
    expect(takeReturnPath('supplier')).toBeNull();
  });

  it('when the server says the session has ended (410)', () => {
    uiStore.setState({ sessionError: true });
    expect(endings).toEqual(['supplier']);
    expect(takeReturnPath('supplier')).toBe('/lkk/edo?type=outgoing');
  });

  it('when another tab signs out: this tab is signed out at once', async () => {
    // Another tab: its own channel, as a second tab would have.
    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage('signed-out');
    otherTab.close();
    await new Promise<void>((resolve) => {
      const done = sessionStore.subscribe((state) => {
        if (!state.authenticated) {
          done();
          resolve();
        }
      });
    });
    expect(sessionStore.getState().authenticated).toBe(false);
    expect(endings).toEqual(['supplier']);
  });

  it('holds the platform’s immediate sign-in redirect after a refused refresh: the page says what happened first', () => {
    const proceed = window.dispatchEvent(new Event(SESSION_LOGIN_NEEDED_EVENT, { cancelable: true }));
    expect(proceed).toBe(false);
  });
});
