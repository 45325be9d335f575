// Golden games (STYLE.md 11), one harness and one log format for every rule system: each
// tests/golden/*.log is a game fixed by its first line,
//   # <scenario file in config/scenarios/>, seed <seed>, <side 1> vs <side 2>
// played here AI against AI with every event's text, and compared with the file line by
// line. The log gives each action with the state hash after it, then the events it caused,
// and last the result:
//   #1 roll_initiative -> 0x3cca354812700e11
//     [dice] 003 Turn Sequence (Initiative): initiative for Romans: d6 = 6: wins
//   ...
//   # result: side2, <why>
// A change that alters play shows up as a diff someone must accept on purpose: rerun with
// SANDTABLE_UPDATE_GOLDEN=1 to rewrite the files from their first lines, then review the
// diff before committing it. A new golden game is a new file holding only its first line,
// written the same way; no list here names the games.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "conformance/Shipped.h"
#include "rules/core/Hash.h"
#include "session/MatchSession.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

struct LoggedGame {
  std::string scenarioFile;  // under config/scenarios/
  std::uint64_t seed = 0;
  std::string one, two;  // "ai:normal", ...

  std::string header() const {
    return "# " + scenarioFile + ", seed " + std::to_string(seed) + ", " + one + " vs " + two;
  }
};

// The game a log's first line fixes; nothing when the line is not one.
std::optional<LoggedGame> parseHeader(const std::string& line) {
  static const std::regex kHeader(R"(# (\S+\.yaml), seed (\d+), (ai:\w+) vs (ai:\w+))");
  std::smatch m;
  if (!std::regex_match(line, m, kHeader)) return std::nullopt;
  return LoggedGame{m[1], std::stoull(m[2]), m[3], m[4]};
}

// Holds an action's event lines until the action itself is written above them.
class PendingLines final : public EventSink {
 public:
  void emit(Event e) override {
    if (std::string line = formatEvent(e); !line.empty()) lines.push_back(std::move(line));
  }
  std::vector<std::string> lines;
};

std::string playLog(const LoggedGame& g) {
  session::SessionOptions o;
  o.seed = g.seed;
  o.players = {*session::PlayerSpec::parse(g.one), *session::PlayerSpec::parse(g.two)};
  session::MatchSession s(scenario::loadScenario(configPath("scenarios/" + g.scenarioFile)), o);
  PendingLines events;
  std::ostringstream log;
  log << g.header() << "\n";
  std::size_t n = 0;
  s.playAi(events, [&](const Action& a) {
    log << "#" << ++n << " " << toString(a) << " -> " << hashToString(s.match().hashes().back())
        << "\n";
    for (const std::string& line : events.lines) log << "  " << line << "\n";
    events.lines.clear();
  });
  log << "# result: " << session::winnerKey(s.game().result()) << ", " << s.game().result().reason
      << "\n";
  return log.str();
}

std::vector<std::filesystem::path> goldenLogs() {
  std::vector<std::filesystem::path> logs;
  for (const auto& entry : std::filesystem::directory_iterator(goldenPath(""))) {
    if (entry.path().extension() == ".log") logs.push_back(entry.path());
  }
  std::sort(logs.begin(), logs.end());
  return logs;
}

std::string firstLine(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string line;
  std::getline(in, line);
  return line;
}

class GoldenGame : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(GoldenGame, IsUnchanged) {
  const std::filesystem::path path = GetParam();
  const std::optional<LoggedGame> game = parseHeader(firstLine(path));
  ASSERT_TRUE(game)
      << path.string()
      << ":1: the first line is not '# <scenario>.yaml, seed <n>, ai:<level> vs ai:<level>'";
  const std::string actual = playLog(*game);
  if (const char* update = std::getenv("SANDTABLE_UPDATE_GOLDEN");
      update && std::string(update) == "1") {
    std::ofstream(path) << actual;
    GTEST_SKIP() << "rewrote " << path;
  }
  const std::string expected = fileText(path);
  if (expected == actual) return;
  // Name the first line that differs, not a wall of text.
  std::istringstream e(expected), a(actual);
  std::string le, la;
  for (int line = 1;; ++line) {
    const bool moreE = static_cast<bool>(std::getline(e, le));
    const bool moreA = static_cast<bool>(std::getline(a, la));
    if (!moreE && !moreA) break;
    if (le != la || moreE != moreA) {
      FAIL() << path.string() << ":" << line << ": the game went differently\n  expected: " << le
             << "\n  actual:   " << la;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Logs, GoldenGame, ::testing::ValuesIn(goldenLogs()),
                         [](const ::testing::TestParamInfo<std::filesystem::path>& info) {
                           return conformance::testNameOf(info.param);
                         });

TEST(GoldenGames, EveryRegisteredSystemHasOne) {
  std::set<std::string> covered;
  for (const std::filesystem::path& log : goldenLogs()) {
    if (const std::optional<LoggedGame> g = parseHeader(firstLine(log))) {
      covered.insert(
          scenario::loadScenario(configPath("scenarios/" + g->scenarioFile)).info.ruleset);
    }
  }
  for (const std::string& system : conformance::registeredSystems()) {
    EXPECT_TRUE(covered.count(system)) << system << " has no golden game in tests/golden/";
  }
}

}  // namespace
}  // namespace sandtable::test
