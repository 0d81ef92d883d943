import { QueryClient } from '@portal/ui/query';
import { refreshPowersOfAttorney } from './powerOfAttorneyQueries';
import { SETTINGS_QUERY_KEYS } from './settingsApi';

describe('refreshPowersOfAttorney', () => {
  it('asks again for the list and for the header’s expiry notice, and for nothing else', async () => {
    const client = new QueryClient();
    const asked: string[] = [];
    const watch = (name: string, queryKey: readonly unknown[]) =>
      client.fetchQuery({ queryKey, queryFn: () => (asked.push(name), name), staleTime: Infinity });
    await watch('list', SETTINGS_QUERY_KEYS.powersOfAttorney);
    await watch('expiry', SETTINGS_QUERY_KEYS.mandateExpiry);
    await watch('certificates', SETTINGS_QUERY_KEYS.certificates);
    await refreshPowersOfAttorney(client);
    expect(client.getQueryState(SETTINGS_QUERY_KEYS.powersOfAttorney)?.isInvalidated).toBe(true);
    expect(client.getQueryState(SETTINGS_QUERY_KEYS.mandateExpiry)?.isInvalidated).toBe(true);
    expect(client.getQueryState(SETTINGS_QUERY_KEYS.certificates)?.isInvalidated).toBe(false);
    expect(asked).toEqual(['list', 'expiry', 'certificates']);
  });
});
