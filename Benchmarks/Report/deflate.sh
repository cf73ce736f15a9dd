#!/usr/bin/env bash
# Deflate benchmark (issue 36, item 4): the HTML report's DEFLATE (Sources/RefreshReport/HTML/
# Deflate.swift) on real pictures and pages: compression ratio and MB/s, printed by
# RefreshEngineBenchmark's `deflate` subcommand. Not a timed test: it prints figures. Target:
# at least 60 MB/s in a release build.
#
#   bash Benchmarks/Report/deflate.sh
#
# Environment:
#   BENCH_SCRATCH_PATH    swift build scratch path (default: the package's .build)
#   REFRESHSPEC_BIN       use this refreshspec binary instead of building one
#
# Pictures, pages, their scenario views and the 2,000-spec corpus go to Benchmarks/.work/deflate/
# (ignored by git).
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package_dir="$(cd "$script_dir/../.." && pwd)"
work_dir="$package_dir/Benchmarks/.work/deflate"
scratch_path="${BENCH_SCRATCH_PATH:-$package_dir/.build}"

die() { echo "deflate.sh: $*" >&2; exit 1; }
command -v python3 >/dev/null || die "python3 is required"
mkdir -p "$work_dir"

# shellcheck source=../release-binary.sh
source "$script_dir/../release-binary.sh"
echo "==> swift build -c release --scratch-path $scratch_path --product RefreshEngineBenchmark" >&2
(cd "$package_dir" && swift build -c release --scratch-path "$scratch_path" --product RefreshEngineBenchmark >&2)
benchmark="$(cd "$package_dir" && swift build -c release --scratch-path "$scratch_path" --show-bin-path)/RefreshEngineBenchmark"

for spec in "$package_dir"/specs/*.yaml; do
    name="$(basename "$spec" .yaml)"
    "$refreshspec" run --format svg "$spec" >"$work_dir/$name.filmstrip.svg"
    "$refreshspec" run --format timeline "$spec" >"$work_dir/$name.timeline.svg"
done
[[ -d "$work_dir/corpus" ]] || python3 "$package_dir/Benchmarks/Validate/generate_corpus.py" "$work_dir/corpus" >/dev/null
# views PAGE FOLDER: each scenario's view in the page (its data-view attribute, base64 of raw
# DEFLATE) inflated into FOLDER/NNNNN.html: what the report compresses, one stream each.
views() {
    rm -rf "$2"
    python3 - "$1" "$2" <<'PYTHON'
import base64, os, re, sys, zlib
page, folder = sys.argv[1], sys.argv[2]
os.makedirs(folder)
views = re.findall(r' data-view="([^"]*)"', open(page, encoding='utf-8').read())
for index, view in enumerate(views):
    with open(os.path.join(folder, '%05d.html' % index), 'wb') as file:
        file.write(zlib.decompressobj(-15).decompress(base64.b64decode(view)))
PYTHON
}
"$refreshspec" test --html "$work_dir/specs.html" "$package_dir/specs" >/dev/null
views "$work_dir/specs.html" "$work_dir/views-specs"
"$refreshspec" test --html "$work_dir/corpus.html" "$work_dir/corpus" >/dev/null || true
views "$work_dir/corpus.html" "$work_dir/views-corpus"
# The worst case for the matcher: every 3 bytes recur all over the window, matches stay short,
# and every search follows its chain to the bound.
python3 -c "import random; random.seed(4); print(''.join(random.choice('ACGT') for _ in range(2_000_000)), end='')" \
    >"$work_dir/acgt.txt"

echo "## specs/header.yaml's filmstrip (run --format svg)"
"$benchmark" deflate "$work_dir/header.filmstrip.svg"
echo "## every spec's filmstrip and timeline, each file one stream"
"$benchmark" deflate "$work_dir"/*.svg
echo "## the scenario views of test --html specs, each one stream"
"$benchmark" deflate "$work_dir"/views-specs/*.html
echo "## the scenario views of test --html over Benchmarks/Validate's 2,000-spec corpus, each one stream"
"$benchmark" deflate "$work_dir"/views-corpus/*.html
echo "## 2,000,000 random letters A, C, G, T"
"$benchmark" deflate "$work_dir/acgt.txt"
