#!/usr/bin/env bash
# The metrics tests run Debian's prometheus and promtool; install them when missing (never a downloaded build).
set -euo pipefail
if [ -x /usr/bin/prometheus ] && [ -x /usr/bin/promtool ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then echo "prometheus is missing: run 'apt-get install -y prometheus' as root" >&2; exit 1; fi
echo "[test] installing Debian's prometheus…"
apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
