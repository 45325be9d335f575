// 001 2.5 Shooting and 3.3.1-3.3.2 longbows and arbalests.
#include <gtest/gtest.h>

#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

struct Shooting : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int arch = bed.archers();
  Action shot(UnitId s, UnitId t, ShotStyle st) {
    Action a{ActionKind::Shoot, s, t};
    a.option = static_cast<int>(st);
    return a;
  }
};

TEST_F(Shooting, RangesByWeaponAndStyle) {
  // 2.5.2: hand 3/2, light 4/8, heavy 4/12; 3.3.2 arbalests 20 massed.
  const UnitId a = bed.add(Side::One, arch, 4, 20, 5, 0);
  auto g = bed.build();
  EXPECT_EQ(g->shootingRange(g->unit(a), ShotStyle::Massed), 12);
  EXPECT_EQ(g->shootingRange(g->unit(a), ShotStyle::Skirmishing), 4);
  bed.setup.profiles[static_cast<std::size_t>(arch)].missiles = MissileKind::Light;
  auto g2 = bed.build();
  EXPECT_EQ(g2->shootingRange(g2->unit(a), ShotStyle::Massed), 8);
  bed.setup.profiles[static_cast<std::size_t>(arch)].missiles = MissileKind::Hand;
  auto g3 = bed.build();
  EXPECT_EQ(g3->shootingRange(g3->unit(a), ShotStyle::Massed), 2);
  EXPECT_EQ(g3->shootingRange(g3->unit(a), ShotStyle::Skirmishing), 3);
  bed.setup.profiles[static_cast<std::size_t>(arch)].missiles = MissileKind::Heavy;
  bed.setup.profiles[static_cast<std::size_t>(arch)].arbalest = true;
  auto g4 = bed.build();
  EXPECT_EQ(g4->shootingRange(g4->unit(a), ShotStyle::Massed), 20);
}

TEST_F(Shooting, DicePerFrontRankStandAndSecondRankWhileStopped) {
  // 2.5.3 A: massed 2d6 per front stand, skirmishing 1d6; the second rank too while stopped.
  const UnitId a = bed.add(Side::One, arch, 8, 20, 5, 0, FormationKind::Line, 2);
  auto g = bed.build();
  EXPECT_EQ(g->shootingDice(g->unit(a), ShotStyle::Massed, 0), 16);
  EXPECT_EQ(g->shootingDice(g->unit(a), ShotStyle::Skirmishing, 0), 8);
  W::unit(*g, a).motion = Motion::Moving;
  EXPECT_EQ(g->shootingDice(g->unit(a), ShotStyle::Skirmishing, 0), 4);
  bed.setup.profiles[static_cast<std::size_t>(arch)].longbow = true;
  auto g2 = bed.build();
  EXPECT_EQ(g2->shootingDice(g2->unit(a), ShotStyle::Massed, 0), 16) << "3.3.1: 4d6 per file, 4 files";
}

TEST_F(Shooting, MassedLongbowsRollFourDicePerFileHoweverDeep) {
  // 3.3.1 "roll 4d6 per file": four stands in one rank are four files, in two ranks two.
  bed.setup.profiles[static_cast<std::size_t>(arch)].longbow = true;
  const UnitId one = bed.add(Side::One, arch, 4, 10, 5, 0);
  const UnitId two = bed.add(Side::One, arch, 4, 30, 5, 0, FormationKind::Line, 2);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 14, 180);
  auto g = bed.build();
  EXPECT_EQ(g->shootingDice(g->unit(one), ShotStyle::Massed, 0), 16);
  EXPECT_EQ(g->shootingDice(g->unit(two), ShotStyle::Massed, 0), 8) << "two files";
  EXPECT_EQ(g->shootingDice(g->unit(two), ShotStyle::Skirmishing, 0), 4) << "skirmishing: 1d6 per front stand";
  // The shot rolls them: 8 dice, all hits, 8 hits on the 3-wide unit in the open.
  EventList ev;
  Dice d(0, std::vector<int>(8, 6));
  EXPECT_EQ(W::shoot(*g, two, t, ShotStyle::Massed, d, ev), 8) << eventLog(ev);
  EXPECT_NE(eventLog(ev).find("8d6, hits on 4+"), std::string::npos) << eventLog(ev);
}

