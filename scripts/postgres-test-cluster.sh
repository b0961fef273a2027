#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the test suite, and stops it.
#   eval "$(scripts/postgres-test-cluster.sh start)"   # exports DATABASE_URL, PG_TEST_DIR
#   scripts/postgres-test-cluster.sh stop "$PG_TEST_DIR"
# A test of connection loss stops the server of its own cluster and brings it back on the same port:
#   scripts/postgres-test-cluster.sh pause "$PG_TEST_DIR"    # pg_ctl stop -m fast, data kept
#   scripts/postgres-test-cluster.sh resume "$PG_TEST_DIR"
# initdb refuses to run as root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  command -v initdb >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return 0; }
  return 1
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# One set of server options for start and resume, so that a resumed server listens where it did.
# Durability off: a test cluster trades crash safety for speed.
start_server() {
  local bin=$1 dir=$2 port=$3
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >&2 \
    || { cat "$dir/server.log" >&2; exit 1; }
}

case "${1:-}" in
  start)
    if ! bin=$(find_bin); then
      echo "PostgreSQL binaries missing; installing Debian's postgresql package" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
      bin=$(find_bin)
      # Where the package starts its own cluster on 5432, that one is not ours to leave running.
      if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
        systemctl disable --now postgresql >/dev/null 2>&1 || true
      elif [ -x /etc/init.d/postgresql ]; then
        /etc/init.d/postgresql stop >/dev/null 2>&1 || true
      fi
    fi
    dir=$(mktemp -d /tmp/gatekeep-pg.XXXXXX)
    chmod 755 "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    port=$(free_port)
    as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    echo "$port" >"$dir/port"
    start_server "$bin" "$dir" "$port"
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres gatekeep_test >&2
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/gatekeep_test PG_TEST_DIR=$dir PG_TEST_BIN=$bin"
    ;;
  stop)
    dir=${2:?usage: stop DIR}
    bin=${PG_TEST_BIN:-$(find_bin)}
    [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
    rm -rf "$dir"
    ;;
  pause)
    dir=${2:?usage: pause DIR}
    bin=${PG_TEST_BIN:-$(find_bin)}
    # Fast mode, as an operator's restart does: sessions are terminated (57P01), not waited for.
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >&2
    ;;
  resume)
    dir=${2:?usage: resume DIR}
    bin=${PG_TEST_BIN:-$(find_bin)}
    start_server "$bin" "$dir" "$(cat "$dir/port")"
    ;;
  *)
    echo "usage: $0 start | stop DIR | pause DIR | resume DIR" >&2
    exit 2
    ;;
esac
