// session::turningEvents: what turned a recorded battle, by turn, as the dice log words it.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/core/Match.h"
#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "session/TurnEvents.h"
#include "support/ConfigRefusal.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

// A Warlords meeting engagement the random AIs fought to its end, saved and loaded back.
scenario::LoadedMatch foughtBattle() {
  const char* const kScenario = "config/scenarios/warlords_meeting_engagement.yaml";
  session::SessionOptions o;
  o.seed = 11;
  o.players = {*session::PlayerSpec::parse("ai:random"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = kScenario;
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / kScenario), o);
  NullSink quiet;
  s.playAi(quiet);
  const auto path = test::scratchDir("turn_events") / "battle.yaml";
  s.save(path);
  return scenario::loadMatchFile(path);
}

}  // namespace

TEST(TurnEvents, EveryTurningEventIsListedUnderItsTurnAndADispersalOnce) {
  const scenario::LoadedMatch lm = foughtBattle();
  const auto byTurn = session::turningEvents(lm);
  ASSERT_FALSE(byTurn.empty()) << "a battle fought to its end breaks units";
  // The whole log, with the turn each event happened in, applied here action by action.
  Match match(lm.scenario.newGame(), lm.record.seed, lm.record.forcedDice);
  std::vector<std::pair<int, Event>> log;
  int turn = 1;
  for (const auto& recorded : lm.record.actions) {
    EventList events;
    match.submit(recorded.action, events);
    for (Event& e : events.events) {
      if (e.kind == EventKind::TurnBegan) turn = e.value;
      log.emplace_back(turn, std::move(e));
    }
  }
  std::size_t said = 0, dispersed = 0;
  for (const auto& [t, e] : log) {
    if (!session::isTurningEvent(e.kind)) continue;
    const auto it = byTurn.find(t);
    const std::string words = session::withoutUnitIds(e.text);
    const bool listed = it != byTurn.end() &&
                        std::find(it->second.begin(), it->second.end(), words) != it->second.end();
    if (e.kind == EventKind::UnitDispersed) ++dispersed;
    // A dispersal's "is gone from the battle" (for the table) is not said again.
    if (e.text.find("gone from the battle") != std::string::npos) {
      EXPECT_FALSE(listed) << e.text;
      continue;
    }
    // A unit going Berserk again with no calm turn between is not said again (which are:
    // BattleReport.AFuryIsNamedOnceAndAgainOnlyAfterAWholeTurnCalm).
    if (e.kind == EventKind::UnitWentBerserk && !listed) continue;
    EXPECT_TRUE(listed) << "turn " << t << ": " << e.text;
    ++said;
  }
  std::size_t lines = 0;
  for (const auto& [t, texts] : byTurn) {
    EXPECT_GE(t, 1);
    EXPECT_LE(t, match.game().phase().turn);
    lines += texts.size();
  }
  EXPECT_EQ(lines, said);
  EXPECT_GT(dispersed, 0u) << "the battle chosen should show a dispersal";
  for (const auto& [t, texts] : byTurn) {
    for (const std::string& text : texts) {
      EXPECT_EQ(text.find("gone from the battle"), std::string::npos) << text;
      EXPECT_EQ(text.find(" (u"), std::string::npos)
          << "a unit is named as the table labels it: " << text;
    }
  }
}

TEST(TurnEvents, TheWordsLeaveOutUnitIdsAndNothingElse) {
  EXPECT_EQ(session::withoutUnitIds("Hereford's knights (u9) are destroyed and leave the table."),
            "Hereford's knights are destroyed and leave the table.");
  EXPECT_EQ(session::withoutUnitIds(
                "Fyrd of Kent (u6) goes Berserk (2.2, 1.7.1). Fyrd of Wessex (u12) is Broken"),
            "Fyrd of Kent goes Berserk (2.2, 1.7.1). Fyrd of Wessex is Broken");
  // Parentheses that are no unit's id stay: a rule's reference, a letter and no number, an
  // unclosed one.
  for (const char* kept :
       {"routs (000 Casualties and Morale)", "the (u) of it", "ends (u12", "(u3) first"})
    EXPECT_EQ(session::withoutUnitIds(kept), kept);
}

TEST(TurnEvents, OnlyBreaksDispersalsBerserkAndPersonalitiesCount) {
  EXPECT_TRUE(session::isTurningEvent(EventKind::UnitRouted));
  EXPECT_TRUE(session::isTurningEvent(EventKind::UnitDispersed));
  EXPECT_TRUE(session::isTurningEvent(EventKind::UnitWentBerserk));
  EXPECT_TRUE(session::isTurningEvent(EventKind::PersonalityLost));
  EXPECT_FALSE(session::isTurningEvent(EventKind::CasualtiesTaken));
  EXPECT_FALSE(session::isTurningEvent(EventKind::MoraleChanged));
  EXPECT_FALSE(session::isTurningEvent(EventKind::DiceRolled));
}

TEST(TurnEvents, ATamperedRecordingIsRefusedAtItsPlace) {
  const auto lm = scenario::loadMatchFile(test::sourceRoot() / "tests/cli/bad/tampered_match.yaml");
  const std::string why = test::configRefusal([&] { session::turningEvents(lm); });
  EXPECT_NE(why.find("tampered_match.yaml:11:5: action 3 ("), std::string::npos) << why;
}
