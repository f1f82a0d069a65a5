#!/usr/bin/env bash
# Checks run_try_it.sh itself (CTest: docs_try_it_selftest): a chapter whose try-it
# blocks succeed passes; one with a failing block, a failing command in the middle of a
# block, or no try-it block at all fails; plain `sh` blocks are not run; a shown
# output (`text output-of COMMAND`) must equal what COMMAND prints.
# Usage: try_it_selftest.sh RUNNER WORK_DIR
set -euo pipefail
runner=$1 work=$2
rm -rf "$work"
mkdir -p "$work/repo" "$work/build"
echo "built" > "$work/build/marker"
echo "root file" > "$work/repo/ROOT.txt"

page() { printf '%s\n' "$@" > "$work/$name.md"; }
expect() { # expect STATUS NAME
    local status=0
    "$runner" "$work/$2.md" "$work/repo" "$work/build" "$work/sandbox_$2" > "$work/$2.log" 2>&1 || status=$?
    if [[ $status -ne $1 ]]; then
        echo "selftest: $2 exited $status, expected $1"; cat "$work/$2.log"; exit 1
    fi
}

name=good page '# Good' '```sh try-it' 'cat ROOT.txt' 'test -f build/release/marker' '```' \
    'text' '```sh' 'exit 1   # a plain block is an example, not run' '```' \
    '```sh try-it' 'mkdir -p build/try && echo made > build/try/x' '```'
expect 0 good
grep -q "2 try-it block(s) of .* ran, 0 shown" "$work/good.log" || { echo "selftest: good ran the wrong blocks"; cat "$work/good.log"; exit 1; }
[[ ! -e $work/repo/build ]] || { echo "selftest: a block wrote into the repository"; exit 1; }

name=output page '# Output' '```sh try-it' 'printf "a\\nb\\n" > build/shown.txt' '```' \
    '```text output-of cat build/shown.txt' 'a' 'b' '```'
expect 0 output
grep -q "1 shown output(s) matched" "$work/output.log" || { echo "selftest: the output block was not checked"; cat "$work/output.log"; exit 1; }

name=drifted page '# Drifted' '```sh try-it' 'printf "a\\nc\\n" > build/shown.txt' '```' \
    '```text output-of cat build/shown.txt' 'a' 'b' '```'
expect 1 drifted
grep -q "drifted.md:5" "$work/drifted.log" || { echo "selftest: the drifted output was not named"; cat "$work/drifted.log"; exit 1; }

name=failing page '# Failing' '```sh try-it' 'true' '```' '```sh try-it' 'false' '```'
expect 1 failing
grep -q "failing.md:5" "$work/failing.log" || { echo "selftest: the failing block was not named"; cat "$work/failing.log"; exit 1; }

name=middle page '# Middle' '```sh try-it' 'false' 'true' '```'
expect 1 middle

name=none page '# None' '```sh' 'true' '```'
expect 1 none
echo "try-it runner selftest passed"
