// The units' whole operation table, checked both ways for every pair of types.
//
// [SECTION] index
//   1. the types, and the sets the table is written in (V1, F1, V2, S)
//   2. the operations, each a probe: `exists<Op, A, B>` is a concept, so "does not
//      compile" is itself something a static_assert can check (mp-units style)
//   3. the expected table, as template specialisations that read like the table in
//      engine/units.hpp; every (operation, A, B) not specialised must NOT exist
//   4. the exhaustive static check over every pair of types and every operation
//   5. design rules: size, trivially copyable, standard layout, no implicit conversions
//   6. run time: the table documented in engine/units.hpp (and copied in engine/UNITS.md)
//      lists exactly the operations that compile
//
// If a static_assert in section 4 fires, the compiler's "required from" notes name the
// operation and the two types whose behaviour differs from the table.

#include <engine/units.hpp>

#include <gtest/gtest.h>

#include <concepts>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace units_table {

using namespace engine;

// [SECTION] 1. Types and sets

template <class... T> struct TypeList {};

using UnitTypes = TypeList<Length, Speed, Acceleration, TimeSpan, Instant, Position2, Difference2, Velocity2,
                           Acceleration2, Direction2, Angle, AngularVelocity, AngularAcceleration, Squared<Length>,
                           Squared<Speed>, Squared<Acceleration>>;
using ScalarTypes = TypeList<float, double, int>;
using AllTypes = TypeList<Length, Speed, Acceleration, TimeSpan, Instant, Position2, Difference2, Velocity2,
                          Acceleration2, Direction2, Angle, AngularVelocity, AngularAcceleration, Squared<Length>,
                          Squared<Speed>, Squared<Acceleration>, float, double, int>;

template <class T, class... U>
concept OneOf = (std::same_as<T, U> || ...);

/// V1: the relative one-dimensional quantities.
template <class T>
concept V1 = OneOf<T, Length, Speed, Acceleration, TimeSpan, Angle, AngularVelocity, AngularAcceleration,
                   Squared<Length>, Squared<Speed>, Squared<Acceleration>>;
/// F1: V1 without TimeSpan — the float-backed ones, whose ratio is a float.
template <class T>
concept F1 = V1<T> && !std::same_as<T, TimeSpan>;
/// V2: the relative two-dimensional quantities.
template <class T>
concept V2 = OneOf<T, Difference2, Velocity2, Acceleration2>;
/// S: plain numbers.
template <class T>
concept S = OneOf<T, float, double, int>;

template <class T> std::string name_of() {
    if constexpr (std::is_reference_v<T>) {
        return name_of<std::remove_reference_t<T>>() + "&";
    } else if constexpr (std::same_as<T, Length>) {
        return "Length";
    } else if constexpr (std::same_as<T, Speed>) {
        return "Speed";
    } else if constexpr (std::same_as<T, Acceleration>) {
        return "Acceleration";
    } else if constexpr (std::same_as<T, TimeSpan>) {
        return "TimeSpan";
    } else if constexpr (std::same_as<T, Instant>) {
        return "Instant";
    } else if constexpr (std::same_as<T, Position2>) {
        return "Position2";
    } else if constexpr (std::same_as<T, Difference2>) {
        return "Difference2";
    } else if constexpr (std::same_as<T, Velocity2>) {
        return "Velocity2";
    } else if constexpr (std::same_as<T, Acceleration2>) {
        return "Acceleration2";
    } else if constexpr (std::same_as<T, Direction2>) {
        return "Direction2";
    } else if constexpr (std::same_as<T, Angle>) {
        return "Angle";
    } else if constexpr (std::same_as<T, AngularVelocity>) {
        return "AngularVelocity";
    } else if constexpr (std::same_as<T, AngularAcceleration>) {
        return "AngularAcceleration";
    } else if constexpr (std::same_as<T, Squared<Length>>) {
        return "Squared<Length>";
    } else if constexpr (std::same_as<T, Squared<Speed>>) {
        return "Squared<Speed>";
    } else if constexpr (std::same_as<T, Squared<Acceleration>>) {
        return "Squared<Acceleration>";
    } else if constexpr (std::same_as<T, float>) {
        return "float";
    } else if constexpr (std::same_as<T, double>) {
        return "double";
    } else if constexpr (std::same_as<T, int>) {
        return "int";
    } else if constexpr (std::same_as<T, bool>) {
        return "bool";
    } else {
        return "(a type name_of does not know)";
    }
}

