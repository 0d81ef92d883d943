import { useQuery } from '@portal/ui/query';
import { mandateExpirySchema, type MandateExpiry } from '@portal/api';
import { getJson } from '@portal/platform';

/** Query key of GET /vicarious/expiredStatus; invalidate it after a power of attorney is uploaded or deleted. */
export const MANDATE_EXPIRY_QUERY_KEY = ['vicarious', 'expiredStatus'] as const;

function fetchMandateExpiry(): Promise<MandateExpiry> {
  return getJson('vicarious/expiredStatus', mandateExpirySchema);
}

/** Spec §4 mandate expiry: whether the user's МЧД expires, and when. */
export function useMandateExpiry() {
  return useQuery({ queryKey: MANDATE_EXPIRY_QUERY_KEY, queryFn: fetchMandateExpiry, staleTime: 5 * 60_000 });
}