TEST_F(Shooting, LongbowsAndArbalestsCloseInKeepTheUnarmouredTargetsPlusOne) {
  // 3.3.1/3.3.2 "ignore all armor except shields": an unarmoured target (+1, 1.5) has no
  // armour to ignore, so it is hit as often at 3 spans as at 8.
  bed.setup.profiles[static_cast<std::size_t>(arch)].longbow = true;
  const int peasants = bed.profile("peasants", TroopKind::CloseFoot, Training::Irregular, 1);
  const int shielded = bed.profile("shielded_peasants", TroopKind::CloseFoot, Training::Irregular, 1);
  bed.setup.profiles.back().largeShield = true;
  const UnitId a = bed.add(Side::One, arch, 2, 20, 5, 0);
  const UnitId near = bed.add(Side::Two, peasants, 4, 20, 8, 180);     // 3 spans
  const UnitId far = bed.add(Side::Two, peasants, 4, 20, 13, 180);     // 8 spans
  const UnitId shield = bed.add(Side::Two, shielded, 4, 12, 8, 180);  // unarmoured, large shield
  auto g = bed.build();
  EXPECT_EQ(g->shotTerms(g->unit(a), g->unit(near), ShotStyle::Massed).armour, 1);
  EXPECT_TRUE(g->shotTerms(g->unit(a), g->unit(near), ShotStyle::Massed).piercing);
  EXPECT_EQ(g->shotTerms(g->unit(a), g->unit(far), ShotStyle::Massed).armour, 1);
  EXPECT_EQ(g->shotTerms(g->unit(a), g->unit(shield), ShotStyle::Massed).armour, 0) << "+1 and the shield's -1";
  // The AI reckons with the same terms.
  EXPECT_DOUBLE_EQ(g->expectedHits(g->unit(a), g->unit(near), ShotStyle::Massed),
                   g->expectedHits(g->unit(a), g->unit(far), ShotStyle::Massed));
  // 8 dice, 3 hits, +1 unarmoured: 4 hits at 3 spans.
  EventList ev;
  Dice d(0, {6, 5, 4, 3, 2, 1, 1, 1});
  EXPECT_EQ(W::shoot(*g, a, near, ShotStyle::Massed, d, ev), 4) << eventLog(ev);
  EXPECT_NE(eventLog(ev).find("= 3, +1 unarmoured target (longbow/arbalest) = 4"), std::string::npos) << eventLog(ev);
  // Skirmishing arbalests ignore armour at any range: the +1 stays there too.
  bed.setup.profiles[static_cast<std::size_t>(arch)].longbow = false;
  bed.setup.profiles[static_cast<std::size_t>(arch)].arbalest = true;
  auto g2 = bed.build();
  const ShotTerms k = g2->shotTerms(g2->unit(a), g2->unit(near), ShotStyle::Skirmishing);
  EXPECT_TRUE(k.piercing);
  EXPECT_EQ(k.armour, 1);
}

TEST_F(Shooting, HitsOnFourPlusLessArmourDoubledOnHorseCasualtiesPerStandShotAt) {
  // 8 dice: 6,5,4,4,3,2,1,1 -> 4 hits; armour -1 -> 3; horse -> 6 hits; 3 stands wide:
  // 6 / 3 = 2 casualties; 6 > 3: Halted.
  const UnitId a = bed.add(Side::One, arch, 4, 20, 5, 0);
  const UnitId h = bed.add(Side::Two, bed.cavalry(), 3, 20, 12, 180);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {6, 5, 4, 4, 3, 2, 1, 1});
  const int hits = W::shoot(*g, a, h, ShotStyle::Massed, d, ev);
  EXPECT_EQ(hits, 6);
  EXPECT_EQ(g->unit(h).casualties, 2);
  EXPECT_TRUE(hasEvent(ev, EventKind::UnitHalted, h));
  EXPECT_FALSE(g->unit(h).formed);
  EXPECT_TRUE(g->unit(h).haltedByShooting);
  // The log reads in the rules' order: armour gives the total, then the doubling follows it.
  EXPECT_NE(eventLog(ev).find("= 4, -1 target's armour = 3, 3 hits, doubled against Horse: 6 hits / 3 stands shot at: "
                              "2 casualties, Halted"),
            std::string::npos)
      << eventLog(ev);
  // Again from the start, with 6,5,4,3,2,1,1,1: 3 hits, 2 through the armour, 4 on horse; 4 / 3
  // stands: one casualty, said in the singular.
  auto again = bed.build();
  EventList one;
  Dice d1(0, {6, 5, 4, 3, 2, 1, 1, 1});
  W::shoot(*again, a, h, ShotStyle::Massed, d1, one);
  EXPECT_EQ(again->unit(h).casualties, 1);
  EXPECT_NE(eventLog(one).find("4 hits / 3 stands shot at: 1 casualty, Halted"), std::string::npos)
      << eventLog(one);
}

