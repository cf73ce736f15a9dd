#!/usr/bin/env bash
# Validate benchmark: `refreshspec validate` against the libyaml event loop (the floor)
# and PyYAML's CSafeLoader, as whole processes over the same generated corpus.
#
#   bash Benchmarks/Validate/run.sh
#
# Environment:
#   BENCH_ROUNDS          timed rounds (default 7)
#   BENCH_COUNT           specs in the corpus (default 2000)
#   BENCH_SEED            corpus seed (default 20261129)
#   BENCH_SCRATCH_PATH    swift build scratch path (default: the package's .build)
#   REFRESHSPEC_BIN       use this refreshspec binary instead of building one
#
# Everything generated goes to Benchmarks/.work/ (ignored by git).
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work"
corpus_dir="$work_dir/corpus"
rounds="${BENCH_ROUNDS:-7}"
count="${BENCH_COUNT:-2000}"
seed="${BENCH_SEED:-20261129}"
scratch_path="${BENCH_SCRATCH_PATH:-$package_dir/.build}"

die() { echo "run.sh: $*" >&2; exit 1; }

[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "BENCH_ROUNDS must be a positive integer, got '$rounds'"
command -v python3 >/dev/null || die "python3 is required"
command -v cc >/dev/null || die "a C compiler (cc) is required"
pkg-config --exists yaml-0.1 || die "libyaml is missing (apt-get install libyaml-dev)"
python3 -c 'import yaml; yaml.CSafeLoader' 2>/dev/null \
    || die "PyYAML with libyaml (yaml.CSafeLoader) is required (apt-get install python3-yaml)"

mkdir -p "$work_dir"

# 1. refreshspec, release build.
if [[ -n "${REFRESHSPEC_BIN:-}" ]]; then
    refreshspec="$REFRESHSPEC_BIN"
else
    echo "==> swift build -c release --scratch-path $scratch_path --product refreshspec"
    (cd "$package_dir" && swift build -c release --scratch-path "$scratch_path" --product refreshspec)
    bin_dir="$(cd "$package_dir" && swift build -c release --scratch-path "$scratch_path" --show-bin-path)"
    refreshspec="$bin_dir/refreshspec"
fi
[[ -x "$refreshspec" ]] || die "no refreshspec binary at $refreshspec"

# 2. The C event loop.
event_loop="$work_dir/event_loop"
echo "==> cc -O2 event_loop.c -lyaml"
# shellcheck disable=SC2046  # pkg-config output is meant to split into flags
cc -O2 $(pkg-config --cflags yaml-0.1) "$script_dir/event_loop.c" -o "$event_loop" \
    $(pkg-config --libs yaml-0.1)

# 3. The corpus.
echo "==> generating $count specs (seed $seed)"
python3 "$script_dir/generate_corpus.py" "$corpus_dir" --count "$count" --seed "$seed"

# Every tool gets the same argument: the corpus directory, walked recursively.
tools=(validate c-loop pyyaml)
set_command() {  # fills the caller's `cmd` array
    case "$1" in
        validate) cmd=("$refreshspec" validate "$corpus_dir") ;;
        c-loop) cmd=("$event_loop" "$corpus_dir") ;;
        pyyaml) cmd=(python3 "$script_dir/pyyaml_load.py" "$corpus_dir") ;;
    esac
}

# Runs one tool as a whole process; prints its wall time in seconds (monotonic clock) and
# its CPU time (user + system, all threads).
# Output goes to $work_dir/<tool>.out; returns the tool's exit status.
time_tool() {
    local tool="$1"
    local -a cmd
    set_command "$tool"
    python3 - "$work_dir/$tool.out" "${cmd[@]}" <<'PY'
import resource, subprocess, sys, time
def cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime
with open(sys.argv[1], "wb") as out:
    cpu_start, start = cpu(), time.perf_counter()
    status = subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.STDOUT).returncode
    elapsed, cpu_used = time.perf_counter() - start, cpu() - cpu_start
print(f"{elapsed:.6f} {cpu_used:.6f}")
sys.exit(status)
PY
}

