// tilequery: the engine's tile queries on the command line. Everything lives in
// command.cpp (parsing, dispatch), query_commands.cpp (ray/circle/rect),
// batch.cpp (--batch), query_runner.cpp (running a query), output.cpp (printing) and
// svg_picture.cpp (--svg pictures).

#include "command.hpp"

#include <iostream>

int main(int argc, char** argv) { return tilequery::run_tilequery(argc, argv, std::cin, std::cout, std::cerr); }
