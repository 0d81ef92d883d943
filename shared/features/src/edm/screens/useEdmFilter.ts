import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/ui/router';
import { filterFromSearch, filterToSearch, type EdmFilterState } from '../rules/edmFilter';

/** The EDM filter kept in the page's URL: a reload or a shared link shows the same documents. */
export function useEdmFilter(): [EdmFilterState, (change: Partial<EdmFilterState>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(params), [params]);
  const update = useCallback(
    (change: Partial<EdmFilterState>) => {
      // Any change but the page itself starts again at the first page.
      const next = { ...filter, ...change, page: 'page' in change ? (change.page ?? 0) : 0 };
      setParams(filterToSearch(next));
    },
    [filter, setParams],
  );
  return [filter, update];
}
