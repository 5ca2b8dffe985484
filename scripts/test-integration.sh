#!/usr/bin/env bash
# The integration suite in two halves at once: the files that share the suite's one server, one at a time, beside
# the files that start servers of their own, INTEGRATION_OWN_WORKERS (default 2) at a time. Extra arguments go to
# both halves. The second half's report is printed after the first's, so neither interleaves.
# With CI_EXTERNAL_PASSES=1 (.ci/run), the first half's process then runs CI's two extra passes while the second half
# is still going: the shared-server files again against Debian's PostgreSQL (scripts/ci-external-pg.sh), then the
# standalone build served as the Dockerfile runs it (scripts/ci-serve-smoke.sh). Both need only the build.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
own_log=$(mktemp)
trap 'rm -f "$own_log"' EXIT
npx vitest run --project integration-own --passWithNoTests "$@" >"$own_log" 2>&1 &
own=$!
npx vitest run --project integration --passWithNoTests "$@"
shared_rc=$?
if [ "$shared_rc" -eq 0 ] && [ "${CI_EXTERNAL_PASSES:-}" = 1 ]; then
  bash scripts/ci-external-pg.sh && bash scripts/ci-serve-smoke.sh
  shared_rc=$?
fi
wait $own
own_rc=$?
echo "[integration] the files with servers of their own:"
cat "$own_log"
[ "$shared_rc" -eq 0 ] && [ "$own_rc" -eq 0 ]
