#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL (Debian's server, 15 here) on loopback:
#   bash scripts/with-postgres.sh <command...>
# Installs the server when initdb/pg_ctl are missing, creates a cluster in a temporary
# directory on a free port, exports DATABASE_URL, runs the command, then always stops the
# server and removes the directory. The command's exit code is the script's.
set -euo pipefail

find_bin() {
  local name=$1 candidate
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  for candidate in /usr/lib/postgresql/*/bin/"$name"; do
    if [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}

if ! find_bin initdb >/dev/null || ! find_bin pg_ctl >/dev/null; then
  echo "with-postgres: installing Debian's postgresql package" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-postgres: initdb/pg_ctl not found and not root; install postgresql first" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
INITDB=$(find_bin initdb)
PG_CTL=$(find_bin pg_ctl)

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

WORK=$(mktemp -d /tmp/api-pg.XXXXXX)
PGDATA="$WORK/data"
PORT=$(free_port)
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK"; fi

cleanup() {
  as_owner "$PG_CTL" -D "$PGDATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_owner "$INITDB" -D "$PGDATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
# fsync off: a test cluster is thrown away, and durability only slows the suite down.
as_owner "$PG_CTL" -D "$PGDATA" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_CTL" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

set +e
"$@"
status=$?
set -e
exit $status
