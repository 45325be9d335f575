// `sandtable-cli fuzz`: feed Sandtable broken copies of a data or match file and check that
// every one is either accepted or refused as bad input should be: each message placed at a
// file:line:col, never an unplaced message, an unexpected exception or a crash.
//
// Each case changes a copy of the file's text in one small way a hand edit or a damaged file
// might: a line deleted or repeated, a value or a number replaced by an odd one, a line
// indented, a bracket or comma lost. A match file's copies also lose their state hashes half
// the time, so that a changed action reaches the rules' own check() instead of stopping at the
// first hash that differs. The case being checked is written to disk first: if Sandtable
// crashes, that file is what crashed it.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

#include "CliCommon.h"
#include "Commands.h"
#include "FileCheck.h"
#include "HostileFuzz.h"
#include "SeedOption.h"
#include "data/ConfigError.h"
#include "data/YamlReader.h"
#include "rules/core/Rng.h"
#include "scenario/DataFiles.h"

namespace sandtable::cli {

using namespace sandtable::rules;

namespace {

struct FuzzOptions {
  std::vector<std::string> files;
  int cases = 100;
  std::uint64_t seed = 1;
};

// Values a careless edit or a damaged file might leave where a value belongs.
const std::vector<std::string> kOddValues{"-1", "0", "99999999999", "1e9", "abc", "[]", "{}", "null", "~", "\"\"",
                                          "-0.5", "2147483648", "[1]", "{a: 1}", "-2147483648", "360", "-45"};

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::string pick(Rng& rng, const std::vector<std::string>& from) {
  return from[rng.below(static_cast<std::uint32_t>(from.size()))];
}

// One small change to the text; returns what it did, for the report.
std::string mutate(std::vector<std::string>& lines, Rng& rng) {
  if (lines.empty()) return "nothing to change";
  const std::size_t k = rng.below(static_cast<std::uint32_t>(lines.size()));
  std::string& line = lines[k];
  const std::string where = "line " + std::to_string(k + 1);
  static const std::regex number(R"((^|[\s\[,:])(-?[0-9]+(\.[0-9]+)?))");
  switch (rng.below(6)) {
    case 0: lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(k)); return where + " deleted";
    case 1: {
      const std::string copy = lines[rng.below(static_cast<std::uint32_t>(lines.size()))];
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(k), copy);
      return "a line repeated at " + where;
    }
    case 2: {
      const auto colon = line.find(": ");
      if (colon == std::string::npos) break;
      line = line.substr(0, colon + 2) + pick(rng, kOddValues);
      return where + "'s value replaced";
    }
    case 3: {
      std::vector<std::smatch> found;
      for (auto it = std::sregex_iterator(line.begin(), line.end(), number); it != std::sregex_iterator(); ++it) {
        found.push_back(*it);
      }
      if (found.empty()) break;
      const std::smatch& m = found[rng.below(static_cast<std::uint32_t>(found.size()))];
      const auto at = static_cast<std::size_t>(m.position(2));
      line = line.substr(0, at) + pick(rng, kOddValues) + line.substr(at + static_cast<std::size_t>(m.length(2)));
      return where + ": a number replaced";
    }
    case 4: line = " " + line; return where + " indented";
    default: break;
  }
  for (const char c : {'[', ']', '{', '}', ','}) {
    if (const auto at = line.find(c); at != std::string::npos) {
      line.erase(at, 1);
      return where + ": a '" + std::string(1, c) + "' lost";
    }
  }
  line += ":";
  return where + ": a stray ':'";
}

struct CaseOutcome {
  bool refused = false;  // refused as bad input, every message placed
  std::string problem;   // what was wrong with how it was refused; empty when nothing was
};

// Checks one case as `validate` would.
CaseOutcome checkCase(const std::filesystem::path& file) {
  try {
    checkFile(file);
    return {};
  } catch (const data::ConfigErrors& e) {
    for (const data::ConfigError& err : e.errors()) {
      if (err.line <= 0) return {true, "an unplaced message: " + err.str()};
    }
    return {true, ""};
  } catch (const std::exception& e) {
    return {true, std::string("an unexpected exception: ") + e.what()};
  }
}

