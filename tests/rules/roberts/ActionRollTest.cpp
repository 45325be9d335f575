// 000 Sequence of Play, FOR EXAMPLE: the spearmen's Movement roll of 8 + 1 = 9, their Stop roll
// of 5 that fails and ends their Actions for the phase, and the cavalry moved by the General's
// free Action; and the Melee example's Action Rolls (the Pursuit at +1 on a 7, the Vulnerable
// stand's Fall Back at +0 failing on a 4, the crossbowmen's Pursuit failing on a 3).
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/ActionRoll.h"
#include "rules/roberts/Attempt.h"

using sandtable::rules::Dice;
using sandtable::rules::Verdict;

using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

namespace {

// The example's spearmen: Militia, Swift (and Impetuous, from the Point Cost example), with a
// Captain attached.
Actor spearmen() {
  return actorOf(bed::tables(), bed::spearmen(9, {"militia", "swift", "impetuous"}),
                 AttachedLeader::Captain);
}

Attempt take(PhaseLedger& ledger, const Actor& a, AttemptRequest q, Dice& dice) {
  const Verdict v = checkAttempt(bed::tables(), ledger, a, q);
  EXPECT_TRUE(v.legal) << v.why;
  return attempt(bed::tables(), ledger, a, q, dice);
}

}  // namespace

// "This is a Militia unit (-1 to Actions), but it is Swift (+1 ...) and has a Captain attached
// (+1 to Actions), for a final modifier of +1. Rolling two dice, we get a total of "8" + 1
// (modifier) = 9, which equals or beats the required threshold number (8)."
TEST(RobertsActionRoll, TheSpearmenMoveOnEightPlusOneIsNine) {
  const Actor a = spearmen();
  const auto mods = actionModifiers(bed::tables(), a, ActionKind::Movement);
  ASSERT_EQ(mods.size(), 3u);
  EXPECT_EQ(mods[0].label, "Swift");
  EXPECT_EQ(mods[0].value, 1);
  EXPECT_EQ(mods[1].label, "Militia");
  EXPECT_EQ(mods[1].value, -1);
  EXPECT_EQ(mods[2].label, "Captain");
  EXPECT_EQ(mods[2].value, 1);
  PhaseLedger ledger(Phase::Action);
  Dice dice(0, {5, 3});
  const Attempt move = take(ledger, a, {{0}, ActionKind::Movement}, dice);
  EXPECT_EQ(move.how, HowTaken::Rolled);
  ASSERT_TRUE(move.roll.has_value());
  EXPECT_EQ(move.roll->base, 8);
  EXPECT_EQ(move.roll->total, 9);
  EXPECT_TRUE(move.success);
  EXPECT_EQ(move.roll->text(),
            "000 Sequence of Play: Movement Action: 2d6 (5,3) = 8, +1 Swift, -1 Militia, +1 "
            "Captain = 9, needs 8+: succeeds");
}

// "Unfortunately, the Spearmen will continue to move unless we succeed at a Stop Action.
// (Success would be automatic if this were not a Militia unit.) The same modifiers apply, and
// we roll a "5" -- not enough ... We can't stop them, since no further Actions may be
// attempted once the unit has failed an Action Roll this phase."
TEST(RobertsActionRoll, TheMilitiasStopRollOfFiveFailsAndEndsTheirActions) {
  Actor a = spearmen();
  PhaseLedger ledger(Phase::Action);
  Dice dice(0, {5, 3, 2, 3});
  const Roller unit{0};
  EXPECT_TRUE(take(ledger, a, {unit, ActionKind::Movement}, dice).success);
  a.moving = true;
  EXPECT_TRUE(automaticBecause(bed::tables(), a, ActionKind::Stop, Phase::Action).empty());
  const Attempt stop = take(ledger, a, {unit, ActionKind::Stop}, dice);
  ASSERT_TRUE(stop.roll.has_value());
  EXPECT_EQ(stop.roll->base, 5);
  EXPECT_EQ(stop.roll->total, 6);
  EXPECT_FALSE(stop.success);
  EXPECT_TRUE(ledger.hasFailed(unit));
  const Verdict again = checkAttempt(bed::tables(), ledger, a, {unit, ActionKind::Stop});
  EXPECT_FALSE(again.legal);
  EXPECT_NE(again.why.find("no further Actions"), std::string::npos) << again.why;
  // Another unit's rolls are its own.
  EXPECT_TRUE(checkAttempt(bed::tables(), ledger, a, {{1}, ActionKind::Stop}).legal);
  // The next phase the spearmen may act again.
  ledger.begin(Phase::Reaction);
  EXPECT_FALSE(ledger.hasFailed(unit));
}

// "(Success would be automatic if this were not a Militia unit.)": the same spearmen as
// Regulars stop without a roll, and so do Elite ones.
TEST(RobertsActionRoll, StopIsAutomaticForRegularsAndElite) {
  for (const auto& attrs : std::vector<std::vector<std::string>>{{"swift"}, {"elite"}}) {
    Actor a = actorOf(bed::tables(), bed::spearmen(4, attrs), AttachedLeader::Captain);
    a.moving = true;
    PhaseLedger ledger(Phase::Action);
    Dice dice(0, {1, 1});
    const Attempt stop = take(ledger, a, {{0}, ActionKind::Stop}, dice);
    EXPECT_EQ(stop.how, HowTaken::Automatic);
    EXPECT_TRUE(stop.success);
    EXPECT_FALSE(stop.roll.has_value());
    EXPECT_EQ(dice.forcedLeft(), 2u);
  }
}

