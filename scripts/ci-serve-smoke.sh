#!/usr/bin/env bash
# The deployable build, proven the way the Dockerfile runs it (CI has no container engine): `npm run serve` on the
# standalone output of `npm run build` (npm test ran it; built here when missing), against Debian's PostgreSQL
# (scripts/ci-external-pg.sh set it up), with the Playwright journeys tagged @smoke pointed at it (E2E_BASE_URL).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -f .next/standalone/serve/serve.mjs ] || npm run --silent build
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
pgport=$(pg_lsclusters -h | awk -v v="$ver" '$1==v && $2=="main" {print $3}')
su postgres -c "psql -p $pgport -qc 'DROP DATABASE IF EXISTS pc_serve'" >/dev/null
su postgres -c "psql -p $pgport -qc 'CREATE DATABASE pc_serve OWNER pc_ci'" >/dev/null
port=$(node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
log=$(mktemp)
DATABASE_URL="postgres://pc_ci:pc_ci@127.0.0.1:$pgport/pc_serve" HOST=127.0.0.1 PORT=$port \
  APP_URL="http://127.0.0.1:$port" NEXTAUTH_SECRET=$(head -c 32 /dev/urandom | base64) LOG_LEVEL=warn \
  npm run --silent serve >"$log" 2>&1 &
serve=$!
trap 'kill $serve 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null && break
  kill -0 $serve 2>/dev/null || { cat "$log"; exit 1; }
  sleep 0.5
done
echo "[ci] Playwright @smoke journeys against npm run serve on port $port"
E2E_BASE_URL="http://127.0.0.1:$port" npx playwright test --grep @smoke
# The stop is part of the proof: SIGTERM ends it with 0.
kill -TERM $serve
wait $serve
trap - EXIT
