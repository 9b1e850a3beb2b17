#!/usr/bin/env bash
# Prints the path of a FerretDB v1.24.2 binary, building it with Go first if it is not cached.
#
# A plain `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2` panics at start (the
# module ships without build/version/version.txt), so we build tools/ferretdb, a small wrapper
# around FerretDB's embeddable package. The binary is cached under ~/.cache (or $XDG_CACHE_HOME),
# keyed by the wrapper's sources, so CI and later runs skip the build.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/tools/ferretdb"
key="$(cat "$src/go.mod" "$src/go.sum" "$src"/*.go | sha256sum | cut -c1-12)"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/brandline"
bin="$cache/ferretdb-v1.24.2-$key"

if [ -x "$bin" ]; then
  echo "$bin"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "ferretdb.sh: Go is not installed, so FerretDB cannot be built" >&2
  exit 3
fi

mkdir -p "$cache"
tmp="$bin.tmp.$$"
trap 'rm -f "$tmp"' EXIT
echo "Building FerretDB v1.24.2 with $(go version | cut -d' ' -f3) (once; cached in $cache)..." >&2
cd "$src"
# Fallbacks named in CONVENTIONS: newer Go toolchains may refuse FerretDB's linkname use, and the
# toolchain it was released with is served by the Go module proxy.
if go build -trimpath -o "$tmp" . >&2 ||
  go build -trimpath -ldflags=-checklinkname=0 -o "$tmp" . >&2 ||
  GOTOOLCHAIN=go1.24.3 go build -trimpath -o "$tmp" . >&2; then
  mv "$tmp" "$bin"
  echo "$bin"
else
  echo "ferretdb.sh: building FerretDB failed" >&2
  exit 1
fi
