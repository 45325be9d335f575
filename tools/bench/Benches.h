// The subcommands of sandtable-bench.
#pragma once

#include <CLI/CLI.hpp>

namespace sandtable::bench {

void addAiBench(CLI::App& app, int& exitCode);
void addGamesBench(CLI::App& app, int& exitCode);
void addLosBench(CLI::App& app, int& exitCode);

}  // namespace sandtable::bench
