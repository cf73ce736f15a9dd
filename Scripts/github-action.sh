#!/usr/bin/env bash
# The GitHub Action's one step (action.yml): find or build refreshspec, then check the specs
# with annotations on the pull request: `test` (every problem `validate` finds, spec by spec,
# then the scenarios replayed into JUnit), or `validate` alone when the test input is false.
# One command, so each problem is annotated once, and a shard annotates only its own specs.
# Inputs arrive as INPUT_* variables. Exit status: the command's (0 success, 1 problems,
# 2 unusable input).
set -uo pipefail

binary=${INPUT_REFRESHSPEC:-}
if [ -z "$binary" ]; then
    binary=$(command -v refreshspec || true)
fi
if [ -z "$binary" ]; then
    # The swift images have neither libyaml's headers nor make.
    if ! pkg-config --exists yaml-0.1 2>/dev/null || ! command -v make >/dev/null; then
        if command -v apt-get >/dev/null; then
            sudo=$(command -v sudo || true)
            $sudo apt-get update -q && $sudo apt-get install -y -q libyaml-dev pkg-config make
        elif command -v brew >/dev/null; then
            brew install libyaml pkg-config make
        fi
    fi
    prefix="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/refreshspec"
    make -C "$GITHUB_ACTION_PATH" install PREFIX="$prefix" >&2 || exit 2
    binary="$prefix/bin/refreshspec"
    [ -n "${GITHUB_PATH:-}" ] && echo "$prefix/bin" >>"$GITHUB_PATH"
fi

read -r -a paths <<<"${INPUT_PATHS:-specs}"
strict=()
[ "${INPUT_STRICT:-true}" = true ] && strict=(--strict)

if [ "${INPUT_TEST:-true}" = true ]; then
    options=(--format github ${strict[@]+"${strict[@]}"})
    [ -n "${INPUT_JUNIT:-}" ] && options+=(--junit "$INPUT_JUNIT")
    [ -n "${INPUT_SHARD:-}" ] && options+=(--shard "$INPUT_SHARD")
    "$binary" test "${options[@]}" ${paths[@]+"${paths[@]}"}
else
    "$binary" validate --format github ${strict[@]+"${strict[@]}"} ${paths[@]+"${paths[@]}"}
fi
