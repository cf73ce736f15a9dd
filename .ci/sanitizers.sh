#!/usr/bin/env bash
# The sanitizer runs of CI (issue 13): the whole test suite under AddressSanitizer, the parallel
# paths (`--jobs`) under ThreadSanitizer, and a short libFuzzer run of every fuzz target.
# Each sanitizer builds in its own scratch folder, so the ordinary .build/debug is left as it is.
#
#   .ci/sanitizers.sh [FUZZ_SECONDS]     # default 60 s per fuzz target
set -euo pipefail
cd "$(dirname "$0")/.."
fuzz_seconds="${1:-60}"

# AddressSanitizer over every test. The CLI tests run the binary of the same build, so every
# command they run is checked too. Leak detection is off: the one-time key tables held by
# `static let`s are never freed, by design, and are not what this run looks for.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1"
swift build --build-tests --sanitize=address --scratch-path .build/asan
swift test --skip-build --sanitize=address --scratch-path .build/asan
echo "sanitizers: AddressSanitizer build and test suite took $SECONDS s"

# ThreadSanitizer over the commands that check files on several workers, with more workers than
# files and fewer, on the example specs and on the broken and hostile fixtures.
swift build --sanitize=thread --scratch-path .build/tsan --product refreshspec
tsan_bin="$(swift build --sanitize=thread --scratch-path .build/tsan --show-bin-path)/refreshspec"
export TSAN_OPTIONS="halt_on_error=1"
# Exit status 1 (a spec has errors) is expected for the broken fixtures; a data race makes
# ThreadSanitizer exit 66 (halt_on_error).
expect_status() {
    local wanted="$1" status=0
    shift
    "$@" >/dev/null 2>.build/tsan/stderr || status=$?
    if [ "$status" -ne "$wanted" ]; then
        cat .build/tsan/stderr >&2
        echo "error: '$*' exited $status under ThreadSanitizer, expected $wanted" >&2
        exit 1
    fi
}
for jobs in 2 8 64; do
    expect_status 0 "$tsan_bin" validate specs --jobs "$jobs"
    expect_status 0 "$tsan_bin" test specs --jobs "$jobs"
    expect_status 0 "$tsan_bin" strings check specs --jobs "$jobs"
    expect_status 1 "$tsan_bin" validate specs Tests/Fixtures/Broken Tests/Fixtures/Hostile --jobs "$jobs"
done
echo "sanitizers: ThreadSanitizer: validate, test and strings check with --jobs 2, 8 and 64: no data race (at $SECONDS s)"

# libFuzzer with AddressSanitizer, every target, seeded from the repository.
bash Scripts/fuzz.sh "$fuzz_seconds"
echo "sanitizers: fuzz targets done (at $SECONDS s)"
