#!/usr/bin/env bash
# Builds and runs the whole shop locally: site, API, Swagger UI and the queue worker on one port.
# PostgreSQL: DATABASE_URL if set, else 127.0.0.1:5432, else an embedded server (data in .data/postgres).
# Redis: REDIS_URL if set, else 127.0.0.1:6379, else a redis-server started for this run.
# Options (environment): PORT (3000), ADMIN_LOGIN / ADMIN_PASSWORD, SKIP_INSTALL=1, SKIP_BUILD=1,
# FORCE_EMBEDDED_POSTGRES=1, FORCE_OWN_REDIS=1. See README.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/lib/common.sh
source scripts/lib/common.sh

require_node
ensure_pnpm

if [ "${SKIP_INSTALL:-0}" != "1" ]; then
  section "Installing dependencies"
  pnpm_install
fi
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  section "Building"
  pnpm build
fi

section "Starting"
exec node scripts/lib/start.mjs
