#!/usr/bin/env bash
# Installs a Debian package the tests run (never a downloaded build) when none of its files is there yet:
#   ensure-debian.sh [--no-recommends] <package> <path or glob that proves it is installed>...
# chromium for the browser tests, prometheus (and promtool) for the metrics tests and alert rules, postgresql for
# the tests that stop and restart a database and CI's external pass.
set -euo pipefail
opts=()
if [ "${1:-}" = "--no-recommends" ]; then opts+=(--no-install-recommends); shift; fi
pkg=$1
shift
missing=0
for p in "$@"; do compgen -G "$p" >/dev/null || missing=1; done
[ "$missing" = 0 ] && exit 0
if [ "$(id -u)" != "0" ]; then echo "$pkg is missing: run 'apt-get install -y $pkg' as root" >&2; exit 1; fi
echo "[test] installing Debian's $pkg…"
apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${opts[@]}" "$pkg" >/dev/null
