#!/usr/bin/env bash
# Starts the real server for Playwright on a fresh embedded database.
set -euo pipefail
export DATA_DIR="${DATA_DIR:?DATA_DIR is set by playwright.config.ts}"
rm -rf "$DATA_DIR"
# The bank-processing job of soum payments runs often so journeys see Passed and Paid quickly.
export PAYMENT_PROCESSING_MS="${PAYMENT_PROCESSING_MS:-1000}"
exec node --import tsx server/src/main.ts
