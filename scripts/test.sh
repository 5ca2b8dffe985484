#!/usr/bin/env bash
# npm test: everything, in the order that fails fastest. Browser tests use Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-debian.sh chromium /usr/bin/chromium
bash scripts/ensure-debian.sh --no-recommends prometheus /usr/bin/prometheus /usr/bin/promtool
bash scripts/ensure-debian.sh postgresql '/usr/lib/postgresql/*/bin/pg_ctl'
npm run --silent lint
# The OpenAPI document the app builds, linted by Redocly: 0 errors, 0 warnings (scripts/openapi/lint.sh).
npm run --silent lint:openapi
npm run --silent typecheck
npm run --silent test:unit
# The Prometheus alert rules: promtool check and unit tests (deploy/prometheus/).
bash scripts/check-alerts.sh
npm run --silent build
# The page-weight budget over what the build just wrote (scripts/perf/budget.ts).
npx tsx scripts/perf/check-js-budget.ts
npm run --silent test:integration
npm run --silent test:e2e
# Lighthouse CI (desktop preset, Debian's chromium) on /projects, /leads and /webhooks, signed in.
npx tsx scripts/perf/lighthouse-ci.ts