// [SECTION] 2. Operations
//
// Each operation is a struct with `apply`, declared only, whose return type is the type of
// the expression — or which drops out of overload resolution when the expression does not
// compile. `exists<Op, A, B>` asks exactly that. Unary operations take `NoOperand` as B.

struct NoOperand {};

// clang-format off
enum class Form { infix, prefix, function1, function2, interpolation, member };

struct Plus {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "+";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a + b);
};
struct Minus {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "-";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a - b);
};
struct Times {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "*";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a * b);
};
struct Divide {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "/";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a / b);
};
struct PlusAssign {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "+=";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a += b);
};
struct MinusAssign {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "-=";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a -= b);
};
struct TimesAssign {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "*=";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a *= b);
};
struct DivideAssign {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "/=";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a /= b);
};
struct Equal {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "==";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a == b);
};
struct Less {
    static constexpr Form kForm = Form::infix;
    static constexpr std::string_view kName = "<";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(a < b);
};
struct Dot {
    static constexpr Form kForm = Form::function2;
    static constexpr std::string_view kName = "dot";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(dot(a, b));
};
struct Distance {
    static constexpr Form kForm = Form::function2;
    static constexpr std::string_view kName = "distance";
    template <class A, class B> static auto apply(A& a, B& b) -> decltype(distance(a, b));
};

struct Negate {
    static constexpr Form kForm = Form::prefix;
    static constexpr std::string_view kName = "-";
    template <class A> static auto apply(A& a, NoOperand&) -> decltype(-a);
};
struct Abs {
    static constexpr Form kForm = Form::function1;
    static constexpr std::string_view kName = "abs";
    template <class A> static auto apply(A& a, NoOperand&) -> decltype(abs(a));
};
struct Sqrt {
    static constexpr Form kForm = Form::function1;
    static constexpr std::string_view kName = "sqrt";
    template <class A> static auto apply(A& a, NoOperand&) -> decltype(sqrt(a));
};
struct Lerp {
    static constexpr Form kForm = Form::interpolation;
    static constexpr std::string_view kName = "lerp";
    template <class A> static auto apply(A& a, NoOperand&) -> decltype(lerp(a, a, 0.5f));
};
struct LengthOf {
    static constexpr Form kForm = Form::member;
    static constexpr std::string_view kName = "length";
    template <class A> static auto apply(A& a, NoOperand&) -> decltype(a.length());
};
struct LengthSquaredOf {
    static constexpr Form kForm = Form::member;
    static constexpr std::string_view kName = "length_squared";
    template <class A> static auto apply(A& a, NoOperand&) -> decltype(a.length_squared());
};
struct DirectionOf {
    static constexpr Form kForm = Form::member;
    static constexpr std::string_view kName = "direction";
    template <class A> static auto apply(A& a, NoOperand&) -> decltype(a.direction());
};

// clang-format on

/// True when `Op` applied to an A and a B compiles.
template <class Op, class A, class B>
concept exists = requires(A& a, B& b) {
    Op::apply(a, b);
};

/// The exact type of `Op` applied to an A and a B.
template <class Op, class A, class B> using result_t = decltype(Op::apply(std::declval<A&>(), std::declval<B&>()));

// [SECTION] 3. The expected table (the same lines as engine/units.hpp, in C++)

/// Marks "this operation must not compile".
struct Absent {};

template <class Op, class A, class B> struct Expected { using type = Absent; };

// clang-format off

