// 001 2.6 Melee: opponents and supporting units, dice and modifiers, casualties per
// multiple of width (the text's worked example), outcome moves at >, 2x and 3x, following
// up, impetuous units going Berserk, champions picked up.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Melee : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  // Two 3-wide bands of foot front to front across the line y = 10.
  UnitId a = kNoUnit, b = kNoUnit;
  std::unique_ptr<WarlordsGame> pair(int pa = -1, int pb = -1, int sa = 3, int sb = 3) {
    a = bed.add(Side::One, pa < 0 ? foot : pa, sa, 20, 10, 0);
    b = bed.add(Side::Two, pb < 0 ? foot : pb, sb, 20, 10, 180);
    auto g = bed.build();
    W::setInitiative(*g, Side::One);
    return g;
  }
  int modifier(const WarlordsGame::MeleeOdds& o, const std::string& label) {
    int v = 0;
    for (const Modifier& m : o.modifiers) v += m.label == label ? m.value : 0;
    return v;
  }
};

// 2.6.1 C: "an opponent 3 stands wide would suffer 1 Casualty from a score of 3-5, 2
// Casualties from a score of 6-8, 3 Casualties from a score of 9-11".
TEST_F(Melee, WorkedExampleCasualtiesPerMultipleOfWidth) {
  const std::vector<std::pair<std::vector<int>, int>> cases{
      {{2, 1}, 1}, {{3, 2}, 1}, {{4, 2}, 2}, {{5, 3}, 2}, {{5, 4}, 3}, {{6, 5}, 3}, {{1, 1}, 0}};
  for (const auto& [faces, expected] : cases) {
    WarlordsBed fresh;
    bed = fresh;
    foot = bed.closeFoot();
    auto g = pair();
    ASSERT_TRUE(g->contactBetween(g->unit(a), g->unit(b)));
    EventList ev;
    Dice d(0, {faces[0], faces[1], 1, 1});
    W::fight(*g, a, b, d, ev);
    EXPECT_EQ(g->unit(b).casualties, expected) << "score " << faces[0] + faces[1];
  }
}

TEST_F(Melee, GreaterScoreFallsBackOneSpan) {
  auto g = pair();
  EventList ev;
  Dice d(0, {4, 3, 3, 2});  // 7 against 5
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->unit(b).pose.front, at(20, 11));
  EXPECT_TRUE(g->unit(b).formed);
  EXPECT_EQ(g->currentPhase(), Phase::FollowUp) << "a Ready winner chooses whether to follow up";
  Action follow{ActionKind::FollowUp, a};
  follow.option = 1;
  Dice none;
  play(*g, follow, none, ev);
  EXPECT_TRUE(g->contactBetween(g->unit(a), g->unit(b)));
}

TEST_F(Melee, AFollowedUpLoserIsBackedUpOneMoreSpanByAWinnerAsHeavy) {
  // 2.4.5: "If one falls back in Melee, treat it as a stationary lighter unit at the point it
  // stops if the pushing unit follows into contact": the winner goes on one more span.
  auto g = pair();
  EventList ev;
  Dice d(0, {4, 3, 3, 2});  // 7 against 5: b falls back to y = 11
  W::fight(*g, a, b, d, ev);
  Action follow{ActionKind::FollowUp, a};
  follow.option = 1;
  Dice none;
  play(*g, follow, none, ev);
  EXPECT_EQ(g->unit(b).pose.front, at(20, 12)) << eventLog(ev);
  EXPECT_EQ(g->unit(a).pose.front, at(20, 12)) << eventLog(ev);
  EXPECT_TRUE(g->contactBetween(g->unit(a), g->unit(b)));
}

TEST_F(Melee, ALighterWinnerFollowsUpButDoesNotPushOn) {
  // Loose Foot beating Close Foot follows it into contact and stops there: the lighter
  // conforms to the heavier, and it already touches it square (2.4.5).
  auto g = pair(bed.looseFoot());
  ASSERT_LT(g->troop(g->unit(a)).weight, g->troop(g->unit(b)).weight);
  EventList ev;
  Dice d(0, {4, 3, 3, 2});
  W::fight(*g, a, b, d, ev);
  ASSERT_EQ(g->currentPhase(), Phase::FollowUp) << eventLog(ev);
  Action follow{ActionKind::FollowUp, a};
  follow.option = 1;
  Dice none;
  play(*g, follow, none, ev);
  EXPECT_EQ(g->unit(b).pose.front, at(20, 11)) << eventLog(ev);
  EXPECT_TRUE(g->contactBetween(g->unit(a), g->unit(b)));
}

