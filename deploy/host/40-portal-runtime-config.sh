#!/bin/sh
# Writes the host's run-time files before nginx starts (nginx image entrypoint hook), and again whenever
# 50-portal-policy-follows-remotes.sh sees a mounted file change:
#   /config        {"url","realm","clientId"} for keycloak-js, from KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_CLIENT_ID,
#                  plus "registryBranchSegment" (standalone registry detail route word) when REGISTRY_BRANCH_SEGMENT is set
#                  and "passwordChangePath" (the back end's password change action under /api/, decisions 0038, 0061)
#                  from PASSWORD_CHANGE_PATH, which is required; or a checked copy of PORTAL_CONFIG_FILE (a mounted
#                  file, Kubernetes), which must name passwordChangePath too
#   /remotes.json  either a checked copy of PORTAL_REMOTES_FILE, a mounted file ops edit to swap a cabinet version
#                  (compose's docker-compose.remotes-file.yml, the Kubernetes ConfigMap), or written from the variables
#                  REMOTE_LKK_URL … REMOTE_LKP_URL ({"LKK": "<mf-manifest.json URL>", ...}); a roll-out entry
#                  {"url","fallback","canary":{"url","percent"}} (docs/decisions/0042) when any of
#                  REMOTE_<SCOPE>_FALLBACK_URL, REMOTE_<SCOPE>_CANARY_URL + REMOTE_<SCOPE>_CANARY_PERCENT (0-100) is set.
#                  Never both: a mounted file is the one source of what users load, and a restart never overwrites it.
#   index.html     in PORTAL_PAGE_DIR (default /usr/share/nginx/page): the built page (PORTAL_HTML_DIR, default
#                  /usr/share/nginx/html) with the answers of /config and /remotes.json inside it, JSON data blocks
#                  before </head> that start-up reads instead of asking (decision 0048)
#   remotes-status.json  what users load now and from where; `remotes-refused` beside it while a changed mounted file
#                  is refused (nginx then answers /health/remotes with 503)
#   resolver.conf  the name server nginx asks for the back ends' addresses at request time
#   forwarded-scheme.conf  the scheme and host[:port] browsers use (KEYCLOAK_URL's), sent to the back ends as
#                  X-Forwarded-Proto, Host and X-Forwarded-Host
#   security-headers.conf  the nginx snippet with the Content-Security-Policy of deploy/security, its remote origins
#                  those of every URL users may load (url, fallback, canary of each entry) and its identity provider
#                  origin KEYCLOAK_URL's
# Every value is checked before anything is written, with the host's own rules for remotes.json (remotes-rules.jq):
# a bad one stops the script with an ERROR line naming it and leaves the files in force as they were (fail closed).
# The new snippets go in only when `nginx -t` (PORTAL_NGINX_TEST) takes them, else the previous ones are put back;
# the page and the served JSON files are written after that, never before.
# A REMOTE_*_URL may name the manifest itself (…/mf-manifest.json) or the remote's base URL.
# No pipeline here may hide a failure: Debian's sh (dash) has no `set -o pipefail`, so a value is worked on by one command
# at a time (or by shell expansions), each of whose failures stops the script under `set -e`.
set -eu

OUT_DIR="${PORTAL_RUNTIME_DIR:-/usr/share/nginx/runtime}"
SNIPPETS_DIR="${PORTAL_SNIPPETS_DIR:-/etc/nginx/snippets}"
CSP_TEMPLATE="${PORTAL_CSP_TEMPLATE:-/etc/nginx/portal/content-security-policy.template}"
# The image keeps the rules in /etc/nginx/portal (Dockerfile); run from a checkout, they lie beside this script.
RULES="${PORTAL_REMOTES_RULES:-/etc/nginx/portal/remotes-rules.jq}"
[ -r "$RULES" ] || [ -n "${PORTAL_REMOTES_RULES:-}" ] || RULES="$(dirname "$0")/remotes-rules.jq"
HTML_DIR="${PORTAL_HTML_DIR:-/usr/share/nginx/html}"
PAGE_DIR="${PORTAL_PAGE_DIR:-/usr/share/nginx/page}"
SCOPES="LKK LKD LKA LKP"
SNIPPETS="forwarded-scheme.conf resolver.conf security-headers.conf"
# What checks nginx's whole configuration with the new snippets in place (the image's nginx; a test names its own).
NGINX_TEST="${PORTAL_NGINX_TEST:-nginx -t -q}"

