#!/usr/bin/env bash
# The README's game picture can still be made (CTest: docs_game_picture_regenerates).
#
# Runs `scripts/pictures --only game` with this build's game into WORK_DIR and checks that
# it wrote a 1280 x 720 PNG. The pixels are not compared (they depend on the renderer and
# on frame timings shown in the panels; docs/pictures/README.md): this catches a script
# that no longer runs, e.g. after a change to the game's options or input-script syntax.
# Usage: check_game_picture.sh REPOSITORY BUILD_TREE WORK_DIR
set -euo pipefail
repo=$1 build=$2 work=$3
rm -rf "$work"
mkdir -p "$work"
"$repo/scripts/pictures" --only game --build "$build" --out "$work"
picture="$work/game_inspector.png"
[[ -s $picture ]] || { echo "no picture written: $picture"; exit 1; }
# PNG signature (8 bytes), then the IHDR chunk: length, "IHDR", width and height big-endian.
header=$(od -An -tx1 -N24 "$picture" | tr -d ' \n')
[[ ${header:0:16} == 89504e470d0a1a0a ]] || { echo "not a PNG: $picture"; exit 1; }
width=$((16#${header:32:8})) height=$((16#${header:40:8}))
if [[ $width -ne 1280 || $height -ne 720 ]]; then
    echo "the picture is ${width} x ${height}, expected the window's 1280 x 720"
    exit 1
fi
echo "game_inspector.png regenerated: ${width} x ${height}, $(wc -c <"$picture") bytes"
