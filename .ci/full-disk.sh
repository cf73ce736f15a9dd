#!/usr/bin/env bash
# Issue 36's reproducer on a real full disk (mounting a tmpfs needs root, which CI has; the
# Swift test SafeWriteTests makes the write fail with `prlimit --fsize` instead): a spec with a
# second hard link on a 200 KiB tmpfs, the disk filled, `strings import` of a long text. The
# import must be refused (exit 2) and the spec left byte for byte as it was, not cut short.
# Usage: bash .ci/full-disk.sh <path of the refreshspec binary>
set -euo pipefail
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/disk" "$work/out/fr.lproj"
printf '"feed.idle" = "%s";\n' "$(head -c 20000 /dev/zero | tr '\0' x)" >"$work/out/fr.lproj/Localizable.strings"

# A mount namespace of its own: the tmpfs goes away with it.
unshare --mount bash -euo pipefail -c '
    binary="$1" root="$2" work="$3"
    mount -t tmpfs -o size=200k tmpfs "$work/disk"
    cp "$root/specs/header.yaml" "$work/disk/header.yaml"
    ln "$work/disk/header.yaml" "$work/disk/second-link.yaml"
    cp "$work/disk/header.yaml" "$work/before.yaml"
    dd if=/dev/zero of="$work/disk/filler" bs=4k 2>/dev/null || true
    status=0
    "$binary" strings import "$work/disk/header.yaml" --from "$work/out" 2>"$work/stderr" || status=$?
    cat "$work/stderr" >&2
    if ! cmp -s "$work/before.yaml" "$work/disk/header.yaml"; then
        echo "error: the hard-linked spec changed on a full disk" >&2
        exit 1
    fi
    if [ "$status" != 2 ] || ! grep -q "No space left on device; it has other hard links" "$work/stderr"; then
        echo "error: strings import on a full disk exited $status without refusing" >&2
        exit 1
    fi
    if ls -A "$work/disk" | grep -q "^\.header\.yaml\."; then
        echo "error: a temporary file was left on the full disk" >&2
        exit 1
    fi
' full-disk "$binary" "$root" "$work"
echo "full disk: the hard-linked spec was refused and left as it was"