fail() {
  echo "$0: ERROR: $*" >&2
  exit 1
}

# Lower case, by one command reading a here-document (no pipeline).
lower() {
  tr 'A-Z' 'a-z' <<EOF
$1
EOF
}

# A finished copy renamed into place (nginx never reads half a file); a failed copy or rename stops the script.
place() {
  cp "$1" "$2.new" || fail "could not write $2"
  mv "$2.new" "$2" || fail "could not write $2"
}

command -v jq >/dev/null 2>&1 || fail "jq is missing: the image installs it to check remotes.json with the host's rules"
[ -r "$RULES" ] || fail "the remotes.json rules $RULES cannot be read"
mkdir -p "$OUT_DIR" "$SNIPPETS_DIR" "$PAGE_DIR"
# Everything is written here first and moved into place only once all of it is checked.
STAGE="$(mktemp -d "$OUT_DIR/.stage.XXXXXX")"
trap 'rm -rf "$STAGE"' EXIT

# ---- KEYCLOAK_URL: the portal's public origin (the identity provider is under /keycloak). ----
# Only a plain http(s) URL: its origin goes into the page policy and its host into nginx's headers, so quotes,
# user info, `$` or spaces could change either.
[ -n "${KEYCLOAK_URL:-}" ] || fail "KEYCLOAK_URL is not set (e.g. https://portal.example.com/keycloak)"
printf '%s' "$KEYCLOAK_URL" | grep -Eq '^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[A-Za-z0-9._~/%-]*)?$' \
  || fail "KEYCLOAK_URL must be a plain http(s)://host[:port][/path] URL (got $KEYCLOAK_URL)"
