#pragma once
/// Exact arithmetic on doubles: sums, differences and products with no rounding.
///
/// What it is for: the last word in a geometric decision that floating point
/// cannot settle. Every finite double is an integer times a power of two,
/// `mantissa * 2^exponent`, so sums, differences and products of doubles are
/// too — only with more bits than a double has. `ExactNumber` keeps all of
/// them: a big integer (64-bit limbs) and a binary exponent. It is slow (a few
/// hundred nanoseconds for a 2 x 2 determinant of tiny and huge inputs) and is
/// meant to run only when a fast floating-point test has said "too close to
/// call" (exact_predicates.hpp).
///
/// Important parts:
/// - `ExactNumber(double)`: the double's exact value (finite input only);
/// - `+`, `-`, `*`: exact results, no rounding, no overflow for the sizes the
///   predicates need (see `kLimbs`);
/// - `sign()`: -1, 0 or +1 — the only thing the predicates ever ask.
///
///     const engine::ExactNumber third{1.0 / 3.0};
///     const engine::ExactNumber product = third * engine::ExactNumber{3.0};
///     // 1/3 rounded down, times 3, is just below 1:
///     if ((product - engine::ExactNumber{1.0}).sign() != -1) return 1;
///
/// Why not floating-point expansions (Shewchuk's two-sum / two-product)? They
/// are faster, but a product of two tiny doubles underflows and loses its low
/// part, so they are exact only away from the bottom of the double range; the
/// contract here is "every finite double". A big integer has no such corner.
///
/// Source: the representation is the textbook one (Knuth, "The Art of Computer
/// Programming", vol. 2, §4.3.1, schoolbook addition and multiplication); the
/// idea of a fast filter with an exact fallback is Jonathan Richard Shewchuk,
/// "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
/// Predicates" (1997), https://www.cs.cmu.edu/~quake/robust.html.

#include "engine/units/math.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace engine {

/// A real number held exactly: sign * magnitude * 2^exponent, with the
/// magnitude a non-negative big integer.
class ExactNumber {
public:
    /// Capacity in 64-bit limbs. A double below 2^64 in magnitude, written as a
    /// 53-bit integer times 2^e, has e >= -1126 (frexp normalises subnormals),
    /// so a difference of two spans at most 64 + 1126 bits (19 limbs), a product
    /// of two differences 38 limbs, and a sum of two such products 39: 40 suffice
    /// for every expression the predicates evaluate (checked, else length_error).
    static constexpr int kLimbs = 40;

    /// Zero.
    ExactNumber() noexcept = default;

    /// The exact value of `value`. Throws `std::invalid_argument` for NaN or
    /// infinity, `std::out_of_range` for |value| >= 2^64.
    explicit ExactNumber(double value) {
        if (!engine::is_finite(value)) {
            throw std::invalid_argument("ExactNumber: the value must be finite");
        }
        if (std::fabs(value) >= 18446744073709551616.0) {
            throw std::out_of_range("ExactNumber: |value| must be below 2^64");
        }
        if (value == 0.0) {
            return;
        }
        int exponent = 0;
        // frexp: value = fraction * 2^exponent with 0.5 <= |fraction| < 1, so
        // fraction * 2^53 is an integer: the 53-bit mantissa, exactly.
        const double fraction = std::frexp(value, &exponent);
        const auto mantissa = static_cast<std::int64_t>(std::ldexp(fraction, 53));
        negative_ = mantissa < 0;
        limbs_[0] = static_cast<std::uint64_t>(negative_ ? -mantissa : mantissa);
        size_ = 1;
        exponent_ = exponent - 53;
    }

    /// -1, 0 or +1.
    int sign() const noexcept { return size_ == 0 ? 0 : (negative_ ? -1 : 1); }

    /// The exact sum.
    friend ExactNumber operator+(const ExactNumber& left, const ExactNumber& right) {
        return add(left, right, false);
    }
    /// The exact difference.
    friend ExactNumber operator-(const ExactNumber& left, const ExactNumber& right) {
        return add(left, right, true);
    }
    /// The exact product: the magnitudes multiply, the exponents add.
    friend ExactNumber operator*(const ExactNumber& left, const ExactNumber& right) {
        ExactNumber product;
        if (left.size_ == 0 || right.size_ == 0) {
            return product;
        }
        require_capacity(left.size_ + right.size_);
        for (int i = 0; i < left.size_; ++i) {
            std::uint64_t carry = 0;
            for (int j = 0; j < right.size_; ++j) {
                const Wide sum = Wide{left.limbs_[i]} * right.limbs_[j] + product.limbs_[i + j] + carry;
                product.limbs_[i + j] = static_cast<std::uint64_t>(sum);
                carry = static_cast<std::uint64_t>(sum >> 64);
            }
            product.limbs_[i + right.size_] = carry;
        }
        product.size_ = left.size_ + right.size_;
        product.trim();
        product.negative_ = left.negative_ != right.negative_;
        product.exponent_ = left.exponent_ + right.exponent_;
        return product;
    }

private:
    __extension__ using Wide = unsigned __int128; // __extension__: allowed under -Wpedantic
    using Limbs = std::array<std::uint64_t, kLimbs>;

