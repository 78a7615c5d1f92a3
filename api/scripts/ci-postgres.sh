#!/bin/sh
# Starts a throw-away PostgreSQL cluster on loopback for the API tests.
# Installs the Debian packages when PostgreSQL is missing. Everything else goes
# to a log; the last line printed is DATABASE_URL=postgres://...
# Stop it with: pg_ctl -D <folder>/data stop (the folder is in the log line before).
set -eu

find_bin() {
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$found" ] && [ -x "$found/initdb" ]; then echo "$found"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  echo ""
}

BIN=$(find_bin)
if [ -z "$BIN" ]; then
  (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql) >/tmp/ci-postgres-install.log 2>&1
  BIN=$(find_bin)
fi
[ -n "$BIN" ] || { echo "ci-postgres: PostgreSQL is not installed and could not be installed" >&2; exit 1; }

PORT=${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
DIR=$(mktemp -d /tmp/api-postgres-XXXXXX)
chmod 755 "$DIR"

as_postgres() {
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres "$DIR"
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}

as_postgres "'$BIN/initdb' -D '$DIR/data' -U postgres -A trust --no-sync -E UTF8" >"$DIR/init.log" 2>&1
as_postgres "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >"$DIR/start.log" 2>&1
as_postgres "'$BIN/createdb' -h 127.0.0.1 -p $PORT -U postgres storefront_test" >>"$DIR/start.log" 2>&1
echo "ci-postgres: cluster in $DIR (stop: su postgres -c \"$BIN/pg_ctl -D $DIR/data stop\")"
echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/storefront_test"
