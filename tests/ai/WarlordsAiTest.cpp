// The Warlords AI: every choice is legal, choices do not depend on whether anyone reads
// the log, and the levels play as the issue asks (reforming, shieldwall against cavalry,
// massed shooting, favourable charges, evading light troops).
#include <gtest/gtest.h>

#include "ai/AiPlayer.h"
#include "ai/Weights.h"
#include "ai/warlords/WarlordsJudge.h"
#include "ai/warlords/WarlordsPolicy.h"
#include "rules/core/Match.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/Scenario.h"
#include "support/TestPaths.h"

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

// The weights normal plays by (config/ai/warlords.yaml).
const ai::Weights& weights() { return ai::weightsFor("warlords"); }

// Every legal action with the judge's score, best first: normal's ranking.
std::vector<ai::Candidate> rank(const WarlordsGame& g) {
  ai::warlords::WarlordsPolicy policy(weights());
  std::vector<ai::Candidate> out;
  policy.rank(g, out);
  return out;
}

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
    EXPECT_EQ(aiGame(sc, seed, "normal", "random", true),
              aiGame(sc, seed, "normal", "random", false))
        << seed;
  }
}

}  // namespace
}  // namespace sandtable::test

namespace sandtable::test {
namespace {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using W = WarlordsTestAccess;

// The normal AI's choice in the position a test sets up.
Action normalChoice(const WarlordsGame& g) { return rank(g).front().action; }

TEST(WarlordsAiBehaviour, ReformsAnUnformedUnitFirst) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId u = bed.add(Side::One, foot, 6, 20, 5, 0, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 6, 20, 20, 180, FormationKind::Line, 2);
  auto g = bed.build();
  W::unit(*g, u).formed = false;
  EventList ev;
  activateFirstW(*g, u, ev);
  const Action a = normalChoice(*g);
  EXPECT_EQ(a.kind, ActionKind::ChangeFormation) << toString(a);
}

TEST(WarlordsAiBehaviour, FormsShieldwallWhenCavalryThreaten) {
  WarlordsBed bed;
  const int wall = bed.shieldwallFoot();
  const int cav = bed.cavalry();
  const UnitId u = bed.add(Side::One, wall, 6, 20, 5, 0, FormationKind::Line, 2);
  bed.add(Side::Two, cav, 4, 20, 12, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  const Action a = normalChoice(*g);
  ASSERT_EQ(a.kind, ActionKind::ChangeFormation) << toString(a);
  EXPECT_EQ(formationOfCode(a.option), FormationKind::Shieldwall);
}

TEST(WarlordsAiBehaviour, PikeFormHedgehogWhenCavalryThreaten) {
  WarlordsBed bed;
  const int pk = bed.pike();
  const int cav = bed.cavalry();
  // Cavalry on both sides: facing one shows a flank to the other.
  const UnitId u = bed.add(Side::One, pk, 6, 20, 5, 0, FormationKind::Line, 2);
  bed.add(Side::Two, cav, 4, 27, 5, 270);
  bed.add(Side::Two, cav, 4, 13, 3, 90);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  const Action a = normalChoice(*g);
  std::string ranked;
  for (const auto& r : rank(*g))
    ranked += toString(r.action) + " = " + std::to_string(r.prior) + "\n";
  ASSERT_EQ(a.kind, ActionKind::ChangeFormation) << ranked;
  EXPECT_EQ(formationOfCode(a.option), FormationKind::Hedgehog) << ranked;
}

TEST(WarlordsAiBehaviour, ShootsMassedWhenStopped) {
  WarlordsBed bed;
  const int arch = bed.archers();
  const int foot = bed.closeFoot();
  const UnitId u = bed.add(Side::One, arch, 4, 20, 5, 0, FormationKind::Line, 2);
  const UnitId t = bed.add(Side::Two, foot, 6, 20, 14, 180, FormationKind::Line, 2);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  const Action a = normalChoice(*g);
  EXPECT_EQ(a.kind, ActionKind::Shoot) << toString(a);
  EXPECT_EQ(a.target, t);
  EXPECT_EQ(static_cast<ShotStyle>(a.option), ShotStyle::Massed);
}

TEST(WarlordsAiBehaviour, ChargesWhenTheOddsFavourItAndNotOtherwise) {
  // Knights with lances against light archers: charge. Against a Pike block's front: not.
  WarlordsBed bed;
  const int cav = bed.cavalry();
  const int loose = bed.looseFoot();
  const UnitId k = bed.add(Side::One, cav, 4, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, loose, 4, 20, 9, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, k, ev);
  const Action a = normalChoice(*g);
  EXPECT_EQ(a.kind, ActionKind::Charge) << toString(a);
  EXPECT_EQ(a.target, t);

  WarlordsBed bed2;
  const int cav2 = bed2.cavalry();
  const int pk = bed2.pike();
  const UnitId k2 = bed2.add(Side::One, cav2, 4, 20, 5, 0);
  bed2.add(Side::Two, pk, 8, 20, 9, 180, FormationKind::Line, 2);
  auto g2 = bed2.build();
  activateFirstW(*g2, k2, ev);
  const Action b = normalChoice(*g2);
  EXPECT_NE(b.kind, ActionKind::Charge) << toString(b);
}

TEST(WarlordsAiBehaviour, PressesItsChargesWhenTheTurnLimitWouldGiveTheBattleAway) {
  // The same charge scored with the charger's side holding the field at nightfall, with nobody
  // favoured by the turn limit, and with the enemy holding the field (Hastings' English). A side
  // with time on its side pays to leave its ground (1.0); a side that has still to win counts
  // the charge 1.5 higher, a skirmisher's charge on skirmishers 3.0 higher again, and a side
  // the limit would leave beaten 3.0 higher again; but a unit carrying the leader whose loss
  // loses the battle is not pressed.
  auto chargeScore = [](Side holder, bool leaderDecisive, bool skirmishers) {
    WarlordsBed bed;
    bed.setup.victory.atTurnLimit =
        holder == Side::None ? TurnLimitOutcome::Draw : TurnLimitOutcome::Holder;
    bed.setup.victory.holder = holder;
    if (leaderDecisive) bed.setup.victory.decisivePersonalities = {"Duke William"};
    const int charger = skirmishers ? bed.skirmishers() : bed.cavalry();
    const int target = skirmishers ? bed.skirmishers() : bed.closeFoot();
    const UnitId k = bed.add(Side::One, charger, 4, 20, 5, 0);
    const UnitId t = bed.add(Side::Two, target, skirmishers ? 4 : 6, 20, 8, 180);
    bed.person(k, "Duke William", 1, 1);
    auto g = bed.build();
    EventList ev;
    activateFirstW(*g, k, ev);
    Action a;
    a.kind = ActionKind::Charge;
    a.unit = k;
    a.target = t;
    EXPECT_TRUE(g->check(a).legal) << g->check(a).why;
    // The press of the turn limit as the judge played before the urgency of nightfall
    // (judge.urgent_*) was added on top of it: the legacy weights turn that off.
    return ai::warlords::Judge(*g, ai::weightsFor("warlords", "legacy")).score(a);
  };
  const double holding = chargeScore(Side::One, false, false);
  const double even = chargeScore(Side::None, false, false);
  const double behind = chargeScore(Side::Two, false, false);
  EXPECT_NEAR(even - holding, 2.5, 1e-9) << holding << " " << even;
  EXPECT_NEAR(behind - even, 3.0, 1e-9) << even << " " << behind;
  const double leaderHolding = chargeScore(Side::One, true, false);
  const double leaderEven = chargeScore(Side::None, true, false);
  const double leaderBehind = chargeScore(Side::Two, true, false);
  EXPECT_NEAR(leaderEven - leaderHolding, 1.0, 1e-9);
  EXPECT_NEAR(leaderBehind, leaderEven, 1e-9);
  const double skirmishersHolding = chargeScore(Side::One, false, true);
  const double skirmishersEven = chargeScore(Side::None, false, true);
  EXPECT_NEAR(skirmishersEven - skirmishersHolding, 5.5, 1e-9)
      << skirmishersHolding << " " << skirmishersEven;
}

TEST(WarlordsAiBehaviour, LightTroopsEvadeCavalry) {
  const auto [g, k, s] = knightsChargeSkirmishers();
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  const Action a = normalChoice(*g);
  EXPECT_EQ(a.kind, ActionKind::Evade) << toString(a);
}

TEST(WarlordsAiBehaviour, StrikesTheFlankOfAnEnemyAlreadyFighting) {
  // Friends are fighting an enemy front to front; a second unit may charge its flank or a
  // fresh enemy head on: the flank attack is worth more.
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId f = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId e = bed.add(Side::Two, foot, 3, 20, 10, 180);
  const UnitId u = bed.add(Side::One, foot, 3, 24, 8, 0);  // below and right of the enemy
  bed.add(Side::Two, foot, 3, 28, 11, 180);                // a fresh enemy ahead of it
  auto g = bed.build();
  (void)f;
  ai::warlords::Judge judge(*g, weights());
  const double flank = judge.strike(g->unit(u), g->unit(e), Zone::LeftFlank);
  const double head = judge.strike(g->unit(u), g->unit(3), Zone::Front);
  EXPECT_GT(flank, head);
  EXPECT_GT(flank, 0.0);
}

TEST(WarlordsAiBehaviour, KeepsItsFlanksAwayFromEnemyCharges) {
  // The same spot, facing the enemy cavalry or showing it a flank: facing it is better.
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const int cav = bed.cavalry();
  const UnitId u = bed.add(Side::One, foot, 3, 20, 10, 0);
  bed.add(Side::Two, cav, 4, 27, 10.5, 270);  // to the east, facing west
  auto g = bed.build();
  ai::warlords::Judge judge(*g, weights());
  const double flankOn = judge.placement(g->unit(u), {at(20, 10), 0});
  const double facing = judge.placement(g->unit(u), {at(21.5, 8.5), degrees(90)});
  EXPECT_GT(facing, flankOn);
}

TEST(WarlordsAiBehaviour, PersonalitiesMakeAUnitWorthMoreAndKeepItOutOfBadFights) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const int cav = bed.cavalry();
  const UnitId plain = bed.add(Side::One, foot, 3, 10, 10, 0);
  const UnitId lord = bed.add(Side::One, foot, 3, 30, 10, 0);
  // Charisma 0: a charismatic leader also steadies his unit's activations (fewer morale
  // losses from casualties, 2.2.1), which the judge counts too; here only what he adds at stake.
  bed.person(lord, "Earl", 0, 1);
  bed.add(Side::Two, cav, 4, 10, 14, 180);
  bed.add(Side::Two, cav, 4, 30, 14, 180);
  auto g = bed.build();
  ai::warlords::Judge judge(*g, weights());
  EXPECT_GT(judge.worth(g->unit(lord)), judge.worth(g->unit(plain)));
  EXPECT_LT(judge.placement(g->unit(lord), g->unit(lord).pose),
            judge.placement(g->unit(plain), g->unit(plain).pose));
}

TEST(WarlordsAiBehaviour, KeepsADecisivePersonalityOutOfAFightAnOrdinaryLeaderWouldTake) {
  // Two equal units each face the same foot; one carries a lord whose loss loses the battle.
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId plain = bed.add(Side::One, foot, 3, 10, 10, 0);
  const UnitId king = bed.add(Side::One, foot, 3, 30, 10, 0);
  bed.person(plain, "Thegn", 1, 1);
  bed.person(king, "King", 1, 1);
  bed.setup.victory.decisivePersonalities = {"King"};
  const UnitId e1 = bed.add(Side::Two, foot, 3, 10, 12, 180);
  const UnitId e2 = bed.add(Side::Two, foot, 3, 30, 12, 180);
  auto g = bed.build();
  ai::warlords::Judge judge(*g, weights());
  EXPECT_EQ(judge.decisiveIn(g->unit(king)), 1);
  EXPECT_EQ(judge.decisiveIn(g->unit(plain)), 0);
  EXPECT_GT(judge.worth(g->unit(king)), judge.worth(g->unit(plain)) + 10.0);
  // The same melee, struck the same way, is worth less when the king's life rides on it.
  const double withKing = judge.exchange(g->unit(king), g->unit(e2), Zone::Front, true);
  const double withThegn = judge.exchange(g->unit(plain), g->unit(e1), Zone::Front, true);
  EXPECT_LT(withKing, withThegn);
}

TEST(WarlordsAiBehaviour, ALineAdvancesAUnitAtATimeWhileTheEnemyIsFar) {
  // Three units of foot in line: the middle one steps its move (2 spans) ahead of the
  // others. With the enemy far across the table that keeps its line (they will come level
  // at their own activations); within contact range a neighbour left behind no longer
  // covers its flank.
  struct Line {
    std::unique_ptr<WarlordsGame> g;
    UnitId mid;
  };
  auto line = [](double neighboursY, double enemyY) {
    WarlordsBed bed;
    const int foot = bed.closeFoot();
    bed.add(Side::One, foot, 3, 14, neighboursY, 0);
    const UnitId mid = bed.add(Side::One, foot, 3, 18, 5, 0);
    bed.add(Side::One, foot, 3, 22, neighboursY, 0);
    bed.add(Side::Two, foot, 3, 18, enemyY, 180);
    return Line{bed.build(), mid};
  };
  const Pose ahead{at(18, 7), 0};
  {
    const Line far = line(5, 30);
    ai::warlords::Judge judge(*far.g, weights());
    const UnitState& u = far.g->unit(far.mid);
    EXPECT_GT(judge.placement(u, ahead), judge.placement(u, u.pose))
        << "a step toward the far enemy";
    const Line level = line(7, 30);
    ai::warlords::Judge together(*level.g, weights());
    EXPECT_NEAR(judge.placement(u, ahead), together.placement(level.g->unit(level.mid), ahead),
                1e-9)
        << "far from the enemy, neighbours a move behind cover the flanks as if level";
  }
  {
    const Line near = line(5, 14);
    const Line level = line(7, 14);
    ai::warlords::Judge alone(*near.g, weights()), together(*level.g, weights());
    EXPECT_LT(alone.placement(near.g->unit(near.mid), ahead),
              together.placement(level.g->unit(level.mid), ahead) - 1.0)
        << "near the enemy, a step ahead alone leaves the flanks open";
  }
}

TEST(WarlordsAiBehaviour, AShieldwallHoldsRatherThanAdvanceAsALineBeforeCavalry) {
  // A Shieldwall with knights a few spans ahead: a full-speed move would leave it a Line
  // (2.3.1.2) in front of their lances; normal does not advance out of its Shieldwall.
  WarlordsBed bed;
  const int wall = bed.shieldwallFoot();
  const int cav = bed.cavalry();
  const UnitId u = bed.add(Side::One, wall, 6, 20, 5, 0, FormationKind::Shieldwall, 2);
  bed.add(Side::Two, cav, 4, 20, 16, 180);
  auto g = bed.build();
  EventList ev;
  activateFirstW(*g, u, ev);
  ai::warlords::Judge judge(*g, weights());
  std::string ranked;
  bool sawLeavingMove = false;
  for (const auto& r : rank(*g)) {
    ranked += toString(r.action) + " = " + std::to_string(r.prior) + "\n";
    if (r.action.kind == ActionKind::Move &&
        judge.moveLeavesShieldwall(g->unit(u), {*r.action.point, *r.action.facing})) {
      sawLeavingMove = true;
    }
  }
  ASSERT_TRUE(sawLeavingMove) << "the position offers a move that leaves the Shieldwall\n"
                              << ranked;
  const Action a = normalChoice(*g);
  if (a.kind == ActionKind::Move) {
    EXPECT_FALSE(judge.moveLeavesShieldwall(g->unit(u), {*a.point, *a.facing})) << ranked;
  }
}

TEST(WarlordsAiBehaviour, HardLooksAheadAndStillPlaysLegally) {
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_meeting_engagement.yaml"));
  Match m(sc.newGame(), 9);
  auto hard = ai::makeAi("hard", "warlords", 1);
  auto normal = ai::makeAi("normal", "warlords", 2);
  NullSink sink;
  int differ = 0;
  for (int i = 0; i < 150 && !m.over(); ++i) {
    const bool mine = m.game().phase().sideToAct == Side::One;
    const Action a = (mine ? *hard : *normal).choose(m.game());
    ASSERT_TRUE(m.check(a).legal) << toString(a);
    if (mine && !(a == rank(static_cast<const WarlordsGame&>(m.game())).front().action)) ++differ;
    m.submit(a, sink);
  }
  EXPECT_GT(differ, 0) << "hard's lookahead changes some of normal's choices";
}

// A table that is level south of y = foot and rises northward beyond it, 1 in 3, to a
// crest at y = crest and falls away behind; marsh (rough) in an optional patch.
class RidgeBattlefield final : public Battlefield {
 public:
  RidgeBattlefield(Length foot, Length crest) : mFoot(foot), mCrest(crest) {}
  Rect bounds() const override { return {at(30, 20), 0, spans(60), spans(40)}; }
  Length elevationAt(Point p) const override {
    if (p.y <= mFoot) return 0;
    if (p.y <= mCrest) return (p.y - mFoot) / 3;
    return std::max<Length>(0, (mCrest - mFoot) / 3 - (p.y - mCrest) / 3);
  }
  TerrainKind terrainAt(Point p) const override {
    return contains(marsh, p) ? TerrainKind::Marsh : TerrainKind::Clear;
  }
  std::vector<Crossing> crossings(Point, Point) const override { return {}; }
  Sight lineOfSight(const SightQuery& q) const override { return standsAcross(q); }
  Rect marsh{at(-100, -100), 0, 1, 1};