TEST_F(Melee, TwiceTheScoreFallsBackTwoSpansAndUnformsIrregularHeavy) {
  auto g = pair();
  EventList ev;
  Dice d(0, {5, 5, 3, 2});  // 10 against 5
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->unit(b).pose.front, at(20, 12));
  EXPECT_FALSE(g->unit(b).formed);
  EXPECT_EQ(g->unit(b).morale, Morale::Ready);
}

TEST_F(Melee, ThriceTheScoreBreaksAndTheLoserFlees) {
  auto g = pair();
  EventList ev;
  Dice d(0, {6, 6, 2, 2, 3, 3, 3, 3});  // 12 against 4; the flight: 4 dice (2 + 2)
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->unit(b).morale, Morale::Broken);
  EXPECT_EQ(g->unit(b).motion, Motion::Fleeing);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitFled, b));
  EXPECT_EQ(g->unit(b).pose.facing, 0) << "it turned away from the enemy";
}

TEST_F(Melee, ExtraDiceForRanksFlanksAndVeterans) {
  bed.setup.profiles[static_cast<std::size_t>(foot)].veteran = true;
  const int pk = bed.pike();
  a = bed.add(Side::One, foot, 6, 20, 10, 0, FormationKind::Line, 2);      // Close Foot, 2nd rank
  b = bed.add(Side::Two, pk, 6, 20, 10, 180, FormationKind::Line, 2);      // Pike, 2 ranks
  auto g = bed.build();
  const auto oa = g->meleeOdds(g->unit(a), g->unit(b));
  EXPECT_EQ(oa.dice, 2 + 1 + 1) << "2nd rank and Veteran";
  const auto ob = g->meleeOdds(g->unit(b), g->unit(a));
  EXPECT_EQ(ob.dice, 2 + 2) << "each rank of Pike";
  EXPECT_EQ(modifier(ob, "Pike fighting a unit in front"), 2);
}

TEST_F(Melee, ShieldwallRanksAndWedgeChargingShieldwall) {
  const int wall = bed.shieldwallFoot();
  bed.setup.profiles[static_cast<std::size_t>(foot)].wedge = true;
  a = bed.add(Side::One, foot, 6, 20, 10, 0, FormationKind::Wedge);
  b = bed.add(Side::Two, wall, 6, 20, 10, 180, FormationKind::Shieldwall, 2);
  auto g = bed.build();
  W::unit(*g, a).charging = true;
  W::unit(*g, a).champions = 2;
  const auto ob = g->meleeOdds(g->unit(b), g->unit(a));
  EXPECT_EQ(ob.dice, 2 + 2) << "two ranks of Shieldwall";
  EXPECT_EQ(modifier(ob, "opponent's armour"), 0);
  const auto oa = g->meleeOdds(g->unit(a), g->unit(b));
  EXPECT_EQ(modifier(oa, "opponent's armour"), -1) << "the large shields";
  EXPECT_EQ(modifier(oa, "charging"), 1);
  EXPECT_EQ(modifier(oa, "2 champions charging"), 2);
  EXPECT_EQ(modifier(oa, "Wedge charging Shieldwall"), 1);
}

TEST_F(Melee, CavalryWithLancesChargingAnyButPikeEliteLightWeapons) {
  const int cav = bed.cavalry();
  bed.setup.profiles[static_cast<std::size_t>(cav)].elite = true;
  bed.setup.profiles[static_cast<std::size_t>(foot)].weapon = HandWeapon::Light;
  auto g = pair(cav, foot);
  W::unit(*g, a).charging = true;
  const auto oa = g->meleeOdds(g->unit(a), g->unit(b));
  EXPECT_EQ(modifier(oa, "Cavalry charging"), 1);
  EXPECT_EQ(modifier(oa, "lances"), 1);
  EXPECT_EQ(modifier(oa, "Elite"), 1);
  const auto ob = g->meleeOdds(g->unit(b), g->unit(a));
  EXPECT_EQ(modifier(ob, "light weapons"), -1);
  EXPECT_EQ(modifier(ob, "opponent's armour"), -1);
}

TEST_F(Melee, OpponentsAreTheGreatestFrontContactOthersSupport) {
  // B's front meets A's front; C strikes B's flank. A and B are the opponents, C supports:
  // B's flank is contacted (+1d6 for A, -1 for B).
  a = bed.add(Side::One, foot, 3, 20, 10, 0);
  b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  const UnitId c = bed.add(Side::One, foot, 3, 21.5, 10.375, 270);  // its front on B's left flank
  auto g = bed.build();
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(b)));
  const auto pairs = g->meleePairs();
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].a, a);
  EXPECT_EQ(pairs[0].b, b);
  const auto oa = g->meleeOdds(g->unit(a), g->unit(b));
  EXPECT_EQ(oa.dice, 3);
  const auto ob = g->meleeOdds(g->unit(b), g->unit(a));
  EXPECT_EQ(modifier(ob, "flanks contacted by an enemy front"), -1);
}

