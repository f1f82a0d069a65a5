# Link check for the repository's Markdown pages, run as `cmake -P` (CTest: docs_links).
#
# Every relative link or picture in every tracked .md file must resolve inside the
# repository: [text](path), ![alt](path), [id]: path, and src="..." / href="..." in
# inline HTML. A path is relative to the page (a leading / means the repository's root);
# "#anchor" after a .md path (or alone, for the page itself) must name one of that page's
# headings, slugged as GitHub does: lower case, spaces to '-', everything but ASCII letters,
# digits, '-' and '_' dropped, "-1", "-2"... for repeated headings (so link to headings
# whose words are ASCII). Addresses with a scheme (https:, mailto:) are not fetched: the
# check runs offline. Links inside code blocks and `code spans` are not links.
#
# Inputs: ROOT (the repository). Lists the pages with `git ls-files` when git and a work
# tree are there, otherwise every .md below ROOT outside build/ and .git/.
# Exit: FATAL_ERROR listing every broken link as page:line: target (why).

cmake_minimum_required(VERSION 3.25)   # policies: IN_LIST, while() diagnostics

if(NOT ROOT)
  message(FATAL_ERROR "usage: cmake -DROOT=<repository> -P check_links.cmake")
endif()

# --- the pages -------------------------------------------------------------------------
set(pages "")
find_program(GIT_EXECUTABLE git)
if(GIT_EXECUTABLE AND EXISTS "${ROOT}/.git")
  execute_process(COMMAND ${GIT_EXECUTABLE} ls-files -- "*.md" WORKING_DIRECTORY "${ROOT}"
                  OUTPUT_VARIABLE listed RESULT_VARIABLE code OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(code EQUAL 0)
    string(REPLACE "\n" ";" pages "${listed}")
  endif()
endif()
if(NOT pages)
  file(GLOB_RECURSE pages RELATIVE "${ROOT}" "${ROOT}/*.md")
  list(FILTER pages EXCLUDE REGEX "^(build|\\.git)/")
endif()
list(LENGTH pages page_count)
if(page_count EQUAL 0)
  message(FATAL_ERROR "no .md files found under ${ROOT}")
endif()

# --- helpers ---------------------------------------------------------------------------
# The page's lines as a CMake list. ';', '[' and ']' would confuse list splitting, so
# they travel as placeholders until a line is taken out of the list.
function(read_lines path out)
  file(READ "${path}" text)
  string(REPLACE ";" "<SEMI>" text "${text}")
  string(REPLACE "[" "<LB>" text "${text}")
  string(REPLACE "]" "<RB>" text "${text}")
  string(REPLACE "\n" ";" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(restore_line line out)
  string(REPLACE "<SEMI>" ";" line "${line}")
  string(REPLACE "<LB>" "[" line "${line}")
  string(REPLACE "<RB>" "]" line "${line}")
  set(${out} "${line}" PARENT_SCOPE)
endfunction()

# The anchors of a page's headings (outside code blocks), GitHub style.
function(page_anchors path out)
  read_lines("${path}" lines)
  set(anchors "")
  set(in_code FALSE)
  foreach(raw IN LISTS lines)
    restore_line("${raw}" line)
    if(line MATCHES "^[ ]*(```|~~~)")
      if(in_code)
        set(in_code FALSE)
      else()
        set(in_code TRUE)
      endif()
      continue()
    endif()
    if(in_code OR NOT line MATCHES "^#+[ \t]+(.*)$")
      continue()
    endif()
    set(title "${CMAKE_MATCH_1}")
    string(REGEX REPLACE "[ \t]+#+[ \t]*$" "" title "${title}")            # closing #s
    string(REGEX REPLACE "!?\\[([^]]*)\\]\\([^)]*\\)" "\\1" title "${title}")  # links: their text
    string(TOLOWER "${title}" title)
    string(REGEX REPLACE "[^a-z0-9 _-]" "" slug "${title}")
    string(REPLACE " " "-" slug "${slug}")
    set(candidate "${slug}")
    set(n 0)
    while(candidate IN_LIST anchors)
      math(EXPR n "${n} + 1")
      set(candidate "${slug}-${n}")
    endwhile()
    list(APPEND anchors "${candidate}")
  endforeach()
  set(${out} "${anchors}" PARENT_SCOPE)
endfunction()

# --- the check -------------------------------------------------------------------------
set(broken "")
set(checked 0)
foreach(page IN LISTS pages)
  get_filename_component(page_dir "${ROOT}/${page}" DIRECTORY)
  read_lines("${ROOT}/${page}" lines)
  set(in_code FALSE)
  set(line_number 0)
  foreach(raw IN LISTS lines)
    math(EXPR line_number "${line_number} + 1")
    # Brackets stay as <LB>/<RB> here: a "]" in a list element would pair with a "[" in
    # another and glue the elements together.
    set(line "${raw}")
    if(line MATCHES "^[ ]*(```|~~~)")
      if(in_code)
        set(in_code FALSE)
      else()
        set(in_code TRUE)
      endif()
      continue()
    endif()
    if(in_code)
      continue()
    endif()
    string(REGEX REPLACE "`[^`]*`" "" line "${line}")   # code spans are not links

    set(targets "")
    string(REGEX MATCHALL "<RB>\\([^)]*\\)" inline_links "${line}")   # [text](target)
    foreach(link IN LISTS inline_links)
      string(REGEX REPLACE "^<RB>\\((.*)\\)$" "\\1" target "${link}")
      list(APPEND targets "${target}")
    endforeach()
    if(line MATCHES "^ *<LB>.+<RB>:[ \t]*([^ \t]+)")   # [id]: target
      list(APPEND targets "${CMAKE_MATCH_1}")
    endif()
    string(REGEX MATCHALL "(src|href)=\"[^\"]*\"" html_links "${line}")
    foreach(link IN LISTS html_links)
      string(REGEX REPLACE "^(src|href)=\"(.*)\"$" "\\2" target "${link}")
      list(APPEND targets "${target}")
    endforeach()

    foreach(target IN LISTS targets)
      string(STRIP "${target}" target)
      if(target MATCHES "^<([^>]*)>")                      # <path with spaces>
        set(target "${CMAKE_MATCH_1}")
      else()
        string(REGEX REPLACE "[ \t].*$" "" target "${target}")   # drop a "title"
      endif()
      if(target STREQUAL "" OR target MATCHES "^[A-Za-z][A-Za-z0-9+.-]*:")
        continue()                                         # a scheme: not a repository path
      endif()
      math(EXPR checked "${checked} + 1")
      set(anchor "")
      if(target MATCHES "^([^#]*)#(.*)$")
        set(target "${CMAKE_MATCH_1}")
        set(anchor "${CMAKE_MATCH_2}")
      endif()
      string(REPLACE "%20" " " target "${target}")
      if(target STREQUAL "")
        set(resolved "${ROOT}/${page}")
      elseif(target MATCHES "^/")
        set(resolved "${ROOT}${target}")
      else()
        set(resolved "${page_dir}/${target}")
      endif()
      get_filename_component(resolved "${resolved}" ABSOLUTE)
      set(where "${page}:${line_number}: ${target}")
      if(anchor)
        string(APPEND where "#${anchor}")
      endif()
      if(NOT EXISTS "${resolved}")
        list(APPEND broken "${where} (no such file)")
        continue()
      endif()
      string(FIND "${resolved}/" "${ROOT}/" inside)
      if(NOT inside EQUAL 0)
        list(APPEND broken "${where} (outside the repository)")
        continue()
      endif()
      if(anchor AND resolved MATCHES "\\.md$")
        page_anchors("${resolved}" anchors)
        if(NOT anchor IN_LIST anchors)
          list(APPEND broken "${where} (no heading with that anchor)")
        endif()
      endif()
    endforeach()
  endforeach()
endforeach()

if(broken)
  list(LENGTH broken broken_count)
  list(JOIN broken "\n  " report)
  message(FATAL_ERROR "${broken_count} broken relative link(s) in ${page_count} pages:\n  ${report}")
endif()
message(STATUS "${checked} relative links in ${page_count} pages resolve")
