# Listens to the game: two runs on the laser range level under Xvfb with SDL's "disk" audio
# driver, which writes what the game plays to a file instead of a speaker (48 kHz stereo
# 32-bit float, as the game opens it) — one run with sound, one with --mute — and a third with
# no sound device at all. Each also writes
# its stats, so sound_window_test.cpp can check that lasers fired and that muting did not
# change the game.
# cmake -DTILECAST=... -DXVFB_RUN=... -DDATA=... -DOUT=... -P run_sound_window.cmake
file(REMOVE_RECURSE ${OUT})

function(run_game name driver)
  file(MAKE_DIRECTORY ${OUT}/${name})
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=${driver} SDL_DISKAUDIOFILE=${OUT}/${name}/sound.raw
            ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
            ${TILECAST} --frames 120 --level ${DATA}/laser_range.txt ${ARGN}
            --settings-dir ${OUT}/${name}/settings --stats-json ${OUT}/${name}/stats.json
    OUTPUT_FILE ${OUT}/${name}/log.txt ERROR_FILE ${OUT}/${name}/log.txt
    RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the ${name} sound run failed (${status})")
  endif()
endfunction()

# 120 frames (2 s of game time): the patrol robot charges up and fires at about 0.8 s.
run_game(sound disk)
run_game(muted disk --mute)
# No sound device at all (a driver that does not exist): one log line, and the game plays on.
run_game(no_device no_such_driver)
