#!/usr/bin/env bash
# Report benchmark (issue 36, item 4): what `refreshspec test --html` costs to write and what its
# page costs to open in headless Chromium, for 2,000 generated specs, 2,000 copies of
# specs/header.yaml and one scenario of a million steps; then the issue's targets, each with its
# figure and PASS or MISS. Not a test: it prints figures and exits 0 either way.
#
#   bash Benchmarks/Report/run.sh
#
# Environment:
#   REPORT_TIMEOUT        seconds one refreshspec run may take before it is stopped (default 600)
#   REPORT_PASSING_BYTES  the bound on the largest passing scenario's `<details>` (default 16384)
#   BENCH_SCRATCH_PATH    swift build scratch path (default: the package's .build)
#   REFRESHSPEC_BIN       use this refreshspec binary instead of building one
#
# Inputs and pages go to Benchmarks/.work/ (ignored by git; inputs kept between runs, the
# million-step outputs, about 4 GB, removed once measured). Peak RSS is GNU time's %M.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work"
out_dir="$work_dir/report"
generated="$work_dir/report-2000"
headers="$work_dir/report-header-2000"
long_spec="$work_dir/report-long/long.yaml"
scratch_path="${BENCH_SCRATCH_PATH:-$package_dir/.build}"
time_limit="${REPORT_TIMEOUT:-600}"
passing_bytes_target="${REPORT_PASSING_BYTES:-16384}"
# The page of the million-step spec, one passing scenario: at most this many bytes.
long_page_target=131072

die() { echo "run.sh: $*" >&2; exit 1; }
command -v python3 >/dev/null || die "python3 is required"
[[ -x /usr/bin/time ]] || die "GNU time is required at /usr/bin/time (apt-get install time)"
command -v timeout >/dev/null || die "timeout (coreutils) is required"
[[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]] \
    || die "Chromium is required at /usr/bin/chromium and /usr/bin/chromedriver (apt-get install chromium chromium-driver)"
python3 -c 'import selenium' 2>/dev/null || die "Selenium is required (python3 -m pip install selenium)"
[[ "$time_limit" =~ ^[1-9][0-9]*$ ]] || die "REPORT_TIMEOUT must be a positive integer, got '$time_limit'"
[[ "$passing_bytes_target" =~ ^[1-9][0-9]*$ ]] || die "REPORT_PASSING_BYTES must be a positive integer, got '$passing_bytes_target'"
mkdir -p "$out_dir"

# shellcheck source=../release-binary.sh
source "$script_dir/../release-binary.sh"

if [[ ! -f "$generated/.complete" ]]; then
    echo "==> generating 2,000 specs in $generated" >&2
    python3 "$package_dir/Benchmarks/Validate/generate_corpus.py" "$generated" >&2
    touch "$generated/.complete"
fi
if [[ ! -f "$headers/.complete" || ! -f "$long_spec" ]]; then
    echo "==> copying specs/header.yaml 2,000 times into $headers; writing $long_spec" >&2
    python3 "$script_dir/generate.py" "$headers" "$long_spec"
    touch "$headers/.complete"
fi

# grouped N: N with a comma every three digits (anything else unchanged).
grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }
# below A B: whether the number A is less than B (false when A is not a number).
below() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a ~ /^[0-9.]+$/ && a + 0 < b + 0) }'; }
verdict() { if below "$1" "$2"; then echo PASS; else echo MISS; fi; }

# timed ARGS...: one run of refreshspec ARGS, its output thrown away, stopped after $time_limit
# seconds. Sets seconds ("timeout" when stopped) and kib.
timed() {
    local status=0
    /usr/bin/time -o "$out_dir/time" -f "%e %M" timeout "$time_limit" "$refreshspec" "$@" >"$out_dir/stdout" 2>"$out_dir/stderr" \
        || status=$?
    read -r seconds kib < <(tail -n 1 "$out_dir/time")
    if [[ $status -eq 124 ]]; then seconds=timeout; fi
}
mib() { grouped "$(awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }')"; }
bytes_of() { if [[ -f "$1" ]]; then stat -c %s "$1"; else echo 0; fi; }

