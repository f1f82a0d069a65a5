#!/bin/sh
# Real play, end to end: a new player's first start (no settings yet) in a 1366 x 768 window,
# the built-in bot at the keyboard and mouse (--bot-hands: its choices become key, pointer and
# button events, saved as an input script) through all three shipped levels, with a line per
# frame of what the window showed (--frame-log). Then the saved script played back with
# --input-script from a first start again, with screenshots where the player was hit and where a
# HUD window turned see-through. real_play_test.cpp reads the logs, the stats and the pixels.
# usage: run_real_play.sh TILECAST XVFB_RUN OUT_DIR
set -eu
tilecast=$1
xvfb_run=$2
out=$3

rm -rf "$out"
mkdir -p "$out/hands" "$out/replay"

# play NAME ARGS...: tilecast in $out/NAME from a first start, its status in $out/NAME/status.
play() {
    name=$1
    shift
    status=0
    (cd "$out/$name" && SDL_AUDIODRIVER=dummy "$xvfb_run" -a -s "-screen 0 1600x900x24" \
        "$tilecast" --settings-dir settings --window 1366x768 --mute --frames 9000 --frame-log frames.jsonl \
        --stats-json stats.json "$@" >run.log 2>&1) || status=$?
    echo "$status" >"$out/$name/status"
}

play hands --bot-hands hands.script

# The frames worth a picture, from the hands' log (nlohmann writes keys in order, so "frame"
# comes before "hits" and "see_through" on each line): the first six hits a second apart, and
# half a second after each (the hit's flash is over), the first three see-through frames, and
# every tenth second.
frame_of() { sed -n 's/.*"frame":\([0-9]*\),.*/\1/p'; }
{
    cat "$out/hands/hands.script"
    grep '"hits":\[{' "$out/hands/frames.jsonl" | frame_of | awk 'NR == 1 || $1 > last + 60 { print; last = $1 }' |
        head -n 6 | while read -r f; do echo "$f screenshot hit-$f.png"; echo "$((f + 30)) screenshot after-$f.png"; done
    grep '"see_through":\["' "$out/hands/frames.jsonl" | frame_of | awk 'NR == 1 || $1 > last + 60 { print; last = $1 }' |
        head -n 3 | while read -r f; do echo "$f screenshot see-$f.png"; done
    f=600
    while [ $f -le 9000 ]; do echo "$f screenshot every-$f.png"; f=$((f + 600)); done
} >"$out/replay/replay.script"

play replay --input-script replay.script
