#!/usr/bin/env bash
# Runs the integration suite once more against Debian's PostgreSQL through DATABASE_URL, proving that the app
# works on an external server and not only on the embedded one. Installs and starts the server when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-debian.sh postgresql '/usr/lib/postgresql/*/bin/pg_ctl'
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$ver main"; then pg_createcluster "$ver" main >/dev/null; fi
pg_ctlcluster "$ver" main start 2>/dev/null || true
port=$(pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" {print $3}')
su postgres -c "psql -p $port -qtc \"SELECT 1 FROM pg_roles WHERE rolname='pc_ci'\"" | grep -q 1 ||
  su postgres -c "psql -p $port -qc \"CREATE ROLE pc_ci LOGIN PASSWORD 'pc_ci'\""
su postgres -c "psql -p $port -qc 'DROP DATABASE IF EXISTS pc_ci'" >/dev/null
su postgres -c "psql -p $port -qc 'CREATE DATABASE pc_ci OWNER pc_ci'" >/dev/null
echo "[ci] integration suite against Debian PostgreSQL $ver on port $port"
# Only the files that use the suite's shared server (about 6 minutes): the others start servers of their own, on
# embedded or Debian clusters whatever DATABASE_URL says, and ran in npm test.
DATABASE_URL="postgres://pc_ci:pc_ci@127.0.0.1:$port/pc_ci" npx vitest run --project integration
