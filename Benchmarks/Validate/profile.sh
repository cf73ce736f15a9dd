#!/usr/bin/env bash
# Where `refreshspec validate --jobs 1` spends its CPU time, by phase, beside the libyaml event
# loop's whole CPU time: `perf record` clock samples with call graphs over the benchmark corpus,
# each sample given to the phase of the nearest frame that names one (cpu_phases.py).
#
#   bash Benchmarks/Validate/run.sh          # once: builds the binary, the loop and the corpus
#   bash Benchmarks/Validate/profile.sh
#
# Environment:
#   PROFILE_RUNS      runs of each program (default 5)
#   PROFILE_FREQ      samples per second (default 20000)
#   REFRESHSPEC_BIN   the binary to profile (default: the one run.sh builds as installed)
#
# Needs `perf` (Debian: linux-perf) and a kernel that lets it sample (perf_event_paranoid ≤ 1,
# or root). The clock event is a software one, so it works in virtual machines without
# hardware counters. Output goes to Benchmarks/.work/profile/.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work"
out_dir="$work_dir/profile"
runs="${PROFILE_RUNS:-5}"
frequency="${PROFILE_FREQ:-20000}"
binary="${REFRESHSPEC_BIN:-$package_dir/.build/installed/release/refreshspec}"

die() { echo "profile.sh: $*" >&2; exit 1; }

[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "PROFILE_RUNS must be a positive integer, got '$runs'"
[[ "$frequency" =~ ^[1-9][0-9]*$ ]] || die "PROFILE_FREQ must be a positive integer, got '$frequency'"
command -v perf >/dev/null || die "perf is required (apt-get install linux-perf)"
[[ -x "$binary" ]] || die "no binary at $binary; run Benchmarks/Validate/run.sh first or set REFRESHSPEC_BIN"
[[ -x "$work_dir/event_loop" && -d "$work_dir/corpus" ]] \
    || die "no event loop or corpus in $work_dir; run Benchmarks/Validate/run.sh first"
mkdir -p "$out_dir"

# One recording of both programs, run in turn (so that both see the same spells of a machine
# whose speed changes), told apart afterwards by the command name of each sample.
echo "==> perf record: event loop and refreshspec validate --jobs 1 in turn, $runs runs each, $frequency Hz"
perf record -q -e cpu-clock -F "$frequency" -g -o "$out_dir/perf.data" -- \
    bash -c 'for _ in $(seq "$0"); do "$1" "$2" >/dev/null; "$3" validate --jobs 1 "$2" >/dev/null; done' \
    "$runs" "$work_dir/event_loop" "$work_dir/corpus" "$binary"
perf script -i "$out_dir/perf.data" -F comm,ip,sym,dso 2>/dev/null >"$out_dir/perf.txt"

# perf names a sample's command by the first 15 bytes of the program's file name.
command_name="$(basename "$binary" | cut -c1-15)"
python3 "$script_dir/cpu_phases.py" "$out_dir/perf.txt" "$frequency" "$runs" event_loop "$command_name"
