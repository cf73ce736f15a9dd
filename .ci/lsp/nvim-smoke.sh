#!/usr/bin/env bash
# Neovim (Debian's, headless) attaches refreshspec lsp through its built-in client to a spec with
# a typo and must receive validate's diagnostic at its place. Usage: nvim-smoke.sh <refreshspec>
set -euo pipefail
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/feed.yaml" <<'SPEC'
version: 1
name: feed
scrollView:
  frame: {width: 375, height: 667}
  contentSize: {width: 375, height: 1200}
components:
  - id: header
    type: header
    triggerRat: 1
SPEC
cd "$work"
REFRESHSPEC="$binary" OUT="$work/diagnostics.txt" nvim --headless --clean -n feed.yaml -c "luafile $here/nvim-smoke.lua"
expected="9:5: unknown key 'triggerRat' in header (did you mean 'triggerRate'?)"
if ! grep -qxF "$expected" "$work/diagnostics.txt"; then
    echo "error: Neovim received:" >&2
    cat "$work/diagnostics.txt" >&2
    echo "expected: $expected" >&2
    exit 1
fi
echo "Neovim received: $expected"
