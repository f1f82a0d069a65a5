#!/bin/sh
# The Level panel's auto-reload, end to end: the game plays a copy of a shipped level while
# this script breaks the file (the error must show and the old level keep running) and then
# fixes it with a new name (the level must reload by itself). The game takes a screenshot,
# with its .json, at each stage; inspector_window_test.cpp checks them. The game also records
# (--record): a recording across a reload would replay another game, so it must not be saved.
# usage: run_inspector_level_reload.sh TILECAST XVFB_RUN SOURCE_DIR OUT_DIR
set -eu
tilecast=$1
xvfb_run=$2
source_dir=$3
out=$4

rm -rf "$out"
mkdir -p "$out/levels" "$out/assets"
cp "$source_dir/levels/01_foundry.txt" "$out/levels/reload.txt"
cp "$source_dir/assets/tileset.png" "$out/assets/tileset.png"
# Frames are paced at 60 per second at most, so 270 frames between stages is >= 4.5 s:
# plenty for the 0.5 s file check.
cat > "$out/script.txt" <<SCRIPT
30 screenshot loaded.png
300 screenshot broken.png
570 screenshot fixed.png
SCRIPT

(cd "$out" && SDL_AUDIODRIVER=dummy "$xvfb_run" -a -s "-screen 0 1600x900x24" "$tilecast" --frames 572 \
    --level levels/reload.txt --panels level --settings-dir settings --input-script script.txt \
    --record run.replay > game.log 2>&1) &
game=$!

wait_for() {
    tries=0
    while [ ! -f "$1" ]; do
        sleep 0.1
        tries=$((tries + 1))
        if [ "$tries" -gt 1200 ]; then
            echo "timed out waiting for $1" >&2
            kill "$game" 2>/dev/null || true
            exit 1
        fi
    done
}

wait_for "$out/loaded.png.json"
echo "this line is not part of any level" >> "$out/levels/reload.txt"
wait_for "$out/broken.png.json"
sed 's/^name: .*/name: Reloaded Floor/' "$source_dir/levels/01_foundry.txt" > "$out/levels/reload.txt.new"
mv "$out/levels/reload.txt.new" "$out/levels/reload.txt"
wait "$game"
