#!/usr/bin/env bash
# Validate benchmark: `refreshspec validate --jobs 1` against the libyaml event loop (the
# floor), PyYAML's CSafeLoader and, when a checkout of Yams is given, Yams' compose, as whole
# processes over the same generated corpus: wall time, CPU time and peak RSS of each. On Linux
# the loop runs a second time with refreshspec's allocator for libyaml preloaded, for reference.
#
#   bash Benchmarks/Validate/run.sh
#
# Environment:
#   BENCH_ROUNDS          timed rounds (default 15)
#   BENCH_COUNT           specs in the corpus (default 2000)
#   BENCH_SEED            corpus seed (default 20261129)
#   BENCH_SCRATCH_PATH    swift build scratch path (default: the package's .build, or
#                         .build/installed for the installed form)
#   REFRESHSPEC_BIN       use this refreshspec binary instead of building one
#   BENCH_LINK            "installed" (default): build as `make install` does (on Linux the
#                         Swift runtime linked in statically); "dynamic": a plain release build
#   YAMS_PATH             a checkout of github.com/jpsim/Yams: adds a row for Yams' compose,
#                         built here in release mode (skipped with a message when unset)
#
# Everything generated goes to Benchmarks/.work/ (ignored by git).
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work"
corpus_dir="$work_dir/corpus"
rounds="${BENCH_ROUNDS:-15}"
count="${BENCH_COUNT:-2000}"
seed="${BENCH_SEED:-20261129}"
link="${BENCH_LINK:-installed}"
# The installed form builds with other flags: its own folder, so that the two builds do not
# undo each other's objects.
default_scratch="$package_dir/.build"
[[ "$link" == installed ]] && default_scratch="$package_dir/.build/installed"
scratch_path="${BENCH_SCRATCH_PATH:-$default_scratch}"

die() { echo "run.sh: $*" >&2; exit 1; }

