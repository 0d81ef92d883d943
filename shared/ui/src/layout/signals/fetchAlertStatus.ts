import { alertStatusSchema } from '@portal/api';
import { sendJson } from '@portal/platform';

/** POST /getAlertStatus (no body): whether the registries/supplies bell is red. */
export function fetchAlertStatus(): Promise<boolean> {
  return sendJson('post', 'getAlertStatus', undefined, alertStatusSchema);
}
