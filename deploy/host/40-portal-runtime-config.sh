#!/bin/sh
# Writes the host's run-time files from the environment before nginx starts (nginx image entrypoint hook):
#   /config        {"url","realm","clientId"} for keycloak-js, from KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_CLIENT_ID,
#                  plus "registryBranchSegment" (standalone registry detail route word) when REGISTRY_BRANCH_SEGMENT is set
#   /remotes.json  {"LKK": "<mf-manifest.json URL>", ...} from REMOTE_LKK_URL, REMOTE_LKD_URL, REMOTE_LKA_URL, REMOTE_LKP_URL
#   forwarded-scheme.conf  the scheme and host[:port] browsers use (KEYCLOAK_URL's), sent to the back ends as
#                  X-Forwarded-Proto, Host and X-Forwarded-Host
#   security-headers.conf  the nginx snippet with the Content-Security-Policy of deploy/security, its remote origins
#                  taken from the same REMOTE_*_URL and its identity provider origin from KEYCLOAK_URL
# A REMOTE_*_URL may name the manifest itself (…/mf-manifest.json) or the remote's base URL.
set -eu

OUT_DIR="${PORTAL_RUNTIME_DIR:-/usr/share/nginx/runtime}"
SNIPPETS_DIR="${PORTAL_SNIPPETS_DIR:-/etc/nginx/snippets}"
CSP_TEMPLATE="${PORTAL_CSP_TEMPLATE:-/etc/nginx/portal/content-security-policy.template}"
mkdir -p "$OUT_DIR" "$SNIPPETS_DIR"

# JSON string with backslashes and double quotes escaped.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# scheme://host[:port] of a URL.
origin_of() {
  printf '%s' "$1" | sed -E 's#^([A-Za-z][A-Za-z0-9+.-]*://[^/?]+).*#\1#'
}

# host name of a URL, lower case, without port or user info.
host_of() {
  printf '%s' "$1" | sed -E 's#^[A-Za-z][A-Za-z0-9+.-]*://([^/?@]*@)?(\[[^]]*\]|[^/?:]*).*#\2#' | tr 'A-Z' 'a-z'
}

manifest_url() {
  case "$1" in
    *.json) printf '%s' "$1" ;;
    *) printf '%s/mf-manifest.json' "${1%/}" ;;
  esac
}

if [ -z "${KEYCLOAK_URL:-}" ]; then
  echo "$0: KEYCLOAK_URL is not set (e.g. https://portal.example.com/keycloak)" >&2
  exit 1
fi

branch_field=""
[ -z "${REGISTRY_BRANCH_SEGMENT:-}" ] || branch_field=",\"registryBranchSegment\":$(json_string "$REGISTRY_BRANCH_SEGMENT")"
printf '{"url":%s,"realm":%s,"clientId":%s%s}\n' \
  "$(json_string "$KEYCLOAK_URL")" \
  "$(json_string "${KEYCLOAK_REALM:-portal}")" \
  "$(json_string "${KEYCLOAK_CLIENT_ID:-portal-web}")" \
  "$branch_field" > "$OUT_DIR/config.json"

entries=""
remote_origins=""
portal_host="$(host_of "$KEYCLOAK_URL")"
for scope in LKK LKD LKA LKP; do
  value="$(printenv "REMOTE_${scope}_URL" || true)"
  [ -n "$value" ] || continue
  # Cookies are scoped by host name, not port: a remote on the portal's host name (another port) could read the
  # portal's token cookies. Each remote needs a host name of its own.
  if [ "$(host_of "$value")" = "$portal_host" ]; then
    echo "$0: REMOTE_${scope}_URL ($value) is on the portal's host name $portal_host (KEYCLOAK_URL): a page served there, on any port, can read the portal's token cookies. Serve each remote on a host name of its own (for example $(printf '%s' "$scope" | tr 'A-Z' 'a-z').$portal_host, see docker-compose.yml) and set REMOTE_${scope}_URL to it." >&2
    exit 1
  fi
  entry="$(json_string "$scope"):$(json_string "$(manifest_url "$value")")"
  entries="${entries:+$entries,}$entry"
  origin="$(origin_of "$value")"
  case " $remote_origins " in *" $origin "*) ;; *) remote_origins="${remote_origins:+$remote_origins }$origin" ;; esac
done
if [ -z "$entries" ]; then
  echo "$0: no REMOTE_LKK_URL / REMOTE_LKD_URL / REMOTE_LKA_URL / REMOTE_LKP_URL set; no cabinet can load" >&2
fi
printf '{%s}\n' "$entries" > "$OUT_DIR/remotes.json"

# The portal and its identity provider share one public origin (the IdP is under /keycloak): its scheme is the one
# browsers use. A client's own X-Forwarded-Proto is never believed.
scheme="$(printf '%s' "$KEYCLOAK_URL" | sed -E 's#^([A-Za-z][A-Za-z0-9+.-]*)://.*#\1#' | tr 'A-Z' 'a-z')"
case "$scheme" in
  http|https) ;;
  *) echo "$0: KEYCLOAK_URL must start with http:// or https:// (got $KEYCLOAK_URL)" >&2; exit 1 ;;
esac
# The public host[:port] the back ends are told (Host, X-Forwarded-Host): the portal's own, never the client's Host.
public_authority="$(printf '%s' "$KEYCLOAK_URL" | sed -E 's#^[A-Za-z][A-Za-z0-9+.-]*://([^/?@]*@)?([^/?]*).*#\2#' | tr 'A-Z' 'a-z')"
case "$public_authority" in
  ''|*[!a-z0-9.:\[\]-]*) echo "$0: KEYCLOAK_URL has no usable host name (got $KEYCLOAK_URL)" >&2; exit 1 ;;
esac
printf 'set $portal_forwarded_proto "%s";\nset $portal_public_host "%s";\n' "$scheme" "$public_authority" > "$SNIPPETS_DIR/forwarded-scheme.conf"

idp_origin="$(origin_of "$KEYCLOAK_URL")"
policy="$(sed -e "s#{{REMOTE_ORIGINS}}#${remote_origins}#g" -e "s#{{IDP_ORIGIN}}#${idp_origin}#g" "$CSP_TEMPLATE" | tr -s ' ' | sed -e 's/ ;/;/g' -e 's/[[:space:]]*$//')"
# nginx drops server-level add_header in a location that adds its own: every location includes this snippet.
# $portal_hsts comes from a map in default.conf: HSTS only when the request came over https.
cat > "$SNIPPETS_DIR/security-headers.conf" <<SNIPPET
add_header Content-Security-Policy "$policy" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" always;
add_header Strict-Transport-Security \$portal_hsts always;
SNIPPET

echo "$0: wrote $OUT_DIR/config.json, $OUT_DIR/remotes.json, $SNIPPETS_DIR/forwarded-scheme.conf and $SNIPPETS_DIR/security-headers.conf"