// Relative 1D quantities form vector spaces.
template <V1 Q> struct Expected<Plus, Q, Q> { using type = Q; };
template <V1 Q> struct Expected<Minus, Q, Q> { using type = Q; };
template <V1 Q> struct Expected<Negate, Q, NoOperand> { using type = Q; };
template <V1 Q, S N> struct Expected<Times, Q, N> { using type = Q; };
template <V1 Q, S N> struct Expected<Times, N, Q> { using type = Q; };
template <V1 Q, S N> struct Expected<Divide, Q, N> { using type = Q; };
template <F1 Q> struct Expected<Divide, Q, Q> { using type = float; };
template <> struct Expected<Divide, TimeSpan, TimeSpan> { using type = double; };
template <V1 Q> struct Expected<PlusAssign, Q, Q> { using type = Q&; };
template <V1 Q> struct Expected<MinusAssign, Q, Q> { using type = Q&; };
template <V1 Q, S N> struct Expected<TimesAssign, Q, N> { using type = Q&; };
template <V1 Q, S N> struct Expected<DivideAssign, Q, N> { using type = Q&; };
template <V1 Q> struct Expected<Equal, Q, Q> { using type = bool; };
template <V1 Q> struct Expected<Less, Q, Q> { using type = bool; };
template <V1 Q> struct Expected<Abs, Q, NoOperand> { using type = Q; };
template <V1 Q> struct Expected<Lerp, Q, NoOperand> { using type = Q; };

// Squares, for comparisons without a square root.
template <> struct Expected<Times, Length, Length> { using type = Squared<Length>; };
template <> struct Expected<Times, Speed, Speed> { using type = Squared<Speed>; };
template <> struct Expected<Times, Acceleration, Acceleration> { using type = Squared<Acceleration>; };
template <> struct Expected<Sqrt, Squared<Length>, NoOperand> { using type = Length; };
template <> struct Expected<Sqrt, Squared<Speed>, NoOperand> { using type = Speed; };
template <> struct Expected<Sqrt, Squared<Acceleration>, NoOperand> { using type = Acceleration; };

// Relative 2D quantities form vector spaces.
template <V2 Q> struct Expected<Plus, Q, Q> { using type = Q; };
template <V2 Q> struct Expected<Minus, Q, Q> { using type = Q; };
template <V2 Q> struct Expected<Negate, Q, NoOperand> { using type = Q; };
template <V2 Q, S N> struct Expected<Times, Q, N> { using type = Q; };
template <V2 Q, S N> struct Expected<Times, N, Q> { using type = Q; };
template <V2 Q, S N> struct Expected<Divide, Q, N> { using type = Q; };
template <V2 Q> struct Expected<PlusAssign, Q, Q> { using type = Q&; };
template <V2 Q> struct Expected<MinusAssign, Q, Q> { using type = Q&; };
template <V2 Q, S N> struct Expected<TimesAssign, Q, N> { using type = Q&; };
template <V2 Q, S N> struct Expected<DivideAssign, Q, N> { using type = Q&; };
template <V2 Q> struct Expected<Equal, Q, Q> { using type = bool; };
template <V2 Q> struct Expected<Lerp, Q, NoOperand> { using type = Q; };
template <V2 Q> struct Expected<DirectionOf, Q, NoOperand> { using type = Direction2; };
template <> struct Expected<LengthOf, Difference2, NoOperand> { using type = Length; };
template <> struct Expected<LengthOf, Velocity2, NoOperand> { using type = Speed; };
template <> struct Expected<LengthOf, Acceleration2, NoOperand> { using type = Acceleration; };
template <> struct Expected<LengthSquaredOf, Difference2, NoOperand> { using type = Squared<Length>; };
template <> struct Expected<LengthSquaredOf, Velocity2, NoOperand> { using type = Squared<Speed>; };
template <> struct Expected<LengthSquaredOf, Acceleration2, NoOperand> { using type = Squared<Acceleration>; };
template <> struct Expected<Dot, Difference2, Difference2> { using type = Squared<Length>; };
template <> struct Expected<Dot, Velocity2, Velocity2> { using type = Squared<Speed>; };
template <> struct Expected<Dot, Acceleration2, Acceleration2> { using type = Squared<Acceleration>; };
template <> struct Expected<Dot, Difference2, Direction2> { using type = Length; };
template <> struct Expected<Dot, Velocity2, Direction2> { using type = Speed; };
template <> struct Expected<Dot, Acceleration2, Direction2> { using type = Acceleration; };

