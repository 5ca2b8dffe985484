#!/usr/bin/env bash
# The tests that stop and restart a database (readiness, serve, graceful shutdown, the cluster) and the CI's
# external-PostgreSQL pass run Debian's PostgreSQL; install it when missing.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then echo "PostgreSQL is missing: run 'apt-get install -y postgresql' as root" >&2; exit 1; fi
echo "[test] installing Debian's PostgreSQL…"
apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
