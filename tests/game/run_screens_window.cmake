# Drives the game into its pause, lose and win screens under Xvfb, each run in a fresh
# folder, for window_test.cpp's checks. Every run also takes a picture of the game still
# playing (an input script's `screenshot`, with its .json of what covered the world), so
# that each screen is compared with the same level's playing frame.
# cmake -DTILECAST=... -DXVFB_RUN=... -DDATA=... -DPAUSE_SCRIPT=... -DSHOTS=... -P run_screens_window.cmake
file(REMOVE_RECURSE ${SHOTS})

function(run_game folder)
  file(MAKE_DIRECTORY ${SHOTS}/${folder})
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=dummy
            ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
            ${TILECAST} ${ARGN} --panels none --settings-dir ${SHOTS}/${folder}/settings --stats-json stats.json
    WORKING_DIRECTORY ${SHOTS}/${folder}
    RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the ${folder} screen run failed (${status})")
  endif()
endfunction()

# Pause: P pressed at frame 41 on the laser range level (see screens_window.script).
run_game(pause --frames 46 --level ${DATA}/laser_range.txt --input-script ${PAUSE_SCRIPT})

# Lose: nobody plays, eight robots fire at the player; all three lives are gone before
# frame 600 (10 s of game time: two respawns of 1.5 s each, each followed by 1.5 s of
# protection, set the pace).
file(WRITE ${SHOTS}/lose/screens.script "30 screenshot playing.png\n599 screenshot lost.png\n")
run_game(lose --frames 600 --level ${DATA}/lose_room.txt --input-script ${SHOTS}/lose/screens.script)

# Win: the built-in bot shoots the level's only robot (one hit destroys it) well before frame 119 (2 s).
file(WRITE ${SHOTS}/win/screens.script "10 screenshot playing.png\n119 screenshot won.png\n")
run_game(win --bot --frames 120 --level ${DATA}/win_room.txt --input-script ${SHOTS}/win/screens.script)
