#!/bin/sh
# Kubernetes: /remotes.json is a ConfigMap file (PORTAL_REMOTES_FILE) that ops edit to swap a cabinet version. The page
# policy names exactly the origins in it (40-portal-runtime-config.sh), so when the file changes the policy is
# written again and nginx reloads it (a graceful reload: open connections finish on the old workers). Checked every
# PORTAL_POLICY_CHECK_SECONDS (default 10); the kubelet updates a mounted ConfigMap within about a minute anyway.
# The page carries /config's answer (decision 0048): when PORTAL_CONFIG_FILE (the ConfigMap's config.json) changes, the
# same script writes the page again. Without PORTAL_REMOTES_FILE (compose: remotes come from REMOTE_*_URL at start)
# this does nothing.
set -eu

[ -n "${PORTAL_REMOTES_FILE:-}" ] || exit 0

RUNTIME_SCRIPT="${PORTAL_RUNTIME_SCRIPT:-/docker-entrypoint.d/40-portal-runtime-config.sh}"
RELOAD="${PORTAL_NGINX_RELOAD:-nginx -s reload}"
INTERVAL="${PORTAL_POLICY_CHECK_SECONDS:-10}"

fingerprint() {
  for file in "$PORTAL_REMOTES_FILE" ${PORTAL_CONFIG_FILE:+"$PORTAL_CONFIG_FILE"}; do
    cksum "$file" 2>/dev/null || echo "missing $file"
  done
}

follow() {
  seen="$(fingerprint)"
  echo "$0: following $PORTAL_REMOTES_FILE${PORTAL_CONFIG_FILE:+ and $PORTAL_CONFIG_FILE}"
  while sleep "$INTERVAL"; do
    now="$(fingerprint)"
    [ "$now" = "$seen" ] && continue
    # A refused file (a remote on the portal's host name, unreadable) keeps the policy in force and says why.
    if sh "$RUNTIME_SCRIPT" >/dev/null && $RELOAD; then
      echo "$0: $PORTAL_REMOTES_FILE or the config changed: page policy and page rewritten, nginx reloaded"
      seen="$now"
    else
      echo "$0: $PORTAL_REMOTES_FILE or the config changed but was refused; the previous policy and page stay" >&2
      seen="$now"
    fi
  done
}

# In the background: the image's entrypoint goes on to start nginx (PORTAL_POLICY_FOLLOW_FOREGROUND=1 for a test).
if [ "${PORTAL_POLICY_FOLLOW_FOREGROUND:-}" = 1 ]; then
  follow
else
  follow &
fi
