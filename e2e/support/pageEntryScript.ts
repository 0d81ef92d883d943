import type { APIRequestContext } from '@playwright/test';

/**
 * The path of the host's entry script as the served page names it (`/main.<contenthash>.js`): its name changes with
 * its content, so tests read it from the page rather than spelling it.
 */
export async function pageEntryScript(request: APIRequestContext, pageUrl: string): Promise<string> {
  const page = await (await request.get(pageUrl)).text();
  const entry = /<script[^>]*\ssrc="?(\/main\.[0-9a-f]{8}\.js)"?/.exec(page)?.[1];
  if (!entry) throw new Error(`${pageUrl} names no /main.<hash>.js entry script`);
  return entry;
}
