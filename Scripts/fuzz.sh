#!/usr/bin/env bash
# Builds the fuzz targets (Fuzz/, with libFuzzer and AddressSanitizer) and runs each for a while,
# seeded from specs/, Tests/Fixtures (Broken, Hostile, yaml-test-suite, MJRefresh.bundle) and the
# committed regression inputs. Linux only (libFuzzer ships with the Linux toolchain).
#
#   Scripts/fuzz.sh [SECONDS] [TARGET]     # default: 60 s for each of every target, in turn
#
# FUZZ_TIMEOUT (default 10) is libFuzzer's per-input limit in wall-clock seconds: raise it when the
# fuzzers run at a low priority beside other work, where a fast input can wait seconds for a core.
#
# Targets: loader, validate, run, strings, import, record. The corpus grows in .build/fuzz-corpus/<target>
# (kept between runs, not committed); a crash is saved in .build/fuzz-crashes/<target>/ and the
# script exits 1 once every target has run. Copy a crash into
# Tests/Fixtures/FuzzRegressions/<target>/ to make it a regression test, then fix it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
targets="${2:-loader validate run strings import record}"
scratch=.build/fuzz

# AddressSanitizer and libFuzzer's coverage for every module; libFuzzer itself (and its `main`)
# only for the fuzz binary, which Fuzz/Package.swift links with -sanitize=fuzzer: a plugin's
# build tool is built with the same flags and has a `main` of its own.
# The build plan lists the files of refreshspec's targets, a dependency here. A plan made while
# files were being added has left a new one out, failing every later build until it was deleted:
# it is made again each time (a second or two).
rm -f "$scratch/release.yaml"
swift build --package-path Fuzz --scratch-path "$scratch" -c release --sanitize address \
    -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table --product refreshspec-fuzz >&2
binary="$scratch/release/refreshspec-fuzz"

# The seeds, rebuilt on every run: a file per input in .build/fuzz-seeds/<target>.
seed_files() {
    case "$1" in
        loader | validate | run | record)
            find specs Tests/Fixtures/Broken Tests/Fixtures/Warnings Tests/Fixtures/Hostile Tests/Fixtures/yaml-test-suite -type f -name '*.yaml'
            ;;
        strings) find Tests/Fixtures/MJRefresh.bundle -type f -name '*.strings' ;;
        import) ;;
    esac
    find "Tests/Fixtures/FuzzRegressions/$1" -type f
}

make_seeds() {
    local target="$1" folder="$2" count=0 spec strings locale
    rm -rf "$folder"
    mkdir -p "$folder"
    while IFS= read -r file; do
        count=$((count + 1))
        cp "$file" "$folder/seed-$count"
    done < <(seed_files "$target")
    if [ "$target" = import ]; then
        # A spec, NUL, a locale, NUL and a .strings file of that locale (see FuzzImport.swift).
        for spec in specs/*.yaml; do
            for strings in Tests/Fixtures/MJRefresh.bundle/*.lproj/Localizable.strings; do
                locale="$(basename "$(dirname "$strings")" .lproj)"
                count=$((count + 1))
                { cat "$spec"; printf '\0%s\0' "$locale"; cat "$strings"; } >"$folder/seed-$count"
            done
        done
    fi
}

failed=()
for target in $targets; do
    corpus=".build/fuzz-corpus/$target"
    seeds=".build/fuzz-seeds/$target"
    crashes=".build/fuzz-crashes/$target"
    mkdir -p "$corpus" "$crashes"
    make_seeds "$target" "$seeds"
    echo "== $target: $seconds s" >&2
    # The one-time key tables are never freed: leaks are not what these targets look for.
    if ! REFRESHSPEC_FUZZ_TARGET="$target" ASAN_OPTIONS="detect_leaks=0" "$binary" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "$seeds"; then
        failed+=("$target")
    fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz: crash in ${failed[*]}; inputs in .build/fuzz-crashes/" >&2
    exit 1
fi
