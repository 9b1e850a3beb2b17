#!/usr/bin/env bash
# Runs every test suite (unit, integration, browser) and ends with `N passed, M failed`.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
setup_node
setup_packages
setup_ferretdb
setup_chromium
cd "$SETUP_ROOT"
exec npm test -- "$@"