 private:
  Length mFoot, mCrest;
};

TEST(WarlordsAiBehaviour, JudgesAChargeByTheGroundWhereTheMeleeWillBeFought) {
  // Knights on level ground; foot standing in a marsh: the melee is fought with the knights'
  // front in the marsh (own armour on rough ground, 3.2.1), and the judge counts it there,
  // not where the knights stand now.
  WarlordsBed bed;
  auto field = std::make_shared<RidgeBattlefield>(spans(100), spans(101));
  field->marsh = Rect{at(20, 12), 0, spans(20), spans(6)};
  bed.battlefield = field;
  const int cav = bed.cavalry();
  const int foot = bed.closeFoot();
  const UnitId k = bed.add(Side::One, cav, 4, 20, 5, 0);
  const UnitId t = bed.add(Side::Two, foot, 4, 20, 11, 180);
  auto g = bed.build();
  ai::warlords::Judge judge(*g, weights());
  const Rect kb = g->block(g->unit(k));
  const Rect tb = g->block(g->unit(t));
  const Rect there = judge.contactRect(tb, Zone::Front, kb);
  EXPECT_EQ(judge.groundModifier(g->unit(k), kb, tb), 0);
  EXPECT_EQ(judge.groundModifier(g->unit(k), there, tb), g->profile(g->unit(k)).armourRating());
  EXPECT_LT(judge.strike(g->unit(k), g->unit(t), Zone::Front),
            judge.exchange(g->unit(k), g->unit(t), Zone::Front, true));
}

TEST(WarlordsAiBehaviour, PricesACasualtyByTheMoraleItWillCost) {
  // 2.2.1: casualties are -1 each to every activation, and a score at or below them costs a
  // morale step; they never heal. A unit already carrying two is near its collapse, and one
  // more casualty costs it far more than the first costs a fresh unit; a champion's extra
  // die (fewer such failures) is worth more to it too.
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId fresh = bed.add(Side::One, foot, 6, 10, 10, 0, FormationKind::Line, 2);
  const UnitId worn = bed.add(Side::One, foot, 6, 30, 10, 0, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 6, 20, 16, 180, FormationKind::Line, 2);
  auto g = bed.build();
  W::unit(*g, worn).casualties = 2;
  ai::warlords::Judge judge(*g, weights());
  EXPECT_GT(judge.casualtyCost(g->unit(worn)), 2.0 * judge.casualtyCost(g->unit(fresh)));
  EXPECT_GT(judge.moraleLossChance(g->unit(worn), 2, 0),
            judge.moraleLossChance(g->unit(worn), 2, 1));
  EXPECT_GT(judge.score({ActionKind::AddChampion, worn}),
            judge.score({ActionKind::AddChampion, fresh}) + 0.5);
}

TEST(WarlordsAiBehaviour, DoesNotEvadeACavalryChargeThatWouldStillCatchItFromTheRear) {
  // Horse that evade turn their backs and run their move (2.4.7); knights whose charge
  // reaches that far anyway strike them in the rear. Close to fast knights, holding (or
  // meeting them) is better than running.
  WarlordsBed bed;
  const int cav = bed.cavalry();
  const UnitId k = bed.add(Side::One, cav, 4, 20, 5, 0);
  const UnitId h = bed.add(Side::Two, cav, 4, 20, 7, 180);
  EventList ev;
  auto g = bed.buildCharged(k, h, ev);
  ASSERT_EQ(g->currentPhase(), Phase::Reaction);
  const Action a = normalChoice(*g);
  EXPECT_NE(a.kind, ActionKind::Evade) << toString(a);
}

}  // namespace
}  // namespace sandtable::test

