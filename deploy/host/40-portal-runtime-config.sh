#!/bin/sh
# Writes the host's run-time files from the environment before nginx starts (nginx image entrypoint hook):
#   /config        {"url","realm","clientId"} for keycloak-js, from KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_CLIENT_ID,
#                  plus "registryBranchSegment" (standalone registry detail route word) when REGISTRY_BRANCH_SEGMENT is set
#                  and "passwordChangePath" (the back end's password change action under /api/, decision 0038) when
#                  PASSWORD_CHANGE_PATH is set
#   index.html     in PORTAL_PAGE_DIR (default /usr/share/nginx/page): the built page (PORTAL_HTML_DIR, default
#                  /usr/share/nginx/html) with the answers of /config and /remotes.json inside it, JSON data blocks
#                  before </head> that start-up reads instead of asking (decision 0048); the answers are the files
#                  below, or PORTAL_CONFIG_FILE / PORTAL_REMOTES_FILE where nginx serves them from (Kubernetes)
#   /remotes.json  {"LKK": "<mf-manifest.json URL>", ...} from REMOTE_LKK_URL, REMOTE_LKD_URL, REMOTE_LKA_URL, REMOTE_LKP_URL;
#                  a roll-out entry {"url","fallback","canary":{"url","percent"}} (docs/decisions/0042) when any of
#                  REMOTE_<SCOPE>_FALLBACK_URL, REMOTE_<SCOPE>_CANARY_URL + REMOTE_<SCOPE>_CANARY_PERCENT (0-100) is set
#   resolver.conf  the name server nginx asks for the back ends' addresses at request time
#   forwarded-scheme.conf  the scheme and host[:port] browsers use (KEYCLOAK_URL's), sent to the back ends as
#                  X-Forwarded-Proto, Host and X-Forwarded-Host
#   security-headers.conf  the nginx snippet with the Content-Security-Policy of deploy/security, its remote origins
#                  taken from the same REMOTE_*_URL (or every URL of PORTAL_REMOTES_FILE, the Kubernetes ConfigMap's
#                  remotes.json) and its identity provider origin from KEYCLOAK_URL
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
password_field=""
[ -z "${PASSWORD_CHANGE_PATH:-}" ] || password_field=",\"passwordChangePath\":$(json_string "$PASSWORD_CHANGE_PATH")"
printf '{"url":%s,"realm":%s,"clientId":%s%s%s}\n' \
  "$(json_string "$KEYCLOAK_URL")" \
  "$(json_string "${KEYCLOAK_REALM:-portal}")" \
  "$(json_string "${KEYCLOAK_CLIENT_ID:-portal-web}")" \
  "$branch_field" "$password_field" > "$OUT_DIR/config.json"


entries=""
remote_origins=""
portal_host="$(host_of "$KEYCLOAK_URL")"
# Every URL of an entry (url, fallback, canary): its origin goes into the page policy, and it must not share the
# portal's host name. Cookies are scoped by host name, not port: a remote on the portal's host name (another port)
# could read the portal's token cookies, so each remote needs a host name of its own.
add_remote_origin() {
  if [ "$(host_of "$1")" = "$portal_host" ]; then
    echo "$0: $2 ($1) is on the portal's host name $portal_host (KEYCLOAK_URL): a page served there, on any port, can read the portal's token cookies. Serve each remote on a host name of its own (for example lkk.$portal_host, see docker-compose.yml) and name it there." >&2
    exit 1
  fi
  origin="$(origin_of "$1")"
  case " $remote_origins " in *" $origin "*) ;; *) remote_origins="${remote_origins:+$remote_origins }$origin" ;; esac
}
for scope in LKK LKD LKA LKP; do
  value="$(printenv "REMOTE_${scope}_URL" || true)"
  fallback="$(printenv "REMOTE_${scope}_FALLBACK_URL" || true)"
  canary="$(printenv "REMOTE_${scope}_CANARY_URL" || true)"
  percent="$(printenv "REMOTE_${scope}_CANARY_PERCENT" || true)"
  if [ -z "$value" ]; then
    if [ -n "$fallback$canary$percent" ]; then
      echo "$0: REMOTE_${scope}_FALLBACK_URL / _CANARY_URL / _CANARY_PERCENT need REMOTE_${scope}_URL, the version most users get" >&2
      exit 1
    fi
    continue
  fi
  add_remote_origin "$value" "REMOTE_${scope}_URL"
  if [ -z "$fallback$canary$percent" ]; then
    entry="$(json_string "$(manifest_url "$value")")"
  else
    entry="\"url\":$(json_string "$(manifest_url "$value")")"
    if [ -n "$fallback" ]; then
      entry="$entry,\"fallback\":$(json_string "$(manifest_url "$fallback")")"
      add_remote_origin "$fallback" "REMOTE_${scope}_FALLBACK_URL"
    fi
    if [ -n "$canary$percent" ]; then
      if [ -z "$canary" ] || [ -z "$percent" ]; then
        echo "$0: REMOTE_${scope}_CANARY_URL and REMOTE_${scope}_CANARY_PERCENT go together (got URL '$canary', percent '$percent')" >&2
        exit 1
      fi
      case "$percent" in
        ''|*[!0-9]*) bad_percent=1 ;;
        *)
          # Leading zeros dropped: sh would read 010 as octal.
          percent="$(printf '%s' "$percent" | sed 's/^0*//')"
          [ -n "$percent" ] || percent=0
          bad_percent=0
          { [ "${#percent}" -le 3 ] && [ "$percent" -le 100 ]; } || bad_percent=1
          ;;
      esac
      if [ "$bad_percent" = 1 ]; then
        echo "$0: REMOTE_${scope}_CANARY_PERCENT must be a whole number from 0 to 100 (got '$percent')" >&2
        exit 1
      fi
      entry="$entry,\"canary\":{\"url\":$(json_string "$(manifest_url "$canary")"),\"percent\":$percent}"
      add_remote_origin "$canary" "REMOTE_${scope}_CANARY_URL"
    fi
    entry="{$entry}"
  fi
  entries="${entries:+$entries,}$(json_string "$scope"):$entry"
