import { useEffect } from 'react';
import { useQuery } from '@portal/ui/query';
import { useVocabularyText } from '@portal/platform';
import { useAuthenticated } from '../serverData/useAuthenticated';
import { useVocabularyQuery } from '../serverData/useVocabularyQuery';
import { cachedSystemInfo, fetchSystemInfo } from './systemInfo';

/** The client cabinet title when nothing better is known (spec §2 /ukep). */
export const CLIENT_CABINET_TITLE_FALLBACK = 'Кабинет клиента';

function nonEmpty(text: string | undefined): string | undefined {
  return text && text.trim() !== '' ? text : undefined;
}

/**
 * The page title from the vocabulary (key clientCabinetTitle): GET i18n when loaded, else the cached
 * info/systeminfologin vocabulary (refreshed after sign-in), else 'Кабинет клиента'.
 */
export function useDocumentTitle(): void {
  const authenticated = useAuthenticated();
  useVocabularyQuery();
  const systemInfo = useQuery({
    queryKey: ['info', 'systeminfologin'],
    queryFn: fetchSystemInfo,
    enabled: authenticated,
    staleTime: Infinity,
    placeholderData: cachedSystemInfo,
  });
  const fromInfo = nonEmpty(systemInfo.data?.i18n.clientCabinetTitle);
  const title = useVocabularyText('clientCabinetTitle', fromInfo ?? CLIENT_CABINET_TITLE_FALLBACK);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