// Absolute time is an affine space over TimeSpan.
template <> struct Expected<Minus, Instant, Instant> { using type = TimeSpan; };
template <> struct Expected<Plus, Instant, TimeSpan> { using type = Instant; };
template <> struct Expected<Plus, TimeSpan, Instant> { using type = Instant; };
template <> struct Expected<Minus, Instant, TimeSpan> { using type = Instant; };
template <> struct Expected<PlusAssign, Instant, TimeSpan> { using type = Instant&; };
template <> struct Expected<MinusAssign, Instant, TimeSpan> { using type = Instant&; };
template <> struct Expected<Equal, Instant, Instant> { using type = bool; };
template <> struct Expected<Less, Instant, Instant> { using type = bool; };
template <> struct Expected<Lerp, Instant, NoOperand> { using type = Instant; };

// Positions form an affine space over Difference2.
template <> struct Expected<Minus, Position2, Position2> { using type = Difference2; };
template <> struct Expected<Plus, Position2, Difference2> { using type = Position2; };
template <> struct Expected<Plus, Difference2, Position2> { using type = Position2; };
template <> struct Expected<Minus, Position2, Difference2> { using type = Position2; };
template <> struct Expected<PlusAssign, Position2, Difference2> { using type = Position2&; };
template <> struct Expected<MinusAssign, Position2, Difference2> { using type = Position2&; };
template <> struct Expected<Equal, Position2, Position2> { using type = bool; };
template <> struct Expected<Distance, Position2, Position2> { using type = Length; };
template <> struct Expected<Lerp, Position2, NoOperand> { using type = Position2; };

// Facings form a periodic affine space over Angle.
template <> struct Expected<Minus, Direction2, Direction2> { using type = Angle; };
template <> struct Expected<Plus, Direction2, Angle> { using type = Direction2; };
template <> struct Expected<Plus, Angle, Direction2> { using type = Direction2; };
template <> struct Expected<Minus, Direction2, Angle> { using type = Direction2; };
template <> struct Expected<PlusAssign, Direction2, Angle> { using type = Direction2&; };
template <> struct Expected<MinusAssign, Direction2, Angle> { using type = Direction2&; };
template <> struct Expected<Equal, Direction2, Direction2> { using type = bool; };
template <> struct Expected<Lerp, Direction2, NoOperand> { using type = Direction2; };

// A facing times a magnitude is a vector.
template <> struct Expected<Times, Direction2, Length> { using type = Difference2; };
template <> struct Expected<Times, Length, Direction2> { using type = Difference2; };
template <> struct Expected<Times, Direction2, Speed> { using type = Velocity2; };
template <> struct Expected<Times, Speed, Direction2> { using type = Velocity2; };
template <> struct Expected<Times, Direction2, Acceleration> { using type = Acceleration2; };
template <> struct Expected<Times, Acceleration, Direction2> { using type = Acceleration2; };

// Integration (times a TimeSpan) and differentiation (over a TimeSpan).
template <> struct Expected<Times, Acceleration, TimeSpan> { using type = Speed; };
template <> struct Expected<Times, TimeSpan, Acceleration> { using type = Speed; };
template <> struct Expected<Times, Speed, TimeSpan> { using type = Length; };
template <> struct Expected<Times, TimeSpan, Speed> { using type = Length; };
template <> struct Expected<Divide, Length, TimeSpan> { using type = Speed; };
template <> struct Expected<Divide, Speed, TimeSpan> { using type = Acceleration; };
template <> struct Expected<Divide, Length, Speed> { using type = TimeSpan; };
template <> struct Expected<Divide, Speed, Acceleration> { using type = TimeSpan; };
template <> struct Expected<Times, Acceleration2, TimeSpan> { using type = Velocity2; };
template <> struct Expected<Times, TimeSpan, Acceleration2> { using type = Velocity2; };
template <> struct Expected<Times, Velocity2, TimeSpan> { using type = Difference2; };
template <> struct Expected<Times, TimeSpan, Velocity2> { using type = Difference2; };
template <> struct Expected<Divide, Difference2, TimeSpan> { using type = Velocity2; };
template <> struct Expected<Divide, Velocity2, TimeSpan> { using type = Acceleration2; };
template <> struct Expected<Times, AngularAcceleration, TimeSpan> { using type = AngularVelocity; };
template <> struct Expected<Times, TimeSpan, AngularAcceleration> { using type = AngularVelocity; };
template <> struct Expected<Times, AngularVelocity, TimeSpan> { using type = Angle; };
template <> struct Expected<Times, TimeSpan, AngularVelocity> { using type = Angle; };
template <> struct Expected<Divide, Angle, TimeSpan> { using type = AngularVelocity; };
template <> struct Expected<Divide, AngularVelocity, TimeSpan> { using type = AngularAcceleration; };
template <> struct Expected<Divide, Angle, AngularVelocity> { using type = TimeSpan; };
template <> struct Expected<Divide, AngularVelocity, AngularAcceleration> { using type = TimeSpan; };

