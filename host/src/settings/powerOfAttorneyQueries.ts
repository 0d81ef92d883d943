import type { QueryClient } from '@portal/ui/query';
import { SETTINGS_QUERY_KEYS } from './settingsApi';

/** After an upload or delete: the list, and the header's expiry notice without a reload (spec §4). */
export async function refreshPowersOfAttorney(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.powersOfAttorney }),
    queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.mandateExpiry }),
  ]);
}
