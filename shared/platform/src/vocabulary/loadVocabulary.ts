import { vocabularySchema } from '@portal/api';
import { reportOddAnswer } from '../errors/reportOddAnswer';
import type { AnswerParser } from '../http/http';
import { getJson } from '../http/http';
import { silentRequest } from '../http/requestOptions';
import { singleFlight } from '../identity/singleFlight';
import { setVocabulary } from './vocabularyStore';

/** The dictionary's text entries; entries that are not text are logged by key (rule 9) and left out. */
const vocabularyParser: AnswerParser<Record<string, string>> = {
  parse(answer: unknown): Record<string, string> {
    const vocabulary = vocabularySchema.parse(answer);
    // The schema accepted an object: a blank text is left out too, but it is text, not odd.
    const entries = answer as Record<string, unknown>;
    const odd = Object.keys(entries).filter((key) => typeof entries[key] !== 'string');
    if (odd.length > 0) reportOddAnswer('GET i18n', `entries that are not text left out: ${odd.slice(0, 20).join(', ')}`);
    return vocabulary;
  },
};

/**
 * GET i18n into the vocabulary store (concurrent callers share one call). Silent: a failure here leaves the
 * fallbacks in place and must not itself raise the error banner.
 */
export const loadVocabulary = singleFlight(async (): Promise<Record<string, string>> => {
  const vocabulary = await getJson('i18n', vocabularyParser, silentRequest);
  setVocabulary(vocabulary);
  return vocabulary;
});
