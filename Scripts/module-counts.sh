#!/usr/bin/env bash
# Prints, for each module under Sources/ (or the checkout given as $1), its Swift files, their
# lines, the median lines per file and the types it declares (struct, enum, class, actor,
# protocol, at any nesting). For comparing the shape of the house before and after a redesign:
#   bash Scripts/module-counts.sh               # this checkout
#   bash Scripts/module-counts.sh /path/to/other/checkout
set -euo pipefail
root="${1:-.}"
printf '%-22s %6s %7s %7s %6s\n' module files lines median types
total_files=0 total_lines=0 total_types=0
for dir in "$root"/Sources/*/; do
    module=$(basename "$dir")
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    [ "${#files[@]}" -gt 0 ] || continue
    lines=$(cat "${files[@]}" | wc -l)
    median=$(for f in "${files[@]}"; do wc -l < "$f"; done | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}')
    types=$(cat "${files[@]}" | grep -cE '^\s*((public|package|internal|fileprivate|private|final|indirect|@[A-Za-z]+)\s+)*(struct|enum|class|actor|protocol)\s+[A-Za-z_]' || true)
    printf '%-22s %6d %7d %7d %6d\n' "$module" "${#files[@]}" "$lines" "$median" "$types"
    total_files=$((total_files + ${#files[@]})) total_lines=$((total_lines + lines)) total_types=$((total_types + types))
done
printf '%-22s %6d %7d %7s %6d\n' total "$total_files" "$total_lines" "" "$total_types"
