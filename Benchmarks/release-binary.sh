# Sourced by the benchmarks' run.sh: sets `refreshspec` to the binary to time, which is
# $REFRESHSPEC_BIN when given, else a release build made in $scratch_path (the caller sets
# package_dir and scratch_path, and defines die).
if [[ -n "${REFRESHSPEC_BIN:-}" ]]; then
    refreshspec="$REFRESHSPEC_BIN"
else
    echo "==> swift build -c release --scratch-path $scratch_path --product refreshspec" >&2
    (cd "$package_dir" && swift build -c release --scratch-path "$scratch_path" --product refreshspec >&2)
    refreshspec="$(cd "$package_dir" && swift build -c release --scratch-path "$scratch_path" --show-bin-path)/refreshspec"
fi
[[ -x "$refreshspec" ]] || die "no refreshspec binary at $refreshspec"