TEST_F(Shooting, SkirmisherTargetsHalveHitsAndUnarmouredAddOne) {
  const UnitId a = bed.add(Side::One, arch, 4, 20, 5, 0);
  const UnitId s = bed.add(Side::Two, bed.skirmishers(), 3, 20, 10, 180);  // armour +1
  auto g = bed.build();
  EventList ev;
  Dice d(0, {6, 6, 6, 1, 1, 1, 1, 1});  // 3 hits +1 unarmoured = 4, halved = 2
  EXPECT_EQ(W::shoot(*g, a, s, ShotStyle::Massed, d, ev), 2);
  EXPECT_EQ(g->unit(s).casualties, 0) << "2 hits on 3 stands";
  EXPECT_FALSE(hasEvent(ev, EventKind::UnitHalted, s)) << "2 hits do not exceed its width 3";
  EXPECT_NE(eventLog(ev).find("= 3, +1 target's armour = 4, 4 hits, halved against Skirmishers: 2 hits / 3 stands"),
            std::string::npos)
      << eventLog(ev);
}

TEST_F(Shooting, LongbowsIgnoreArmourButShieldsCloseIn) {
  bed.setup.profiles[static_cast<std::size_t>(arch)].longbow = true;
  const int knights = bed.profile("harness", TroopKind::CloseFoot, Training::Irregular, -2);
  bed.setup.profiles.back().largeShield = true;
  const UnitId a = bed.add(Side::One, arch, 1 + 1, 20, 5, 0);
  const UnitId near = bed.add(Side::Two, knights, 3, 20, 8, 180);
  auto g = bed.build();
  EventList ev;
  // Two files, 16 dice at 4d6 per file: 8 hits.
  Dice d(0, {6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1});
  EXPECT_EQ(W::shoot(*g, a, near, ShotStyle::Massed, d, ev), 7) << "3 spans: armour -2 ignored, shield -1 kept";
  // Beyond 4 spans the armour counts again.
  W::unit(*g, near).pose.front = at(20, 10);
  const ShotTerms far = g->shotTerms(g->unit(a), g->unit(near), ShotStyle::Massed);
  EXPECT_FALSE(far.piercing);
  EXPECT_EQ(far.armour, -3) << "5 spans: armour -2 and shield -1";
}

TEST_F(Shooting, MassedOnlyWhileStoppedAndNotAfterMoving) {
  const UnitId a = bed.add(Side::One, arch, 4, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 12, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, a, ev);
  Action m = moveW(a, at(20, 6));
  Dice none;
  play(*g, m, none, ev);
  EXPECT_FALSE(g->check(shot(a, t, ShotStyle::Massed)).legal);
  EXPECT_FALSE(g->check(shot(a, t, ShotStyle::Skirmishing)).legal) << "6 spans: beyond skirmishing range 4";
  auto g2 = bed.build();
  activateFirstW(*g2, a, ev);
  EXPECT_TRUE(g2->check(shot(a, t, ShotStyle::Massed)).legal) << g2->check(shot(a, t, ShotStyle::Massed)).why;
  Dice d(0, std::vector<int>(8, 1));
  play(*g2, shot(a, t, ShotStyle::Massed), d, ev);
  EXPECT_FALSE(g2->check(m).legal) << "after massed shooting the unit stays stopped";
}