TEST_F(Melee, ChampionsArePickedUpAfterTheFirstRound) {
  auto g = pair();
  W::unit(*g, a).champions = 2;
  EventList ev;
  Dice d(0, {3, 3, 3, 3});
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->unit(a).champions, 0);
  EXPECT_TRUE(g->unit(a).foughtMelee);
}

TEST_F(Melee, ChampionsArePickedUpAfterTheFirstRoundOfEachMelee) {
  // 1.7.5 "Champions are picked up when a unit finishes its first round of Melee": of every
  // melee it fights, not only its first of the battle. Played turn by turn: a melee, a turn
  // apart, then a second melee with new champions.
  auto g = pair();
  W::unit(*g, a).champions = 2;
  EventList ev;
  activateFirstW(*g, a, {1, 1, 1, 1}, ev);  // both fail and stand
  activateW(*g, b, {1, 1}, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Melee) << eventLog(ev);
  Dice first(0, {1, 1, 1, 1});  // 2 against 2: no casualties, no outcome
  play(*g, {ActionKind::ResolveMelee}, first, ev);
  EXPECT_EQ(g->unit(a).champions, 0) << eventLog(ev);
  // The enemy draws off; a turn passes out of contact.
  W::unit(*g, b).pose.front = at(20, 14);
  activateFirstW(*g, a, {1, 1}, ev);
  activateW(*g, b, {1, 1}, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Initiative) << "no melee this turn";
  // They meet again, and new champions step out before it.
  W::unit(*g, b).pose.front = at(20, 10);
  W::unit(*g, a).champions = 2;
  activateFirstW(*g, a, {1, 1, 1, 1}, ev);
  activateW(*g, b, {1, 1}, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Melee) << eventLog(ev);
  Dice second(0, {1, 1, 1, 1});
  play(*g, {ActionKind::ResolveMelee}, second, ev);
  EXPECT_EQ(g->unit(a).champions, 0) << "picked up after the first round of the second melee\n" << eventLog(ev);
}

TEST_F(Melee, BrokenUnitsLoseStandsInsteadOfCasualties) {
  auto g = pair(-1, -1, 3, 5);
  W::unit(*g, b).morale = Morale::Broken;
  EventList ev;
  Dice d(0, {3, 3, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3});  // 6 / 5 wide = 1 casualty -> 1 stand
  W::fight(*g, a, b, d, ev);
  EXPECT_EQ(g->unit(b).casualties, 0);
  EXPECT_EQ(g->unit(b).standCount(), 4) << eventLog(ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::StandsLost, b));
}

TEST_F(Melee, BerserkWinnerMustFollowUpWornWinnerMayNot) {
  auto g = pair();
  W::unit(*g, a).morale = Morale::Berserk;
  EventList ev;
  Dice d(0, {4, 3, 3, 2});
  W::fight(*g, a, b, d, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::FollowedUp, a));
  EXPECT_TRUE(g->contactBetween(g->unit(a), g->unit(b)));
  WarlordsBed fresh;
  bed = fresh;
  foot = bed.closeFoot();
  auto g2 = pair();
  W::unit(*g2, a).morale = Morale::Worn;
  EventList ev2;
  Dice d2(0, {4, 3, 3, 2});
  W::fight(*g2, a, b, d2, ev2);
  EXPECT_NE(g2->currentPhase(), Phase::FollowUp);
  EXPECT_FALSE(g2->contactBetween(g2->unit(a), g2->unit(b)));
}

