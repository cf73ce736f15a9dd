#!/usr/bin/env bash
# Size benchmark (issue 36, items 1 and 2): time and peak memory of the commands that read the
# 8 MiB specs of generate_specs.py. Not a timed test: it prints figures. Target: each run under
# 15 s and 512 MB.
#
#   bash Benchmarks/Size/run.sh
#
# Environment:
#   BENCH_SCRATCH_PATH    swift build scratch path (default: the package's .build)
#   REFRESHSPEC_BIN       use this refreshspec binary instead of building one
#
# Specs and outputs go to Benchmarks/.work/size/ (ignored by git). Peak RSS is GNU time's %M.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work/size"
scratch_path="${BENCH_SCRATCH_PATH:-$package_dir/.build}"

die() { echo "run.sh: $*" >&2; exit 1; }
command -v python3 >/dev/null || die "python3 is required"
[[ -x /usr/bin/time ]] || die "GNU time is required at /usr/bin/time (apt-get install time)"
mkdir -p "$work_dir"

# shellcheck source=../release-binary.sh
source "$script_dir/../release-binary.sh"
python3 "$script_dir/generate_specs.py" "$work_dir"

# measure SPEC ARGS...: one run of refreshspec ARGS SPEC, its output thrown away; prints a row.
measure() {
    local spec="$1"
    shift
    rm -rf "$work_dir/out"
    /usr/bin/time -o "$work_dir/time" -f "%e %M" "$refreshspec" "$@" "$work_dir/$spec.yaml" >/dev/null 2>&1 || true
    local seconds kib written
    read -r seconds kib < <(tail -n 1 "$work_dir/time")
    written="$(du -sb "$work_dir/out" 2>/dev/null | cut -f1 || true)"
    printf '| %s | %s | %s | %.0f | %s |\n' "$spec" "$*" "$seconds" "$((kib / 1024))" "${written:-0}"
}

echo "| spec | command | seconds | peak MiB | bytes written |"
echo "|---|---|---|---|---|"
measure locales validate
measure locales test
measure locales strings check
measure alias-text validate
measure alias-text tree
measure alias-text strings export --output "$work_dir/out"
measure alias-text generate swift --output "$work_dir/out"
measure alias-name validate
