#!/usr/bin/env bash
# npm run lint:openapi — the OpenAPI document as the app's own code builds it, linted by Redocly CLI with its
# recommended rules as errors (recommended-strict: a warning fails too) plus parameter-description (redocly.yaml).
set -euo pipefail
cd "$(dirname "$0")/../.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
npx tsx --conditions=react-server scripts/openapi/document.ts "$dir/openapi.json"
npx redocly lint --config redocly.yaml "$dir/openapi.json"
