# Compiles and runs the example of one engine header (CTest: engine_header_example_<name>),
# so that an example a reader copies out of a header compiles, runs, and shows what it says.
#
# The convention, for the header's opening comment (the `///` lines from the first one to
# the first line that is not `///`):
# - an example line is `///` followed by at least five spaces: the comment's one space,
#   then Markdown's four-space indent of a code block. Like a Markdown code block, an
#   example starts after a blank `///` line, so the indented continuation of a list item or
#   a table right under prose is not code. Every example of the block, in order, forms one
#   program;
# - lines that start with `#` (the includes an example needs beyond its own header) go to
#   file scope; every other line goes into the body of `int main()`. Helper functions are
#   lambdas, so that the example pastes into any function;
# - a result the example shows is checked in it, as `if (... != ...) return 1;`, not only
#   named in a comment: a non-zero exit, an uncaught exception or a crash fails the test,
#   as does a header whose opening comment has no example at all.
# The program includes the header, then the example's own includes, and is built with the
# project's compiler, build-type flags, warnings and sanitizers (tilecast_warnings), except
# the unused-variable ones (-Wno-unused): an example names a value to show it, not always to
# use it. `#line` directives make compiler errors point at the header's comment lines.
# A CMake script, not Python, because CMake is the one interpreter every build machine has.
#
# Usage: cmake -DHEADER=engine/include/engine/x.hpp -DINCLUDE_DIR=... -DLIBRARY=libtilecast_engine.a
#              -DCXX=compiler -DFLAGS="compile flags" -DLINK_FLAGS="link flags" -DWORK_DIR=dir
#              -P run_header_example.cmake
foreach(argument HEADER INCLUDE_DIR LIBRARY CXX WORK_DIR)
  if(NOT DEFINED ${argument} OR "${${argument}}" STREQUAL "")
    message(FATAL_ERROR "run_header_example.cmake: -D${argument}=... is required")
  endif()
endforeach()

# Read as one string and split by hand: a list of lines would break at every `;` and
# stop splitting inside unbalanced brackets, so both are masked until a line is used.
file(READ "${HEADER}" text)
string(REPLACE ";" "<semicolon>" text "${text}")
string(REPLACE "[" "<open>" text "${text}")
string(REPLACE "]" "<close>" text "${text}")
string(REPLACE "\n" ";" lines "${text}")
file(RELATIVE_PATH include_name "${INCLUDE_DIR}" "${HEADER}")
set(file_scope "#include <${include_name}>\n")
set(body "")
set(examples 0)
set(in_comment FALSE)
set(after_blank FALSE)
set(in_example FALSE)
set(line_number 0)
foreach(masked IN LISTS lines)
  math(EXPR line_number "${line_number} + 1")
  string(REPLACE "<semicolon>" ";" line "${masked}")
  string(REPLACE "<open>" "[" line "${line}")
  string(REPLACE "<close>" "]" line "${line}")
  if(line MATCHES "^///")
    set(in_comment TRUE)
  elseif(in_comment)
    break()
  else()
    continue()
  endif()
  if(line MATCHES "^///     (.*)$" AND (in_example OR after_blank))
    string(STRIP "${CMAKE_MATCH_1}" code)
    if(NOT in_example)
      math(EXPR examples "${examples} + 1")
    endif()
    set(in_example TRUE)
    set(located "#line ${line_number} \"${HEADER}\"\n${CMAKE_MATCH_1}\n")
    if(code MATCHES "^#")
      string(APPEND file_scope "${located}")
    else()
      string(APPEND body "${located}")
    endif()
  else()
    set(in_example FALSE)
  endif()
  if(line MATCHES "^///[ \t]*$")
    set(after_blank TRUE)
  else()
    set(after_blank FALSE)
  endif()
endforeach()
if(examples EQUAL 0)
  message(FATAL_ERROR "${HEADER}: its opening comment has no example; write one as lines of `///` and five spaces, after a blank `///` line")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(source "${WORK_DIR}/example.cpp")
file(WRITE "${source}" "${file_scope}\nint main() {\n${body}\n#line 1 \"(after the example)\"\n    return 0;\n}\n")
message("== ${HEADER}: ${examples} example block(s), as ${source}")

separate_arguments(compile_flags UNIX_COMMAND "${FLAGS}")
separate_arguments(link_flags UNIX_COMMAND "${LINK_FLAGS}")
separate_arguments(compiler UNIX_COMMAND "${CXX}")
set(program "${WORK_DIR}/example")
execute_process(
  COMMAND ${compiler} ${compile_flags} -I "${INCLUDE_DIR}" "${source}" -o "${program}" ${link_flags} "${LIBRARY}"
  RESULT_VARIABLE compiled)
if(NOT compiled EQUAL 0)
  file(READ "${source}" program_text)
  message(FATAL_ERROR "FAILED: the example of ${HEADER} does not compile (the program was:)\n${program_text}")
endif()
execute_process(COMMAND "${program}" RESULT_VARIABLE ran TIMEOUT 60)
if(NOT ran EQUAL 0)
  message(FATAL_ERROR "FAILED: the example of ${HEADER} compiled, but running it ended with: ${ran}")
endif()
message("the example of ${HEADER} compiled and ran")
