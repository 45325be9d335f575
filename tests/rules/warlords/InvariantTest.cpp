// Whole random games keep the table sane: no two units stand inside each other, every unit
// stays on the table and pairs in contact fight, whatever the charges, flights and falls
// back do.
#include <gtest/gtest.h>

#include <cstdlib>

#include "rules/core/Match.h"
#include "ai/AiPlayer.h"
#include "rules/core/Rng.h"
#include "rules/warlords/WarlordsGame.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

Rect inset(Rect r, Length by) {
  r.width = std::max<Length>(1, r.width - 2 * by);
  r.depth = std::max<Length>(1, r.depth - 2 * by);
  return r;
}

TEST(WarlordsInvariants, UnitsNeverStandInsideEachOtherOrOffTheTable) {
  int overlapsSeen = 0, offTable = 0, states = 0, broken = 0;
  std::string first, firstBroken;
  for (const char* file : {"scenarios/warlords_meeting_engagement.yaml", "scenarios/warlords_hastings_1066.yaml"}) {
    const auto sc = scenario::loadScenario(configPath(file));
    for (std::uint64_t seed = 1; seed <= (std::getenv("WL_MANY") ? 80u : 12u); ++seed) {
      Match m(sc.newGame(), seed);
      Rng pick(seed);
      NullSink sink;
      std::vector<Action> legal;
      // Every third game the normal AI plays one or both sides: it charges far more.
      auto one = seed % 3 == 0 ? ai::makeAi("normal", "warlords", seed) : nullptr;
      auto two = seed % 3 != 1 ? ai::makeAi("normal", "warlords", seed + 1) : nullptr;
      while (!m.over()) {
        const Side s = m.game().phase().sideToAct;
        ai::AiPlayer* player = s == Side::Two ? two.get() : one.get();
        if (player) {
          m.submit(player->choose(m.game()), sink);
        } else {
          m.game().legalActions(legal);
          m.submit(legal[pick.below(static_cast<std::uint32_t>(legal.size()))], sink);
        }
        const auto& g = static_cast<const WarlordsGame&>(m.game());
        ++states;
        if (const std::string p = g.invariantProblem(); !p.empty()) {
          ++broken;
          if (firstBroken.empty()) firstBroken = std::string(file) + " seed " + std::to_string(seed) + ": " + p;
        }
        const Rect table = sc.battlefield->bounds();
        for (const UnitState& a : g.unitStates()) {
          if (!a.active()) continue;
          for (const Point& c : corners(inset(g.block(a), kMillimetre))) offTable += contains(table, c) ? 0 : 1;
          for (const UnitState& b : g.unitStates()) {
            if (!b.active() || b.id <= a.id) continue;
            if (overlaps(inset(g.block(a), kMillimetre), inset(g.block(b), kMillimetre))) {
              ++overlapsSeen;
              if (first.empty()) first = std::string(file) + " seed " + std::to_string(seed) + ": u" +
                                         std::to_string(a.id) + " and u" + std::to_string(b.id) + " after " +
                                         toString(m.actions().back());
            }
          }
        }
      }
    }
  }
  EXPECT_EQ(overlapsSeen, 0) << first << " (" << states << " states)";
  EXPECT_EQ(offTable, 0);
  EXPECT_EQ(broken, 0) << firstBroken << " (the contact invariants the soak checks)";
}

}  // namespace
}  // namespace sandtable::test