[ "$(printf '%s\n' "$KEYCLOAK_URL" | wc -l)" -eq 1 ] || fail "KEYCLOAK_URL must be one line"
scheme="$(lower "${KEYCLOAK_URL%%://*}")"
public_authority="${KEYCLOAK_URL#*://}"
public_authority="$(lower "${public_authority%%/*}")"
portal_host="${public_authority%%:*}"
idp_origin="$scheme://$public_authority"

# ---- /config ----
# The password change action's path (spec §7 shows none): required, with the host's own rule
# (host/src/password/passwordChangeAction.ts): path segments of letters, digits, _ - . or {scope}, no . or .. segment.
check_password_path() {
  jq -n -e --arg path "$2" '$path | sub("^/+"; "") | sub("^api/"; "")
      | test("\\A([A-Za-z0-9_.-]+|\\{scope\\})(/([A-Za-z0-9_.-]+|\\{scope\\}))*\\z") and (split("/") | all(. != "." and . != ".."))' >/dev/null \
    || fail "$1 must be the back end's password change action, a path under /api/ such as v2/user/changePassword or {scope}/user/change-password (got '$2'); nothing was changed"
}
if [ -n "${PORTAL_CONFIG_FILE:-}" ]; then
  [ -r "$PORTAL_CONFIG_FILE" ] || fail "PORTAL_CONFIG_FILE $PORTAL_CONFIG_FILE cannot be read"
  problem="$(jq -r -n '[inputs] | if length != 1 or (.[0] | type) != "object" then "must be one JSON object"
      else .[0] | [("url", "realm", "clientId") as $key | select((.[$key] | type) != "string" or .[$key] == "") | "needs \"\($key)\" as a non-empty string"]
        + [("registryBranchSegment", "passwordChangePath") as $key | select(has($key) and (.[$key] | type) != "string") | "\"\($key)\" must be a string"] | .[0] // empty end' \
    < "$PORTAL_CONFIG_FILE" 2>&1)" || problem="is not JSON: $problem"
  [ -z "$problem" ] || fail "PORTAL_CONFIG_FILE $PORTAL_CONFIG_FILE $problem; nothing was changed"
  check_password_path "passwordChangePath of PORTAL_CONFIG_FILE $PORTAL_CONFIG_FILE" "$(jq -r '.passwordChangePath // ""' "$PORTAL_CONFIG_FILE")"
  jq -c . "$PORTAL_CONFIG_FILE" > "$STAGE/config.json"
else
  [ -n "${PASSWORD_CHANGE_PATH:-}" ] || fail "PASSWORD_CHANGE_PATH is not set: name the back end's password change action under /api/ (e.g. v2/user/changePassword; decision 0061)"
  check_password_path PASSWORD_CHANGE_PATH "$PASSWORD_CHANGE_PATH"
  jq -n -c --arg url "$KEYCLOAK_URL" --arg realm "${KEYCLOAK_REALM:-portal}" --arg clientId "${KEYCLOAK_CLIENT_ID:-portal-web}" \
    --arg branch "${REGISTRY_BRANCH_SEGMENT:-}" --arg password "$PASSWORD_CHANGE_PATH" \
    '{url: $url, realm: $realm, clientId: $clientId, passwordChangePath: $password}
      + (if $branch == "" then {} else {registryBranchSegment: $branch} end)' > "$STAGE/config.json"
fi

# ---- /remotes.json ----
manifest_url() {
  case "$1" in
    *.json) printf '%s' "$1" ;;
    *) printf '%s/mf-manifest.json' "${1%/}" ;;
  esac
}

# One REMOTE_* URL variable by the host's rules, so the refusal names the variable, not the entry it would become.
check_remote_variable() {
  jq -n -c --arg url "$(manifest_url "$2")" '{LKK: $url}' > "$STAGE/variable.json"
  problem="$(jq -r -n -f "$RULES" < "$STAGE/variable.json" 2>&1)" || problem="could not be checked: $problem"
  [ -z "$problem" ] || fail "$1 ${problem#LKK }; nothing was changed"
}

remote_variables=""
for scope in $SCOPES; do
  for suffix in URL FALLBACK_URL CANARY_URL CANARY_PERCENT; do
    [ -z "$(printenv "REMOTE_${scope}_${suffix}" || true)" ] || remote_variables="${remote_variables:+$remote_variables }REMOTE_${scope}_${suffix}"
  done
done

if [ -n "${PORTAL_REMOTES_FILE:-}" ]; then
  [ -z "$remote_variables" ] || fail "PORTAL_REMOTES_FILE ($PORTAL_REMOTES_FILE) and $remote_variables are both set: the mounted file is what users load, so the variables would be silently ignored. Unset them (docker-compose.remotes-file.yml does) or drop PORTAL_REMOTES_FILE."
  [ -r "$PORTAL_REMOTES_FILE" ] || fail "PORTAL_REMOTES_FILE $PORTAL_REMOTES_FILE cannot be read"
  remotes_source="$PORTAL_REMOTES_FILE"
  cp "$PORTAL_REMOTES_FILE" "$STAGE/remotes.source"
else
  remotes_source="the REMOTE_* variables"
  entries='{}'
  for scope in $SCOPES; do
    value="$(printenv "REMOTE_${scope}_URL" || true)"
    fallback="$(printenv "REMOTE_${scope}_FALLBACK_URL" || true)"
    canary="$(printenv "REMOTE_${scope}_CANARY_URL" || true)"
    percent="$(printenv "REMOTE_${scope}_CANARY_PERCENT" || true)"
    if [ -z "$value" ]; then
      [ -z "$fallback$canary$percent" ] || fail "REMOTE_${scope}_FALLBACK_URL / _CANARY_URL / _CANARY_PERCENT need REMOTE_${scope}_URL, the version most users get"
      continue
    fi
    check_remote_variable "REMOTE_${scope}_URL" "$value"
    [ -z "$fallback" ] || check_remote_variable "REMOTE_${scope}_FALLBACK_URL" "$fallback"
    [ -z "$canary" ] || check_remote_variable "REMOTE_${scope}_CANARY_URL" "$canary"
    if [ -n "$canary$percent" ]; then
      { [ -n "$canary" ] && [ -n "$percent" ]; } || fail "REMOTE_${scope}_CANARY_URL and REMOTE_${scope}_CANARY_PERCENT go together (got URL '$canary', percent '$percent')"
      case "$percent" in
        *[!0-9]*) fail "REMOTE_${scope}_CANARY_PERCENT must be a whole number from 0 to 100 (got '$percent')" ;;
      esac
      # Leading zeros dropped: 010 is ten, not eight.
      percent="$(printf '%s' "$percent" | sed 's/^0*//')"
      [ -n "$percent" ] || percent=0
      { [ "${#percent}" -le 3 ] && [ "$percent" -le 100 ]; } || fail "REMOTE_${scope}_CANARY_PERCENT must be a whole number from 0 to 100 (got '$percent')"
    fi
    entries="$(jq -n -c --argjson entries "$entries" --arg scope "$scope" --arg url "$(manifest_url "$value")" \
      --arg fallback "$([ -z "$fallback" ] || manifest_url "$fallback")" --arg canary "$([ -z "$canary" ] || manifest_url "$canary")" --arg percent "$percent" \
      '$entries | .[$scope] = (if $fallback == "" and $canary == "" then $url
        else {url: $url} + (if $fallback == "" then {} else {fallback: $fallback} end)
          + (if $canary == "" then {} else {canary: {url: $canary, percent: ($percent | tonumber)}} end) end)')"
  done
  printf '%s\n' "$entries" > "$STAGE/remotes.source"
fi

# The host's own rules, in the same words as its error.
problem="$(jq -r -n -f "$RULES" < "$STAGE/remotes.source" 2>&1)" || problem="is not JSON: $problem"
if [ -n "${PORTAL_REMOTES_FILE:-}" ]; then
  [ -z "$problem" ] || fail "PORTAL_REMOTES_FILE $remotes_source $problem; nothing was changed, users keep what they load now"
else
  [ -z "$problem" ] || fail "$remotes_source $problem; nothing was changed, users keep what they load now"
fi
# Each URL's origin goes into the page policy. Cookies are scoped by host name, not port: a remote on the portal's host
# name (any port) could read the portal's token cookies, so each remote needs a host name of its own.
remote_origins=""
add_origin() {
  case "$1" in
    http://* | https://* | HTTP://* | HTTPS://*) ;;
    *) return 0 ;;
  esac
  # Checked by the rules above: scheme://host[:port] then a path or query (no user info, no IPv6 brackets).
  authority="${1#*://}"
  authority="${authority%%[/?]*}"
  origin="$(lower "${1%%://*}://$authority")"
  host="${origin#*://}"
  host="${host%%:*}"
  if [ "$host" = "$portal_host" ]; then
    fail "$2 ($1) is on the portal's host name $portal_host (KEYCLOAK_URL): a page served there, on any port, can read the portal's token cookies. Serve each remote on a host name of its own (for example lkk.$portal_host, see docker-compose.yml) and name it there; nothing was changed."
  fi
  case " $remote_origins " in *" $origin "*) ;; *) remote_origins="${remote_origins:+$remote_origins }$origin" ;; esac
}
if [ -n "${PORTAL_REMOTES_FILE:-}" ]; then
  # No file name expansion of the URLs (a `?` is a URL character).
  urls="$(jq -r '.[] | if type == "string" then . else (.url, .fallback // empty, .canary.url // empty) end' "$STAGE/remotes.source")"
  set -f
  for url in $urls; do
    add_origin "$url" "PORTAL_REMOTES_FILE: a URL of $PORTAL_REMOTES_FILE"
  done
  set +f
