# Sourced: puts Node.js >= 22.22 on PATH, installing Node 24 from the npm registry into
# ~/.node24 when the machine's node is missing or older. Used by CI and the README's commands.
node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=22)?0:1)'
}
if ! node_ok && [ -x "$HOME/.node24/node_modules/.bin/node" ]; then
  export PATH="$HOME/.node24/node_modules/.bin:$PATH"
fi
if ! node_ok; then
  echo "Installing Node.js 24 into ~/.node24 (the machine's node is $(node --version 2>/dev/null || echo missing))..." >&2
  npm install --prefix "$HOME/.node24" --no-audit --no-fund node@24 >&2 || return 1
  export PATH="$HOME/.node24/node_modules/.bin:$PATH"
fi
node_ok
