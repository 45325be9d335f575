// 000 Movement and Formations, Sequence of Play, Charging, Skirmishers: who may attempt which
// Action in which phase, and how each training level may move.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ActionRules.h"

using sandtable::rules::Verdict;
using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

const Tables& T() { return bed::tables(); }
Actor regulars() { return actorOf(T(), bed::spearmen(4)); }
Actor militia() { return actorOf(T(), bed::spearmen(6, {"militia"})); }
Actor elite() { return actorOf(T(), bed::spearmen(3, {"elite"})); }

}  // namespace

// "the Movement and Retrograde Actions are only allowed during the Action Phase"; "During the
// Reaction Phase, the Reacting Player may attempt those Actions which change facing or
// formation."
TEST(RobertsActionRules, MovementInTheActionPhaseFacingAndFormationAlsoInTheReaction) {
  const Actor a = elite();
  EXPECT_TRUE(mayAttempt(T(), Phase::Action, true, a, ActionKind::Movement).legal);
  EXPECT_TRUE(mayAttempt(T(), Phase::Action, true, a, ActionKind::Retrograde).legal);
  EXPECT_FALSE(mayAttempt(T(), Phase::Reaction, true, a, ActionKind::Movement).legal);
  EXPECT_FALSE(mayAttempt(T(), Phase::Reaction, true, a, ActionKind::Retrograde).legal);
  for (ActionKind k :
       {ActionKind::AboutFace, ActionKind::ChangeFace, ActionKind::ChangeFormation}) {
    EXPECT_TRUE(mayAttempt(T(), Phase::Action, true, a, k).legal);
    EXPECT_TRUE(mayAttempt(T(), Phase::Reaction, true, a, k).legal);
    EXPECT_FALSE(mayAttempt(T(), Phase::Assault, true, a, k).legal);
  }
  const Verdict v = mayAttempt(T(), Phase::Reaction, true, a, ActionKind::Movement);
  EXPECT_EQ(v.why, "Movement is attempted in the Action Phase (000)");
}

// The phase's player attempts its Actions; the other only those an event calls on him for.
TEST(RobertsActionRules, OnlyThePhasesPlayerActsSaveForResponses) {
  const Actor a = regulars();
  const Verdict v = mayAttempt(T(), Phase::Action, false, a, ActionKind::Movement);
  EXPECT_FALSE(v.legal);
  EXPECT_EQ(v.why, "the Action Phase is the acting player's (000 Sequence of Play)");
  EXPECT_TRUE(mayAttempt(T(), Phase::Combat, false, a, ActionKind::Pursuit).legal);
  EXPECT_TRUE(mayAttempt(T(), Phase::Charge, false, a, ActionKind::Countermand).legal);
}

// "Retrograde: Only Elite units may attempt this."
TEST(RobertsActionRules, RetrogradeIsForEliteOnly) {
  EXPECT_TRUE(mayAttempt(T(), Phase::Action, true, elite(), ActionKind::Retrograde).legal);
  const Verdict v = mayAttempt(T(), Phase::Action, true, regulars(), ActionKind::Retrograde);
  EXPECT_FALSE(v.legal);
  EXPECT_EQ(v.why, "only Elite units may attempt Retrograde, not Regular ones (000)");
  EXPECT_FALSE(mayAttempt(T(), Phase::Action, true, militia(), ActionKind::Retrograde).legal);
}

// "Stop: The only way to stop a Movement Action": a unit that is not moving has none to stop.
TEST(RobertsActionRules, StopEndsAMovementUnderWay) {
  Actor a = regulars();
  EXPECT_FALSE(mayAttempt(T(), Phase::Action, true, a, ActionKind::Stop).legal);
  a.moving = true;
  EXPECT_TRUE(mayAttempt(T(), Phase::Action, true, a, ActionKind::Stop).legal);
}