// clang-format on

// [SECTION] 4. The exhaustive static check

/// True when the table and the compiler agree on `Op` applied to an A and a B.
template <class Op, class A, class B> consteval bool agrees_with_table() {
    using Wanted = typename Expected<Op, A, B>::type;
    if constexpr (std::same_as<Wanted, Absent>) {
        return !exists<Op, A, B>;
    } else if constexpr (!exists<Op, A, B>) {
        return false;
    } else {
        return std::same_as<result_t<Op, A, B>, Wanted>;
    }
}

/// One table cell. Instantiated once per (operation, A, B); a failure names all three.
template <class Op, class A, class B> struct Cell {
    static_assert(agrees_with_table<Op, A, B>(),
                  "the operation Op on (A, B) differs from the operation table (see the instantiation notes)");
    static constexpr bool kChecked = true;
};

template <class Op, class A, class B> consteval bool check_cell() {
    if constexpr (S<A> && S<B>) {
        return true; // plain numbers among themselves are the language's business
    } else {
        return Cell<Op, A, B>::kChecked;
    }
}

template <class Op, class A, class... Bs> consteval bool check_row(TypeList<Bs...>) {
    return (check_cell<Op, A, Bs>() && ...);
}

template <class Op, class... As> consteval bool check_binary(TypeList<As...>) {
    return (check_row<Op, As>(AllTypes{}) && ...);
}

template <class Op, class... As> consteval bool check_unary(TypeList<As...>) {
    return (check_cell<Op, As, NoOperand>() && ...);
}

static_assert(check_binary<Plus>(AllTypes{}));
static_assert(check_binary<Minus>(AllTypes{}));
static_assert(check_binary<Times>(AllTypes{}));
static_assert(check_binary<Divide>(AllTypes{}));
static_assert(check_binary<PlusAssign>(AllTypes{}));
static_assert(check_binary<MinusAssign>(AllTypes{}));
static_assert(check_binary<TimesAssign>(AllTypes{}));
static_assert(check_binary<DivideAssign>(AllTypes{}));
static_assert(check_binary<Equal>(AllTypes{}));
static_assert(check_binary<Less>(AllTypes{}));
static_assert(check_binary<Dot>(AllTypes{}));
static_assert(check_binary<Distance>(AllTypes{}));
static_assert(check_unary<Negate>(UnitTypes{}));
static_assert(check_unary<Abs>(UnitTypes{}));
static_assert(check_unary<Sqrt>(UnitTypes{}));
static_assert(check_unary<Lerp>(UnitTypes{}));
static_assert(check_unary<LengthOf>(UnitTypes{}));
static_assert(check_unary<LengthSquaredOf>(UnitTypes{}));
static_assert(check_unary<DirectionOf>(UnitTypes{}));

// A few lines of the table spelled out mp-units style, as a reader's entry point:
template <class A, class B>
concept addable = requires(A a, B b) {
    a + b;
};
static_assert(!addable<Position2, Position2>);   // a position plus a position means nothing
static_assert(!addable<Instant, Instant>);       // nor does a moment plus a moment
static_assert(!addable<Length, Speed>);          // different units
static_assert(!addable<Direction2, Direction2>); // facings do not add, turns do
static_assert(std::same_as<decltype(Position2{} - Position2{}), Difference2>);
static_assert(std::same_as<decltype(Velocity2{} * TimeSpan{}), Difference2>);
static_assert(std::same_as<decltype(Direction2{} - Direction2{}), Angle>);

// [SECTION] 5. Design rules: each type is exactly its raw representation, and no number
// becomes a quantity (or a quantity a number) without a named function.

