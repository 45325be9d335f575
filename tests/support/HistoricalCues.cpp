#include "HistoricalCues.h"

#include <gtest/gtest.h>

namespace sandtable::test {

std::set<std::string> expectCuesNameRealUnitsAndPersonalities(const scenario::LoadedScenario& scenario,
                                                              const rules::Game& game, const std::string& battle) {
  const auto& cues = scenario.info.narration;
  const auto units = game.units();
  std::set<std::string> kinds, outcomes, lost;
  for (const scenario::NarrationCue& c : cues) {
    kinds.insert(std::string(scenario::cueTriggerKey(c.trigger)));
    EXPECT_FALSE(c.text.empty());
    EXPECT_FALSE(c.source.empty()) << "every " << battle << " cue says where its history comes from: " << c.subject;
    switch (c.trigger) {
      case scenario::CueTrigger::Turn:
        EXPECT_GE(c.turn, 1);
        EXPECT_LE(c.turn, scenario.info.turnLimit);
        break;
      case scenario::CueTrigger::UnitBroken:
      case scenario::CueTrigger::UnitDispersed:
      case scenario::CueTrigger::UnitBerserk:
        EXPECT_GE(c.unit, 0) << c.subject;
        if (c.unit >= 0) {
          EXPECT_EQ(units.at(static_cast<std::size_t>(c.unit)).name, c.subject);
        }
        break;
      case scenario::CueTrigger::PersonalityLost:
        EXPECT_GE(c.personality, 0) << c.subject;
        if (c.personality >= 0) {
          EXPECT_EQ(scenario.info.personalities.at(static_cast<std::size_t>(c.personality)), c.subject);
        }
        lost.insert(c.subject);
        break;
      case scenario::CueTrigger::BattleOver:
        outcomes.insert(c.subject);
        break;
      case scenario::CueTrigger::TeacherNote:
        ADD_FAILURE() << battle << ": a teacher's note is a match file's, never a scenario's cue";
        break;
    }
  }
  // Cues at set turns, on the fate of a unit (broken, dispersed or gone Berserk) and of a
  // personality: each historical battle uses every kind of moment its day had.
  for (const char* kind : {"turn", "personality_lost", "battle_over"}) EXPECT_TRUE(kinds.count(kind)) << battle << ": " << kind;
  EXPECT_TRUE(kinds.count("unit_broken") || kinds.count("unit_dispersed") || kinds.count("unit_berserk")) << battle;
  EXPECT_EQ(outcomes, (std::set<std::string>{"side1", "side2", "draw"})) << battle << ": a cue for each way the day can end";
  return lost;
}

}  // namespace sandtable::test
