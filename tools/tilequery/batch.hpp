#pragma once
// --batch: JSON lines in, one JSON line out per query, in order.
//
// A bad line (malformed JSON, a missing or mistyped field, NaN or infinity, a
// negative radius, an unknown variant, a query over the tile limit) is answered
// with {"error":"line N: ..."} and the batch goes on; the exit status is then 1.

#include "command.hpp"
#include "query_runner.hpp"

#include <iosfwd>
#include <string>

namespace tilequery {

/// The query one JSON line asks for; throws `UsageError` naming the problem.
/// `default_variant` applies when the line has no "variant" field.
QuerySpec parse_batch_line(const std::string& line, const std::string& default_variant);

/// Answers every line of `in` on `out` (blank lines are skipped); returns 0 when
/// all lines succeeded, 1 otherwise.
int run_batch(std::istream& in, std::ostream& out, const GlobalOptions& options);

} // namespace tilequery