int runFuzz(const FuzzOptions& o) {
  if (o.cases < 1) {
    std::cerr << "error: --cases must be at least 1\n";
    return kExitBadInput;
  }
  int failures = 0;
  for (const std::string& f : o.files) {
    // The original must be good: a case is judged against a file Sandtable accepts.
    const data::YamlReader reader = data::YamlReader::fromFile(f);
    const bool match = scenario::dataFileKind(reader.root()) == scenario::DataFileKind::Match;
    if (const CaseOutcome first = checkCase(f); first.refused) {
      std::cerr << f << ": the file itself is refused" << (first.problem.empty() ? "" : " (" + first.problem + ")")
                << "; check it with `sandtable-cli validate`\n";
      return kExitBadInput;
    }
    std::ifstream in(f);
    std::stringstream text;
    text << in.rdbuf();
    const std::vector<std::string> original = splitLines(text.str());
    // Paths inside data files lead from the data root, so a copy anywhere reads like the original.
    const std::filesystem::path casePath =
        std::filesystem::temp_directory_path() / ("sandtable-fuzz-" + std::to_string(::getpid()) + ".yaml");
    int refused = 0, fileFailures = 0;
    for (int i = 0; i < o.cases; ++i) {
      Rng rng(deriveSeed(o.seed, static_cast<std::uint64_t>(i)));
      std::vector<std::string> lines = original;
      std::string what;
      if (match && rng.below(2) == 0) {
        static const std::regex hash(R"(, hash: 0x[0-9a-f]+)");
        for (std::string& l : lines) l = std::regex_replace(l, hash, "");
        what = "hashes dropped, ";
      }
      what += mutate(lines, rng);
      {
        std::ofstream out(casePath);
        for (const std::string& l : lines) out << l << "\n";
      }
      const CaseOutcome outcome = checkCase(casePath);
      if (outcome.problem.empty()) {
        refused += outcome.refused ? 1 : 0;  // the count shows that the cases reached the checks
        continue;
      }
      const std::string& problem = outcome.problem;
      ++fileFailures;
      const std::filesystem::path kept = std::filesystem::temp_directory_path() /
                                         ("sandtable-fuzz-failure-" + std::to_string(failures + fileFailures) + ".yaml");
      std::filesystem::copy_file(casePath, kept, std::filesystem::copy_options::overwrite_existing);
      std::cout << "FAIL " << f << " case " << i << " (" << what << "): " << problem << " [kept as " << kept.string()
                << "]" << std::endl;
    }
    std::filesystem::remove(casePath);
    failures += fileFailures;
    std::cout << f << ": " << o.cases << " cases, " << refused << " refused as bad input, " << fileFailures
              << (fileFailures == 1 ? " failure" : " failures") << std::endl;
  }
  return failures == 0 ? kExitOk : kExitFailure;
}

}  // namespace

void addFuzzCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<FuzzOptions>();
  CLI::App* cmd = app.add_subcommand(
      "fuzz", "Check that broken copies of data or match files are refused with file:line:col messages, never a crash.");
  auto hostile = std::make_shared<HostileOptions>();
  cmd->add_option("files", opts->files, "Scenario, ruleset, battlefield, settings or match files");
  cmd->add_option("--cases", opts->cases, "Broken copies a file")->capture_default_str();
  cmd->add_option("--seed", opts->seed, "Seed of the changes; case i uses a seed derived from it")->capture_default_str()->check(seedCheck());
  cmd->add_option("--hostile", hostile->classes,
                  "Also run the hostile cases of these classes, each in a bounded child process: all, or some of "
                  "paths, sizes, encodings, images, arguments")
      ->delimiter(',');
  cmd->add_option("--only", hostile->only, "Run only these hostile cases (names as --list prints them)")->delimiter(',');
  cmd->add_option("--skip", hostile->skip, "Leave out these hostile cases")->delimiter(',');
  cmd->add_option("--time-limit", hostile->seconds, "Seconds a hostile case may run")->capture_default_str();
  cmd->add_option("--memory-limit", hostile->memoryMb, "Megabytes of address space a hostile case may use (0: no limit)")
      ->capture_default_str();
  cmd->add_flag("--list", hostile->list, "List the hostile cases of the --hostile classes and run nothing");
  cmd->callback([opts, hostile, &exitCode]() {
    exitCode = guarded([&] {
      if (opts->files.empty() && hostile->classes.empty()) {
        std::cerr << "error: name the files to fuzz, or --hostile with the classes of cases to run\n";
        return kExitBadInput;
      }
      int code = opts->files.empty() ? kExitOk : runFuzz(*opts);
      if (code == kExitBadInput || hostile->classes.empty()) return code;
      const int hostileCode = runHostileFuzz(*hostile);
      return std::max(code, hostileCode);
    });
  });
}

}  // namespace sandtable::cli
