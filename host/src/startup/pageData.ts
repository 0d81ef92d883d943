/** The ids of the JSON data blocks the server puts into the page (sandbox/src/static/pageWithConfig.ts, nginx's start script). */
export const PAGE_CONFIG_ID = 'portal-config';
export const PAGE_REMOTES_ID = 'portal-remotes';

/**
 * The answer the server put into the page under `id` instead of being asked for it (decision 0048): undefined when
 * the page has none (a development server), an error when it is not JSON.
 */
export function readPageData(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`The page's data block ${id} is not JSON`);
  }
}
