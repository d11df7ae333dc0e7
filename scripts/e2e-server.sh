#!/usr/bin/env bash
# Starts the real server for Playwright as `npm start` does (from its bundle, scripts/start.mjs) on
# a fresh database: PostgreSQL when it answers locally (a new database per port), embedded PGlite
# otherwise or with E2E_DATABASE=pglite.
set -euo pipefail
export DATA_DIR="${DATA_DIR:?DATA_DIR is set by playwright.config.ts}"
rm -rf "$DATA_DIR"
DATABASE_URL="$(node scripts/e2e-database.mjs)"
if [ -n "$DATABASE_URL" ]; then export DATABASE_URL; else unset DATABASE_URL; fi
echo "e2e server database: ${DATABASE_URL:-PGlite in $DATA_DIR}" >&2
# The bank-processing job of soum payments runs often so journeys see Passed and Paid quickly.
export PAYMENT_PROCESSING_MS="${PAYMENT_PROCESSING_MS:-1000}"
exec node scripts/start.mjs
