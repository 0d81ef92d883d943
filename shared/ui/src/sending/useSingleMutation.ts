import { useCallback, useRef } from 'react';
import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '../kit/query';

/**
 * TanStack Query's `useMutation` whose `mutate` is dropped while the previous call is still pending (a
 * double click sends one request). `isPending` reaches the button only after TanStack's notification and React's
 * render, so a second click may come before the button is disabled; the ref refuses it at once. The guard opens
 * again when the mutation settles (after its onSuccess/onError, which run even when the screen has gone).
 * `mutateAsync` is left unguarded: it is for callers that sequence calls themselves.
 */
export function useSingleMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const flying = useRef(false);
  const { onSettled } = options;
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSettled: async (...args) => {
      try {
        await onSettled?.(...args);
      } finally {
        flying.current = false;
      }
    },
  });
  const { mutate: mutateOnce } = mutation;
  const mutate = useCallback<typeof mutateOnce>(
    (...args) => {
      if (flying.current) return;
      flying.current = true;
      mutateOnce(...args);
    },
    [mutateOnce],
  );
  return { ...mutation, mutate };
}
