// The forecast of a Warlords charge the table shows beside a charge order: its chance of
// reaching is the chance the rules' own random move reaches (every way the dice can fall, played
// through the rules), and its melee round is fought with the dice and modifiers the rules use
// once the charge has struck home.
#include <gtest/gtest.h>

#include "ai/warlords/WarlordsForecast.h"
#include "session/OrderForecast.h"
#include "session/warlords/WarlordsForecastWords.h"
#include "rules/warlords/WarlordsBed.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

struct ChargeForecastTest : ::testing::Test {
  WarlordsBed bed;
  int foot = bed.closeFoot();
  int cav = bed.cavalry();
};

// Calls `play` with the faces of every way `dice` d6 can fall (6^dice of them).
template <typename Play>
int forEveryWayTheDiceFall(int dice, Play play) {
  int ways = 1;
  for (int i = 0; i < dice; ++i) ways *= 6;
  for (int k = 0; k < ways; ++k) {
    std::vector<int> faces;
    for (int i = 0, rest = k; i < dice; ++i, rest /= 6) faces.push_back(rest % 6 + 1);
    play(faces);
  }
  return ways;
}

// Every face of every die of the charge move, played through the rules with the target holding
// its ground: the share of them that ends in contact.
double reachedShare(const WarlordsGame& activated, UnitId c, UnitId t, int dice) {
  WarlordsGame charged(activated);
  EventList ev;
  Dice declare(7);
  play(charged, {ActionKind::Charge, c, t}, declare, ev);
  EXPECT_EQ(charged.currentPhase(), Phase::Reaction);
  int reached = 0;
  const int ways = forEveryWayTheDiceFall(dice, [&](const std::vector<int>& faces) {
    WarlordsGame g(charged);
    Dice d(0, faces);
    NullSink quiet;
    g.apply({ActionKind::HoldGround, t}, d, quiet);
    if (g.contactBetween(g.unit(c), g.unit(t))) ++reached;
  });
  return static_cast<double>(reached) / ways;
}

TEST_F(ChargeForecastTest, ReachIsTheShareOfRandomMovesThatStrikeHome) {
  // Close foot charge 4 spans on 4 dice, and may charge no farther (2.4.4.1); a random move
  // shortens it by 1 or 2 spans where ones outnumber sixes (ChargeTest: two ones to one six
  // leave it at 3 spans).
  for (double gap : {1.5, 2.5, 3.5, 4.0}) {
    WarlordsBed b;
    const int f = b.closeFoot();
    const UnitId c = b.add(Side::One, f, 3, 20, 5, 0);
    const UnitId t = b.add(Side::Two, f, 3, 20, 5 + gap, 180);
    auto g = b.build();
    EventList ev;
    activateFirstW(*g, c, ev);
    const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
    ASSERT_EQ(fc.problem, nullptr) << gap;
    const double share = reachedShare(*g, c, t, 4);
    EXPECT_NEAR(fc.pReach, share, 1e-12) << gap << " spans";
    if (gap == 1.5) {
      EXPECT_NEAR(fc.pReach, 1.0, 1e-12) << "even the shortest move, 2 spans, reaches";
    }
    if (gap == 4.0) {
      EXPECT_LT(fc.pReach, 1.0) << "more ones than sixes fall short";
    }
    if (gap == 4.0) {
      EXPECT_GT(fc.pReach, 0.5);
    }
    EXPECT_TRUE(fc.targetMayCounterCharge) << "Ready foot may meet the charge (2.4.4.2)";
    EXPECT_FALSE(fc.targetMayEvade) << "close foot may not evade";
  }
}

