#!/bin/sh
# The images' entrypoint (Debian's nginx brings none): what the nginx image's entrypoint did for these images. When the
# command is nginx, each /etc/nginx/templates/<name>.template becomes /etc/nginx/conf.d/<name> with envsubst filling
# only the variables NGINX_ENVSUBST_FILTER matches (nginx's own $uri, $http_… stay), then the scripts of
# /docker-entrypoint.d run in name order (the host's start script, which fails closed, and its follow script). Any
# failure stops the container before nginx starts. The paths can be moved for a test (PORTAL_ENTRYPOINT_* below).
set -eu

TEMPLATES="${PORTAL_ENTRYPOINT_TEMPLATES:-/etc/nginx/templates}"
OUTPUT="${PORTAL_ENTRYPOINT_OUTPUT:-/etc/nginx/conf.d}"
HOOKS="${PORTAL_ENTRYPOINT_HOOKS:-/docker-entrypoint.d}"

fail() {
  echo "$0: ERROR: $*" >&2
  exit 1
}

if [ "${1:-}" = nginx ]; then
  [ -n "${NGINX_ENVSUBST_FILTER:-}" ] || fail "NGINX_ENVSUBST_FILTER is not set: the image names the variables its templates use"
  # "${A} ${B} ": the names of the environment the filter matches, the only ones envsubst replaces.
  names="$(awk 'END { for (name in ENVIRON) if (name ~ ENVIRON["NGINX_ENVSUBST_FILTER"]) printf "${%s} ", name }' < /dev/null)"
  for template in "$TEMPLATES"/*.template; do
    [ -f "$template" ] || continue
    target="$OUTPUT/$(basename "$template" .template)"
    envsubst "$names" < "$template" > "$target.new" || fail "could not fill $template"
    mv "$target.new" "$target"
  done
  for hook in "$HOOKS"/*.sh; do
    [ -f "$hook" ] || continue
    echo "$0: running $hook"
    sh "$hook" || fail "$hook failed; nginx is not started"
  done
fi
exec "$@"