namespace sandtable::test {
namespace {

// Hold ground minus counter-charge, as the judge scores them, for foot standing with its
// front at y = 13 spans charged by knights from y = 9, on a slope rising from y = 12 to a
// crest at 18, or on a flat table.
double holdOverCounter(bool ridge) {
  WarlordsBed bed;
  if (ridge) bed.battlefield = std::make_shared<RidgeBattlefield>(spans(12), spans(18));
  const int foot = bed.closeFoot();
  const int cav = bed.cavalry();
  const UnitId e = bed.add(Side::One, cav, 4, 20, 9, 0);
  const UnitId u = bed.add(Side::Two, foot, 4, 20, 13, 180, FormationKind::Line, 2);
  EventList ev;
  auto g = bed.buildCharged(e, u, ev);
  EXPECT_EQ(g->currentPhase(), Phase::Reaction);
  ai::warlords::Judge judge(*g, weights());
  return judge.score({ActionKind::HoldGround, u}) - judge.score({ActionKind::CounterCharge, u, e});
}

TEST(WarlordsAiBehaviour, ACounterChargeIsJudgedWhereTheTwoMeetHalfway) {
  // A counter-charge meets the charger halfway (2.4.4.2): foot on a crest that counter-
  // charges knights fights them at the foot of the slope and gives up the uphill
  // opponent's penalty that holding makes the knights pay. So a crest makes holding better
  // against counter-charging than it is on the flat.
  const double flat = holdOverCounter(false);
  const double ridge = holdOverCounter(true);
  EXPECT_GT(ridge, flat + 0.5) << "flat " << flat << ", ridge " << ridge;
}

}  // namespace
}  // namespace sandtable::test

