# Parameters are an experiment, not a setting (parameters_window_test.cpp reads the sidecars):
# 1. "old": a settings file written by a version that saved every slider (laser range x3, 900
#    extra robots, time x0.1) — the game starts at the level's own values, and the old values
#    become the preset "saved earlier";
# 2. "drag": a person drags the laser range slider and saves the values as the preset
#    "big-lasers" (the name typed into the panel's field);
# 3. "again": the next plain start plays the level's own values;
# 4. "preset": --preset "saved earlier" starts with them, the HUD says so, and one click on
#    the HUD's Reset brings the level's own game back (the extra robots go at a restart).
# The "drag" and "preset" runs are recorded (--record) and replayed headless: parameters
# changed before and during a game replay to the same state_hash.
# A 1366 x 768 window, as on a common laptop display.
# cmake -DTILECAST=... -DXVFB_RUN=... -DOUT=... -P run_parameters_window.cmake
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT}/settings)
file(WRITE ${OUT}/settings/inspector.json
  "{\"version\": 1, \"parameters\": {\"laser_range_scale\": 3, \"sensing_radius_scale\": 3, "
  "\"fire_interval_scale\": 0.3, \"time_scale\": 0.1, \"extra_robots\": 900}, \"hint_seen\": true}\n")

file(WRITE ${OUT}/old-script.txt "10 screenshot ${OUT}/old.png\n")
# The panel's rows at 1366 x 768: laser range at y 122, the presets header at y 645, then the
# name field and "Save as preset" one row below it.
file(WRITE ${OUT}/drag-script.txt
  "20 drag 1075 122 1110 122 6\n40 screenshot ${OUT}/dragged.png\n45 click 990 645\n55 click 1060 690\n"
  "60 type big-lasers\n80 click 1220 690\n90 screenshot ${OUT}/saved.png\n")
file(WRITE ${OUT}/again-script.txt "10 screenshot ${OUT}/again.png\n")
# The status panel's Reset button (its fifth line, at the left).
file(WRITE ${OUT}/preset-script.txt "10 screenshot ${OUT}/preset.png\n20 click 46 118\n40 screenshot ${OUT}/reset.png\n")

set(old_args --frames 12)
set(drag_args --frames 95 --panels parameters --record ${OUT}/drag.replay --stats-json ${OUT}/drag-stats.json)
set(again_args --frames 12)
set(preset_args --frames 42 --preset "saved earlier" --record ${OUT}/preset.replay --stats-json ${OUT}/preset-stats.json)
foreach(run old drag again preset)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=dummy
            ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
            ${TILECAST} --window 1366x768 --mute --input-script ${OUT}/${run}-script.txt
            --settings-dir ${OUT}/settings ${${run}_args}
    OUTPUT_FILE ${OUT}/${run}-log.txt ERROR_FILE ${OUT}/${run}-log.txt
    RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the ${run} run failed (${status}); see ${OUT}/${run}-log.txt")
  endif()
  file(COPY_FILE ${OUT}/settings/inspector.json ${OUT}/${run}-settings.json)
endforeach()

foreach(run drag preset)
  execute_process(
    COMMAND ${TILECAST} --headless --replay ${OUT}/${run}.replay --stats-json ${OUT}/${run}-replayed-stats.json
    OUTPUT_FILE ${OUT}/${run}-replayed-log.txt ERROR_FILE ${OUT}/${run}-replayed-log.txt
    RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "replaying ${run}.replay failed (${status}); see ${OUT}/${run}-replayed-log.txt")
  endif()
endforeach()

# A preset that is not there is a clear error, not a silent default game.
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env SDL_AUDIODRIVER=dummy
          ${XVFB_RUN} -a -s "-screen 0 1600x900x24"
          ${TILECAST} --window 1366x768 --mute --frames 5 --settings-dir ${OUT}/settings --preset nope
  OUTPUT_FILE ${OUT}/missing-log.txt ERROR_FILE ${OUT}/missing-log.txt
  RESULT_VARIABLE status)
file(WRITE ${OUT}/missing-status.txt "${status}")
