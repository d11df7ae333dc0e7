#!/usr/bin/env bash
# Starts the real server for Playwright on a fresh embedded database.
set -euo pipefail
export DATA_DIR="${DATA_DIR:?DATA_DIR is set by playwright.config.ts}"
rm -rf "$DATA_DIR"
exec node --import tsx server/src/main.ts
