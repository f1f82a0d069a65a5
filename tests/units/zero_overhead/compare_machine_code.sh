#!/usr/bin/env bash
# Zero overhead, measured: compiles typed.cpp (unit types) and raw.cpp (hand-written floats)
# at -O2 with one compiler, disassembles both with objdump, and checks that every function
# listed below has identical machine code in the two. Prints a unified diff and fails if not.
#
# usage: compare_machine_code.sh <c++ compiler> <engine include dir> <work dir> [extra flags for raw.cpp]
#        (the extra flags let a second test build a deliberately different raw.cpp and
#        expect this script to fail: a comparison that cannot fail proves nothing)
# The optimisation level is -O2 unless TILECAST_ZERO_OVERHEAD_OPT says otherwise (-O3 is
# what CMake's Release build uses).
#
# What "identical" means after normalising away what legitimately differs:
# - addresses and the symbolic <function+offset> annotations (jump targets stay, as
#   offsets from the function's start, because each function gets its own section);
# - the names of the constants' local labels (.LC3 vs .LCPI2_1): each reference to a
#   constant is replaced by the constant's bytes, so a different constant still differs;
# - the function's own (mangled) name: the two versions have different parameter types.
# Calls to other functions stay by name, so a helper that failed to inline shows up.
set -euo pipefail

if [[ $# -lt 3 ]]; then
    echo "usage: $0 <c++ compiler> <engine include dir> <work dir> [extra flags for raw.cpp]" >&2
    exit 2
fi
compiler=$1
include_dir=$2
work_dir=$3
shift 3
raw_extra_flags=("$@")
source_dir=$(cd "$(dirname "$0")" && pwd)
functions=(integrate_body integrate_bodies direction_times_speed direction_difference within_range)

mkdir -p "$work_dir"
flags=(-std=c++20 "${TILECAST_ZERO_OVERHEAD_OPT:--O2}" -ffunction-sections -fno-asynchronous-unwind-tables -fno-stack-protector)

# POSIX awk has no strtonum (mawk, Debian's default awk): hex digits to a number by hand.
hex_to_number='function hex(text,    i, n) { n = 0; for (i = 1; i <= length(text); ++i) n = n * 16 + index("0123456789abcdef", substr(text, i, 1)) - 1; return n }'

# listing <object file> <output prefix>: one normalised listing per function.
listing() {
    local object=$1 prefix=$2
    # Constants: local labels in .rodata.cstN sections -> their N bytes, as hex.
    objdump -t "$object" | awk '$3 ~ /^\.rodata\.cst[0-9]+$/ && $NF ~ /^\./ { print $NF, $3, $1 }' >"$prefix.labels"
    objdump -s "$object" 2>/dev/null | awk "$hex_to_number"'
        /^Contents of section / { section = $4; sub(/:$/, "", section); next }
        section ~ /^\.rodata\.cst/ && NF >= 2 {
            offset = hex($1)
            for (i = 2; i <= 5 && i <= NF; ++i) {
                if ($i !~ /^[0-9a-f]+$/ || length($i) % 2 != 0) break
                for (b = 1; b <= length($i); b += 2) print section, offset++, substr($i, b, 2)
            }
        }' >"$prefix.bytes"
    objdump -d -r -C -w --no-show-raw-insn "$object" | awk -v prefix="$prefix" -v labels="$prefix.labels" -v bytes="$prefix.bytes" "$hex_to_number"'
        BEGIN {
            while ((getline line < bytes) > 0) { split(line, f, " "); data[f[1] "@" f[2]] = f[3] }
            while ((getline line < labels) > 0) {
                split(line, f, " ")
                size = f[2]; sub(/^\.rodata\.cst/, "", size)
                start = hex(f[3]); value = ""
                for (k = 0; k < size + 0; ++k) value = value data[f[2] "@" (start + k)]
                constant[f[1]] = "const[" value "]"
            }
        }
        /^[0-9a-f]+ <.*>:$/ {
            name = $0; sub(/^[0-9a-f]+ </, "", name); sub(/\(.*$/, "", name); sub(/^.*::/, "", name)
            out = prefix "." name ".s"; printf "" > out; next
        }
        /^$/ { out = ""; next }
        out != "" && /R_X86_64_/ {
            target = $NF; addend = ""
            if (match(target, /[+-]0x[0-9a-f]+$/)) { addend = substr(target, RSTART); target = substr(target, 1, RSTART - 1) }
            if (target in constant) target = constant[target]
            print "    reloc " $2 " " target addend >> out; next
        }
        out != "" {
            line = $0
            sub(/^ *[0-9a-f]+:\t/, "", line)
            sub(/ *#.*$/, "", line)
            gsub(/ *<[^>]*>/, "", line)
            gsub(/[ \t]+/, " ", line)
            print line >> out
        }'
}

status=0
for variant in typed raw; do
    extra=("${raw_extra_flags[@]}")
    [[ $variant == typed ]] && extra=(-I"$include_dir")
    "$compiler" "${flags[@]}" "${extra[@]}" -c "$source_dir/$variant.cpp" -o "$work_dir/$variant.o"
    listing "$work_dir/$variant.o" "$work_dir/$variant"
done

for function in "${functions[@]}"; do
    typed="$work_dir/typed.$function.s"
    raw="$work_dir/raw.$function.s"
    if [[ ! -s $typed || ! -s $raw ]]; then
        echo "FAIL $function: not found in both objects (typed: $typed, raw: $raw)"
        status=1
        continue
    fi
    if diff -u --label "raw   $function" --label "typed $function" "$raw" "$typed"; then
        echo "same  $function ($(wc -l <"$typed") instructions and relocations)"
    else
        echo "FAIL $function: the typed version compiles to different machine code (diff above)"
        status=1
    fi
done

echo "compiler: $("$compiler" --version | head -n 1), flags: ${flags[*]}"
exit $status
