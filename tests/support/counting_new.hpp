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
//
// It can also make one allocation fail, to test what code does when memory runs out:
//
//     test_support::fail_allocation(3);   // the 4th operator new from now throws std::bad_alloc
//     EXPECT_THROW(index.insert(box), std::bad_alloc);   // ... and later ones succeed again

#include <malloc.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>

namespace test_support {

namespace detail {
inline std::atomic<std::int64_t> allocation_count{0};
inline std::atomic<std::int64_t> live_byte_count{0};
inline std::atomic<std::int64_t> allocations_before_failure{-1};  // -1: none fails

inline void* counted_allocation(std::size_t size) {
    // One failure, then none: the test's own bookkeeping after the throw must not fail too.
    if (allocations_before_failure.load() == 0) {
        allocations_before_failure = -1;
        throw std::bad_alloc();
    }
    if (allocations_before_failure.load() > 0) {
        --allocations_before_failure;
    }
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

/// Makes the operator new that comes after `allocations_first` more of them throw
/// std::bad_alloc (0: the very next one); only that one.
inline void fail_allocation(std::int64_t allocations_first) noexcept {
    detail::allocations_before_failure = allocations_first;
}
/// True while a failure set by `fail_allocation` has not happened yet.
inline bool failure_pending() noexcept { return detail::allocations_before_failure.load() >= 0; }
/// Cancels a failure that has not happened yet.
inline void cancel_failure() noexcept { detail::allocations_before_failure = -1; }

} // namespace test_support

void* operator new(std::size_t size) { return test_support::detail::counted_allocation(size); }
void* operator new[](std::size_t size) { return test_support::detail::counted_allocation(size); }
void operator delete(void* block) noexcept { test_support::detail::counted_release(block); }
void operator delete[](void* block) noexcept { test_support::detail::counted_release(block); }
void operator delete(void* block, std::size_t) noexcept { test_support::detail::counted_release(block); }
void operator delete[](void* block, std::size_t) noexcept { test_support::detail::counted_release(block); }
