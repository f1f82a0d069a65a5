# Compiles one snippet with -fsyntax-only and prints the compiler's output.
#   cmake -DCOMPILER=<c++> -DINCLUDE_DIR=<engine/include> -DSOURCE=<snippet.cpp> [-DEXPECT=compiles] -P try_compile.cmake
# Default: the snippet must NOT compile. The CTest around it also requires (with
# PASS_REGULAR_EXPRESSION) an error line naming the types involved; a snippet that compiles
# prints "UNEXPECTEDLY COMPILED", the tests' FAIL_REGULAR_EXPRESSION, and exits non-zero.
# With -DEXPECT=compiles (the control case) the snippet must compile.
execute_process(
  COMMAND ${COMPILER} -std=c++20 -fsyntax-only -I${INCLUDE_DIR} ${SOURCE}
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE output)
message("${output}")
if(EXPECT STREQUAL "compiles")
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "FAILED TO COMPILE: ${SOURCE}")
  endif()
  message("compiled as expected: ${SOURCE}")
elseif(result EQUAL 0)
  message(FATAL_ERROR "UNEXPECTEDLY COMPILED: ${SOURCE}")
else()
  message("compilation failed as expected: ${SOURCE}")
endif()
