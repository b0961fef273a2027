#!/usr/bin/env bash
# Starts a throw-away Redis on loopback for the test suite, and stops it.
#   eval "$(scripts/redis-test-server.sh start)"   # exports REDIS_URL, REDIS_TEST_DIR
#   scripts/redis-test-server.sh stop "$REDIS_TEST_DIR"
# `start OWNER_PID` also stops it by itself once process OWNER_PID is gone, so that a test run
# that is killed leaves nothing behind. No persistence: nothing is written but the pid file
# and the log, both in the temp dir.
set -euo pipefail

find_bin() {
  command -v redis-server 2>/dev/null && return 0
  [ -x /usr/bin/redis-server ] && { echo /usr/bin/redis-server; return 0; }
  return 1
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# PING over bash's /dev/tcp, so that redis-cli is not needed.
pong() {
  local reply
  { exec 3<>"/dev/tcp/127.0.0.1/$1"; } 2>/dev/null || return 1
  printf 'PING\r\n' >&3
  IFS= read -r -t 1 reply <&3 || reply=""
  exec 3>&- 3<&-
  [ "${reply%$'\r'}" = "+PONG" ]
}

# Running, and not a zombie waiting for its parent to reap it.
alive() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  stat=${stat##*) }
  [ "${stat%% *}" != Z ]
}

case "${1:-}" in
  start)
    if ! bin=$(find_bin); then
      echo "redis-server missing; installing Debian's redis-server package" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server) >&2
      bin=$(find_bin)
      # Where services start on install (no policy-rc.d forbidding it), the package's own
      # daemon on port 6379 is not ours to leave running: the tests use their own instance.
      if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
        systemctl disable --now redis-server >/dev/null 2>&1 || true
      elif [ -x /etc/init.d/redis-server ]; then
        /etc/init.d/redis-server stop >/dev/null 2>&1 || true
      fi
    fi
    dir=$(mktemp -d /tmp/gatekeep-redis.XXXXXX)
    port=$(free_port)
    "$bin" --bind 127.0.0.1 --port "$port" --dir "$dir" --save "" --appendonly no \
      --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" </dev/null >/dev/null 2>&1 \
      || { cat "$dir/redis.log" >&2 2>/dev/null; rm -rf "$dir"; exit 1; }
    for _ in $(seq 1 100); do
      pong "$port" && break
      sleep 0.1
    done
    if ! pong "$port"; then
      echo "redis-server did not answer on 127.0.0.1:$port" >&2
      cat "$dir/redis.log" >&2 2>/dev/null || true
      [ -s "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
      rm -rf "$dir"
      exit 1
    fi
    owner=${2:-}
    if [ -n "$owner" ]; then
      self=$(readlink -f "$0")
      ( while kill -0 "$owner" 2>/dev/null && [ -d "$dir" ]; do sleep 1; done
        if [ -d "$dir" ]; then "$self" stop "$dir"; fi ) </dev/null >/dev/null 2>&1 &
    fi
    echo "export REDIS_URL=redis://127.0.0.1:$port REDIS_TEST_DIR=$dir"
    ;;
  stop)
    dir=${2:?usage: stop DIR}
    case "$dir" in
      */gatekeep-redis.*) ;;
      *) echo "refusing to stop/remove $dir: not a directory made by '$0 start'" >&2; exit 2 ;;
    esac
    pid=$(cat "$dir/redis.pid" 2>/dev/null || true)
    # Only the process the pid file names, and only while it is still a redis-server.
    if [ -n "$pid" ] && grep -q '^redis-server' "/proc/$pid/comm" 2>/dev/null; then
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do
        alive "$pid" || break
        sleep 0.1
      done
      alive "$pid" && kill -9 "$pid" 2>/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start [OWNER_PID] | stop DIR" >&2
    exit 2
    ;;
esac
