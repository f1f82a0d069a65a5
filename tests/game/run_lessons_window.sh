#!/bin/sh
# Every lesson in a window under Xvfb, each in a folder of its own (settings, log, exit
# status, screenshots with their .json notes); lessons_window_test.cpp checks them.
#   NAME     `tilecast --lesson NAME`, a screenshot once the scene is set
#   segment  also: the left arrow steps the exact walk back tile by tile (a screenshot at each)
#   menu     the units lesson, then the Lessons menu's segment lesson (a level switch), then
#            the pause menu's second shipped level, which ends the lesson
# usage: run_lessons_window.sh TILECAST XVFB_RUN OUT_DIR
set -eu
tilecast=$1
xvfb_run=$2
out=$3

rm -rf "$out"
mkdir -p "$out"

# run NAME ARGS...: tilecast in $out/NAME with settings in $out/NAME/settings; its log in
# run.log and its exit status in status.
run() {
    name=$1
    shift
    mkdir -p "$out/$name"
    status=0
    (cd "$out/$name" && SDL_AUDIODRIVER=dummy "$xvfb_run" -a -s "-screen 0 1600x900x24" "$tilecast" \
        --settings-dir settings --window 1280x720 --mute "$@" >run.log 2>&1) || status=$?
    echo "$status" >"$out/$name/status"
}

for lesson in $("$tilecast" --list-lessons | cut -d' ' -f1); do
    mkdir -p "$out/$lesson"
    if [ "$lesson" = segment ]; then
        # Shown whole first; then three steps back with the left arrow, and Play.
        cat >"$out/$lesson/script.txt" <<SCRIPT
30 screenshot lesson.png
32 key Left
36 screenshot back1.png
38 key Left
42 screenshot back2.png
44 key Left
48 screenshot back3.png
SCRIPT
        run "$lesson" --lesson "$lesson" --frames 50 --input-script script.txt
    else
        echo "30 screenshot lesson.png" >"$out/$lesson/script.txt"
        run "$lesson" --lesson "$lesson" --frames 32 --input-script script.txt
    fi
done

# The Lessons menu in the column's menu bar: from the units lesson to the segment lesson.
mkdir -p "$out/menu"
cat >"$out/menu/script.txt" <<SCRIPT
20 click 975 9
24 screenshot open.png
26 click 1020 85
40 screenshot after.png
42 key Escape
46 screenshot paused.png
48 click 52 386
60 screenshot other-level.png
SCRIPT
run menu --lesson units --frames 62 --input-script script.txt