    static void require_capacity(int limbs) {
        if (limbs > kLimbs) {
            throw std::length_error("ExactNumber: result needs more than 40 limbs");
        }
    }

    void trim() noexcept {
        while (size_ > 0 && limbs_[static_cast<std::size_t>(size_ - 1)] == 0) {
            --size_;
        }
    }

    /// This magnitude shifted left by `bits` (to bring a larger exponent down
    /// to a smaller one before adding).
    ExactNumber shifted_left(int bits) const {
        ExactNumber result;
        if (size_ == 0) {
            return result;
        }
        const int limb_shift = bits / 64;
        const int bit_shift = bits % 64;
        require_capacity(size_ + limb_shift + 1);
        for (int i = size_ - 1; i >= 0; --i) {
            const std::uint64_t limb = limbs_[static_cast<std::size_t>(i)];
            result.limbs_[static_cast<std::size_t>(i + limb_shift)] |= bit_shift == 0 ? limb : limb << bit_shift;
            if (bit_shift != 0) {
                result.limbs_[static_cast<std::size_t>(i + limb_shift + 1)] |= limb >> (64 - bit_shift);
            }
        }
        result.size_ = size_ + limb_shift + 1;
        result.trim();
        result.negative_ = negative_;
        result.exponent_ = exponent_ - bits;
        return result;
    }

    /// -1, 0, +1: |left| against |right|, same exponent.
    static int compare_magnitudes(const ExactNumber& left, const ExactNumber& right) noexcept {
        if (left.size_ != right.size_) {
            return left.size_ < right.size_ ? -1 : 1;
        }
        for (int i = left.size_ - 1; i >= 0; --i) {
            const auto index = static_cast<std::size_t>(i);
            if (left.limbs_[index] != right.limbs_[index]) {
                return left.limbs_[index] < right.limbs_[index] ? -1 : 1;
            }
        }
        return 0;
    }

    /// left + right, or left - right when `subtract`.
    static ExactNumber add(const ExactNumber& left_in, const ExactNumber& right_in, bool subtract) {
        if (right_in.size_ == 0) {
            return left_in;
        }
        ExactNumber right_signed = right_in;
        right_signed.negative_ = right_in.negative_ != subtract;
        if (left_in.size_ == 0) {
            return right_signed;
        }
        // Align: the operand with the larger exponent is shifted down to the other's.
        const int exponent = std::min(left_in.exponent_, right_signed.exponent_);
        const ExactNumber left = left_in.shifted_left(left_in.exponent_ - exponent);
        const ExactNumber right = right_signed.shifted_left(right_signed.exponent_ - exponent);
        ExactNumber result;
        result.exponent_ = exponent;
        if (left.negative_ == right.negative_) { // same signs: add the magnitudes
            const int size = std::max(left.size_, right.size_);
            require_capacity(size + 1);
            std::uint64_t carry = 0;
            for (int i = 0; i < size; ++i) {
                const auto index = static_cast<std::size_t>(i);
                const Wide sum = Wide{left.limbs_[index]} + right.limbs_[index] + carry;
                result.limbs_[index] = static_cast<std::uint64_t>(sum);
                carry = static_cast<std::uint64_t>(sum >> 64);
            }
            result.limbs_[static_cast<std::size_t>(size)] = carry;
            result.size_ = size + 1;
            result.negative_ = left.negative_;
        } else { // opposite signs: subtract the smaller magnitude from the larger
            const int order = compare_magnitudes(left, right);
            if (order == 0) {
                return ExactNumber{};
            }
            const ExactNumber& larger = order > 0 ? left : right;
            const ExactNumber& smaller = order > 0 ? right : left;
            std::uint64_t borrow = 0;
            for (int i = 0; i < larger.size_; ++i) {
                const auto index = static_cast<std::size_t>(i);
                const std::uint64_t subtrahend = smaller.limbs_[index];
                const std::uint64_t difference = larger.limbs_[index] - subtrahend - borrow;
                borrow = (larger.limbs_[index] < subtrahend || (larger.limbs_[index] == subtrahend && borrow != 0)) ? 1 : 0;
                result.limbs_[index] = difference;
            }
            result.size_ = larger.size_;
            result.negative_ = larger.negative_;
        }
        result.trim();
        return result;
    }

    Limbs limbs_{};       // little-endian magnitude
    int size_ = 0;        // limbs in use; 0 means the number is zero
    int exponent_ = 0;    // value = magnitude * 2^exponent_
    bool negative_ = false;
};

} // namespace engine
