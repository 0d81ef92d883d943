import { z } from '@portal/api/zod';
import { getJson } from '../http/http';
import { silentRequest } from '../http/requestOptions';
import { singleFlight } from '../identity/singleFlight';
import { setVocabulary } from './vocabularyStore';

const vocabularySchema = z.record(z.string(), z.string());

/**
 * GET i18n into the vocabulary store (concurrent callers share one call). Silent: a failure here leaves the
 * fallbacks in place and must not itself raise the error banner.
 */
export const loadVocabulary = singleFlight(async (): Promise<Record<string, string>> => {
  const vocabulary = await getJson('i18n', vocabularySchema, silentRequest);
  setVocabulary(vocabulary);
  return vocabulary;
});
