#!/usr/bin/env bash
# Runs every "try it" block of one chapter (CTest: docs_try_it_<chapter>).
#
# A chapter marks the commands a reader should run as fenced code blocks whose info
# string is `sh try-it`. Each block runs with bash (-e -u -o pipefail), in order, in a
# fresh sandbox that looks like the repository's root to the commands: every top-level
# entry of the repository is symlinked into it, and build/release points at the build
# tree under test (the chapters write `build/release/...`, the tree `scripts/build release
# Release` makes). Whatever the commands create (build/pkg, build/try, pictures) lands in
# the sandbox, never in the repository. CXX is the compiler CMake uses, with the
# sanitizer flags of a sanitizer build after it (the chapters write ${CXX:-c++} unquoted).
#
# A chapter may also show what a program prints in a block whose info string is
# `text output-of COMMAND`. After the try-it blocks have run, COMMAND runs in the sandbox
# and its standard output must equal the block's text, so a trace printed in a chapter
# cannot drift from what the code prints.
#
# Usage: run_try_it.sh CHAPTER.md REPOSITORY BUILD_TREE SANDBOX [CXX]
# Exit: 0 when every block succeeds and every output matches; 1 naming the first failing
# block or differing output (page:line), or when the chapter has no try-it block at all;
# 2 for bad arguments.
set -euo pipefail

if [[ $# -lt 4 ]]; then
    echo "usage: $0 CHAPTER.md REPOSITORY BUILD_TREE SANDBOX [CXX]" >&2
    exit 2
fi
chapter=$1 repo=$2 build_tree=$3 sandbox=$4
export CXX=${5:-${CXX:-c++}}
[[ -f $chapter ]] || { echo "no such chapter: $chapter" >&2; exit 2; }
[[ -d $build_tree ]] || { echo "no such build tree: $build_tree" >&2; exit 2; }

rm -rf "$sandbox"
mkdir -p "$sandbox/build" "$sandbox/blocks" "$sandbox/outputs"
for entry in "$repo"/* "$repo"/.[!.]*; do
    name=$(basename "$entry")
    [[ -e $entry && $name != build && $name != .git ]] || continue
    ln -s "$entry" "$sandbox/$name"
done
ln -s "$build_tree" "$sandbox/build/release"

# Split the chapter's try-it blocks into blocks/N.sh and its output-of blocks into
# outputs/N.txt (the text) and outputs/N.cmd (the command), each file's first line
# giving the line of its opening fence.
awk -v blocks="$sandbox/blocks" -v outputs="$sandbox/outputs" '
    /^```/ {
        if (inside) { inside = 0; close(file); next }
        if ($0 ~ /^```sh[ \t]+try-it[ \t]*$/) {
            inside = 1; count++
            file = sprintf("%s/%03d.sh", blocks, count)
            printf "# line %d\n", NR > file
            next
        }
        if ($0 ~ /^```text[ \t]+output-of[ \t]+[^ \t]/) {
            inside = 1; outputs_count++
            command = $0
            sub(/^```text[ \t]+output-of[ \t]+/, "", command)
            printf "%d\n%s\n", NR, command > sprintf("%s/%03d.cmd", outputs, outputs_count)
            close(sprintf("%s/%03d.cmd", outputs, outputs_count))
            file = sprintf("%s/%03d.txt", outputs, outputs_count)
            printf "" > file
            next
        }
        fence = !fence
        next
    }
    inside { print > file }
' "$chapter"

shopt -s nullglob
blocks=("$sandbox"/blocks/*.sh)
if [[ ${#blocks[@]} -eq 0 ]]; then
    echo "$chapter: no \`\`\`sh try-it block; mark the commands a reader should run" >&2
    exit 1
fi
for block in "${blocks[@]}"; do
    line=$(head -n 1 "$block" | sed 's/^# line //')
    echo "== $chapter:$line"
    sed 1d "$block"
    if ! (cd "$sandbox" && bash -euo pipefail "$block"); then
        echo "FAILED: the try-it block at $chapter:$line exited non-zero" >&2
        exit 1
    fi
done
outputs=("$sandbox"/outputs/*.cmd)
for spec in "${outputs[@]}"; do
    line=$(sed -n 1p "$spec")
    command=$(sed -n 2p "$spec")
    echo "== $chapter:$line: the output of $command"
    if ! (cd "$sandbox" && bash -euo pipefail -c "$command") > "${spec%.cmd}.actual"; then
        echo "FAILED: $command (shown at $chapter:$line) exited non-zero" >&2
        exit 1
    fi
    if ! diff "${spec%.cmd}.txt" "${spec%.cmd}.actual"; then
        echo "FAILED: the output shown at $chapter:$line is not what $command prints now (diff above: < page, > program)" >&2
        exit 1
    fi
done
echo "${#blocks[@]} try-it block(s) of $chapter ran, ${#outputs[@]} shown output(s) matched"
