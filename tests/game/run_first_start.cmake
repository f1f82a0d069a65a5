# The first start, as a new player sees it: `tilecast` with no level, no settings and nobody at
# the controls, in a 1280 x 720 window under Xvfb. The input script does nothing but take a
# screenshot (with its .json: what was drawn where) every half second for five seconds; the run
# writes its stats. first_start_test.cpp checks that a robot and its laser were on screen and
# that the Queries panel listed the laser's tiles.
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
