import { useQuery } from '@portal/ui/query';
import { loadVocabulary } from '@portal/platform';
import { useAuthenticated } from './useAuthenticated';

/** GET i18n into the platform's vocabulary store, once per page; read texts with useVocabularyText. */
export function useVocabularyQuery() {
  return useQuery({ queryKey: ['i18n'], queryFn: loadVocabulary, enabled: useAuthenticated(), staleTime: Infinity });
}
