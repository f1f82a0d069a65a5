# The rooms of game/src and which rooms each may include (game/README.md, "Rooms"): every
# arrow points down, so a room can be built and tested without the ones above it. Run as
#   cmake -DSRC=game/src -P tests/game/room_includes.cmake
# It fails naming each file whose #include "room/..." line points at a room not allowed.
#
# The files at the top of game/src (main, options, screenshot) belong to the app.
set(allowed_sim      sim)
set(allowed_settings settings)
set(allowed_audio    audio settings sim)
set(allowed_render   render settings sim)
set(allowed_inspector inspector render settings sim)
set(allowed_lessons  lessons inspector render settings sim)
set(allowed_app      app lessons inspector render audio settings sim)

# Upward includes that are older than this rule, one "file -> included header" each. The list
# may only shrink: each line is an arrow still to be turned around, and a new one fails.
set(known_upward
  "inspector/frame_notes.hpp -> app/play_session.hpp"
  "inspector/inspector.hpp -> app/play_session.hpp"
  "inspector/inspector.hpp -> options.hpp"
  "inspector/inspector.cpp -> app/sdl_context.hpp"
  "inspector/inspector.cpp -> screenshot.hpp"
  "inspector/inspector_state.hpp -> app/play_session.hpp"
)

if(NOT SRC)
  message(FATAL_ERROR "room_includes.cmake: pass -DSRC=<game/src>")
endif()
get_filename_component(SRC "${SRC}" ABSOLUTE)
file(GLOB_RECURSE sources RELATIVE ${SRC} ${SRC}/*.hpp ${SRC}/*.cpp)
set(problems "")
set(seen_known "")
set(checked 0)
foreach(source IN LISTS sources)
  if(source MATCHES "^([a-z_]+)/")
    set(room ${CMAKE_MATCH_1})
  else()
    set(room app)
  endif()
  if(NOT DEFINED allowed_${room})
    string(APPEND problems "  ${source}: room '${room}' is not in the table; add it with its arrows\n")
    continue()
  endif()
  file(STRINGS ${SRC}/${source} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header "${line}")
    math(EXPR checked "${checked} + 1")
    if(header MATCHES "^([a-z_]+)/")
      set(target ${CMAKE_MATCH_1})
    elseif(EXISTS ${SRC}/${header})
      set(target app)
    else()
      continue()  # not one of ours (an engine or level_io header spelt with quotes)
    endif()
    list(FIND allowed_${room} ${target} at)
    if(at GREATER -1)
      continue()
    endif()
    list(FIND known_upward "${source} -> ${header}" known)
    if(known GREATER -1)
      list(APPEND seen_known "${source} -> ${header}")
    else()
      string(APPEND problems "  ${source} includes ${header}: ${room} may include only ${allowed_${room}}\n")
    endif()
  endforeach()
endforeach()
# A known arrow that was turned around leaves the list, so it cannot come back unnoticed.
foreach(known IN LISTS known_upward)
  list(FIND seen_known "${known}" at)
  if(at EQUAL -1)
    string(APPEND problems "  '${known}' is gone: take it off known_upward in room_includes.cmake\n")
  endif()
endforeach()
if(checked EQUAL 0)
  message(FATAL_ERROR "room_includes.cmake: no #include lines found under ${SRC}")
endif()
if(problems)
  message(FATAL_ERROR "Includes that point up a room (game/README.md, \"Rooms\"):\n${problems}")
endif()
message(STATUS "room includes: ${checked} include lines, every arrow points down")