template <class T, class Raw> consteval bool is_plain_wrapper() {
    return sizeof(T) == sizeof(Raw) && alignof(T) == alignof(Raw) && std::is_trivially_copyable_v<T> &&
           std::is_standard_layout_v<T> && std::is_trivially_destructible_v<T>;
}
struct TwoFloats {
    float x;
    float y;
};
static_assert(is_plain_wrapper<Length, float>() && is_plain_wrapper<Speed, float>() &&
              is_plain_wrapper<Acceleration, float>());
static_assert(is_plain_wrapper<TimeSpan, double>() && is_plain_wrapper<Instant, double>());
static_assert(is_plain_wrapper<Angle, float>() && is_plain_wrapper<AngularVelocity, float>() &&
              is_plain_wrapper<AngularAcceleration, float>());
static_assert(is_plain_wrapper<Squared<Length>, float>() && is_plain_wrapper<Squared<Speed>, float>() &&
              is_plain_wrapper<Squared<Acceleration>, float>());
static_assert(is_plain_wrapper<Position2, TwoFloats>() && is_plain_wrapper<Difference2, TwoFloats>() &&
              is_plain_wrapper<Velocity2, TwoFloats>() && is_plain_wrapper<Acceleration2, TwoFloats>());
static_assert(is_plain_wrapper<Direction2, std::uint32_t>());

template <class T, class... Numbers> consteval bool no_implicit_conversions(TypeList<Numbers...>) {
    return ((!std::is_convertible_v<Numbers, T> && !std::is_constructible_v<T, Numbers> &&
             !std::is_convertible_v<T, Numbers> && !std::is_constructible_v<Numbers, T>)&&...);
}
template <class... Units> consteval bool no_unit_converts(TypeList<Units...>) {
    return (no_implicit_conversions<Units>(TypeList<float, double, int, std::uint32_t, bool>{}) && ...);
}
static_assert(no_unit_converts(UnitTypes{}));

// [SECTION] 6. Run time: the documented table lists exactly what compiles

/// "A op B -> R" in the notation of the documented table.
template <class Op, class A, class B> std::string describe() {
    const std::string result = name_of<result_t<Op, A, B>>();
    const std::string name{Op::kName};
    switch (Op::kForm) {
    case Form::infix:
        return name_of<A>() + " " + name + " " + name_of<B>() + " -> " + result;
    case Form::prefix:
        return name + " " + name_of<A>() + " -> " + result;
    case Form::function1:
        return name + "(" + name_of<A>() + ") -> " + result;
    case Form::function2:
        return name + "(" + name_of<A>() + ", " + name_of<B>() + ") -> " + result;
    case Form::interpolation:
        return name + "(" + name_of<A>() + ", " + name_of<A>() + ", float) -> " + result;
    case Form::member:
        return name_of<A>() + "." + name + "() -> " + result;
    }
    return {};
}

template <class Op, class A, class B> void collect_if_compiles(std::set<std::string>& found) {
    if constexpr (!(S<A> && S<B>)) {
        if constexpr (exists<Op, A, B>) {
            found.insert(describe<Op, A, B>());
        }
    }
}
template <class Op, class A, class... Bs> void collect_row(std::set<std::string>& found, TypeList<Bs...>) {
    (collect_if_compiles<Op, A, Bs>(found), ...);
}
template <class... Ops> struct OpList {};
template <class Op, class... As> void collect_binary_op(std::set<std::string>& found, TypeList<As...>) {
    (collect_row<Op, As>(found, AllTypes{}), ...);
}
template <class... Ops> void collect_binary(std::set<std::string>& found, OpList<Ops...>) {
    (collect_binary_op<Ops>(found, AllTypes{}), ...);
}
template <class Op, class... As> void collect_unary_op(std::set<std::string>& found, TypeList<As...>) {
    (collect_if_compiles<Op, As, NoOperand>(found), ...);
}
template <class... Ops> void collect_unary(std::set<std::string>& found, OpList<Ops...>) {
    (collect_unary_op<Ops>(found, UnitTypes{}), ...);
}