TEST_F(ChargeForecastTest, TheRoundIsTheOneTheRulesFightOnceInContact) {
  // Cavalry on the foot's left flank (ChargeTest.FlankChargeByHeavyTroopsCostsTheTarget): the
  // forecast is made before the charge, the rules' odds read once it has struck home.
  const UnitId c = bed.add(Side::One, cav, 3, 15, 10, 90);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 10.5, 0);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
  ASSERT_EQ(fc.problem, nullptr);
  EXPECT_EQ(fc.edge, Zone::LeftFlank);
  EXPECT_EQ(fc.myGroundThere, 0) << "a flat table";
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::Charge, c, t}, d, ev);
  if (g->currentPhase() == Phase::Reaction) play(*g, {ActionKind::HoldGround, t}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  const auto mine = g->meleeOdds(g->unit(c), g->unit(t));
  const auto theirs = g->meleeOdds(g->unit(t), g->unit(c));
  EXPECT_EQ(fc.mine.dice, mine.dice);
  EXPECT_EQ(fc.mine.modifierTotal(), mine.modifierTotal());
  EXPECT_EQ(fc.theirs.dice, theirs.dice);
  EXPECT_EQ(fc.theirs.modifierTotal(), theirs.modifierTotal());
  bool flank = false;
  for (const Modifier& m : fc.theirs.modifiers) flank = flank || m.label == "flanks contacted by an enemy front";
  EXPECT_TRUE(flank) << "the flank's cost is named in the forecast";
  const rules::warlords::MeleeForecast same =
      rules::warlords::forecastMelee(mine.dice, mine.modifierTotal(), g->combatWidth(g->unit(c)), theirs.dice,
                                  theirs.modifierTotal(), g->combatWidth(g->unit(t)), g->tables().melee);
  EXPECT_DOUBLE_EQ(fc.round.pWin, same.pWin);
  EXPECT_DOUBLE_EQ(fc.round.pLose, same.pLose);
  EXPECT_DOUBLE_EQ(fc.round.casDealt, same.casDealt);
  EXPECT_GT(fc.round.pWin, fc.round.pLose) << "cavalry on a flank are favoured";
}

TEST_F(ChargeForecastTest, NoForecastForAChargeTheRulesForbid) {
  const UnitId c = bed.add(Side::One, foot, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 15, 180);  // 10 spans: beyond any charge
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
  ASSERT_NE(fc.problem, nullptr);
  EXPECT_EQ(fc.pReach, 0.0);
}

// The share of the 36 ways two dice fall for which the charged unit's answer `a`, played
// through the rules, brings an event of `kind` for it (the rest of the dice unforced).
double answerShare(const WarlordsGame& charged, const Action& a, EventKind kind) {
  int yes = 0;
  for (int x = 1; x <= 6; ++x) {
    for (int y = 1; y <= 6; ++y) {
      WarlordsGame g(charged);
      Dice d(5, {x, y});
      EventList ev;
      g.apply(a, d, ev);
      yes += hasEvent(ev, kind, a.unit) ? 1 : 0;
    }
  }
  return yes / 36.0;
}

TEST_F(ChargeForecastTest, HoldingIsTheChargeSeenFromTheOtherSide) {
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 8, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, c, ev);
  const ai::warlords::ChargeForecast fc = ai::warlords::forecastCharge(*g, c, t);
  ASSERT_EQ(fc.problem, nullptr);
  EXPECT_NE(ai::warlords::forecastAnswers(*g, t).problem, nullptr) << "no charge waits for an answer yet";
  Dice declare(7);
  play(*g, {ActionKind::Charge, c, t}, declare, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  const ai::warlords::AnswerForecast af = ai::warlords::forecastAnswers(*g, t);
  ASSERT_EQ(af.problem, nullptr);
  EXPECT_NEAR(af.pReach, fc.pReach, 1e-12);
  EXPECT_EQ(af.edge, fc.edge);
  EXPECT_DOUBLE_EQ(af.hold.pWin, fc.round.pLose);
  EXPECT_DOUBLE_EQ(af.hold.pLose, fc.round.pWin);
  EXPECT_DOUBLE_EQ(af.hold.casDealt, fc.round.casTaken);
  EXPECT_DOUBLE_EQ(af.hold.pIBreak, fc.round.pTheyBreak);
  EXPECT_EQ(af.mine.modifierTotal(), fc.theirs.modifierTotal());
  EXPECT_EQ(af.theirs.dice, fc.mine.dice);
  EXPECT_FALSE(af.mayEvade) << "close foot may not evade (2.4.7)";
  EXPECT_TRUE(af.mayCounterCharge);
  EXPECT_NEAR(af.pGoes, answerShare(*g, {ActionKind::CounterCharge, t, c}, EventKind::UnitCharged), 1e-12)
      << "the counter-charge goes on a passed activation";
}

