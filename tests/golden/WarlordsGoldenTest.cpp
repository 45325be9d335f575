// Golden game for Warlords: Hastings, seed 1, the normal AI on both sides, headless. Its
// event log (every die with its modifiers) is checked in; a change to the rules, the AI or
// the data that alters play shows up as a diff here that someone must accept on purpose
// (run with SANDTABLE_UPDATE_GOLDEN=1 to rewrite the file, then review the diff).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "ai/AiPlayer.h"
#include "rules/core/Match.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;

std::string playGolden() {
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  Match m(sc.newGame(), 1);
  auto one = ai::makeAi("normal", "warlords", deriveSeed(1, 0xA1));
  auto two = ai::makeAi("normal", "warlords", deriveSeed(1, 0xA2));
  EventList events;
  std::ostringstream log;
  while (!m.over()) {
    const Side s = m.game().phase().sideToAct;
    const Action a = (s == Side::Two ? *two : *one).choose(m.game());
    log << "> " << toString(a) << "\n";
    m.submit(a, events);
    for (const Event& e : events.events) {
      if (const std::string line = formatEvent(e); !line.empty()) log << line << "\n";
    }
    events.events.clear();
  }
  log << "hash " << hashToString(m.hash()) << "\n";
  return log.str();
}

TEST(WarlordsGolden, HastingsSeedOneNormalAgainstNormal) {
  const std::string played = playGolden();
  const auto file = goldenPath("warlords_hastings_seed1_normal.log");
  if (std::getenv("SANDTABLE_UPDATE_GOLDEN")) {
    std::ofstream(file) << played;
    GTEST_SKIP() << "rewrote " << file;
  }
  std::ifstream in(file);
  ASSERT_TRUE(in) << "missing " << file << " (run with SANDTABLE_UPDATE_GOLDEN=1 to create it)";
  std::stringstream expected;
  expected << in.rdbuf();
  if (expected.str() == played) return;
  // Point at the first line that differs.
  std::istringstream a(expected.str()), b(played);
  std::string la, lb;
  int line = 0;
  while (true) {
    const bool ga = static_cast<bool>(std::getline(a, la));
    const bool gb = static_cast<bool>(std::getline(b, lb));
    ++line;
    if (!ga && !gb) break;
    if (!ga || !gb || la != lb) {
      FAIL() << "golden game differs at line " << line << ":\n  expected: " << la << "\n  played:   " << lb;
    }
  }
}

}  // namespace
}  // namespace sandtable::test
