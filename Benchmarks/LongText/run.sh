#!/usr/bin/env bash
# Long-text benchmark: issue 36's reproducers of a long text multiplied by the output (item 3)
# and of a huge translation file (item 5), at full size. Prints each command's wall time, peak
# resident memory and output bytes; the issue's target is < 15 s and < 512 MB each. Not a test.
#
#   bash Benchmarks/LongText/run.sh
#
# Environment:
#   REFRESHSPEC_BIN       use this refreshspec binary instead of building one
#   BENCH_SCRATCH_PATH    swift build scratch path (default: the package's .build)
#
# Inputs go to Benchmarks/.work/long-text/ (ignored by git; about 240 MB) and are kept.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work/long-text"
scratch_path="${BENCH_SCRATCH_PATH:-$package_dir/.build}"

die() { echo "run.sh: $*" >&2; exit 1; }
command -v python3 >/dev/null || die "python3 is required"
[[ -x /usr/bin/time ]] || die "GNU time is required at /usr/bin/time (apt-get install time)"

# shellcheck source=../release-binary.sh
source "$script_dir/../release-binary.sh"

if [[ ! -f "$work_dir/.complete" ]]; then
    echo "==> generating the inputs in $work_dir" >&2
    python3 "$script_dir/generate.py" "$work_dir"
    touch "$work_dir/.complete"
fi
cd "$work_dir"

# measure NAME COMMAND...: one run; its standard output (and the JUnit file, if any) counted.
measure() {
    local name="$1"
    shift
    rm -f j.xml
    /usr/bin/time -o time.txt -f "%e %M" "$refreshspec" "$@" >stdout.txt 2>stderr.txt || true
    local seconds kib bytes
    read -r seconds kib < <(tail -n 1 time.txt)
    bytes=$(( $(stat -c %s stdout.txt) + $(stat -c %s stderr.txt) + $( [[ -f j.xml ]] && stat -c %s j.xml || echo 0) ))
    printf '| %s | %s | %s | %s |\n' "$name" "$seconds" "$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')" "$bytes"
}

echo
echo "$refreshspec"
echo
echo "| run | seconds | peak MiB | output bytes |"
echo "|---|---:|---:|---:|"
measure "test github --strict --junit, 100 failures" test --format github --strict --junit j.xml fail-100.yaml
measure "test github --strict --junit, 1,000 failures" test --format github --strict --junit j.xml fail-1000.yaml
measure "run, 300 steps" run run-300.yaml
measure "run --format json, 300 steps" run --format json run-300.yaml
cp spec.yaml import.yaml
measure "strings import of 203 MB" strings import import.yaml --from translations