TEST_F(ChargeForecastTest, ACounterChargingShieldwallMeetsThemAsALine) {
  const int wall = bed.shieldwallFoot();
  const UnitId c = bed.add(Side::One, cav, 3, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, wall, 6, 20, 8, 180, FormationKind::Shieldwall, 2);
  EventList ev;
  auto g = bed.buildCharged(c, t, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction) << eventLog(ev);
  const ai::warlords::AnswerForecast af = ai::warlords::forecastAnswers(*g, t);
  ASSERT_EQ(af.problem, nullptr);
  auto shieldwallDice = [](const WarlordsGame::MeleeOdds& o) {
    for (const Modifier& m : o.extraDice)
      if (m.label.find("Shieldwall") != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(shieldwallDice(af.mine)) << "holding, it fights as a Shieldwall";
  EXPECT_FALSE(shieldwallDice(af.meetingMine)) << "going out, it is a Line (2.3.1.2)";
  // The counter-charge made, with an activation that passes: the odds the rules read once
  // the two have met are the forecast's.
  Dice d(0, {6, 5, 3, 3, 3, 3, 3, 3, 3, 3});
  play(*g, {ActionKind::CounterCharge, t, c}, d, ev);
  ASSERT_TRUE(g->contactBetween(g->unit(c), g->unit(t))) << eventLog(ev);
  EXPECT_EQ(g->unit(t).formation, FormationKind::Line);
  const auto mine = g->meleeOdds(g->unit(t), g->unit(c));
  const auto theirs = g->meleeOdds(g->unit(c), g->unit(t));
  EXPECT_EQ(af.meetingMine.dice, mine.dice);
  EXPECT_EQ(af.meetingMine.modifierTotal(), mine.modifierTotal());
  EXPECT_EQ(af.meetingTheirs.dice, theirs.dice);
  EXPECT_EQ(af.meetingTheirs.modifierTotal(), theirs.modifierTotal());
  EXPECT_EQ(af.myGroundMeeting, 0) << "a flat table";
}

TEST_F(ChargeForecastTest, EvadingIsTheActivationAndTheChaseAfterIt) {
  const SkirmishersCharged sc = knightsChargeSkirmishers();
  const ai::warlords::AnswerForecast af = ai::warlords::forecastAnswers(*sc.game, sc.skirmishers);
  ASSERT_EQ(af.problem, nullptr);
  ASSERT_TRUE(af.mayEvade);
  EXPECT_NEAR(af.pEvade,
              answerShare(*sc.game, {ActionKind::Evade, sc.skirmishers, sc.knights}, EventKind::UnitEvaded), 1e-12)
      << "irregular skirmishers get away on a passed activation";
  EXPECT_GT(af.pCaught, 0.0) << "knights may still ride them down";
  EXPECT_LT(af.pCaught, af.pReach) << "but they have farther to go";
  EXPECT_FALSE(af.caughtInRear) << "skirmishers turn to face again";
  EXPECT_FALSE(af.mayCounterCharge) << "skirmishers do not counter-charge formed troops (2.4.4.2)";
}


// A charge at an enemy friends already fight (2.6: the opponents are the two with the greatest
// front-edge contact, the others support). Its forecast names the melee the rules will fight
// once it has struck home, and that melee's round.
struct StruckHome {
  std::unique_ptr<WarlordsGame> game;
  ai::warlords::ChargeForecast forecast;
  std::optional<session::OrderForecast> words;  // the charge order's, before it was made
  UnitId targetsOpponent = kNoUnit;  // in the rules' pairing after the charge
};

StruckHome chargeIntoMelee(const WarlordsBed& bed, UnitId c, UnitId t) {
  StruckHome s{bed.build()};
  EventList ev;
  activateFirstW(*s.game, c, ev);
  s.forecast = ai::warlords::forecastCharge(*s.game, c, t);
  s.words = session::forecastOrder(*s.game, {ActionKind::Charge, c, t});
  Dice d(0, {3, 3, 3, 3, 3, 3, 3, 3});
  play(*s.game, {ActionKind::Charge, c, t}, d, ev);
  EXPECT_NE(s.game->currentPhase(), Phase::Reaction) << "a unit in melee has no answer to make";
  EXPECT_TRUE(s.game->contactBetween(s.game->unit(c), s.game->unit(t))) << eventLog(ev);
  for (const MeleePair& p : s.game->meleePairs()) {
    if (p.a == t) s.targetsOpponent = p.b;
    if (p.b == t) s.targetsOpponent = p.a;
  }
  return s;
}

void expectTheRoundTheRulesFight(const StruckHome& s, UnitId t) {
  const WarlordsGame& g = *s.game;
  const UnitState& mine = g.unit(s.targetsOpponent);
  const auto o = g.meleeOdds(mine, g.unit(t));
  const auto p = g.meleeOdds(g.unit(t), mine);
  EXPECT_EQ(s.forecast.mine.dice, o.dice);
  EXPECT_EQ(s.forecast.mine.modifierTotal(), o.modifierTotal());
  EXPECT_EQ(s.forecast.theirs.dice, p.dice);
  EXPECT_EQ(s.forecast.theirs.modifierTotal(), p.modifierTotal());
  const rules::warlords::MeleeForecast same =
      rules::warlords::forecastMelee(o.dice, o.modifierTotal(), g.combatWidth(mine), p.dice, p.modifierTotal(),
                                  g.combatWidth(g.unit(t)), g.tables().melee);
  EXPECT_DOUBLE_EQ(s.forecast.round.pWin, same.pWin);
  EXPECT_DOUBLE_EQ(s.forecast.round.pLose, same.pLose);
  EXPECT_DOUBLE_EQ(s.forecast.round.casDealt, same.casDealt);
}

TEST_F(ChargeForecastTest, AFlankChargeJoinsTheMeleeOfTheFriendFightingTheirFront) {
  // A and T front to front; knights charge T's left flank: A and T stay the opponents, the
  // knights support A (their flank die, T's flank and struck-by-heavy-horse penalties).
  const UnitId a = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 10, 180);
  const UnitId c = bed.add(Side::One, cav, 3, 25, 10.375, 270);
  const StruckHome s = chargeIntoMelee(bed, c, t);
  ASSERT_EQ(s.forecast.problem, nullptr);
  EXPECT_TRUE(s.forecast.joinsMelee);
  EXPECT_EQ(s.forecast.supports, a);
  EXPECT_EQ(s.targetsOpponent, a) << "the rules pair A and T, as the forecast said";
  expectTheRoundTheRulesFight(s, t);
  EXPECT_GT(s.forecast.round.pWin, s.forecast.unsupported.pWin) << "the support adds to A's odds";
  EXPECT_LT(s.forecast.round.pLose, s.forecast.unsupported.pLose);
  // The words say whose melee it joins, and what the support is worth to it.
  ASSERT_TRUE(s.words.has_value());
  EXPECT_NE(s.words->summary.find("joins " + session::warlordsUnitName(*s.game, a) + " in melee"), std::string::npos)
      << s.words->summary;
  EXPECT_NE(s.words->summary.find(session::percentWords(s.forecast.unsupported.pWin) + " without it"),
            std::string::npos)
      << s.words->summary;
}

TEST_F(ChargeForecastTest, AChargeOnTheirFrontTakesOverTheMeleeOfAFriendOnTheirFlank) {
  // A's front on T's left flank; two stands of knights charge T's front: the knights' contact is
  // front to front, the greater, so they fight T and A supports them.
  const UnitId a = bed.add(Side::One, foot, 3, 21.5, 10.375, 270);
  const UnitId t = bed.add(Side::Two, foot, 3, 20, 10, 180);
  const UnitId c = bed.add(Side::One, cav, 2, 20, 6, 0);
  const StruckHome s = chargeIntoMelee(bed, c, t);
  ASSERT_EQ(s.forecast.problem, nullptr);
  EXPECT_TRUE(s.forecast.joinsMelee);
  EXPECT_EQ(s.forecast.supports, kNoUnit);
  EXPECT_EQ(s.targetsOpponent, c) << "the rules pair the knights and T: " << a << " supports";
  expectTheRoundTheRulesFight(s, t);
  ASSERT_TRUE(s.words.has_value());
  EXPECT_EQ(s.words->summary.find("joins"), std::string::npos) << s.words->summary;
  bool said = false;
  for (const std::string& line : s.words->details) said = said || line.find("front contact is the greatest") != std::string::npos;
  EXPECT_TRUE(said) << "the reckoning says why it fights them itself";
}

// Two melees, a1 against b1 and a2 against b2, front to front and far apart; every unit fails
// its activation and stands, and the turn comes to its melee phase.
struct TwoMelees {
  std::unique_ptr<WarlordsGame> game;
  UnitId a1, b1, a2, b2;
};

TwoMelees twoMeleesAtTheirPhase(WarlordsBed& bed) {
  const int foot = bed.closeFoot();
  TwoMelees m;
  m.a1 = bed.add(Side::One, foot, 3, 20, 10, 0);
  m.b1 = bed.add(Side::Two, foot, 3, 20, 10, 180);
  m.a2 = bed.add(Side::One, foot, 4, 40, 10, 0);
  m.b2 = bed.add(Side::Two, foot, 2, 40, 10, 180);
  m.game = bed.build();
  EventList ev;
  activateFirstW(*m.game, m.a1, {1, 1}, ev);
  activateW(*m.game, m.a2, {1, 1}, ev);  // a side activates all its units in turn (2.1)
  activateW(*m.game, m.b1, {1, 1}, ev);
  activateW(*m.game, m.b2, {1, 1}, ev);
  return m;
}

// The score each unit's MeleeFought event gave it.
int meleeScore(const EventList& ev, UnitId u) {
  for (const Event& e : ev.events)
    if (e.kind == EventKind::MeleeFought && e.unit == u) return e.value;
  ADD_FAILURE() << "no melee fought by " << u;
  return 0;
}

TEST(NextMeleeForecast, IsTheRoundTheRulesFightNextEveryWayTheDiceFall) {
  WarlordsBed bed;
  TwoMelees m = twoMeleesAtTheirPhase(bed);
  WarlordsGame& g = *m.game;
  ASSERT_EQ(g.currentPhase(), Phase::Melee);
  const ai::warlords::MeleeRoundForecast f = ai::warlords::forecastNextMelee(g);
  ASSERT_EQ(f.problem, nullptr);
  ASSERT_EQ(f.pair.a, m.a1);
  ASSERT_EQ(f.pair.b, m.b1);
  const auto mine = g.meleeOdds(g.unit(m.a1), g.unit(m.b1));
  const auto theirs = g.meleeOdds(g.unit(m.b1), g.unit(m.a1));
  EXPECT_EQ(f.a.dice, mine.dice);
  EXPECT_EQ(f.a.modifierTotal(), mine.modifierTotal());
  EXPECT_EQ(f.b.dice, theirs.dice);
  EXPECT_EQ(f.b.modifierTotal(), theirs.modifierTotal());
  // Every face of every melee die, played through the rules: the shares of rounds won and lost.
  const int dice = mine.dice + theirs.dice;
  ASSERT_LE(dice, 6) << "small enough to count every way";
  int won = 0, lost = 0;
  const int ways = forEveryWayTheDiceFall(dice, [&](const std::vector<int>& faces) {
    WarlordsGame h(g);
    Dice d(0, faces);
    EventList ev;
    h.apply({ActionKind::ResolveMelee}, d, ev);
    const int sa = meleeScore(ev, m.a1), sb = meleeScore(ev, m.b1);
    won += sa > sb;
    lost += sb > sa;
  });
  EXPECT_NEAR(f.round.pWin, static_cast<double>(won) / ways, 1e-12);
  EXPECT_NEAR(f.round.pLose, static_cast<double>(lost) / ways, 1e-12);
  EXPECT_GT(f.round.pWin, 0.0);
  EXPECT_GT(f.round.pLose, 0.0);
}

TEST(NextMeleeForecast, NamesTheMeleeStillToBeFoughtAndNoneAfterTheLast) {
  WarlordsBed bed;
  TwoMelees m = twoMeleesAtTheirPhase(bed);
  WarlordsGame& g = *m.game;
  Dice tie(0, {3, 3, 3, 3, 3, 3, 3, 3});  // level scores: no one falls back
  EventList ev;
  play(g, {ActionKind::ResolveMelee}, tie, ev);
  ASSERT_EQ(g.currentPhase(), Phase::Melee) << eventLog(ev);
  const ai::warlords::MeleeRoundForecast f = ai::warlords::forecastNextMelee(g);
  ASSERT_EQ(f.problem, nullptr);
  EXPECT_EQ(f.pair.a, m.a2);
  EXPECT_EQ(f.pair.b, m.b2);
  // Four stands against two: the wider unit has the better of it.
  EXPECT_GT(f.round.pWin, f.round.pLose);
  const std::optional<session::OrderForecast> words = session::forecastOrder(g, {ActionKind::ResolveMelee});
  ASSERT_TRUE(words.has_value());
  const std::string a = session::warlordsUnitName(g, m.a2), b = session::warlordsUnitName(g, m.b2);
  EXPECT_EQ(words->summary.find(a + " win " + session::percentWords(f.round.pWin)), 0u) << words->summary;
  bool named = false;
  for (const std::string& line : words->details) named = named || line.find(b + ": ") != std::string::npos;
  EXPECT_TRUE(named) << "the reckoning gives the other side's dice too";
  Dice more(0, {3, 3, 3, 3, 3, 3, 3, 3});
  play(g, {ActionKind::ResolveMelee}, more, ev);
  EXPECT_NE(g.currentPhase(), Phase::Melee) << eventLog(ev);
  EXPECT_NE(ai::warlords::forecastNextMelee(g).problem, nullptr) << "the melee phase is over";
  EXPECT_FALSE(session::forecastOrder(g, {ActionKind::ResolveMelee}).has_value());
}

}  // namespace
}  // namespace sandtable::test