TEST_F(Melee, ImpetuousOpponentMayGoBerserkWhenTheEnemyBreaks) {
  // 2.6.3: A breaks B (12 against 4: B falls back 2 spans and flees 4 dice of 3). A rolls
  // for Berserk: 5,5 = 10 - 1 casualty > 3 with doubles. With no enemy in charge reach it
  // makes a random move (2 dice, 6,6 -> 3 spans: more sixes, but not three) toward the
  // fleeing opponent.
  bed.setup.profiles[static_cast<std::size_t>(foot)].impetuous = true;
  const int plain = bed.profile("plain", TroopKind::CloseFoot, Training::Irregular, 0);
  a = bed.add(Side::One, foot, 3, 20, 10, 0);
  b = bed.add(Side::Two, plain, 3, 20, 10, 180);
  auto g = bed.build();
  W::setInitiative(*g, Side::One);
  W::setPhase(*g, Phase::Melee, Side::One);
  EventList ev;
  Dice d(0, {6, 6, 2, 2, 3, 3, 3, 3, 5, 5, 6, 6});
  W::fight(*g, a, b, d, ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitWentBerserk, a)) << eventLog(ev);
  EXPECT_EQ(g->unit(a).pose.front, at(20, 13)) << eventLog(ev);
  // Without doubles it stays Ready.
  auto g2 = bed.build();
  W::setInitiative(*g2, Side::One);
  W::setPhase(*g2, Phase::Melee, Side::One);
  Dice d2(0, {6, 6, 2, 2, 3, 3, 3, 3, 5, 4});
  W::fight(*g2, a, b, d2, ev);
  EXPECT_EQ(g2->unit(a).morale, Morale::Ready);
}

TEST_F(Melee, BerserkSupporterWithNoEnemyInReachRushesTowardTheFleeingEnemy) {
  // 2.6.3: X breaks B; A, impetuous, had its front on B's flank. A goes Berserk, has no
  // enemy in charge reach, and must make a random move toward the fleeing B, which has run
  // north, far outside the 45 degrees of A's front (facing west): not the ordinary Berserk
  // move of 2.4.10, which would find no enemy there and leave it Ready again.
  const int plain = bed.profile("plain", TroopKind::CloseFoot, Training::Irregular, 0);
  const int wild = bed.profile("wild", TroopKind::CloseFoot, Training::Irregular, 0);
  bed.setup.profiles[static_cast<std::size_t>(wild)].impetuous = true;
  const UnitId x = bed.add(Side::One, plain, 2, 19.5, 10, 0);  // clear of A, so A's way north is open
  b = bed.add(Side::Two, plain, 3, 20, 10, 180);          // x 18.5..21.5, y 10..10.75
  a = bed.add(Side::One, wild, 3, 21.5, 10.375, 270);     // its front on B's east flank
  auto g = bed.build();
  W::setInitiative(*g, Side::One);
  W::setPhase(*g, Phase::Melee, Side::One);
  EventList ev;
  // X 3 dice (B's flank is contacted) 6,6,1; B 3 dice (X's flank is overlapped) 1,1,1;
  // B's flight 3,3,3,3; A's Berserk roll 5,5; A's rush 3,3 (2 spans).
  Dice d(0, {6, 6, 1, 1, 1, 1, 3, 3, 3, 3, 5, 5, 3, 3});
  W::fight(*g, x, b, d, ev);
  ASSERT_EQ(g->unit(b).morale, Morale::Broken) << eventLog(ev);
  ASSERT_TRUE(hasEvent(ev, EventKind::UnitWentBerserk, a)) << eventLog(ev);
  EXPECT_EQ(g->unit(a).morale, Morale::Berserk) << eventLog(ev);
  const Point moved = g->unit(a).pose.front - at(21.5, 10.375);
  EXPECT_GT(moved.y, spans(1.5)) << eventLog(ev);  // northward, after B
  EXPECT_EQ(g->unit(a).pose.facing, degrees(270));
}

TEST_F(Melee, BerserkUnitChargesAnEnemyInReachWhenItsOpponentBreaks) {
  bed.setup.profiles[static_cast<std::size_t>(foot)].impetuous = true;
  const int plain = bed.profile("plain", TroopKind::CloseFoot, Training::Irregular, 0);
  a = bed.add(Side::One, foot, 3, 20, 10, 0);
  b = bed.add(Side::Two, plain, 2, 19.5, 10, 180);  // the left two files of A's front
  const UnitId c = bed.add(Side::Two, plain, 3, 21.3, 12.5, 270);  // across A's right file, 1.5 spans ahead
  auto g = bed.build();
  W::setInitiative(*g, Side::One);
  W::setPhase(*g, Phase::Melee, Side::One);
  EventList ev;
  Dice d(0, {6, 6, 1, 1, 1, 3, 3, 3, 3, 5, 5, 6, 6, 6, 6});  // A rolls 3 dice: it overlaps B's flank
  W::fight(*g, a, b, d, ev);
  ASSERT_EQ(g->unit(b).morale, Morale::Broken) << eventLog(ev);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitCharged, a)) << eventLog(ev);
  EXPECT_TRUE(g->contactBetween(g->unit(a), g->unit(c))) << eventLog(ev);
}

}  // namespace
}  // namespace sandtable::test
