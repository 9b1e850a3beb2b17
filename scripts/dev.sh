#!/usr/bin/env bash
# Runs the site at http://localhost:3000 with the embedded database and sample content.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
setup_node
setup_packages
setup_ferretdb
cd "$SETUP_ROOT"
exec npm run dev
