/** The ids of the JSON data blocks the host's start-up code reads (host/src/startup/pageData.ts). */
export const PAGE_CONFIG_ID = 'portal-config';
export const PAGE_REMOTES_ID = 'portal-remotes';

/**
 * The host's page with the answers of /config and /remotes.json inside it (decision 0048): JSON data blocks before
 * </head>, which the start-up code reads instead of asking, each one round trip earlier. Production's nginx start
 * script (deploy/host/40-portal-runtime-config.sh) writes the same blocks. `<` is escaped so no value can end a
 * block; a page without </head> is returned as it is (start-up then asks), and an answer of undefined is left out.
 */
export function pageWithConfig(html: string, config: Record<string, unknown>, remotes?: unknown): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const block = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const blocks = block(PAGE_CONFIG_ID, config) + (remotes === undefined ? '' : block(PAGE_REMOTES_ID, remotes));
  return `${html.slice(0, at)}${blocks}${html.slice(at)}`;
}