// "we choose to Move the cavalry by using the General's free Action (he is attached to the
// other cavalry unit, which is within 6" of this unit). Therefore, no Action Roll is necessary"
TEST(RobertsActionRoll, TheGeneralsFreeActionMovesTheCavalryWithoutARoll) {
  const Tables& t = bed::tables();
  const Actor cavalry = actorOf(t, bed::eliteLancers());
  PhaseLedger ledger(Phase::Action);
  Dice dice(0, {1, 1});
  const AttemptRequest q{{2}, ActionKind::Movement, true, false, GeneralHelp{0, 5.5}};
  const Attempt move = take(ledger, cavalry, q, dice);
  EXPECT_EQ(move.how, HowTaken::GeneralsFreeAction);
  EXPECT_TRUE(move.success);
  EXPECT_FALSE(move.roll.has_value());
  EXPECT_EQ(dice.forcedLeft(), 2u);  // no dice were rolled
  EXPECT_TRUE(ledger.tookFreeAction({2}));
  EXPECT_EQ(ledger.freeActionsGiven(0), 1);
  EXPECT_DOUBLE_EQ(chanceOf(t, PhaseLedger(Phase::Action), cavalry, q), 1.0);
}

// "A General can intervene to provide an automatic Action for a unit in command range, but the
// Action must be the unit's first in the current phase."
TEST(RobertsActionRoll, TheGeneralsFreeActionMustBeTheUnitsFirstInThePhase) {
  const Tables& t = bed::tables();
  const Actor cavalry = actorOf(t, bed::eliteLancers());
  PhaseLedger ledger(Phase::Action);
  Dice dice(0, {4, 4});
  take(ledger, cavalry, {{2}, ActionKind::ChangeFace}, dice);
  const Verdict v =
      checkAttempt(t, ledger, cavalry, {{2}, ActionKind::Movement, true, false, GeneralHelp{0, 3}});
  EXPECT_FALSE(v.legal);
  EXPECT_NE(v.why.find("first in the phase"), std::string::npos) << v.why;
}

// "only with units which are within 6"": 6" is in range, a little more is not.
TEST(RobertsActionRoll, TheGeneralHelpsOnlyUnitsWithinSixInches) {
  const Tables& t = bed::tables();
  const Actor cavalry = actorOf(t, bed::eliteLancers());
  const PhaseLedger ledger(Phase::Action);
  EXPECT_TRUE(checkAttempt(t, ledger, cavalry,
                           {{2}, ActionKind::Movement, true, false, GeneralHelp{0, 6.0}})
                  .legal);
  const Verdict far = checkAttempt(t, ledger, cavalry,
                                   {{2}, ActionKind::Movement, true, false, GeneralHelp{0, 6.1}});
  EXPECT_FALSE(far.legal);
  EXPECT_NE(far.why.find("within 6\""), std::string::npos) << far.why;
}

// "A General's major function is to help Formed units perform actions": not an Unformed one;
// and (reconstructed) one free Action a General a phase, in the Action and Reaction Phases.
TEST(RobertsActionRoll, TheGeneralGivesOneFreeActionAPhaseToFormedUnits) {
  const Tables& t = bed::tables();
  const Actor cavalry = actorOf(t, bed::eliteLancers());
  const Actor skirmisher = actorOf(
      t, bed::unit(TroopKind::Skirmisher, 1, "hand_weapons", "shield", {}, "javelins", false));
  PhaseLedger ledger(Phase::Action);
  EXPECT_FALSE(checkAttempt(t, ledger, skirmisher,
                            {{5}, ActionKind::Movement, true, false, GeneralHelp{0, 1}})
                   .legal);
  Dice dice(0, {});
  take(ledger, cavalry, {{2}, ActionKind::Movement, true, false, GeneralHelp{0, 1}}, dice);
  EXPECT_FALSE(
      checkAttempt(t, ledger, cavalry, {{3}, ActionKind::Movement, true, false, GeneralHelp{0, 1}})
          .legal);
  // Another General may still give his.
  EXPECT_TRUE(
      checkAttempt(t, ledger, cavalry, {{3}, ActionKind::Movement, true, false, GeneralHelp{1, 1}})
          .legal);
  const PhaseLedger assault(Phase::Assault);
  const Actor archers = actorOf(t, bed::crossbowmen());
  EXPECT_FALSE(checkAttempt(t, assault, archers,
                            {{4}, ActionKind::MissileFire, true, false, GeneralHelp{0, 1}})
                   .legal);
}