[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "BENCH_ROUNDS must be a positive integer, got '$rounds'"
[[ "$link" == installed || "$link" == dynamic ]] || die "BENCH_LINK must be installed or dynamic, got '$link'"
command -v python3 >/dev/null || die "python3 is required"
command -v cc >/dev/null || die "a C compiler (cc) is required"
pkg-config --exists yaml-0.1 || die "libyaml is missing (apt-get install libyaml-dev)"
python3 -c 'import yaml; yaml.CSafeLoader' 2>/dev/null \
    || die "PyYAML with libyaml (yaml.CSafeLoader) is required (apt-get install python3-yaml)"

mkdir -p "$work_dir"

# 1. refreshspec, release build: by default the binary `make install` puts on a user's PATH
# (the Makefile's flags: on Linux the Swift runtime linked in statically, which also saves
# the dynamic loader's start-up work), or a plain dynamically linked release build.
if [[ -n "${REFRESHSPEC_BIN:-}" ]]; then
    refreshspec="$REFRESHSPEC_BIN"
else
    build_flags=(-c release --scratch-path "$scratch_path" --product refreshspec)
    if [[ "$link" == installed && "$(uname -s)" == Linux ]]; then build_flags+=(--static-swift-stdlib); fi
    echo "==> swift build ${build_flags[*]}"
    (cd "$package_dir" && swift build "${build_flags[@]}")
    bin_dir="$(cd "$package_dir" && swift build "${build_flags[@]}" --show-bin-path)"
    refreshspec="$bin_dir/refreshspec"
fi
[[ -x "$refreshspec" ]] || die "no refreshspec binary at $refreshspec"

# 2. The C event loop, and the launcher that measures every tool (a child forked from Python
# would report Python's resident set as its own peak).
event_loop="$work_dir/event_loop"
measure="$work_dir/measure"
echo "==> cc -O2 event_loop.c -lyaml; cc -O2 measure.c"
# shellcheck disable=SC2046  # pkg-config output is meant to split into flags
cc -O2 $(pkg-config --cflags yaml-0.1) "$script_dir/event_loop.c" -o "$event_loop" \
    $(pkg-config --libs yaml-0.1)
cc -O2 "$script_dir/measure.c" -o "$measure"
# On Linux, the loop once more with refreshspec's allocator for libyaml (Sources/CYamlAllocator)
# preloaded: the floor with the same allocation costs as libyaml has inside refreshspec.
allocator_library=""
if [[ "$(uname -s)" == Linux ]]; then
    allocator_library="$work_dir/libyamlallocator.so"
    echo "==> cc -O2 -shared CYamlAllocator.c (preloaded into the loop's second row)"
    cc -O2 -shared -fPIC -ftls-model=initial-exec -I"$package_dir/Sources/CYamlAllocator/include" \
        "$package_dir/Sources/CYamlAllocator/CYamlAllocator.c" -o "$allocator_library"
    # The row means something only if libyaml's calls really reach the preloaded functions.
    bindings="$(LD_PRELOAD="$allocator_library" LD_DEBUG=bindings "$event_loop" "$package_dir/specs" 2>&1 >/dev/null)"
    [[ "$(grep -F "to $allocator_library" <<<"$bindings" | grep -c 'yaml_malloc')" != 0 ]] \
        || die "libyaml's yaml_malloc is not bound to the preloaded $allocator_library"
fi

# 2b. Yams' compose, built from a checkout the caller names (never part of this repository).
yams_compose=""
if [[ -n "${YAMS_PATH:-}" ]]; then
    [[ -f "$YAMS_PATH/Package.swift" ]] || die "YAMS_PATH=$YAMS_PATH holds no Package.swift"
    yams_dir="$work_dir/yams-compose"
    mkdir -p "$yams_dir/Sources/yams-compose"
    cat >"$yams_dir/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "yams-compose",
    dependencies: [.package(path: "$(cd "$YAMS_PATH" && pwd)")],
    targets: [.executableTarget(name: "yams-compose", dependencies: [.product(name: "Yams", package: "Yams")])]
)
SWIFT
    cat >"$yams_dir/Sources/yams-compose/main.swift" <<'SWIFT'
// Composes every *.yaml / *.yml file under the given paths into Yams nodes (sorted, hidden
// entries skipped), as the other tools of the benchmark walk them. Prints "N files, F failed".
import Foundation
import Yams

func yamlFiles(_ path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.flatMap { name -> [String] in
        let child = path + "/" + name
        var childIsDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory)
        if childIsDirectory.boolValue { return yamlFiles(child) }
        return name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? [child] : []
    }
}

var files = 0
var failed = 0
for path in CommandLine.arguments.dropFirst() {
    for file in yamlFiles(path) {
        files += 1
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8),
            (try? Yams.compose(yaml: text)) != nil
        else {
            failed += 1
            continue
        }
    }
}
print("\(files) files, \(failed) failed")
exit(failed == 0 ? 0 : 1)
SWIFT
    echo "==> swift build -c release (Yams compose from $YAMS_PATH)"
    (cd "$yams_dir" && swift build -c release)
    yams_compose="$(cd "$yams_dir" && swift build -c release --show-bin-path)/yams-compose"
    [[ -x "$yams_compose" ]] || die "no yams-compose binary at $yams_compose"
else
    echo "==> Yams row skipped: set YAMS_PATH to a checkout of github.com/jpsim/Yams to add it"
fi

# 3. The corpus.
echo "==> generating $count specs (seed $seed)"
python3 "$script_dir/generate_corpus.py" "$corpus_dir" --count "$count" --seed "$seed"