else
  for scope in $SCOPES; do
    for suffix in URL FALLBACK_URL CANARY_URL; do
      value="$(printenv "REMOTE_${scope}_${suffix}" || true)"
      [ -z "$value" ] || add_origin "$value" "REMOTE_${scope}_${suffix}"
    done
  done
fi
# While the follow script swaps a file in (50-portal-policy-follows-remotes.sh), the policy first also allows what is
# served now (PORTAL_ALSO_ALLOW_REMOTES_FILE): pages written before and after the swap both load under it.
if [ -n "${PORTAL_ALSO_ALLOW_REMOTES_FILE:-}" ] && [ -r "$PORTAL_ALSO_ALLOW_REMOTES_FILE" ]; then
  # The served file, written by this script after its checks; one that cannot be read adds nothing.
  urls="$(jq -r '.[] | if type == "string" then . else (.url, .fallback // empty, .canary.url // empty) end' "$PORTAL_ALSO_ALLOW_REMOTES_FILE" 2>/dev/null)" || urls=""
  set -f
  for url in $urls; do
    add_origin "$url" "a URL served now ($PORTAL_ALSO_ALLOW_REMOTES_FILE)"
  done
  set +f
fi
[ "$(jq 'length' "$STAGE/remotes.source")" -gt 0 ] || echo "$0: $remotes_source names no cabinet; no cabinet can load" >&2
jq -c . "$STAGE/remotes.source" > "$STAGE/remotes.json"

