/**
 * The host's page with /config's answer inside it (decision 0048): a JSON data block before </head>, which the
 * start-up code reads instead of asking GET /config, one round trip before the sign-on check. Production's nginx
 * start script (deploy/host/40-portal-runtime-config.sh) writes the same block. `<` is escaped so no value can end
 * the block; a page without </head> is returned as it is (start-up then asks /config).
 */
export function pageWithConfig(html: string, config: Record<string, unknown>): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}<script type="application/json" id="portal-config">${json}</script>${html.slice(at)}`;
}