# The compiled tools run from copies made afresh before every run: a binary file keeps the
# same physical pages for its code while it stays cached, and that alone moved one binary's
# CPU time by up to 8 % against a copy of itself over a whole recording (round 8 of the
# README); a new copy each run averages the placement out.
refreshspec_run="$work_dir/refreshspec-run"
event_loop_run="$work_dir/event_loop-run"
fresh_copy() {  # fresh_copy FROM TO
    cp "$1" "$2.new" && mv "$2.new" "$2"
}
refresh_binary() {
    case "$1" in
        validate) fresh_copy "$refreshspec" "$refreshspec_run" ;;
        c-loop | c-loop-alloc) fresh_copy "$event_loop" "$event_loop_run" ;;
    esac
}

# Every tool gets the same argument: the corpus directory, walked recursively.
# validate runs on one worker, so that its CPU time compares with the single-threaded others.
tools=(validate c-loop pyyaml)
[[ -n "$allocator_library" ]] && tools+=(c-loop-alloc)
[[ -n "$yams_compose" ]] && tools+=(yams)
set_command() {  # fills the caller's `cmd` array
    case "$1" in
        validate) cmd=("$refreshspec_run" validate --jobs 1 "$corpus_dir") ;;
        c-loop) cmd=("$event_loop_run" "$corpus_dir") ;;
        c-loop-alloc) cmd=(env LD_PRELOAD="$allocator_library" "$event_loop_run" "$corpus_dir") ;;
        pyyaml) cmd=(python3 "$script_dir/pyyaml_load.py" "$corpus_dir") ;;
        yams) cmd=("$yams_compose" "$corpus_dir") ;;
    esac
}

# Runs one tool as a whole process through `measure`; prints its wall time in seconds
# (monotonic clock), its CPU time (user + system, all threads) and its peak resident set in
# KiB, both from wait4(2) on that very child. Output goes to $work_dir/<tool>.out; returns the
# tool's exit status.
time_tool() {
    local tool="$1"
    local -a cmd
    set_command "$tool"
    refresh_binary "$tool"
    "$measure" "$work_dir/$tool.out" "${cmd[@]}"
}

# 4. Warm-up round, which is also the correctness check.
echo "==> warm-up"
for tool in "${tools[@]}"; do
    if ! measured="$(time_tool "$tool")"; then
        echo "run.sh: $tool failed on the corpus; its output ends with:" >&2
        tail -n 20 "$work_dir/$tool.out" >&2
        exit 1
    fi
    read -r wall cpu rss <<<"$measured"
    printf '  %-9s %8.3f s  CPU %7.3f s  %6s MiB   %s\n' "$tool" "$wall" "$cpu" "$((rss / 1024))" \
        "$(tail -n 1 "$work_dir/$tool.out")"
done
summary="$(grep -E '^[0-9]+ files?, [0-9]+ errors?, [0-9]+ warnings?' "$work_dir/validate.out" | tail -n 1 || true)"
[[ -n "$summary" ]] || die "refreshspec validate printed no summary line; output in $work_dir/validate.out"
read -r files errors warnings < <(sed -E 's/^([0-9]+) files?, ([0-9]+) errors?, ([0-9]+) warnings?.*/\1 \2 \3/' <<<"$summary")
[[ "$files" == "$count" ]] || die "refreshspec validate saw $files files, expected $count"
[[ "$errors" == 0 ]] || die "refreshspec validate reported $errors errors on the corpus (a benchmark of failing validation is meaningless); see $work_dir/validate.out"
if [[ "$warnings" != 0 ]]; then
    echo "warning: refreshspec validate reported $warnings warnings on the corpus; see $work_dir/validate.out" >&2
fi

