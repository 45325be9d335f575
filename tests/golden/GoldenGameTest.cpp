// Golden games (STYLE.md 11): a fixed scenario and seed played AI against AI, its whole
// event log checked into tests/golden/. A change that alters play shows up here as a diff
// someone must accept on purpose: rerun with SANDTABLE_UPDATE_GOLDEN=1 to rewrite the
// file, then review the diff before committing it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "rules/core/Hash.h"
#include "session/MatchSession.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

class LogSink final : public EventSink {
 public:
  void emit(Event e) override {
    if (const std::string line = formatEvent(e); !line.empty()) out << "  " << line << "\n";
  }
  std::ostringstream out;
};

std::string playLog(const std::string& scenarioFile, std::uint64_t seed, const std::string& one,
                    const std::string& two) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {*session::PlayerSpec::parse(one), *session::PlayerSpec::parse(two)};
  session::MatchSession s(scenario::loadScenario(test::configPath("scenarios/" + scenarioFile)), o);
  LogSink log;
  log.out << "# " << scenarioFile << ", seed " << seed << ", " << one << " vs " << two << "\n";
  std::size_t n = 0;
  s.playAi(log, [&](const Action& a) {
    log.out << "#" << ++n << " " << toString(a) << " -> " << hashToString(s.match().hashes().back()) << "\n";
  });
  log.out << "# result: " << session::winnerKey(s.game().result()) << ", " << s.game().result().reason << "\n";
  return log.out.str();
}

void compareWithGolden(const std::string& name, const std::string& actual) {
  const auto path = test::goldenPath(name);
  if (const char* update = std::getenv("SANDTABLE_UPDATE_GOLDEN"); update && std::string(update) == "1") {
    std::ofstream(path) << actual;
    GTEST_SKIP() << "rewrote " << path;
  }
  std::ifstream in(path);
  ASSERT_TRUE(in) << path << " is missing; run with SANDTABLE_UPDATE_GOLDEN=1 to create it";
  std::ostringstream expected;
  expected << in.rdbuf();
  if (expected.str() == actual) return;
  // Name the first line that differs, not a wall of text.
  std::istringstream e(expected.str()), a(actual);
  std::string le, la;
  int line = 0;
  while (true) {
    const bool moreE = static_cast<bool>(std::getline(e, le));
    const bool moreA = static_cast<bool>(std::getline(a, la));
    ++line;
    if (!moreE && !moreA) break;
    if (le != la || moreE != moreA) {
      FAIL() << path.string() << ":" << line << ": the game went differently\n  expected: " << le
             << "\n  actual:   " << la;
    }
  }
}

}  // namespace

TEST(GoldenGame, MicroBattleDefaultScenario) {
  compareWithGolden("microbattle_meeting_engagement_seed7.log",
                    playLog("microbattle_meeting_engagement.yaml", 7, "ai:normal", "ai:normal"));
}

TEST(GoldenGame, MicroBattleRiverCrossing) {
  compareWithGolden("microbattle_river_crossing_seed3.log",
                    playLog("microbattle_river_crossing.yaml", 3, "ai:normal", "ai:easy"));
}
