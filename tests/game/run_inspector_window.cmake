# Runs the game under Xvfb with the inspector's input script, in a fresh folder, so that
# inspector_window_test.cpp reads only pictures made by this run.
# cmake -DTILECAST=... -DXVFB_RUN=... -DSCRIPT=... -DSHOTS=... -P run_inspector_window.cmake
file(REMOVE_RECURSE ${SHOTS})
file(MAKE_DIRECTORY ${SHOTS})
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=dummy
          ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
          ${TILECAST} --frames 166 --bot --robots 12 --seed 1 --zoom 0.9 --window 1280x720
                      --panels queries,inspector,probe --settings-dir ${SHOTS}/settings
                      --input-script ${SCRIPT}
  WORKING_DIRECTORY ${SHOTS}
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the scripted inspector run failed (${status})")
endif()