# 5. Timed rounds, alternating the processes; the starting tool rotates each round. Each
# round's line shows CPU seconds.
times_file="$work_dir/times.tsv"
: >"$times_file"
echo "==> $rounds rounds"
for ((round = 1; round <= rounds; round++)); do
    line="  round $round:"
    for ((k = 0; k < ${#tools[@]}; k++)); do
        tool="${tools[$(((k + round - 1) % ${#tools[@]}))]}"
        measured="$(time_tool "$tool")" || die "$tool failed in round $round; see $work_dir/$tool.out"
        read -r wall cpu rss <<<"$measured"
        printf '%s\t%s\t%s\t%s\t%s\n' "$round" "$tool" "$wall" "$cpu" "$rss" >>"$times_file"
        line+="$(printf '  %s %.3f' "$tool" "$cpu")"
    done
    echo "$line"
done

# 6. The table.
python3 - "$times_file" "$count" "$corpus_dir" <<'PY'
import os, statistics, sys
wall, cpu, rss, by_round = {}, {}, {}, {}
for line in open(sys.argv[1]):
    round_number, tool, seconds, cpu_seconds, kib = line.rstrip("\n").split("\t")
    wall.setdefault(tool, []).append(float(seconds))
    cpu.setdefault(tool, []).append(float(cpu_seconds))
    rss.setdefault(tool, []).append(int(kib))
    by_round.setdefault(round_number, {})[tool] = float(cpu_seconds)
sizes = [os.path.getsize(os.path.join(root, name))
         for root, _, files in os.walk(sys.argv[3]) for name in files]
names = {"c-loop": "libyaml event loop (C)", "c-loop-alloc": "  same, our allocator",
         "validate": "refreshspec validate -j1",
         "pyyaml": "PyYAML CSafeLoader", "yams": "Yams compose"}
median_cpu = {tool: statistics.median(values) for tool, values in cpu.items()}
floor = median_cpu["c-loop"]
print()
print(f"corpus: {len(sizes)} files, {sum(sizes)} bytes, {min(sizes)}-{max(sizes)} bytes each; "
      f"{len(cpu['validate'])} rounds")
print(f"{'tool':<26} {'CPU s':>8} {'min':>8} {'max':>8} {'wall s':>8} {'peak RSS':>10} {'CPU / C loop':>13}")
for tool in ("c-loop", "c-loop-alloc", "validate", "pyyaml", "yams"):
    if tool not in cpu:
        continue
    print(f"{names[tool]:<26} {median_cpu[tool]:>8.3f} {min(cpu[tool]):>8.3f} {max(cpu[tool]):>8.3f}"
          f" {statistics.median(wall[tool]):>8.3f} {max(rss[tool]) / 1024:>6.1f} MiB {median_cpu[tool] / floor:>12.2f}x")
# The machine's speed drifts between rounds; the two tools of one round ran seconds apart, so
# the median of the per-round ratios is the steadier figure. The verdict takes the worse one.
ratio = median_cpu["validate"] / floor
round_ratio = statistics.median(times["validate"] / times["c-loop"] for times in by_round.values())
verdict = "PASS" if max(ratio, round_ratio) <= 1.5 else "FAIL"
print()
print(f"validate / C loop   {ratio:6.2f}x (medians)   {round_ratio:6.2f}x (median of rounds)   target <= 1.5x   {verdict}")
# Noise only ever adds time: the fastest rounds show each tool nearest its own cost.
print(f"                    {min(cpu['validate']) / min(cpu['c-loop']):6.2f}x (fastest rounds, for reference)")
# refreshspec gives libyaml a faster allocator than malloc; the loop with that allocator shows
# how far validate is from libyaml's work at the same allocation costs (printed, not judged).
if "c-loop-alloc" in cpu:
    same_floor = median_cpu["c-loop-alloc"]
    same_round_ratio = statistics.median(times["validate"] / times["c-loop-alloc"] for times in by_round.values())
    print(f"validate / C loop with refreshspec's allocator   {median_cpu['validate'] / same_floor:6.2f}x (medians)"
          f"   {same_round_ratio:6.2f}x (median of rounds), for reference")
for tool in ("pyyaml", "yams"):
    if tool in cpu:
        print(f"{names[tool]} / validate   {median_cpu[tool] / median_cpu['validate']:6.2f}x")
print("(CPU = user + system time of the process, median of the rounds; wall = median; peak RSS = largest)")
PY