namespace sandtable::test {
namespace {

TEST(WarlordsAiBehaviour, AnImpetuousShieldwallDoesNotGatherChampionsThatWouldDriveItBerserk) {
  // 2.2, 1.7.1: an Impetuous unit goes Berserk on doubles among any two of its dice, and
  // every champion adds a die. A Shieldwall holding before the enemy wants no more of them
  // as much as a steady one does.
  WarlordsBed bed;
  const int steady = bed.shieldwallFoot();
  const int rash =
      bed.profile("impetuous_shieldwall", TroopKind::CloseFoot, Training::Irregular, 0);
  bed.setup.profiles.back().shieldwall = true;
  bed.setup.profiles.back().largeShield = true;
  bed.setup.profiles.back().impetuous = true;
  const int foot = bed.closeFoot();
  const UnitId a = bed.add(Side::One, steady, 6, 10, 10, 0, FormationKind::Shieldwall, 2);
  const UnitId b = bed.add(Side::One, rash, 6, 30, 10, 0, FormationKind::Shieldwall, 2);
  bed.add(Side::Two, foot, 6, 10, 14, 180, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 6, 30, 14, 180, FormationKind::Line, 2);
  auto g = bed.build();
  ASSERT_TRUE(g->isImpetuous(g->unit(b)));
  ai::warlords::Judge judge(*g, weights());
  const double steadyChampion = judge.score({ActionKind::AddChampion, a});
  const double rashChampion = judge.score({ActionKind::AddChampion, b});
  EXPECT_LT(rashChampion, steadyChampion - 0.5);
}

}  // namespace
}  // namespace sandtable::test

