#!/usr/bin/env bash
# The browser tests use Debian's chromium; install it when missing (never a downloaded browser build).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then echo "chromium is missing: run 'apt-get install -y chromium' as root" >&2; exit 1; fi
echo "[test] installing Debian's chromium…"
apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
