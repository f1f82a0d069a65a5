# Runs as `cmake -P`: install Tilecast into a fresh prefix, configure and build
# docs/learn/hello against it as a project of its own, run it, check its output.
# Each step that fails stops the test with the step's own output.
# Inputs: TILECAST_BUILD_DIR, HELLO_SOURCE_DIR, WORK_DIR, CXX_COMPILER, HELLO_CXX_FLAGS
# (may be empty), EXPECTED_VERSION.

cmake_minimum_required(VERSION 3.25)

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${what} failed (${code}):\n${out}\n${err}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

set(prefix ${WORK_DIR}/prefix)
set(hello_build ${WORK_DIR}/build)
file(REMOVE_RECURSE ${WORK_DIR})   # a stale prefix must not hide a missing file

# 1. Install only the engine's files (component-less install of the whole build
#    tree: the game and tools have no install rules).
run_step("cmake --install" ${CMAKE_COMMAND} --install ${TILECAST_BUILD_DIR} --prefix ${prefix})
foreach(file include/engine/tilemap.hpp include/engine/version.hpp lib/cmake/Tilecast/TilecastConfig.cmake
             lib/cmake/Tilecast/TilecastConfigVersion.cmake lib/cmake/Tilecast/TilecastTargets.cmake)
  if(NOT EXISTS ${prefix}/${file})
    message(FATAL_ERROR "not installed: ${prefix}/${file}")
  endif()
endforeach()

# 2. Configure and build the hello project. It sees only the prefix: nothing of
#    the source tree or the main build is on its paths.
run_step("configure hello" ${CMAKE_COMMAND} -S ${HELLO_SOURCE_DIR} -B ${hello_build}
  -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_BUILD_TYPE=Release
  "-DCMAKE_CXX_FLAGS=${HELLO_CXX_FLAGS}")
run_step("build hello" ${CMAKE_COMMAND} --build ${hello_build})

# 3. Run it and compare with the answers the engine's contracts give
#    (docs/learn/00_hello.md explains each tile).
run_step("run hello" ${hello_build}/hello)
set(expected
"Tilecast ${EXPECTED_VERSION}
segment (0.5, 0.5) -> (9.5, 4.5): (0,0) (1,0) (1,1) (2,1) (3,1) (3,2) (4,2) (5,2) (6,2) (6,3) (7,3) <- wall
circle centre (2.5, 3.5) radius 1.2: (1,2) (2,2) (3,2) (1,3) (2,3) (3,3) (1,4) (2,4) (3,4)
")
if(NOT step_output STREQUAL expected)
  message(FATAL_ERROR "hello printed:\n${step_output}\nexpected:\n${expected}")
endif()
message(STATUS "hello built against the installed package and printed the expected tiles")
