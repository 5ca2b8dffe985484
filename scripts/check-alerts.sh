#!/usr/bin/env bash
# The alert rules (deploy/prometheus/alerts.yml) parse, and fire as their unit tests (alerts.test.yml) say.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-debian.sh --no-recommends prometheus /usr/bin/prometheus /usr/bin/promtool
promtool check rules deploy/prometheus/alerts.yml
promtool test rules deploy/prometheus/alerts.test.yml