# ---- The page with the answers of /config and /remotes.json inside it (decision 0048) ----
# JSON data blocks before </head>; `<` is written \u003c, so no value can end a block. awk takes the JSON from the
# environment (ENVIRON), which, unlike -v, leaves backslashes alone. Both files are one line (jq -c).
grep -q '</head>' "$HTML_DIR/index.html" 2>/dev/null || fail "$HTML_DIR/index.html is missing or has no </head> to put /config's answer before"
config_json="$(sed 's/</\\u003c/g' "$STAGE/config.json")"
remotes_json="$(sed 's/</\\u003c/g' "$STAGE/remotes.json")"
PORTAL_CONFIG_JSON="$config_json" PORTAL_REMOTES_JSON="$remotes_json" awk '
  !done && (at = index($0, "</head>")) {
    $0 = substr($0, 1, at - 1) \
      "<script type=\"application/json\" id=\"portal-config\">" ENVIRON["PORTAL_CONFIG_JSON"] "</script>" \
      "<script type=\"application/json\" id=\"portal-remotes\">" ENVIRON["PORTAL_REMOTES_JSON"] "</script>" \
      substr($0, at)
    done = 1
  }
  { print }
' "$HTML_DIR/index.html" > "$STAGE/index.html"

# ---- nginx snippets ----
# The public host[:port] the back ends are told (Host, X-Forwarded-Host): the portal's own, never the client's Host.
printf 'set $portal_forwarded_proto "%s";\nset $portal_public_host "%s";\n' "$scheme" "$public_authority" > "$STAGE/forwarded-scheme.conf"

# The name server nginx asks for the back ends' addresses at request time (default.conf.template names them
# through variables): PORTAL_RESOLVER, else the first of the container's resolv.conf (Docker's 127.0.0.11, the
# cluster DNS in Kubernetes). An IPv6 address goes in brackets. Without one, only addresses given as IPs work.
resolver="${PORTAL_RESOLVER:-$(awk '$1 == "nameserver" { print $2; exit }' "${PORTAL_RESOLV_CONF:-/etc/resolv.conf}" 2>/dev/null)}"
# An IPv4 address: four numbers 0-255 (nginx would take anything else as a name to look up, and fail at start).
is_ipv4() {
  case "$1" in .* | *. | *..* | *[!0-9.]*) return 1 ;; esac
  saved_ifs="$IFS"
  IFS=.
  set -f
  # shellcheck disable=SC2086 # split on the dots on purpose
  set -- $1
  set +f
  IFS="$saved_ifs"
  [ "$#" -eq 4 ] || return 1
  for octet in "$@"; do
    { [ "${#octet}" -le 3 ] && [ "$octet" -le 255 ]; } || return 1
  done
}
case "$resolver" in
  '') printf '# No name server found: the upstreams must be IP addresses.\n' > "$STAGE/resolver.conf" ;;
  *[!0-9a-fA-F.:]*) fail "PORTAL_RESOLVER must be an IP address (got $resolver)" ;;
  *:*) printf 'resolver [%s] valid=10s;\n' "$resolver" > "$STAGE/resolver.conf" ;;
  *) is_ipv4 "$resolver" || fail "PORTAL_RESOLVER must be an IP address (got $resolver)"
    printf 'resolver %s valid=10s;\n' "$resolver" > "$STAGE/resolver.conf" ;;
esac

