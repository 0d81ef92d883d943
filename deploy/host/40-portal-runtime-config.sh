#!/bin/sh
# Writes the host's run-time files from the environment before nginx starts (nginx image entrypoint hook):
#   /config        {"url","realm","clientId"} for keycloak-js, from KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_CLIENT_ID,
#                  plus "registryBranchSegment" (standalone registry detail route word) when REGISTRY_BRANCH_SEGMENT is set
#   /remotes.json  {"LKK": "<mf-manifest.json URL>", ...} from REMOTE_LKK_URL, REMOTE_LKD_URL, REMOTE_LKA_URL, REMOTE_LKP_URL
# A REMOTE_*_URL may name the manifest itself (…/mf-manifest.json) or the remote's base URL.
set -eu

OUT_DIR="${PORTAL_RUNTIME_DIR:-/usr/share/nginx/runtime}"
mkdir -p "$OUT_DIR"

# JSON string with backslashes and double quotes escaped.
json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
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
for scope in LKK LKD LKA LKP; do
  value="$(printenv "REMOTE_${scope}_URL" || true)"
  [ -n "$value" ] || continue
  entry="$(json_string "$scope"):$(json_string "$(manifest_url "$value")")"
  entries="${entries:+$entries,}$entry"
done
if [ -z "$entries" ]; then
  echo "$0: no REMOTE_LKK_URL / REMOTE_LKD_URL / REMOTE_LKA_URL / REMOTE_LKP_URL set; no cabinet can load" >&2
fi
printf '{%s}\n' "$entries" > "$OUT_DIR/remotes.json"

echo "$0: wrote $OUT_DIR/config.json and $OUT_DIR/remotes.json"