declare -A figure
# report KEY LABEL CORPUS: `test --html` over CORPUS into KEY.html, then the page in Chromium;
# a row of each table, and the figures the targets need in figure[KEY-…].
report() {
    local key="$1" label="$2" corpus="$3" page="$out_dir/$1.html"
    local passing failing mean largest scenarios bytes name values count
    local shown_min shown_median shown_max drawn_min drawn_median drawn_max
    echo "==> test --html over $corpus" >&2
    rm -f "$page"
    timed test --html "$page" "$corpus"
    bytes="$(bytes_of "$page")"
    read -r passing failing mean largest < <(python3 "$script_dir/scenario_bytes.py" "$page" 2>/dev/null || echo 0 0 0 0)
    scenarios=$((passing + failing))
    figure[$key-seconds]="$seconds"
    figure[$key-kib]="$kib"
    figure[$key-largest]="$largest"
    write_rows+="| $label | $seconds | $(mib "$kib") | $(grouped "$bytes") | $(grouped "$scenarios") ($(grouped "$passing") / $(grouped "$failing")) |"
    write_rows+=" $(grouped "$((scenarios > 0 ? bytes / scenarios : 0))") | $(grouped "$mean") / $(grouped "$largest") |"$'\n'

    echo "==> opening $page in headless Chromium" >&2
    while read -r name values; do
        figure[$key-$name]="$values"
    done < <(python3 "$script_dir/browser.py" "$page" || true)
    read -r count shown_min shown_median shown_max <<<"${figure[$key-pictures-shown]:-0 failed failed failed}"
    read -r _ drawn_min drawn_median drawn_max <<<"${figure[$key-pictures-drawn]:-0 failed failed failed}"
    figure[$key-shown-max]="$shown_max"
    figure[$key-shown-count]="$count"
    browser_rows+="$(grouped "| $label | ${figure[$key-dom-interactive]:-failed} | ${figure[$key-dom-content-loaded]:-failed} |\
 ${figure[$key-load]:-failed} | ${figure[$key-first-open]:-failed} |\
 ${figure[$key-first-interaction]:-failed} (${figure[$key-first-interaction-scenario]:-}) |\
 $shown_min / $shown_median / $shown_max ($count) | $drawn_min / $drawn_median / $drawn_max |")"$'\n'
}

# long NAME FILE ARGS...: one refreshspec run over the million-step spec, its output in FILE
# (- for standard output), removed once counted; a row of the table.
long() {
    local name="$1" file="$2"
    shift 2
    [[ "$file" == - ]] && file="$out_dir/stdout"
    echo "==> $name, $(grouped 1000000) steps" >&2
    rm -f "$file"
    timed "$@"
    local bytes
    bytes="$(bytes_of "$file")"
    [[ "$name" == "test --html" ]] && long_page_bytes="$bytes"
    long_rows+="| \`$name\` | $seconds | $(mib "$kib") | $(grouped "$bytes") |"$'\n'
    rm -f "$file" "$out_dir/stdout"
}

write_rows=""
browser_rows=""
long_rows=""
long_page_bytes=""
report generated "2,000 generated specs" "$generated"
report headers "2,000 × specs/header.yaml" "$headers"
long "test --html" "$out_dir/long.html" test --html "$out_dir/long.html" "$long_spec"
long "run --format svg" - run --format svg "$long_spec"

memory_mb="$(awk -v k="${figure[generated-kib]}" 'BEGIN { printf "%.1f", k * 1024 / 1e6 }')"
first="${figure[generated-first-interaction]:-failed}"
shown_max="${figure[generated-shown-max]}"
largest="${figure[generated-largest]}"
echo
load=""
[[ -r /proc/loadavg ]] && load=" (load average $(cut -d ' ' -f 1 /proc/loadavg) at the end)"
echo "Report benchmark, $(date -u +%Y-%m-%d), $(nproc) cores$load, $(/usr/bin/chromium --version 2>/dev/null | cut -d ' ' -f 1-2), $refreshspec"
echo
echo "\`test --html\` (seconds and peak memory of the run; bytes of the page and of its scenarios' \`<details>\`)"
echo
echo "| corpus | seconds | peak MiB | page bytes | scenarios (passing / failing) | page bytes per scenario | passing \`<details>\` bytes, mean / largest |"
echo "|---|---:|---:|---:|---|---:|---|"
printf '%s' "$write_rows"
echo
echo "The page in headless Chromium (ms from the start of the navigation; pictures: from the click)"
echo
echo "| corpus | domInteractive | DOMContentLoaded | load | first open failure's pictures | first interaction (scenario) | pictures shown, min / median / max (scenarios) | next frame drawn, min / median / max |"
echo "|---|---:|---:|---:|---:|---:|---|---|"
printf '%s' "$browser_rows"
echo
echo "One scenario of $(grouped 1000000) steps ($(grouped "$(bytes_of "$long_spec")") bytes of spec; stopped after $time_limit s)"
echo
echo "| run | seconds | peak MiB | bytes written |"
echo "|---|---:|---:|---:|"
printf '%s' "$long_rows"
echo
echo "Targets, over the 2,000 generated specs"
echo
echo "| target | figure | |"
echo "|---|---|---|"
echo "| report written in < 5 s | ${figure[generated-seconds]} s | $(verdict "${figure[generated-seconds]}" 5) |"
echo "| peak memory < 128 MB (10^6 bytes) | $memory_mb MB | $(verdict "$memory_mb" 128) |"
echo "| first interaction < 2 s | $(grouped "$first") ms | $(verdict "$first" 2000) |"
echo "| any scenario's pictures shown < 300 ms | $(grouped "$shown_max") ms, the slowest of ${figure[generated-shown-count]} | $(verdict "$shown_max" 300) |"
echo "| bytes per passing scenario bounded: the largest passing \`<details>\` ≤ $(grouped "$passing_bytes_target") bytes | $(grouped "$largest") bytes | $(verdict "$largest" $((passing_bytes_target + 1))) |"
echo "| the same, whatever its steps: the million-step page (one passing scenario) ≤ $(grouped "$long_page_target") bytes | $(grouped "${long_page_bytes:-0}") bytes | $(verdict "${long_page_bytes:-999999999}" $((long_page_target + 1))) |"