# The policy: the template with the origins filled in by awk (no sed replacement text to escape). Every origin was
# checked above; what comes out must still be one header value nginx takes literally, or nothing is written.
[ -r "$CSP_TEMPLATE" ] || fail "the page policy template $CSP_TEMPLATE cannot be read"
# Spaces left by an empty token are squeezed in the same awk (no pipeline to hide its failure).
policy="$(PORTAL_REMOTE_ORIGINS="$remote_origins" PORTAL_IDP_ORIGIN="$idp_origin" awk '
  function replace_all(text, token, value,   out, at) {
    out = ""
    while ((at = index(text, token)) > 0) { out = out substr(text, 1, at - 1) value; text = substr(text, at + length(token)) }
    return out text
  }
  {
    line = replace_all(replace_all($0, "{{REMOTE_ORIGINS}}", ENVIRON["PORTAL_REMOTE_ORIGINS"]), "{{IDP_ORIGIN}}", ENVIRON["PORTAL_IDP_ORIGIN"])
    gsub(/ +/, " ", line); gsub(/ ;/, ";", line); sub(/[ \t]+$/, "", line)
    print line
  }
' "$CSP_TEMPLATE")"
case "$policy" in
  '' | *'"'* | *'$'* | *'\'* | *'{{'* | *"
"*) fail "the page policy came out empty or with a character nginx would not take literally; nothing was changed" ;;
esac
# nginx drops server-level add_header in a location that adds its own: every location includes this snippet.
# $portal_hsts comes from a map in default.conf: HSTS only when the request came over https.
cat > "$STAGE/security-headers.conf" <<SNIPPET
add_header Content-Security-Policy "$policy" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" always;
add_header Strict-Transport-Security \$portal_hsts always;
SNIPPET

# What users load now, for ops and monitoring (/health/remotes).
jq -n -c --arg source "$remotes_source" --arg at "$(date -u +%Y-%m-%dT%H:%M:%SZ)" --slurpfile remotes "$STAGE/remotes.json" \
  '{state: "ok", source: $source, since: $at, remotes: $remotes[0]}' > "$STAGE/remotes-status.json"

# ---- Everything checked: the snippets into place, each file by a rename (nginx never serves half a file). ----
# Then nginx checks its whole configuration with them; refused, the previous snippets go back (none at a first start)
# and nothing else is written, so neither a reload nor the next start meets them.
mkdir "$STAGE/previous"
for file in $SNIPPETS; do
  [ ! -f "$SNIPPETS_DIR/$file" ] || cp -p "$SNIPPETS_DIR/$file" "$STAGE/previous/$file" || fail "could not keep $SNIPPETS_DIR/$file aside"
done
for file in $SNIPPETS; do
  place "$STAGE/$file" "$SNIPPETS_DIR/$file"
done
if ! tested="$($NGINX_TEST 2>&1)"; then
  for file in $SNIPPETS; do
    if [ -f "$STAGE/previous/$file" ]; then place "$STAGE/previous/$file" "$SNIPPETS_DIR/$file"; else rm -f "$SNIPPETS_DIR/$file"; fi
  done
  fail "nginx -t refused the configuration with the new snippets ($tested); the previous ones were put back and nothing else was changed"
fi
# PORTAL_WRITE=snippets writes the nginx snippets alone (the follow script's first step, before its first reload).
if [ "${PORTAL_WRITE:-all}" = snippets ]; then
  echo "$0: checked $remotes_source; wrote the snippets in $SNIPPETS_DIR only"
  exit 0
fi
place "$STAGE/config.json" "$OUT_DIR/config.json"
place "$STAGE/remotes.json" "$OUT_DIR/remotes.json"
place "$STAGE/remotes-status.json" "$OUT_DIR/remotes-status.json"
rm -f "$OUT_DIR/remotes-refused"
place "$STAGE/index.html" "$PAGE_DIR/index.html"

echo "$0: users load $(jq -c . "$OUT_DIR/remotes.json") (from $remotes_source); wrote $OUT_DIR/config.json, $PAGE_DIR/index.html, $OUT_DIR/remotes.json and the snippets in $SNIPPETS_DIR"