namespace sandtable::test {
namespace {

// Side one's foot (8 stands, a champion) stands behind a line of its own stakes (y = 5.5,
// sharp side north) on firm ground, with a muddy field (marsh, rough) beyond them; side
// two's loose foot, a casualty down, stands 3 spans off in the mud, and its knights 8 spans
// off. Built with or without the stakes; the foot has been activated.
struct GameAndUnit {
  std::unique_ptr<WarlordsGame> game;
  UnitId unit = kNoUnit;  // the unit a test asks about
};
GameAndUnit behindStakes(bool stakes) {
  WarlordsBed bed;
  auto field = std::make_shared<RidgeBattlefield>(spans(100), spans(101));  // level
  field->marsh = Rect{at(30, 14), 0, spans(60), spans(17)};                 // y from 5.5 to 22.5
  bed.battlefield = field;
  if (stakes) {
    FieldDefence d;
    d.kind = DefenceKind::Stakes;
    d.owner = Side::One;
    d.line = {at(14, 5.5), at(26, 5.5)};  // walked eastward: its left, the sharp side, is north
    d.specialSideLeft = true;
    bed.setup.defences.push_back(d);
  }
  // As at Agincourt and Crecy, the side behind the stakes holds the field at nightfall.
  bed.setup.victory.atTurnLimit = TurnLimitOutcome::Holder;
  bed.setup.victory.holder = Side::One;
  GameAndUnit out;
  out.unit = bed.add(Side::One, bed.closeFoot(), 8, 20, 5, 0, FormationKind::Line, 2);
  const UnitId target = bed.add(Side::Two, bed.looseFoot(), 4, 20, 8, 180);
  bed.add(Side::Two, bed.cavalry(), 4, 20, 13, 180);
  out.game = bed.build();
  W::unit(*out.game, out.unit).champions = 1;
  W::unit(*out.game, target).casualties = 1;
  EventList ev;
  activateFirstW(*out.game, out.unit, ev);
  return out;
}

std::string ranking(const WarlordsGame& g) {
  std::string out;
  for (const auto& r : rank(g)) out += toString(r.action) + " = " + std::to_string(r.prior) + "\n";
  return out;
}

TEST(WarlordsAiBehaviour, HoldsBehindItsStakesRatherThanChargeIntoTheMud) {
  // 3.3.3.3: an enemy charging across the sharp side of stakes must pass a second activation
  // and takes their attack as a rank of Pike. Behind its stakes the foot is sheltered from
  // the knights; charging the loose foot out in the mud gives that shelter up. Without the
  // stakes there is nothing to give up, and the same charge is worth making.
  const GameAndUnit open = behindStakes(false);
  const GameAndUnit staked = behindStakes(true);
  const Action withStakes = normalChoice(*staked.game);
  EXPECT_NE(withStakes.kind, ActionKind::Charge) << ranking(*staked.game);
  EXPECT_NE(withStakes.kind, ActionKind::Move) << ranking(*staked.game);
  Action charge{ActionKind::Charge, open.unit, 1};  // unit 1: the loose foot out in the mud
  ASSERT_TRUE(open.game->check(charge).legal) << ranking(*open.game);
  const double chargeInTheOpen = ai::warlords::Judge(*open.game, weights()).score(charge);
  EXPECT_GT(chargeInTheOpen, 0.0) << ranking(*open.game);
  EXPECT_GT(chargeInTheOpen, ai::warlords::Judge(*staked.game, weights()).score(charge) + 1.0)
      << ranking(*staked.game);
  // And the place behind the stakes is worth more for the threat they take off it.
  ai::warlords::Judge openJudge(*open.game, weights());
  ai::warlords::Judge stakedJudge(*staked.game, weights());
  const UnitState& u = open.game->unit(open.unit);
  EXPECT_GT(stakedJudge.placement(staked.game->unit(staked.unit), u.pose),
            openJudge.placement(u, u.pose) + 0.5);
}

// Side two's knights at (20, 12) facing south; a field defence across the table at y = 8.
GameAndUnit defenceAhead(DefenceKind kind, bool specialNorth) {
  WarlordsBed bed;
  FieldDefence d;
  d.kind = kind;
  d.owner = Side::One;
  d.line = {at(10, 8), at(30, 8)};  // walked eastward: its left is north
  d.specialSideLeft = specialNorth;
  bed.setup.defences.push_back(d);
  GameAndUnit out;
  out.unit = bed.add(Side::Two, bed.cavalry(), 4, 20, 12, 180);
  out.game = bed.build();
  return out;
}

TEST(WarlordsAiBehaviour, ForeseesWhatEachFieldDefenceDoesToACharge) {
  using ai::warlords::defencesOnCharge;
  const Point from = at(20, 12);
  const Point beyond = at(20, 6);
  {
    const GameAndUnit s = defenceAhead(DefenceKind::Stakes, true);  // sharp side toward the knights
    const auto crossed = defencesOnCharge(*s.game, s.game->unit(s.unit), from, beyond);
    EXPECT_TRUE(crossed.stakes);
    EXPECT_FALSE(crossed.stopped);
    EXPECT_GT(crossed.stakesCasualties,
              0.5);  // 3 dice, two highest, +2 Pike, -1 armour, per 4 wide
    EXPECT_LT(crossed.stakesCasualties, 3.0);
    // Contact at the line itself crosses nothing (as planCharge has it).
    EXPECT_FALSE(defencesOnCharge(*s.game, s.game->unit(s.unit), from, at(20, 8)).stakes);
  }
  {
    const GameAndUnit s =
        defenceAhead(DefenceKind::Stakes, false);  // their safe side: the owners' way out
    EXPECT_FALSE(defencesOnCharge(*s.game, s.game->unit(s.unit), from, beyond).stakes);
  }
  {
    const GameAndUnit b = defenceAhead(DefenceKind::Berm, true);
    EXPECT_TRUE(defencesOnCharge(*b.game, b.game->unit(b.unit), from, beyond).stopped);
  }
  {
    const GameAndUnit o = defenceAhead(DefenceKind::Obstacle, true);
    const auto crossed = defencesOnCharge(*o.game, o.game->unit(o.unit), from, beyond);
    EXPECT_FALSE(crossed.stopped);
    EXPECT_GT(o.game->tables().movement.obstaclePenalty, 0);
    EXPECT_EQ(crossed.spansLost, o.game->tables().movement.obstaclePenalty);
  }
}

// Leaders out of the lottery: where a personality whose loss loses the battle is at risk, the
// judge prices the risk as the battle (WarlordsJudge.cpp, kBattleStake).

TEST(WarlordsAiBehaviour, AWoundedDecisiveLeaderStillBindsTheBattleToHisUnit) {
  // 3.1.3.1: wounded, he is gone from the fight, but captured if his unit breaks.
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId plain = bed.add(Side::One, foot, 3, 10, 10, 0);
  const UnitId king = bed.add(Side::One, foot, 3, 30, 10, 0);
  bed.person(plain, "Thegn", 0, 1);
  const int k = bed.person(king, "King", 0, 1);
  bed.setup.victory.decisivePersonalities = {"King"};
  bed.add(Side::Two, foot, 3, 20, 30, 180);
  auto g = bed.build();
  W::personality(*g, k).fate = Fate::Wounded;
  ai::warlords::Judge judge(*g, weights());
  EXPECT_EQ(judge.decisiveIn(g->unit(king)), 0) << "no longer in the fight";
  EXPECT_EQ(judge.decisiveBoundTo(g->unit(king)), 1);
  EXPECT_GT(judge.worth(g->unit(king)), judge.worth(g->unit(plain)) + 10.0)
      << "his unit's break would lose the battle";
}

TEST(WarlordsAiBehaviour, AMeleeWithTheEnemyLeaderCountsTheChanceOfStrikingHimDown) {
  // The same melee against two equal units, each carrying a leader whose loss loses the
  // battle, one of them wounded already (gone from the fight, so the dice cannot find him; his
  // unit is worth as much): doubles dealing a casualty bring the red and yellow dice for the
  // other (3.1.3.1), and his loss is theirs.
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId a1 = bed.add(Side::One, foot, 3, 10, 10, 0);
  const UnitId a2 = bed.add(Side::One, foot, 3, 30, 10, 0);
  const UnitId earls = bed.add(Side::Two, foot, 3, 10, 12, 180);
  const UnitId dukes = bed.add(Side::Two, foot, 3, 30, 12, 180);
  const int earl = bed.person(earls, "Earl", 0, 1);
  bed.person(dukes, "Duke", 0, 1);
  bed.setup.victory.decisivePersonalities = {"Duke", "Earl"};
  auto g = bed.build();
  W::personality(*g, earl).fate = Fate::Wounded;
  ai::warlords::Judge judge(*g, weights());
  // (A personality in the fight adds 2 to his unit's worth; the battle is worth far more.)
  ASSERT_NEAR(judge.worth(g->unit(dukes)), judge.worth(g->unit(earls)), 2.0);
  const double atTheDuke = judge.exchange(g->unit(a2), g->unit(dukes), Zone::Front, true);
  const double atTheEarl = judge.exchange(g->unit(a1), g->unit(earls), Zone::Front, true);
  EXPECT_GT(atTheDuke, atTheEarl + 3.0);
}

TEST(WarlordsAiBehaviour, ShotsThatMightFindTheDecisiveLeaderCountAgainstWhereHeStands) {
  // Enemy archers in range of two equal bodies of foot: the red dice of every shot at the one
  // carrying the decisive leader (3.1.3.3) make its place worse than the other's.
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const int bows = bed.archers();
  const UnitId plain = bed.add(Side::One, foot, 3, 10, 10, 0);
  const UnitId king = bed.add(Side::One, foot, 3, 30, 10, 0);
  bed.person(plain, "Thegn", 0, 1);
  bed.person(king, "King", 0, 1);
  bed.setup.victory.decisivePersonalities = {"King"};
  bed.add(Side::Two, bows, 4, 10, 18, 180);
  const UnitId b2 = bed.add(Side::Two, bows, 4, 30, 18, 180);
  auto g = bed.build();
  ASSERT_GT(g->shotOdds(g->unit(b2), g->unit(king), ShotStyle::Massed).pPersonalityDice, 0.0);
  ai::warlords::Judge judge(*g, weights());
  // Each unit's place is weighed against its own archers; only the leader differs. (worth()
  // counts him too, but placement() is the place alone.)
  const double kingsPlace = judge.placement(g->unit(king), g->unit(king).pose);
  const double thegnsPlace = judge.placement(g->unit(plain), g->unit(plain).pose);
  EXPECT_LT(kingsPlace, thegnsPlace - 0.5);
}

TEST(WarlordsAiBehaviour, KeepsImpetuousKnightsCarryingTheDecisiveLeaderOutOfChargeDistance) {
  // 1.7.1: an Impetuous unit goes Berserk on a successful activation with doubles when an enemy
  // is within its charge distance, and must then charge with him. Two bodies of Impetuous
  // knights, one carrying the Duke: stepping into charge distance of the foot costs his more.
  WarlordsBed bed;
  const int knights = bed.cavalry();
  bed.setup.profiles.back().impetuous = true;
  const int foot = bed.closeFoot();
  const UnitId plain = bed.add(Side::One, knights, 4, 10, 5, 0);
  const UnitId duke = bed.add(Side::One, knights, 4, 40, 5, 0);
  bed.person(plain, "Count", 0, 1);
  bed.person(duke, "Duke", 0, 1);
  bed.setup.victory.decisivePersonalities = {"Duke"};
  bed.add(Side::Two, foot, 6, 10, 20, 180, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 6, 40, 20, 180, FormationKind::Line, 2);
  auto g = bed.build();
  ASSERT_TRUE(g->isImpetuous(g->unit(duke)));
  ai::warlords::Judge judge(*g, weights());
  const double reach = g->chargeSpans(g->unit(duke));
  // Just inside and just outside its charge distance of the foot ahead (their front at y = 20).
  auto step = [&](UnitId u, double x) {
    const UnitState& s = g->unit(u);
    return judge.placement(s, {at(x, 20 - reach + 0.5), 0}, true) -
           judge.placement(s, {at(x, 20 - reach - 1.0), 0}, true);
  };
  EXPECT_LT(step(duke, 40), step(plain, 10) - 2.0)
      << "a Berserk charge with the Duke in it risks the battle";
}

// The charges a side invites: where a unit goes, a side that has still to win weighs an enemy
// charge on its front only by what it clearly outweighs its own charge on that enemy.

TEST(WarlordsAiBehaviour, GoesWithinReachOfAnEqualEnemyItCouldChargeAsWell) {
  WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId u = bed.add(Side::One, foot, 4, 20, 5, 0, FormationKind::Line, 2);
  bed.add(Side::Two, foot, 4, 20, 12, 180, FormationKind::Line, 2);
  auto g = bed.build();
  ai::warlords::Judge judge(*g, weights());
  const UnitState& s = g->unit(u);
  const Pose inReach{at(20, 9), 0};  // 3 spans from them: within either's charge
  const Pose outOfReach{at(20, 5.5), 0};
  // Standing there, their charge counts; going there, it is met by the charge the unit could
  // make on them, and the place within reach is the better one to go to.
  EXPECT_GT(judge.placement(s, inReach, true), judge.placement(s, inReach, false) + 0.5);
  EXPECT_GT(judge.placement(s, inReach, true), judge.placement(s, outOfReach, true));
}

TEST(WarlordsAiBehaviour, StillKeepsOutOfTheReachOfAChargeThatClearlyOutweighsItsOwn) {
  // Skirmishers may not charge formed foot or horse (2.4.4): before enemy knights they have no
  // charge to answer with, so going within the knights' reach costs what standing there does.
  WarlordsBed bed;
  const int skirm = bed.skirmishers();
  const int knights = bed.cavalry();
  const UnitId u = bed.add(Side::One, skirm, 3, 20, 5, 0);
  bed.add(Side::Two, knights, 4, 20, 14, 180);
  auto g = bed.build();
  ai::warlords::Judge judge(*g, weights());
  const UnitState& s = g->unit(u);
  const Pose inReach{at(20, 10), 0};
  const Pose outOfReach{at(20, 5), 0};
  EXPECT_LT(judge.placement(s, inReach, true), judge.placement(s, outOfReach, true) - 1.0);
}

TEST(WarlordsAiBehaviour, HardKeepsNormalsChoicesForTheSideThatHoldsTheField) {
  // At Hastings the English have only to hold until nightfall: hard's search sees the next
  // melee, not the night, so it plays normal's choice for them, close choices included.
  const auto sc = scenario::loadScenario(configPath("scenarios/warlords_hastings_1066.yaml"));
  Match m(sc.newGame(), 11);
  auto hard = ai::makeAi("hard", "warlords", 5);
  auto normans = ai::makeAi("normal", "warlords", 6);
  int close = 0;
  for (int i = 0; i < 300 && !m.over(); ++i) {
    const auto& g = static_cast<const WarlordsGame&>(m.game());
    const Side s = g.phase().sideToAct;
    Action act;
    if (s == Side::One) {
      const auto ranked = rank(g);
      act = hard->choose(g);
      if (ranked.size() > 1 &&
          ranked[1].prior >= ranked[0].prior - weights().get("policy.search_margin"))
        ++close;
      EXPECT_EQ(toString(act), toString(ranked.front().action)) << "action " << i;
    } else {
      act = normans->choose(g);
    }
    NullSink quiet;
    m.submit(act, quiet);
  }
  EXPECT_GT(close, 10) << "the English had close choices to make";
}

TEST(WarlordsAiBehaviour, PressesHarderAsNightfallNears) {
  // The same charge by a side the turn limit condemns (the enemy holds the field), with the
  // day long and with it nearly gone: the less of it is left, the more the charge counts and
  // the less what the melee may cost the charger weighs. The holder feels no urgency, and the
  // legacy weights (the judge as it played before) none at all.
  struct Judged {
    double charge = 0, exchange = 0, urgency = 0, holderUrgency = 0, legacyCharge = 0;
  };
  auto judged = [](int turnLimit) {
    WarlordsBed bed;
    bed.setup.victory.atTurnLimit = TurnLimitOutcome::Holder;
    bed.setup.victory.holder = Side::Two;
    bed.setup.victory.turnLimit = turnLimit;
    const UnitId k = bed.add(Side::One, bed.cavalry(), 4, 20, 5, 0);
    const UnitId t = bed.add(Side::Two, bed.closeFoot(), 6, 20, 8, 180);
    auto g = bed.build();
    EventList ev;
    activateFirstW(*g, k, ev);
    Action a;
    a.kind = ActionKind::Charge;
    a.unit = k;
    a.target = t;
    EXPECT_TRUE(g->check(a).legal) << g->check(a).why;
    ai::warlords::Judge judge(*g, weights());
    Judged j;
    j.charge = judge.score(a);
    j.exchange = judge.exchange(g->unit(k), g->unit(t), Zone::Front, true);
    j.urgency = judge.urgency(Side::One);
    j.holderUrgency = judge.urgency(Side::Two);
    j.legacyCharge = ai::warlords::Judge(*g, ai::weightsFor("warlords", "legacy")).score(a);
    return j;
  };
  const Judged longDay = judged(40);
  const Judged dusk = judged(5);
  EXPECT_GT(longDay.urgency, 0.0);
  EXPECT_LT(longDay.urgency, 0.5);
  EXPECT_DOUBLE_EQ(dusk.urgency, 1.0);
  EXPECT_EQ(longDay.holderUrgency, 0.0);
  EXPECT_EQ(dusk.holderUrgency, 0.0);
  EXPECT_GT(dusk.charge, longDay.charge + 0.5 * weights().get("judge.urgent_press"));
  EXPECT_GT(dusk.exchange, longDay.exchange);
  EXPECT_DOUBLE_EQ(dusk.legacyCharge, longDay.legacyCharge);
}

}  // namespace
}  // namespace sandtable::test