done
# Kubernetes serves /remotes.json from a ConfigMap (PORTAL_REMOTES_FILE): the page policy names exactly the origins of
# the URLs in it (url, fallback, canary of every entry), and 50-portal-policy-follows-remotes.sh rewrites the policy
# and reloads nginx when ops swap a version there. Every one must have a host name other than the portal's.
if [ -n "${PORTAL_REMOTES_FILE:-}" ]; then
  if [ ! -r "$PORTAL_REMOTES_FILE" ]; then
    echo "$0: PORTAL_REMOTES_FILE $PORTAL_REMOTES_FILE cannot be read" >&2
    exit 1
  fi
  for url in $(grep -oE '"https?:(\\?/){2}[^"]+"' "$PORTAL_REMOTES_FILE" | tr -d '"' | sed 's#\\/#/#g'); do
    add_remote_origin "$url" "a URL of $PORTAL_REMOTES_FILE"
  done
  if [ -z "$remote_origins" ]; then
    echo "$0: $PORTAL_REMOTES_FILE names no cabinet URL; no cabinet can load" >&2
  fi
elif [ -z "$entries" ]; then
  echo "$0: no REMOTE_LKK_URL / REMOTE_LKD_URL / REMOTE_LKA_URL / REMOTE_LKP_URL set; no cabinet can load" >&2
fi
printf '{%s}\n' "$entries" > "$OUT_DIR/remotes.json"

# The page with the answers of /config and /remotes.json inside it (decision 0048), as JSON data blocks before </head>.
# `<` is written \u003c, so no value can end a block. awk takes the JSON from the environment (ENVIRON), which, unlike
# -v, leaves backslashes alone. Written beside and then moved, so nginx never serves half a page.
HTML_DIR="${PORTAL_HTML_DIR:-/usr/share/nginx/html}"
PAGE_DIR="${PORTAL_PAGE_DIR:-/usr/share/nginx/page}"
CONFIG_FOR_PAGE="${PORTAL_CONFIG_FILE:-$OUT_DIR/config.json}"
REMOTES_FOR_PAGE="${PORTAL_REMOTES_FILE:-$OUT_DIR/remotes.json}"
if ! grep -q '</head>' "$HTML_DIR/index.html" 2>/dev/null; then
  echo "$0: $HTML_DIR/index.html is missing or has no </head> to put /config's answer before" >&2
  exit 1
fi
if [ ! -r "$CONFIG_FOR_PAGE" ]; then
  echo "$0: PORTAL_CONFIG_FILE $CONFIG_FOR_PAGE cannot be read" >&2
  exit 1
fi
page_json() {
  tr -d '\n' < "$1" | sed 's/</\\u003c/g'
}
mkdir -p "$PAGE_DIR"
PORTAL_CONFIG_JSON="$(page_json "$CONFIG_FOR_PAGE")" PORTAL_REMOTES_JSON="$(page_json "$REMOTES_FOR_PAGE")" awk '
  !done && (at = index($0, "</head>")) {
    $0 = substr($0, 1, at - 1) \
      "<script type=\"application/json\" id=\"portal-config\">" ENVIRON["PORTAL_CONFIG_JSON"] "</script>" \
      "<script type=\"application/json\" id=\"portal-remotes\">" ENVIRON["PORTAL_REMOTES_JSON"] "</script>" \
      substr($0, at)
    done = 1
  }
  { print }
' "$HTML_DIR/index.html" > "$PAGE_DIR/index.html.new"
mv "$PAGE_DIR/index.html.new" "$PAGE_DIR/index.html"

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

# The name server nginx asks for the back ends' addresses at request time (default.conf.template names them
# through variables): PORTAL_RESOLVER, else the first of the container's resolv.conf (Docker's 127.0.0.11, the
# cluster DNS in Kubernetes). An IPv6 address goes in brackets. Without one, only addresses given as IPs work.
resolver="${PORTAL_RESOLVER:-$(awk '$1 == "nameserver" { print $2; exit }' "${PORTAL_RESOLV_CONF:-/etc/resolv.conf}" 2>/dev/null)}"
case "$resolver" in
  '') printf '# No name server found: the upstreams must be IP addresses.\n' > "$SNIPPETS_DIR/resolver.conf" ;;
  *[!0-9a-fA-F.:]*) echo "$0: PORTAL_RESOLVER must be an IP address (got $resolver)" >&2; exit 1 ;;
  *:*) printf 'resolver [%s] valid=10s;\n' "$resolver" > "$SNIPPETS_DIR/resolver.conf" ;;
  *) printf 'resolver %s valid=10s;\n' "$resolver" > "$SNIPPETS_DIR/resolver.conf" ;;
esac

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

echo "$0: wrote $OUT_DIR/config.json, $PAGE_DIR/index.html, $OUT_DIR/remotes.json, $SNIPPETS_DIR/forwarded-scheme.conf, $SNIPPETS_DIR/resolver.conf and $SNIPPETS_DIR/security-headers.conf"
