#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on loopback, with DATABASE_URL set for it:
#   bash scripts/postgres/with-postgres.sh npx vitest run pg.test
# Debian's postgresql package is installed when missing (needs root, as on CI). The server lives in a
# temporary folder and is stopped and removed when the command ends, whatever its outcome.
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql'." >&2
    exit 1
  fi
  echo "Installing Debian's postgresql..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
bin="$(pg_bin)"
dir="$(mktemp -d /tmp/ott-pg.XXXXXX)"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"

stop() {
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres" >/dev/null
as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# For the tests that take the server away and bring it back (a restart in the middle of requests).
if [ "$(id -u)" -eq 0 ]; then owner="su postgres -s /bin/bash -c"; else owner="bash -c"; fi
export OTT_PG_STOP="$owner \"'$bin/pg_ctl' -D '$dir/data' -m fast -w stop\""
export OTT_PG_START="$owner \"'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \\\"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\\\" start\""
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