/// Every operation that compiles, probed over all types, in the table's notation.
std::set<std::string> operations_that_compile() {
    std::set<std::string> found;
    collect_binary(found, OpList<Plus, Minus, Times, Divide, PlusAssign, MinusAssign, TimesAssign, DivideAssign, Equal,
                                 Less, Dot, Distance>{});
    collect_unary(found, OpList<Negate, Abs, Sqrt, Lerp, LengthOf, LengthSquaredOf, DirectionOf>{});
    return found;
}

std::string trim(const std::string& text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

/// The lines of `path` between the markers, without comment prefixes, fences and blanks.
std::vector<std::string> table_block(const std::string& path, const std::string& begin_marker,
                                     const std::string& end_marker) {
    std::ifstream file(path);
    EXPECT_TRUE(file) << "cannot open " << path;
    std::vector<std::string> lines;
    bool inside = false;
    for (std::string line; std::getline(file, line);) {
        if (line.find(end_marker) != std::string::npos) {
            break;
        }
        if (inside) {
            std::string text = trim(line);
            if (text.rfind("///", 0) == 0) {
                text = trim(text.substr(3));
            }
            if (!text.empty() && text.rfind("```", 0) != 0) {
                lines.push_back(text);
            }
        }
        if (line.find(begin_marker) != std::string::npos) {
            inside = true;
        }
    }
    return lines;
}

/// Expands the documented table: each set name stands for each of its members in turn,
/// the same member wherever the name recurs in a line.
std::set<std::string> expand(const std::vector<std::string>& block) {
    std::map<std::string, std::vector<std::string>> sets;
    const std::regex set_line(R"(^([A-Z][A-Z0-9]*) = (.+)$)");
    std::vector<std::string> rules;
    for (const auto& line : block) {
        std::smatch match;
        if (std::regex_match(line, match, set_line)) {
            std::istringstream members(match[2].str());
            for (std::string member; members >> member;) {
                sets[match[1].str()].push_back(member);
            }
        } else if (line.find(" -> ") != std::string::npos) {
            rules.push_back(line);
        }
    }
    std::set<std::string> expanded;
    for (const auto& rule : rules) {
        std::vector<std::string> partial{rule};
        for (const auto& [set_name, members] : sets) {
            const std::regex word("\\b" + set_name + "\\b");
            std::vector<std::string> next;
            for (const auto& line : partial) {
                if (!std::regex_search(line, word)) {
                    next.push_back(line);
                    continue;
                }
                for (const auto& member : members) {
                    next.push_back(std::regex_replace(line, word, member));
                }
            }
            partial = std::move(next);
        }
        expanded.insert(partial.begin(), partial.end());
    }
    return expanded;
}

std::string difference(const std::set<std::string>& a, const std::set<std::string>& b) {
    std::string lines;
    for (const auto& item : a) {
        if (!b.contains(item)) {
            lines += "  " + item + "\n";
        }
    }
    return lines;
}

TEST(UnitsOperationTable, HeaderTableListsExactlyTheOperationsThatCompile) {
    const auto documented = expand(table_block(TILECAST_UNITS_HEADER, "[operation table]", "[end operation table]"));
    const auto compiled = operations_that_compile();
    EXPECT_GT(compiled.size(), 300u) << "the probe found suspiciously few operations";
    EXPECT_EQ(difference(compiled, documented), "") << "compile but are missing from the table in engine/units.hpp";
    EXPECT_EQ(difference(documented, compiled), "") << "are in the table in engine/units.hpp but do not compile";
}

TEST(UnitsOperationTable, UnitsMdCopiesTheHeaderTable) {
    const auto header = table_block(TILECAST_UNITS_HEADER, "[operation table]", "[end operation table]");
    const auto doc = table_block(TILECAST_UNITS_DOC, "[operation table]", "[end operation table]");
    ASSERT_FALSE(header.empty());
    EXPECT_EQ(header, doc) << "engine/UNITS.md's operation table must be a copy of the one in engine/units.hpp";
}

TEST(UnitsOperationTable, ExpansionBindsOneMemberPerSetName) {
    const auto expanded = expand({"V = A B", "W = x y", "V + V -> V", "V * W -> V&"});
    const std::set<std::string> wanted{"A + A -> A",  "B + B -> B",  "A * x -> A&",
                                       "A * y -> A&", "B * x -> B&", "B * y -> B&"};
    EXPECT_EQ(expanded, wanted);
}

} // namespace units_table