// "Militia must move straight ahead; Regular troops can perform sideways shifts while marching
// forward; and Elite stands are eligible to shift faster and to wheel."
TEST(RobertsActionRules, MovementByTraining) {
  EXPECT_TRUE(mayMoveBy(T(), militia(), Manner::StraightAhead).legal);
  EXPECT_EQ(mayMoveBy(T(), militia(), Manner::Shift, 0.5).why,
            "Militia units must move straight ahead (000 Movement and Formations)");
  EXPECT_FALSE(mayMoveBy(T(), militia(), Manner::Wheel).legal);
  EXPECT_TRUE(mayMoveBy(T(), regulars(), Manner::Shift, 1.0).legal);
  EXPECT_FALSE(mayMoveBy(T(), regulars(), Manner::Shift, 1.5).legal);
  EXPECT_FALSE(mayMoveBy(T(), regulars(), Manner::Wheel).legal);
  EXPECT_TRUE(mayMoveBy(T(), elite(), Manner::Shift, 1.5).legal);
  EXPECT_GT(T().play.movesOf(Training::Elite).shiftInches,
            T().play.movesOf(Training::Regular).shiftInches);
  EXPECT_TRUE(mayMoveBy(T(), elite(), Manner::Wheel).legal);
}

// "Only Shock and Eager units may countercharge" (heavy mounted are Shock free; Impetuous
// brings Eager), in the Reaction Phase.
TEST(RobertsActionRules, OnlyShockAndEagerUnitsCountercharge) {
  const Actor lancers = actorOf(T(), bed::eliteLancers());
  const Actor eager = actorOf(T(), bed::spearmen(4, {"impetuous"}));
  EXPECT_TRUE(mayAttempt(T(), Phase::Reaction, true, lancers, ActionKind::Countercharge).legal);
  EXPECT_TRUE(mayAttempt(T(), Phase::Reaction, true, eager, ActionKind::Countercharge).legal);
  EXPECT_FALSE(mayAttempt(T(), Phase::Reaction, true, regulars(), ActionKind::Countercharge).legal);
  EXPECT_FALSE(mayAttempt(T(), Phase::Assault, true, lancers, ActionKind::Countercharge).legal);
}

// "a Set Action, which allows units equipped with spears, pikes, or polearms to prepare against
// attack ... during the Reaction Phase, and attacking units ... during the Assault Phase."
TEST(RobertsActionRules, SetIsForSpearsPikesAndPolearms) {
  EXPECT_TRUE(mayAttempt(T(), Phase::Reaction, true, regulars(), ActionKind::Set).legal);
  EXPECT_TRUE(mayAttempt(T(), Phase::Assault, true, regulars(), ActionKind::Set).legal);
  EXPECT_FALSE(mayAttempt(T(), Phase::Action, true, regulars(), ActionKind::Set).legal);
  EXPECT_FALSE(
      mayAttempt(T(), Phase::Reaction, true, actorOf(T(), bed::crossbowmen()), ActionKind::Set)
          .legal);
}

// "Missile Fire occurs at two points during the half-turn: the Reaction Phase ... and the
// Assault Phase"; Withdrawal is the skirmishers'.
TEST(RobertsActionRules, MissileFireAndWithdrawalHaveTheirPhasesAndTroops) {
  const Actor bows = actorOf(T(), bed::crossbowmen());
  EXPECT_FALSE(mayAttempt(T(), Phase::Action, true, bows, ActionKind::MissileFire).legal);
  EXPECT_TRUE(mayAttempt(T(), Phase::Reaction, true, bows, ActionKind::MissileFire).legal);
  EXPECT_TRUE(mayAttempt(T(), Phase::Assault, true, bows, ActionKind::MissileFire).legal);
  const Actor skirmisher = actorOf(
      T(), bed::unit(TroopKind::Skirmisher, 1, "hand_weapons", "shield", {}, "javelins", false));
  EXPECT_TRUE(mayAttempt(T(), Phase::Action, false, skirmisher, ActionKind::Withdrawal).legal);
  EXPECT_FALSE(mayAttempt(T(), Phase::Action, false, bows, ActionKind::Withdrawal).legal);
}
