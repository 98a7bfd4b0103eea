#!/usr/bin/env bash
# Prepares what the end-to-end tests (test/e2e) need, idempotently:
#   1. Debian packages: libkrb5-dev (headers for a native module), ripgrep, chromium;
#   2. code-server 4.100.3 (a real VS Code 1.100.3 on Node 20) in .cache/code-server/ of the repo,
#      installed by hand following shared/VSCODE_E2E.md (its own install script downloads
#      ripgrep from the internet, which this machine cannot reach).
# Each step is skipped when already done. Works as root, with CI=true and no standard input.
# Usage: bash scripts/setup-e2e.sh
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$repo/.cache/code-server"
pkg="$dir/package"
marker="$dir/.complete-$CODE_SERVER_VERSION"
start=$(date +%s)

log() { printf '[setup-e2e %3ss] %s\n' "$(( $(date +%s) - start ))" "$*"; }

export CI="${CI:-true}"
export DEBIAN_FRONTEND=noninteractive
export npm_config_yes=true          # npx (node-gyp) must never prompt
export npm_config_audit=false
export npm_config_fund=false
export npm_config_update_notifier=false

# ---------------------------------------------------------------- 1. system packages
missing=()
for p in libkrb5-dev ripgrep chromium; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo -n); fi
  log "apt-get install ${missing[*]}"
  "${sudo_cmd[@]}" apt-get update -qq </dev/null
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null
else
  log "system packages present (libkrb5-dev ripgrep chromium)"
fi
command -v rg >/dev/null || { echo "setup-e2e: ripgrep (rg) missing after install" >&2; exit 1; }
[ -x /usr/bin/chromium ] || { echo "setup-e2e: /usr/bin/chromium missing after install" >&2; exit 1; }

# ---------------------------------------------------------------- 2. code-server
# A config file of its own keeps code-server from writing ~/.config/code-server/config.yaml.
cs_config="$repo/.cache/code-server-version-check.yaml"
write_cs_config() { mkdir -p "$(dirname "$cs_config")"; printf 'bind-addr: 127.0.0.1:0\nauth: none\ncert: false\n' > "$cs_config"; }
cs_version() { write_cs_config; (cd "$pkg" && node out/node/entry.js --config "$cs_config" --version) 2>/dev/null </dev/null; }

if [ -f "$marker" ] && [ -f "$pkg/out/node/entry.js" ] && cs_version >/dev/null; then
  log "code-server $CODE_SERVER_VERSION already prepared in .cache/code-server: $(cs_version | head -1)"
  exit 0
fi

# Anything left there is from an interrupted run: start over.
if [ -e "$dir" ]; then
  log "removing incomplete $dir"
  rm -rf "$dir"
fi
mkdir -p "$dir"
cd "$dir"

log "npm pack code-server@$CODE_SERVER_VERSION"
npm pack "code-server@$CODE_SERVER_VERSION" >/dev/null 2>&1 </dev/null
tar xzf "code-server-$CODE_SERVER_VERSION.tgz"
rm -f "code-server-$CODE_SERVER_VERSION.tgz"
cd package

log "npm install (top level)"
npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error </dev/null
log "npm rebuild argon2 --build-from-source"
npm rebuild argon2 --build-from-source --loglevel=error </dev/null

cd lib/vscode
log "npm install (lib/vscode)"
npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error </dev/null
mkdir -p node_modules/@vscode/ripgrep/bin
ln -sf "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
log "npm rebuild (lib/vscode native modules)"
npm rebuild --loglevel=error </dev/null
ln -sfn node_modules node_modules.asar
(cd bin/remote-cli && ln -sf code-linux.sh code-server)
(cd bin/helpers && ln -sf browser-linux.sh browser.sh)
log "npm install (lib/vscode/extensions)"
(cd extensions && npm install --omit=dev --no-audit --no-fund --loglevel=error </dev/null)
cd ../..

log "sanity check"
write_cs_config
version="$(node out/node/entry.js --config "$cs_config" --version </dev/null)"
echo "$version"
case "$version" in
  *"$CODE_SERVER_VERSION"*) ;;
  *) echo "setup-e2e: unexpected code-server version output" >&2; exit 1 ;;
esac
touch "$marker"
log "code-server $CODE_SERVER_VERSION prepared in .cache/code-server"
