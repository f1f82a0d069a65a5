#!/bin/sh
# Full screen on every renderer SDL has under Xvfb, end to end: scripted runs whose screenshots
# (+ .json) fullscreen_test.cpp checks pixel by pixel. Under Xvfb there is no window manager,
# so nobody answers SDL's full-screen request: the game sizes the X window itself
# (game/src/app/sdl_context.cpp). For each renderer R (opengl, which the game picks under Xvfb,
# opengles2 and software):
#   fullscreen-R  --fullscreen (asked for a 1024 x 640 window): full.png; F11: windowed.png
#   f11-R         a 1280 x 720 window, F11: full.png; F11 again: windowed.png
# and as each screenshot is saved, the X window's real geometry (xwininfo's line for the window,
# "unavailable" without xwininfo) in SHOT.geometry: SDL reports the size it asked for, the X
# server the size it gave. The screen is 1600 x 900.
# usage: run_fullscreen.sh TILECAST XVFB_RUN OUT_DIR
set -eu
tilecast=$1
xvfb_run=$2
out=$3

rm -rf "$out"
mkdir -p "$out"

# run RENDERER NAME SHOTS ARGS...: tilecast on SDL's renderer RENDERER in $out/NAME (settings,
# run.log, status), reading the X window's geometry as each screenshot in SHOTS is saved. The
# game keeps running some frames after each screenshot, while the geometry is read.
run() {
    renderer=$1
    name=$2
    shots=$3
    shift 3
    mkdir -p "$out/$name"
    status=0
    (cd "$out/$name" && SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER="$renderer" "$xvfb_run" -a -s "-screen 0 1600x900x24" \
        sh -c '
            shots=$1
            shift
            "$@" >run.log 2>&1 &
            game=$!
            for shot in $shots; do
                while [ ! -e "$shot.json" ] && kill -0 "$game" 2>/dev/null; do sleep 0.05; done
                if command -v xwininfo >/dev/null 2>&1; then
                    xwininfo -root -tree | grep "\"Tilecast" >"$shot.geometry" || true
                else
                    echo unavailable >"$shot.geometry"
                fi
            done
            wait "$game"' watch "$shots" "$tilecast" --settings-dir settings --seed 1 --mute "$@") || status=$?
    echo "$status" >"$out/$name/status"
}

for renderer in opengl opengles2 software; do
    mkdir -p "$out/fullscreen-$renderer" "$out/f11-$renderer"
    printf '30 screenshot full.png\n70 key F11\n90 screenshot windowed.png\n' >"$out/fullscreen-$renderer/script.txt"
    run "$renderer" "fullscreen-$renderer" "full.png windowed.png" --frames 130 --window 1024x640 --fullscreen \
        --panels queries --input-script script.txt
    printf '20 key F11\n40 screenshot full.png\n80 key F11\n100 screenshot windowed.png\n' >"$out/f11-$renderer/script.txt"
    run "$renderer" "f11-$renderer" "full.png windowed.png" --frames 140 --window 1280x720 \
        --panels queries --input-script script.txt
done
