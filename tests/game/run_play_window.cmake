# Scripted input plays the game as a person's hands do (play_window_test.cpp reads the
# results): on Foundry Floor, in a 1280 x 720 window, the script holds D for 48 frames (the
# player walks right), then holds the left button on a spot to the right (the player shoots
# at it), taking a screenshot with its .json notes before, between and after.
# cmake -DTILECAST=... -DXVFB_RUN=... -DOUT=... -P run_play_window.cmake
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
file(WRITE ${OUT}/script.txt
  "10 screenshot ${OUT}/start.png\n12 keydown D\n60 keyup D\n62 screenshot ${OUT}/walked.png\n"
  "64 down 900 300\n120 up 900 300\n122 screenshot ${OUT}/shot.png\n")
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=dummy
          ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
          ${TILECAST} --window 1280x720 --mute --panels none --frames 124 --input-script ${OUT}/script.txt
          --settings-dir ${OUT}/settings --stats-json ${OUT}/stats.json
  OUTPUT_FILE ${OUT}/log.txt ERROR_FILE ${OUT}/log.txt
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the play run failed (${status}); see ${OUT}/log.txt")
endif()
