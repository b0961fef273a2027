#!/usr/bin/env bash
# `npm run bench`: every benchmark in scripts/bench, on PGlite and on PostgreSQL.
# PostgreSQL is BENCH_DATABASE_URL or DATABASE_URL when set; otherwise a throw-away cluster on
# loopback (scripts/postgres-test-cluster.sh), stopped at the end whatever happens.
# BENCH_POSTGRES=0 skips PostgreSQL. Each benchmark bounds its own time.
set -euo pipefail
cd "$(dirname "$0")/../.."

pg_url=${BENCH_DATABASE_URL:-${DATABASE_URL:-}}
if [ -z "$pg_url" ] && [ "${BENCH_POSTGRES:-1}" != 0 ]; then
  eval "$(scripts/postgres-test-cluster.sh start)"
  trap 'scripts/postgres-test-cluster.sh stop "$PG_TEST_DIR"' EXIT
  trap 'exit 130' INT TERM
  pg_url=$DATABASE_URL
fi
unset DATABASE_URL BENCH_DATABASE_URL
# Every benchmark server of this run shares the PostgreSQL database, so they share one key
# for secrets at rest too (a server will not start on secrets it cannot decrypt).
ENCRYPTION_KEYS=${ENCRYPTION_KEYS:-$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64'))")}
export ENCRYPTION_KEYS

echo "▶ bench:audit-export (PGlite)"
npm run -s bench:audit-export
if [ -n "$pg_url" ]; then
  echo; echo "▶ bench:audit-export (PostgreSQL)"
  DATABASE_URL=$pg_url npm run -s bench:audit-export
fi

echo; echo "▶ bench:audit-log (PGlite)"
npm run -s bench:audit-log
if [ -n "$pg_url" ]; then
  echo; echo "▶ bench:audit-log (PostgreSQL)"
  DATABASE_URL=$pg_url npm run -s bench:audit-log
fi

echo; echo "▶ bench:keys"
BENCH_DATABASE_URL=$pg_url npm run -s bench:keys

echo; echo "▶ bench:hot-paths"
BENCH_DATABASE_URL=$pg_url npm run -s bench:hot-paths

echo; echo "▶ bench:webhooks (PGlite)"
npm run -s bench:webhooks
if [ -n "$pg_url" ]; then
  echo; echo "▶ bench:webhooks (PostgreSQL)"
  DATABASE_URL=$pg_url npm run -s bench:webhooks
fi
