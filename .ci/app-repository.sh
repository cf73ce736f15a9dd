#!/usr/bin/env bash
# refreshspec from an iOS app's repository, as README.md tells a new user: an app repository
# with specs and no Package.swift; refreshspec installed with `make install` (test, generate
# swift, test --html); the GitHub Action's script; both pre-commit hooks through the real
# pre-commit, which builds this repository's HEAD as a `language: swift` hook. action.yml and
# .pre-commit-hooks.yaml are checked by their real validators first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A release build of the whole package, twice here (make install, pre-commit's own), is where an
# intermittent SwiftPM crash (SIGSEGV in libdispatch under load, seen once) would land: each build
# gets one retry. A real failure fails twice.
once_more() {
    "$@" || { echo "== retrying once: $*" >&2; "$@"; }
}

check-jsonschema --builtin-schema vendor.github-actions "$root/action.yml"
pre-commit validate-manifest "$root/.pre-commit-hooks.yaml"

once_more make -C "$root" install PREFIX="$work/prefix"
app="$work/app"
mkdir -p "$app/specs"
cp "$root/specs/header.yaml" "$root/specs/trailer.yaml" "$app/specs/"
cd "$app"
git init -q
"$work/prefix/bin/refreshspec" test specs

echo "== generate swift with the installed binary, then the HTML report"
"$work/prefix/bin/refreshspec" generate swift specs/header.yaml specs/trailer.yaml --output Generated
for file in Generated/RefreshSpecHeader.swift Generated/RefreshSpecTrailer.swift; do
    grep -q 'import MJRefresh' "$file" || { echo "error: $file is not the MJRefresh set-up" >&2; exit 1; }
done
# A String Catalog is JSON, with a string for every key of the spec's strings block.
python3 -c 'import json, sys; catalog = json.load(open(sys.argv[1])); assert catalog["strings"], "no strings"' \
    Generated/RefreshSpecHeader.xcstrings
"$work/prefix/bin/refreshspec" test specs --html reports/refreshspec.html >/dev/null
grep -q '</html>' reports/refreshspec.html

echo "== the GitHub Action's script, with the installed binary on PATH"
PATH="$work/prefix/bin:$PATH" GITHUB_ACTION_PATH="$root" INPUT_PATHS=specs INPUT_STRICT=true INPUT_TEST=true \
    INPUT_JUNIT=reports/refreshspec.xml INPUT_SHARD=1/2 INPUT_REFRESHSPEC= bash "$root/Scripts/github-action.sh"
python3 -c 'import sys, xml.etree.ElementTree as T; T.parse(sys.argv[1])' reports/refreshspec.xml

echo "== pre-commit with this repository's hooks"
cat >.pre-commit-config.yaml <<CONFIG
repos:
  - repo: $root
    rev: $(git -C "$root" rev-parse HEAD)
    hooks:
      - id: refreshspec-validate
      - id: refreshspec-test
CONFIG
git add .
export PRE_COMMIT_HOME="$work/pre-commit"
once_more pre-commit run --all-files