# 4. Warm-up round, which is also the correctness check.
echo "==> warm-up"
for tool in "${tools[@]}"; do
    if ! measured="$(time_tool "$tool")"; then
        echo "run.sh: $tool failed on the corpus; its output ends with:" >&2
        tail -n 20 "$work_dir/$tool.out" >&2
        exit 1
    fi
    printf '  %-9s %8.3f s   %s\n' "$tool" "${measured%% *}" "$(tail -n 1 "$work_dir/$tool.out")"
done
summary="$(grep -E '^[0-9]+ files?, [0-9]+ errors?, [0-9]+ warnings?' "$work_dir/validate.out" | tail -n 1 || true)"
[[ -n "$summary" ]] || die "refreshspec validate printed no summary line; output in $work_dir/validate.out"
read -r files errors warnings < <(sed -E 's/^([0-9]+) files?, ([0-9]+) errors?, ([0-9]+) warnings?.*/\1 \2 \3/' <<<"$summary")
[[ "$files" == "$count" ]] || die "refreshspec validate saw $files files, expected $count"
[[ "$errors" == 0 ]] || die "refreshspec validate reported $errors errors on the corpus (a benchmark of failing validation is meaningless); see $work_dir/validate.out"
if [[ "$warnings" != 0 ]]; then
    echo "warning: refreshspec validate reported $warnings warnings on the corpus; see $work_dir/validate.out" >&2
fi

# 5. Timed rounds, alternating the three processes; the starting tool rotates each round.
times_file="$work_dir/times.tsv"
: >"$times_file"
echo "==> $rounds rounds"
for ((round = 1; round <= rounds; round++)); do
    line="  round $round:"
    for ((k = 0; k < ${#tools[@]}; k++)); do
        tool="${tools[$(((k + round - 1) % ${#tools[@]}))]}"
        measured="$(time_tool "$tool")" || die "$tool failed in round $round; see $work_dir/$tool.out"
        printf '%s\t%s\t%s\t%s\n' "$round" "$tool" "${measured%% *}" "${measured##* }" >>"$times_file"
        line+="$(printf '  %s %.3f' "$tool" "${measured%% *}")"
    done
    echo "$line"
done

# 6. The table.
python3 - "$times_file" "$count" "$corpus_dir" <<'PY'
import os, statistics, sys
times, cpu = {}, {}
for line in open(sys.argv[1]):
    _, tool, seconds, cpu_seconds = line.split("\t")
    times.setdefault(tool, []).append(float(seconds))
    cpu.setdefault(tool, []).append(float(cpu_seconds))
count = int(sys.argv[2])
sizes = [os.path.getsize(os.path.join(root, name))
         for root, _, files in os.walk(sys.argv[3]) for name in files]
median = {tool: statistics.median(values) for tool, values in times.items()}
names = {"validate": "refreshspec validate", "c-loop": "libyaml event loop (C)", "pyyaml": "PyYAML CSafeLoader"}
print()
print(f"corpus: {len(sizes)} files, {sum(sizes)} bytes, {min(sizes)}-{max(sizes)} bytes each; "
      f"{len(times['validate'])} rounds")
print(f"{'tool':<24} {'median s':>9} {'min s':>9} {'max s':>9} {'CPU s':>9}")
for tool in ("c-loop", "validate", "pyyaml"):
    values = times[tool]
    print(f"{names[tool]:<24} {median[tool]:>9.3f} {min(values):>9.3f} {max(values):>9.3f}"
          f" {statistics.median(cpu[tool]):>9.3f}")
floor = median["validate"] / median["c-loop"]
speedup = median["pyyaml"] / median["validate"]
print()
print(f"validate / C loop   {floor:6.2f}x   target <= 1.5x   {'PASS' if floor <= 1.5 else 'FAIL'}")
print(f"PyYAML / validate   {speedup:6.2f}x   target >= 10x    {'PASS' if speedup >= 10 else 'FAIL'}")
print(f"(wall-clock medians; CPU is user + system time of all threads, median; "
      f"CPU validate / C loop {statistics.median(cpu['validate']) / statistics.median(cpu['c-loop']):.2f}x)")
PY
