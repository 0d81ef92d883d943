import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/ui/router';
import { listStateFromParams, listStateToParams, type RegistryListState } from '../rules/registryListUrl';

/** The list's filter, sort and page, kept in the URL so a reload or a shared link shows the same list. */
export function useRegistryListState(): [RegistryListState, (change: Partial<RegistryListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromParams(params), [params]);
  const update = useCallback(
    (change: Partial<RegistryListState>) => {
      // Any change but paging itself starts again from the first page.
      const next = { ...state, ...change, page: 'page' in change ? (change.page ?? 0) : 0 };
      setParams(listStateToParams(next));
    },
    [state, setParams],
  );
  return [state, update];
}
