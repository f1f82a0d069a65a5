# Self-test of check_links.cmake, run as `cmake -P` (CTest: docs_links_selftest).
# Writes a small tree of pages into WORK_DIR with links that must pass and links that must
# fail, runs the checker on it, and demands that it fails listing exactly the bad ones —
# so a checker that accepts everything (or rejects everything) fails this test.
# Inputs: CHECKER (check_links.cmake), WORK_DIR (scratch directory, emptied first).
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/sub" "${WORK_DIR}/pics")
file(WRITE "${WORK_DIR}/pics/shot.png" "not really a picture")
file(WRITE "${WORK_DIR}/sub/page.md" [=[
# Sub page

## 2. Tile space

## Repeated
## Repeated

Back to [the top](../top.md), to [a section](#2-tile-space), to [the second](#repeated-1).
]=])
file(WRITE "${WORK_DIR}/top.md" [=[
# Top

Good: [sub](sub/page.md), [anchor](sub/page.md#2-tile-space), ![shot](pics/shot.png "title"),
[root-relative](/sub/page.md), [web](https://example.com/missing.md), [mail](mailto:a@b.c),
[here](#top), <img src="pics/shot.png" alt="shot">, `[in code](nowhere.md)`.

```sh
cat [fenced](nowhere-either.md)
```

Bad: [missing](sub/missing.md) and ![missing picture](pics/missing.png)
[bad anchor](sub/page.md#3-no-such-section) [bad local anchor](#nowhere)
<img src="pics/absent.png">

[ref]: ../outside.md
]=])
file(WRITE "${WORK_DIR}/outside.md" "# one level up: the checker must not reach it\n")
file(MAKE_DIRECTORY "${WORK_DIR}/repo")
file(RENAME "${WORK_DIR}/top.md" "${WORK_DIR}/repo/top.md")
file(RENAME "${WORK_DIR}/sub" "${WORK_DIR}/repo/sub")
file(RENAME "${WORK_DIR}/pics" "${WORK_DIR}/repo/pics")

execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${WORK_DIR}/repo -P ${CHECKER}
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(report "${out}${err}")
if(code EQUAL 0)
  message(FATAL_ERROR "the checker passed a tree with broken links:\n${report}")
endif()
foreach(expected
    "top.md:11: sub/missing.md (no such file)"
    "top.md:11: pics/missing.png (no such file)"
    "top.md:12: sub/page.md#3-no-such-section (no heading with that anchor)"
    "top.md:12: #nowhere (no heading with that anchor)"
    "top.md:13: pics/absent.png (no such file)"
    "top.md:15: ../outside.md (outside the repository)"
    "6 broken relative link(s) in 2 pages")
  string(FIND "${report}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the checker's report lacks \"${expected}\":\n${report}")
  endif()
endforeach()
message(STATUS "the checker found exactly the six broken links")