// After the free Action the unit's further Actions are rolled for as usual.
TEST(RobertsActionRoll, AfterTheFreeActionTheUnitRolls) {
  const Tables& t = bed::tables();
  const Actor cavalry = actorOf(t, bed::eliteLancers());
  PhaseLedger ledger(Phase::Action);
  Dice dice(0, {3, 3});
  take(ledger, cavalry, {{2}, ActionKind::Movement, true, false, GeneralHelp{0, 2}}, dice);
  const Attempt face = take(ledger, cavalry, {{2}, ActionKind::ChangeFace}, dice);
  ASSERT_TRUE(face.roll.has_value());
  EXPECT_EQ(face.roll->total, 7);  // 6, +1 Elite
  EXPECT_FALSE(face.success);
}

// Melee example: "Modifiers to his Action Roll are: -1 (Disrupted), +1 (Elite), and +1 (mounted
// unit attempting to Pursue), for a final modifier of +1. On a roll of 7, modified to an 8, he
// just barely succeeds"; and "On a roll of "8," he again succeeds."
TEST(RobertsActionRoll, TheDisruptedEliteCavalryPursueAtPlusOne) {
  const Tables& t = bed::tables();
  Actor stand = actorOf(t, bed::eliteLancers());
  stand.disrupted = true;
  const auto mods = actionModifiers(t, stand, ActionKind::Pursuit);
  EXPECT_EQ(totalOf(mods), 1);
  ASSERT_EQ(mods.size(), 3u);
  EXPECT_EQ(mods[0].label, "Elite");
  EXPECT_EQ(mods[1].label, "Disrupted");
  EXPECT_EQ(mods[1].value, -1);
  EXPECT_EQ(mods[2].label, "mounted unit attempting to Pursue");
  PhaseLedger ledger(Phase::Combat);
  Dice dice(0, {3, 4, 4, 4});
  const Attempt first =
      take(ledger, stand, {{0, RollerKind::Column, 1}, ActionKind::Pursuit}, dice);
  EXPECT_EQ(first.roll->total, 8);
  EXPECT_TRUE(first.success);
  const Attempt second =
      take(ledger, stand, {{0, RollerKind::Column, 2}, ActionKind::Pursuit}, dice);
  EXPECT_EQ(second.roll->total, 9);
  EXPECT_TRUE(second.success);
}

// "Modifiers to the Action Roll are: -1 (Disrupted) and +1 (Elite), for a net result of no
// modifier. The dice are rolled -- "4", a failure."
TEST(RobertsActionRoll, TheVulnerableStandsFallBackFailsOnAFour) {
  const Tables& t = bed::tables();
  Actor stand = actorOf(t, bed::eliteLancers());
  stand.disrupted = true;
  EXPECT_EQ(totalOf(actionModifiers(t, stand, ActionKind::FallBack)), 0);
  PhaseLedger ledger(Phase::Combat);
  Dice dice(0, {1, 3});
  const Attempt back =
      take(ledger, stand, {{0, RollerKind::Column, 0}, ActionKind::FallBack, false}, dice);
  EXPECT_EQ(back.roll->total, 4);
  EXPECT_FALSE(back.success);
}

// "There are no applicable modifiers, so the Reacting Player must simply tie or beat an "8." He
// rolls the dice -- a "3," failure, no pursuit."
TEST(RobertsActionRoll, TheCrossbowmensPursuitFailsOnAThree) {
  const Tables& t = bed::tables();
  const Actor stand = actorOf(t, bed::crossbowmen());
  EXPECT_TRUE(actionModifiers(t, stand, ActionKind::Pursuit).empty());
  PhaseLedger ledger(Phase::Combat);
  Dice dice(0, {1, 2});
  const Attempt pursue =
      take(ledger, stand, {{1, RollerKind::Column, 0}, ActionKind::Pursuit, false}, dice);
  EXPECT_EQ(pursue.roll->total, 3);
  EXPECT_FALSE(pursue.success);
}

// "The Pursuit is automatically successful if the enemy was unable to retreat".
TEST(RobertsActionRoll, APursuitOfAStandThatCouldNotRetreatIsAutomatic) {
  const Tables& t = bed::tables();
  const Actor stand = actorOf(t, bed::crossbowmen());
  PhaseLedger ledger(Phase::Combat);
  Dice dice(0, {1, 1});
  const Attempt pursue =
      take(ledger, stand, {{1, RollerKind::Column, 0}, ActionKind::Pursuit, true, true}, dice);
  EXPECT_EQ(pursue.how, HowTaken::Automatic);
  EXPECT_TRUE(pursue.success);
}

// An Action that is automatic anyway does not spend the General's free Action.
TEST(RobertsActionRoll, AnAutomaticActionDoesNotSpendTheGeneralsFreeAction) {
  const Tables& t = bed::tables();
  Actor regulars = actorOf(t, bed::spearmen(4));
  regulars.moving = true;
  PhaseLedger ledger(Phase::Action);
  Dice dice(0, {});
  const Attempt stop =
      take(ledger, regulars, {{0}, ActionKind::Stop, true, false, GeneralHelp{0, 2}}, dice);
  EXPECT_EQ(stop.how, HowTaken::Automatic);
  EXPECT_EQ(ledger.freeActionsGiven(0), 0);
  EXPECT_FALSE(ledger.tookFreeAction({0}));
}
