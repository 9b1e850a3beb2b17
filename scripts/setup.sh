# Sourced by scripts/dev.sh, scripts/test.sh and .ci/run: installs what is missing, idempotently.
#   setup_node      Node.js >= 22.22 on PATH (installs Node 24 into ~/.node24 if needed)
#   setup_packages  npm ci when node_modules is missing or older than package-lock.json
#   setup_ferretdb  builds/caches FerretDB when there is no mongod and no MONGODB_URI (needs Go)
#   setup_chromium  Debian's chromium at /usr/bin/chromium, for the browser tests
SETUP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

setup_node() {
  # shellcheck source=scripts/ensure-node.sh
  . "$SETUP_ROOT/scripts/ensure-node.sh"
}

setup_packages() {
  local stamp="$SETUP_ROOT/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$SETUP_ROOT/package-lock.json" -nt "$stamp" ]; then
    (cd "$SETUP_ROOT" && npm ci --no-audit --no-fund)
  fi
}

setup_ferretdb() {
  if [ -n "${MONGODB_URI:-}${TEST_MONGODB_URI:-}" ] || command -v mongod >/dev/null 2>&1; then return 0; fi
  if command -v go >/dev/null 2>&1; then
    FERRETDB_BIN="$(bash "$SETUP_ROOT/scripts/ferretdb.sh")" && export FERRETDB_BIN
  fi
  return 0 # without Go, the app falls back to mongodb-memory-server
}

setup_chromium() {
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing Debian's chromium for the browser tests..." >&2
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}
