#!/usr/bin/env bash
# Records what every command prints on the example specs, Tests/Fixtures/Broken and
# Tests/Fixtures/Warnings: stdout, stderr and exit status of validate (all formats), test (all
# formats, JUnit), run (all formats), tree, strings check/export, schema and every help text, one
# file per command.
#
#   bash Scripts/record-outputs.sh OUT_DIR [REFRESHSPEC]     # default: a debug build
#   diff -r before/ after/                                   # a redesign must show nothing
#
# Paths are relative to the package root and SOURCE_DATE_EPOCH fixes JUnit's timestamp
# (2026-01-01T12:00:00), so two recordings of the same behaviour are identical.
set -euo pipefail
export SOURCE_DATE_EPOCH=1767268800
cd "$(dirname "$0")/.."
out="${1:?usage: record-outputs.sh OUT_DIR [REFRESHSPEC]}"
binary="${2:-}"
if [ -z "$binary" ]; then
    swift build --product refreshspec >&2
    binary="$(swift build --show-bin-path)/refreshspec"
fi
rm -rf "$out"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
count=0

# record NAME ARGS...: runs refreshspec ARGS and writes NAME with the command, stdout, stderr, status.
record() {
    local name="$1" status=0
    shift
    count=$((count + 1))
    "$binary" "$@" >"$out/.stdout" 2>"$out/.stderr" </dev/null || status=$?
    {
        printf '$ refreshspec %s\n--- stdout\n' "$*"
        cat "$out/.stdout"
        printf -- '--- stderr\n'
        cat "$out/.stderr"
        printf -- '--- status %d\n' "$status"
    } >"$out/$name"
}

specs=(specs/*.yaml Tests/Fixtures/Broken/*.yaml Tests/Fixtures/Warnings/*.yaml)

record help.txt --help
for command in validate run test tree strings schema "strings check" "strings export" "strings import"; do
    record "help-${command// /-}.txt" $command --help
done
# Written files go to one relative folder, so that the paths printed do not depend on OUT_DIR.
exports=.build/record-outputs/files
rm -rf "$exports"
for format in text json sarif github; do
    record "validate-$format.txt" validate --format "$format" specs Tests/Fixtures/Broken Tests/Fixtures/Warnings
    record "test-$format.txt" test --format "$format" --junit "$exports/junit-$format.xml" specs Tests/Fixtures/Broken Tests/Fixtures/Warnings
done
record validate-strict-quiet.txt validate --strict --quiet specs Tests/Fixtures/Broken Tests/Fixtures/Warnings
record test-strict-quiet.txt test --strict --quiet specs Tests/Fixtures/Broken Tests/Fixtures/Warnings
record strings-check.txt strings check specs Tests/Fixtures/Broken Tests/Fixtures/Warnings
record schema.json schema
for spec in "${specs[@]}"; do
    name="$(basename "$spec" .yaml)"
    case "$spec" in
        Tests/Fixtures/Broken/*) name="broken-$name" ;;
        Tests/Fixtures/Warnings/*) name="warning-$name" ;;
    esac
    for format in table json jsonl svg; do
        record "run-$name.$format" run "$spec" --format "$format"
    done
    record "run-$name-en.table" run "$spec" --locale en
    record "tree-$name.txt" tree "$spec"
    record "export-$name.txt" strings export "$spec" --output "$exports/export/$name" --include-builtins
    record "export-$name-xcstrings.txt" strings export "$spec" --format xcstrings --output "$exports/export/$name"
done
rm -f "$out/.stdout" "$out/.stderr"
mv "$exports" "$out/files"
echo "recorded $count commands in $out" >&2
