#!/bin/sh
# The inspector as a workbench, end to end: scripted runs under Xvfb, each in a folder of
# its own with its settings, log and screenshots (+ .json); inspector_workbench_test.cpp
# checks them. Runs:
#   layout-W  every panel open in a W x H window (1024x576, 1280x720, 1366x768, 1600x900, 1920x1080),
#             frozen on a query
#   first     the first start (no settings): Queries panel, overlay, the F1 hint; "Got it"
#   second    the next start in the same settings folder: no hint, the panel still open
#   focus     typing a probe into the text field (no restart, no pause, no quit); Esc: pause menu (a
#             panel opened from it), Esc again: quit
#   trigger   "freeze on the next laser"
#   resize    the window shrunk to its minimum and grown again
#   banner    frozen with every panel closed
#   fullscreen, f11, uiscale   --fullscreen, F11 there and back, --ui-scale 2
#   corrupt, offscreen, huge, reset   bad settings files, and --reset-layout
# usage: run_inspector_workbench.sh TILECAST XVFB_RUN OUT_DIR
set -eu
tilecast=$1
xvfb_run=$2
out=$3

rm -rf "$out"
mkdir -p "$out"

# run NAME SCREEN ARGS...: tilecast in $out/NAME with settings in $out/NAME/settings (unless the
# folder was prepared), its log in $out/NAME/run.log and its exit status in $out/NAME/status.
run() {
    name=$1
    screen=$2
    shift 2
    mkdir -p "$out/$name"
    status=0
    (cd "$out/$name" && SDL_AUDIODRIVER=dummy "$xvfb_run" -a -s "-screen 0 ${screen}x24" "$tilecast" \
        --settings-dir settings --seed 1 "$@" >run.log 2>&1) || status=$?
    echo "$status" >"$out/$name/status"
}

# Every panel open, at five window sizes, frozen on the first line-of-sight query (a robot
# looking at the player), which is then selected (--freeze-on).
for size in 1024x576 1280x720 1366x768 1600x900 1920x1080; do
    mkdir -p "$out/layout-$size/settings"
    echo "400 screenshot layout.png" >"$out/layout-$size/script.txt"
    echo '{"hint_seen": true}' >"$out/layout-$size/settings/inspector.json"
    run "layout-$size" 2000x1200 --frames 402 --bot --robots 6 --panels all --window "$size" \
        --freeze-on line_of_sight --input-script script.txt
done

# The first start, then the next one in the same folder.
mkdir -p "$out/first"
cat >"$out/first/script.txt" <<SCRIPT
240 screenshot first.png
242 click 56 653
246 screenshot dismissed.png
SCRIPT
run first 1600x900 --frames 248 --bot --window 1280x720 --input-script script.txt
mkdir -p "$out/second"
cp -r "$out/first/settings" "$out/second/settings"
cat >"$out/second/script.txt" <<SCRIPT
60 screenshot second.png
SCRIPT
run second 1600x900 --frames 62 --bot --window 1280x720 --input-script script.txt

# Keys go where the focus is: letters typed into the Probe panel's text field (with an r
# and a p in them) neither restart, pause nor quit; Return casts the probe. Esc in the field
# only leaves the field; Esc in the world opens the pause menu, and Esc there quits (the
# screenshot planned after it must never be taken).
mkdir -p "$out/focus"
cat >"$out/focus/script.txt" <<SCRIPT
60 click 1015 101
62 type ray:300,300,600,400
84 key Return
90 click 1015 101
92 type rpr
96 key Escape
100 screenshot typed.png
104 key Escape
108 screenshot paused.png
110 click 59 327
114 screenshot paused-panel.png
118 key Escape
130 screenshot after-quit.png
SCRIPT
run focus 1600x900 --frames 140 --window 1280x720 --panels probe --input-script script.txt

# Freeze on the next laser: armed while the game runs (the toolbar is one row then).
mkdir -p "$out/trigger"
cat >"$out/trigger/script.txt" <<SCRIPT
30 click 1150 78
900 screenshot caught.png
SCRIPT
run trigger 1600x900 --frames 902 --bot --robots 12 --window 1280x720 --panels queries --input-script script.txt

# The window shrunk below its minimum and grown again: the column follows, nothing is lost.
mkdir -p "$out/resize"
cat >"$out/resize/script.txt" <<SCRIPT
40 resize 300 200
60 screenshot small.png
80 resize 1600 900
100 screenshot grown.png
SCRIPT
run resize 1600x900 --frames 102 --window 1280x720 --panels all --input-script script.txt

# Full screen: from the start, and with F11 there and back; a UI twice as large.
mkdir -p "$out/fullscreen" "$out/f11" "$out/uiscale"
echo "30 screenshot full.png" >"$out/fullscreen/script.txt"
run fullscreen 1600x900 --frames 32 --fullscreen --panels queries --input-script script.txt
printf '30 key F11\n50 screenshot full.png\n60 key F11\n80 screenshot windowed.png\n' >"$out/f11/script.txt"
run f11 1600x900 --frames 82 --window 1280x720 --panels queries --input-script script.txt
echo "30 screenshot big.png" >"$out/uiscale/script.txt"
run uiscale 1600x900 --frames 32 --window 1280x720 --ui-scale 2 --panels queries --input-script script.txt

# Frozen with no panel open (the recorder is off): the banner names the world's own step.
mkdir -p "$out/banner"
printf '60 key F9\n64 screenshot frozen.png\n' >"$out/banner/script.txt"
run banner 1600x900 --frames 66 --window 1280x720 --panels none --input-script script.txt

# Bad settings files: not JSON (kept as .bad), a column width off screen, one no screen has;
# and --reset-layout over a saved, folded, narrow column.
for name in corrupt offscreen huge reset; do
    mkdir -p "$out/$name/settings"
    echo "30 screenshot shot.png" >"$out/$name/script.txt"
done
printf '{ "panels": ["queries"], "layout": ' >"$out/corrupt/settings/inspector.json"
printf '{"panels": ["queries", "stats"], "layout": {"column_width": -18, "collapsed": ["stats"]}}\n' \
    >"$out/offscreen/settings/inspector.json"
printf '{"panels": ["queries"], "layout": {"column_width": 1e300}}\n' >"$out/huge/settings/inspector.json"
printf '{"panels": ["queries", "stats"], "hint_seen": true, "layout": {"column_width": 300, "column_hidden": true, "collapsed": ["stats"]}}\n' \
    >"$out/reset/settings/inspector.json"
for name in corrupt offscreen huge; do
    run "$name" 1600x900 --frames 32 --window 1280x720 --input-script script.txt
done
run reset 1600x900 --frames 32 --window 1280x720 --reset-layout --input-script script.txt
