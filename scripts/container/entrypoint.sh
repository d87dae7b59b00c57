#!/bin/sh
# The image's entrypoint. Started as root (the default), it gives /data to PUID:PGID (1000:1000
# unless set) when the volume belongs to someone else, then runs the server as that user: a bind
# mount keeps the owner the host expects. Started as a non-root user (`user:` in compose,
# `--user`), it runs the server as that user as it is.
set -eu

if [ "$(id -u)" = 0 ]; then
  uid="${PUID:-1000}"
  gid="${PGID:-1000}"
  case "$uid$gid" in *[!0-9]*) echo "PUID and PGID must be numbers (got PUID=$uid PGID=$gid)" >&2; exit 1 ;; esac
  if [ "$uid" = 0 ]; then echo "PUID=0 would run the server as root; choose another user id" >&2; exit 1; fi
  mkdir -p "$DATA_DIR"
  if [ "$(stat -c %u:%g "$DATA_DIR")" != "$uid:$gid" ]; then
    echo "Giving $DATA_DIR to $uid:$gid"
    chown -R "$uid:$gid" "$DATA_DIR"
  fi
  exec setpriv --reuid="$uid" --regid="$gid" --clear-groups --no-new-privs -- "$@"
fi
exec "$@"
