#!/usr/bin/env bash
# Memory benchmark: peak resident memory of `refreshspec validate` and `refreshspec test` over
# generated corpora of growing size, in every output format. Not a timed test: it prints figures.
#
#   bash Benchmarks/Memory/run.sh
#
# Environment:
#   MEMORY_SIZES          corpus sizes (default "2000 10000 100000")
#   MEMORY_RUNS           which runs (default: all; e.g. "validate-text test-junit")
#   MEMORY_JOBS           --jobs for every run (default: the tool's default, all cores)
#   BENCH_SCRATCH_PATH    swift build scratch path (default: the package's .build)
#   REFRESHSPEC_BIN       use this refreshspec binary instead of building one
#
# Corpora go to Benchmarks/.work/memory-N/ (ignored by git) and are kept between runs.
# Peak RSS is GNU time's %M (maximum resident set size, KiB), printed in MiB.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work"
sizes="${MEMORY_SIZES:-2000 10000 100000}"
all_runs="validate-text validate-json validate-sarif validate-github test-text test-json test-sarif test-github test-junit"
runs="${MEMORY_RUNS:-$all_runs}"
scratch_path="${BENCH_SCRATCH_PATH:-$package_dir/.build}"

die() { echo "run.sh: $*" >&2; exit 1; }
command -v python3 >/dev/null || die "python3 is required"
[[ -x /usr/bin/time ]] || die "GNU time is required at /usr/bin/time (apt-get install time)"
mkdir -p "$work_dir"

# shellcheck source=../release-binary.sh
source "$script_dir/../release-binary.sh"
jobs=()
[[ -n "${MEMORY_JOBS:-}" ]] && jobs=(--jobs "$MEMORY_JOBS")

# peak RUN CORPUS: the peak RSS in MiB of one run, its output thrown away.
peak() {
    local run="$1" corpus="$2" command format
    command="${run%%-*}"
    format="${run#*-}"
    local arguments=("$command" "${jobs[@]}")
    if [[ "$format" == junit ]]; then
        arguments+=(--quiet --junit "$work_dir/memory-junit.xml")
    else
        arguments+=(--format "$format")
    fi
    /usr/bin/time -o "$work_dir/memory-time" -f %M "$refreshspec" "${arguments[@]}" "$corpus" >/dev/null 2>&1 || true
    tail -n 1 "$work_dir/memory-time" | awk '{ printf "%.1f", $1 / 1024 }'
}

header="| run |"
rule="|---|"
for size in $sizes; do
    header+=" $size specs |"
    rule+="---:|"
done
declare -A figures
for size in $sizes; do
    corpus="$work_dir/memory-$size"
    if [[ ! -f "$corpus/.complete" ]]; then
        echo "==> generating $size specs in $corpus" >&2
        python3 "$script_dir/generate_specs.py" "$corpus" --count "$size" >&2
        touch "$corpus/.complete"
    fi
    for run in $runs; do
        figures["$run/$size"]="$(peak "$run" "$corpus")"
        echo "    $run, $size specs: ${figures["$run/$size"]} MiB" >&2
    done
done

echo
echo "Peak RSS (MiB), $refreshspec"
echo
echo "$header"
echo "$rule"
for run in $runs; do
    line="| \`${run/-/ }\` |"
    for size in $sizes; do line+=" ${figures["$run/$size"]} |"; done
    echo "$line"
done
