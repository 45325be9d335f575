// sandtable-bench: Sandtable's throughput benchmarks. Each prints medians of repeated
// runs; none is a pass/fail test.
#include "Benches.h"
#include "CliCommon.h"

int main(int argc, char** argv) {
  CLI::App app{"Sandtable benchmarks (medians of repeated runs)."};
  app.require_subcommand(1);
  int exitCode = 0;
  sandtable::bench::addAiBench(app, exitCode);
  sandtable::bench::addGamesBench(app, exitCode);
  sandtable::bench::addLosBench(app, exitCode);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return sandtable::cli::kExitBadInput;
  }
  return exitCode;
}
