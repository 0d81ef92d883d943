import { useCallback, useRef, useState } from 'react';

/**
 * One send at a time (a double click on a sending button sends one request). `run(action)` starts the
 * action unless the previous one is still under way, in which case the call is dropped (resolves to undefined);
 * `pending` is true meanwhile, for the button's `disabled`/`loading`. The ref closes the gap between the first click
 * and the render that disables the button (a form's async validation, a loader shown later).
 */
export function useSingleFlight() {
  const flying = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (flying.current) return undefined;
    flying.current = true;
    setPending(true);
    try {
      return await action();
    } finally {
      flying.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
