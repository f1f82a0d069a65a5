# The first start, as a new player sees it: `tilecast` with no level, no settings and nobody at
# the controls, in a 1280 x 720 window under Xvfb. The input script does nothing but take a
# screenshot (with its .json: what was drawn where) every half second for five seconds; the run
# writes its stats. first_start_test.cpp checks that a robot and its laser were on screen and
# that the Queries panel listed the laser's tiles. Then the pause menu's "Screen shake" box: one
# run clicks it, the next (same settings folder) shows whether the choice was remembered.
# cmake -DTILECAST=... -DXVFB_RUN=... -DOUT=... -P run_first_start.cmake
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})

set(script "# nothing pressed, nothing moved: only screenshots\n")
foreach(half_second RANGE 1 10)
  math(EXPR frame "${half_second} * 30")
  string(APPEND script "${frame} screenshot ${OUT}/first-${frame}.png\n")
endforeach()
file(WRITE ${OUT}/script.txt "${script}")

execute_process(
  COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=dummy
          ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
          ${TILECAST} --window 1280x720 --frames 302 --input-script ${OUT}/script.txt
          --settings-dir ${OUT}/settings --stats-json ${OUT}/stats.json
  OUTPUT_FILE ${OUT}/log.txt ERROR_FILE ${OUT}/log.txt
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the first-start run failed (${status}); see ${OUT}/log.txt")
endif()

# Esc opens the pause menu; a click on its "Screen shake" box (on the buttons' row of a
# 1280 x 720 window) turns the shake off; the next start in the same folder opens with it off.
file(WRITE ${OUT}/pause-script.txt "20 key Escape\n26 click 408 283\n32 screenshot ${OUT}/pause.png\n")
file(WRITE ${OUT}/again-script.txt "10 screenshot ${OUT}/again.png\n")
foreach(run pause again)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=dummy
            ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
            ${TILECAST} --window 1280x720 --frames 34 --input-script ${OUT}/${run}-script.txt
            --settings-dir ${OUT}/settings --stats-json ${OUT}/${run}-stats.json
    OUTPUT_FILE ${OUT}/${run}-log.txt ERROR_FILE ${OUT}/${run}-log.txt
    RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the ${run} run failed (${status}); see ${OUT}/${run}-log.txt")
  endif()
endforeach()
