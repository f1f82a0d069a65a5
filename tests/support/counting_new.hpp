#pragma once
// Counting what a test program allocates, exactly: replaces the global operator new and
// delete, so that a test can check "no allocation per query after warm-up" or "the heap is
// flat after warm-up" without a profiler.
//
//     #include "../support/counting_new.hpp"   // in ONE source file of the test program
//     const auto before = test_support::allocations();
//     run_the_queries();
//     EXPECT_EQ(test_support::allocations(), before);
//
// Include it in exactly one source file of a program: it defines the replacement
// functions, which a program may define only once and never inline (C++ [replacement.functions]).
// Bytes are counted with malloc_usable_size, which glibc and AddressSanitizer both provide,
// so the figures mean the same in the normal and the ASan build.

#include <malloc.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>

namespace test_support {

namespace detail {
inline std::atomic<std::int64_t> allocation_count{0};
inline std::atomic<std::int64_t> live_byte_count{0};

inline void* counted_allocation(std::size_t size) {
    void* block = std::malloc(size == 0 ? 1 : size);
    if (block == nullptr) {
        throw std::bad_alloc();
    }
    ++allocation_count;
    live_byte_count += static_cast<std::int64_t>(malloc_usable_size(block));
    return block;
}

inline void counted_release(void* block) noexcept {
    if (block != nullptr) {
        live_byte_count -= static_cast<std::int64_t>(malloc_usable_size(block));
        std::free(block);
    }
}
} // namespace detail

/// How many times operator new (any form but the aligned ones) has run in this program.
inline std::int64_t allocations() noexcept { return detail::allocation_count.load(); }
/// The bytes held through operator new right now.
inline std::int64_t live_bytes() noexcept { return detail::live_byte_count.load(); }

} // namespace test_support

void* operator new(std::size_t size) { return test_support::detail::counted_allocation(size); }
void* operator new[](std::size_t size) { return test_support::detail::counted_allocation(size); }
void operator delete(void* block) noexcept { test_support::detail::counted_release(block); }
void operator delete[](void* block) noexcept { test_support::detail::counted_release(block); }
void operator delete(void* block, std::size_t) noexcept { test_support::detail::counted_release(block); }
void operator delete[](void* block, std::size_t) noexcept { test_support::detail::counted_release(block); }