TEST_F(Shooting, ShowersAreMassedShootingBetweenChargerAndTargetAtContactBeforeTheMelee) {
  // 2.5.1: a shower is massed shooting (2d6 per front stand) only at a unit it is contacting
  // or that contacts it in a charge, resolved after contact and before the melee. Both units
  // carry javelins for showering.
  const int jav = bed.profile("javelin_foot", TroopKind::CloseFoot, Training::Irregular, 0);
  bed.setup.profiles.back().missiles = MissileKind::Hand;
  bed.setup.profiles.back().shower = true;
  const UnitId c = bed.add(Side::One, jav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, jav, 3, 20, 7, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  EXPECT_FALSE(g->check(shot(c, t, ShotStyle::Shower)).legal) << "no shower but in a charge's contact";
  EXPECT_FALSE(g->check(shot(c, t, ShotStyle::Massed)).legal) << "showering missiles are not massed missiles";
  Dice none;
  play(*g, {ActionKind::Charge, c, t}, none, ev);
  ASSERT_TRUE(g->pendingCharge()) << eventLog(ev);
  const ChargePlan plan = g->planCharge(g->unit(c), g->unit(t));
  std::vector<int> faces(static_cast<std::size_t>(std::max(1, plan.dice > 0 ? plan.dice : g->chargeSpans(g->unit(c)))), 3);
  // The charger's shower, 6 dice: 6 hits / 3 stands = 2 casualties; the target's, 6 dice:
  // 3 hits = 1 casualty on the charger.
  for (int f : {6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1}) faces.push_back(f);
  Dice d(0, faces);
  play(*g, {ActionKind::HoldGround, t}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  const std::string log = eventLog(ev);
  const std::size_t first = log.find("shower shooting by");
  ASSERT_NE(first, std::string::npos) << log;
  EXPECT_NE(log.find("6d6, hits on 4+", first), std::string::npos) << log;
  EXPECT_NE(log.find("shower shooting by", first + 1), std::string::npos) << "the target showers the charger too\n" << log;
  EXPECT_EQ(g->unit(t).casualties, 2) << log;
  EXPECT_EQ(g->unit(c).casualties, 1) << log;
  EXPECT_FALSE(hasEvent(ev, EventKind::MeleeFought, c)) << "the melee comes later, in the melee phase";
}

TEST_F(Shooting, SkirmishingWhileMoving) {
  // 2.5.1 "Units may skirmish with missiles while moving."
  const UnitId a = bed.add(Side::One, arch, 4, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 9, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, a, ev);
  Dice none;
  play(*g, moveW(a, at(20, 6)), none, ev);
  EXPECT_EQ(g->unit(a).motion, Motion::Moving);
  EXPECT_TRUE(g->check(shot(a, t, ShotStyle::Skirmishing)).legal) << g->check(shot(a, t, ShotStyle::Skirmishing)).why;
  EXPECT_FALSE(g->check(shot(a, t, ShotStyle::Massed)).legal);
}

TEST_F(Shooting, BrokenAndUnformedUnitsDoNotShootAndTargetsMustBeInTheArc) {
  const UnitId a = bed.add(Side::One, arch, 4, 20, 5, 0);
  bed.add(Side::Two, foot, 3, 20, 12, 180);
  const UnitId side = bed.add(Side::Two, foot, 3, 30, 5, 270);
  auto g = bed.build();
  EXPECT_TRUE(g->checkShot(g->unit(a), g->unit(1), ShotStyle::Massed) == nullptr);
  EXPECT_FALSE(g->checkShot(g->unit(a), g->unit(side), ShotStyle::Massed) == nullptr) << "90 degrees off";
  W::unit(*g, a).formed = false;
  EXPECT_FALSE(g->checkShot(g->unit(a), g->unit(1), ShotStyle::Massed) == nullptr);
  W::unit(*g, a).formed = true;
  W::unit(*g, a).morale = Morale::Broken;
  EXPECT_FALSE(g->checkShot(g->unit(a), g->unit(1), ShotStyle::Massed) == nullptr);
}

TEST_F(Shooting, CoverCountsStandsTwiceOrThrice) {
  // Pavises deployed: heavy cover, each stand shot at counts as 3 (2.5.3 C2, 3.3.3.4).
  const int pav = bed.profile("pavisiers", TroopKind::LooseFoot, Training::Drilled, 0);
  bed.setup.profiles.back().pavisiers = true;
  const UnitId a = bed.add(Side::One, arch, 4, 20, 5, 0);
  const UnitId p = bed.add(Side::Two, pav, 2, 20, 12, 180);
  bed.setup.units.back().pavisesDeployed = true;
  auto g = bed.build();
  EXPECT_EQ(W::coverOf(*g, a, p), Cover::Heavy);
  EventList ev;
  Dice d(0, {6, 6, 6, 6, 6, 1, 1, 1});  // 5 hits / (2 stands x 3) = 0 casualties
  W::shoot(*g, a, p, ShotStyle::Massed, d, ev);
  EXPECT_EQ(g->unit(p).casualties, 0);
  auto g2 = bed.build();
  W::unit(*g2, p).pavisesDeployed = false;
  Dice d2(0, {6, 6, 6, 6, 6, 1, 1, 1});  // 5 hits / 2 stands = 2 casualties
  W::shoot(*g2, a, p, ShotStyle::Massed, d2, ev);
  EXPECT_EQ(g2->unit(p).casualties, 2);
}

TEST_F(Shooting, FlankShotsCountTheStandsAlongTheFlank) {
  const UnitId a = bed.add(Side::One, arch, 4, 10, 10, 90);
  const UnitId t = bed.add(Side::Two, foot, 6, 16, 11, 0, FormationKind::Line, 2);
  auto g = bed.build();
  EXPECT_EQ(W::standsShotAt(*g, a, t), 2);
}

TEST_F(Shooting, ShotOddsCountEveryWayTheDiceCanFall) {
  // The table's forecast of a shot: every face of every die played through shoot() itself,
  // against horse (armour -1, hits doubled), skirmishers (+1, halved) and foot behind pavises.
  const int pav = bed.profile("pavisiers", TroopKind::LooseFoot, Training::Drilled, 0);
  bed.setup.profiles.back().pavisiers = true;
  const UnitId a = bed.add(Side::One, arch, 2, 20, 5, 0);
  const UnitId horse = bed.add(Side::Two, bed.cavalry(), 3, 16, 12, 180);
  const UnitId skirm = bed.add(Side::Two, bed.skirmishers(), 3, 22, 11, 180);
  const UnitId behind = bed.add(Side::Two, pav, 2, 25, 12, 180);
  bed.setup.units.back().pavisesDeployed = true;
  auto g = bed.build();
  for (const UnitId t : {horse, skirm, behind}) {
    const ShotOdds o = g->shotOdds(g->unit(a), g->unit(t), ShotStyle::Massed);
    ASSERT_EQ(o.terms.dice, 4) << "two stands, 2d6 each";
    double hits = 0, casualties = 0, some = 0, halts = 0;
    for (int k = 0; k < 6 * 6 * 6 * 6; ++k) {
      std::vector<int> faces;
      for (int i = 0, rest = k; i < 4; ++i, rest /= 6) faces.push_back(rest % 6 + 1);
      WarlordsGame copy(*g);
      Dice d(0, faces);
      NullSink quiet;
      hits += W::shoot(copy, a, t, ShotStyle::Massed, d, quiet);
      casualties += copy.unit(t).casualties;
      some += copy.unit(t).casualties > 0 ? 1 : 0;
      halts += copy.unit(t).haltedByShooting ? 1 : 0;
    }
    const double n = 6 * 6 * 6 * 6;
    EXPECT_NEAR(o.expectedHits, hits / n, 1e-12) << t;
    EXPECT_NEAR(o.expectedCasualties, casualties / n, 1e-12) << t;
    EXPECT_NEAR(o.pCasualty, some / n, 1e-12) << t;
    EXPECT_NEAR(o.pHalt, halts / n, 1e-12) << t;
    EXPECT_EQ(o.pPersonalityDice, 0.0) << "no personality with it";
  }
  EXPECT_GT(g->shotOdds(g->unit(a), g->unit(horse), ShotStyle::Massed).pHalt,
            g->shotOdds(g->unit(a), g->unit(skirm), ShotStyle::Massed).pHalt)
      << "hits doubled against horse, halved against skirmishers";
  bed.person(horse, "Saveuse", 1, 1);
  auto led = bed.build();
  EXPECT_GT(led->shotOdds(led->unit(a), led->unit(horse), ShotStyle::Massed).pPersonalityDice, 0.0)
      << "the red dice are rolled for a personality when they score no more than the hits (3.1.3.3)";
}

// The rules interface gives a shot's odds (Game::odds) as shotOdds reckons them: what the table
// shows and the AI weighs are one reckoning, and none for a shot the rules refuse.
TEST_F(Shooting, OddsOfAShotThroughTheRulesInterfaceAreShotOdds) {
  const UnitId a = bed.add(Side::One, arch, 2, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 4, 20, 10, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, a, ev);
  const Action fire = shot(a, t, ShotStyle::Massed);
  ASSERT_TRUE(g->check(fire).legal) << g->check(fire).why;
  const std::optional<ActionOdds> o = g->odds(fire);
  ASSERT_TRUE(o.has_value());
  const ShotOdds s = g->shotOdds(g->unit(a), g->unit(t), ShotStyle::Massed);
  EXPECT_EQ(o->success, s.pCasualty);
  EXPECT_EQ(o->lossesDealt, s.expectedCasualties);
  EXPECT_GT(o->success, 0.0);
  ASSERT_GE(o->outcomes.size(), 2u);
  EXPECT_EQ(o->outcomes[1].chance, s.pHalt);
  const Action tooFar = shot(a, t, ShotStyle::Shower);
  if (!g->check(tooFar).legal) {
    EXPECT_FALSE(g->odds(tooFar).has_value()) << "no odds for a shot the rules refuse";
  }
  EXPECT_FALSE(g->odds({ActionKind::EndActivation, a}).has_value()) << "ending an activation rolls nothing";
}

}  // namespace
}  // namespace sandtable::test
