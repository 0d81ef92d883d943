#!/bin/sh
# A mounted remotes.json (PORTAL_REMOTES_FILE: the Kubernetes ConfigMap, compose's docker-compose.remotes-file.yml) is
# what ops edit to swap a cabinet version, without a restart. Every PORTAL_POLICY_CHECK_SECONDS (default 10) this looks
# at it (and at PORTAL_CONFIG_FILE, whose answer the page carries too, decision 0048); when one changed, the start
# script checks it with the host's rules and writes the served copy, the page and the page policy again, and nginx
# reloads (gracefully: open connections finish on the old workers) — twice, so that the policy in force always allows
# the cabinets of the page being served: first both versions' origins, then the new file's alone. So an edit reaches the next page load within
# PORTAL_POLICY_CHECK_SECONDS (plus, on Kubernetes, the kubelet's refresh of the mounted ConfigMap, about a minute).
# A file the start script refuses (a typo, a percent of 150, a remote on the portal's host name), or a configuration
# nginx refuses (the start script runs `nginx -t` before it writes the page, and the reload is checked again), never
# reaches users: the last good files stay in force, an ERROR line says why, and /health/remotes
# answers 503 until a good file replaces it. Without a mounted file (the REMOTE_* variables) this does nothing.
set -eu

[ -n "${PORTAL_REMOTES_FILE:-}${PORTAL_CONFIG_FILE:-}" ] || exit 0

RUNTIME_SCRIPT="${PORTAL_RUNTIME_SCRIPT:-/docker-entrypoint.d/40-portal-runtime-config.sh}"
RELOAD="${PORTAL_NGINX_RELOAD:-nginx -s reload}"
INTERVAL="${PORTAL_POLICY_CHECK_SECONDS:-10}"
OUT_DIR="${PORTAL_RUNTIME_DIR:-/usr/share/nginx/runtime}"
SNIPPETS_DIR="${PORTAL_SNIPPETS_DIR:-/etc/nginx/snippets}"
PAGE_DIR="${PORTAL_PAGE_DIR:-/usr/share/nginx/page}"
# The files the start script writes: what is served now, kept aside while a change is tried.
SERVED="$OUT_DIR/config.json $OUT_DIR/remotes.json $OUT_DIR/remotes-status.json $PAGE_DIR/index.html $SNIPPETS_DIR/forwarded-scheme.conf $SNIPPETS_DIR/resolver.conf $SNIPPETS_DIR/security-headers.conf"

fingerprint() {
  for file in ${PORTAL_REMOTES_FILE:+"$PORTAL_REMOTES_FILE"} ${PORTAL_CONFIG_FILE:+"$PORTAL_CONFIG_FILE"}; do
    cksum "$file" 2>/dev/null || echo "missing $file"
  done
}

keep_aside() {
  rm -rf "$1" && mkdir -p "$1"
  index=0
  for file in $SERVED; do
    index=$((index + 1))
    [ ! -f "$file" ] || cp -p "$file" "$1/$index"
  done
}

put_back() {
  index=0
  for file in $SERVED; do
    index=$((index + 1))
    [ ! -f "$1/$index" ] || { cp -p "$1/$index" "$file.back" && mv "$file.back" "$file"; }
  done
}

# The last good files stay; the status says the mounted file is refused and why (jq keeps the reason one JSON string).
refused() {
  echo "$0: ERROR: the changed ${PORTAL_REMOTES_FILE:-$PORTAL_CONFIG_FILE} is refused; users keep loading the last good version. $1" >&2
  status="$OUT_DIR/remotes-status.json"
  if [ -f "$status" ] && jq -c --arg reason "$1" --arg at "$(date -u +%Y-%m-%dT%H:%M:%SZ)" '.state = "refused" | .reason = $reason | .refusedAt = $at' "$status" > "$status.new"; then
    mv "$status.new" "$status"
  fi
  # Last: whoever sees the mark (nginx's /health/remotes 503) finds the reason already written.
  : > "$OUT_DIR/remotes-refused"
}

follow() {
  seen="$(fingerprint)"
  aside="$(mktemp -d)"
  echo "$0: following ${PORTAL_REMOTES_FILE:-}${PORTAL_REMOTES_FILE:+ and }${PORTAL_CONFIG_FILE:-} every ${INTERVAL} s"
  while sleep "$INTERVAL"; do
    now="$(fingerprint)"
    [ "$now" = "$seen" ] && continue
    # A file written in place (an editor over a bind mount) may be caught half written: taken once it holds still.
    sleep 1
    [ "$(fingerprint)" = "$now" ] || continue
    seen="$now"
    keep_aside "$aside"
    # Two reloads, so no page is ever served under a policy that lacks its cabinets: first a policy allowing both what
    # is served now and what comes in, then the new files, then the policy of the new file alone.
    if ! written="$(PORTAL_WRITE=snippets PORTAL_ALSO_ALLOW_REMOTES_FILE="$OUT_DIR/remotes.json" sh "$RUNTIME_SCRIPT" 2>&1)"; then
      # The start script changes nothing before everything is checked.
      refused "$written"
    elif ! reloaded="$($RELOAD 2>&1)"; then
      # nginx kept its running configuration; the files go back to match it and the next start.
      put_back "$aside"
      refused "nginx refused the new configuration: $reloaded"
    elif ! written="$(sh "$RUNTIME_SCRIPT" 2>&1)" || ! reloaded="$($RELOAD 2>&1)"; then
      # Not expected (the same checks passed a moment ago): back to what was served, under its own policy.
      put_back "$aside"
      $RELOAD >/dev/null 2>&1 || true
      refused "the second step failed: $written ${reloaded:-}"
    else
      echo "$0: changed, nginx reloaded. ${written#*: }"
    fi
  done
}

# In the background: the image's entrypoint goes on to start nginx (PORTAL_POLICY_FOLLOW_FOREGROUND=1 for a test).
if [ "${PORTAL_POLICY_FOLLOW_FOREGROUND:-}" = 1 ]; then
  follow
else
  follow &
fi
