#!/usr/bin/env bash
# Fails when a committed drawn picture in docs/pictures/ is stale (CTest: docs_pictures_fresh).
#
# Regenerates the drawn pictures (tilequery SVGs and the units diagram) with this build's
# tilequery into WORK_DIR and compares them byte for byte with the committed ones; an SVG
# in docs/pictures/ that the script no longer makes fails too. The game's screenshots are
# not compared: they depend on the renderer and fonts (docs/pictures/README.md).
# Usage: check_pictures.sh REPOSITORY BUILD_TREE WORK_DIR
set -euo pipefail
repo=$1 build=$2 work=$3
rm -rf "$work"
mkdir -p "$work"
"$repo/scripts/pictures" --only drawn --build "$build" --out "$work" >/dev/null
status=0
for made in "$work"/*; do
    name=$(basename "$made")
    committed="$repo/docs/pictures/$name"
    if [[ ! -f $committed ]]; then
        echo "missing: docs/pictures/$name is drawn by scripts/pictures but not committed"
        status=1
    elif ! cmp -s "$made" "$committed"; then
        echo "stale: docs/pictures/$name differs from what scripts/pictures draws now:"
        diff "$committed" "$made" | head -n 20 || true
        status=1
    fi
done
for committed in "$repo"/docs/pictures/*.svg; do
    [[ -e $committed ]] || continue
    name=$(basename "$committed")
    if [[ ! -f $work/$name ]]; then
        echo "orphan: docs/pictures/$name is committed but scripts/pictures does not draw it"
        status=1
    fi
done
if [[ $status -ne 0 ]]; then
    echo "regenerate with: scripts/pictures --only drawn   (and commit docs/pictures/)"
    exit 1
fi
echo "every drawn picture in docs/pictures/ is fresh ($(ls "$work" | wc -l) files)"
