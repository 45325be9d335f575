// 000 Charging, part of a unit charging, with forced dice: 'Reluctant stands must pass a Morale
// Check in order to lead an charge' and '(If he had failed the Morale Check, and if some but not
// all of his front-line stands had been Disrupted, then some would have charged while others
// remained behind ...)'. The text's lancers, one stand Disrupted by the volley: failing the
// check, the other columns go in and the Disrupted stand's column stays where it stood, apart
// from its unit and out of the melee; passing, every column charges.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsGameBed.h"
#include "rules/roberts/CombatPhase.h"
#include "rules/roberts/Combatants.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using namespace sandtable::test::roberts;

namespace {

const Action kEndPhase{rules::ActionKind::EndTurn};
constexpr UnitId kLancers = 1;
constexpr UnitId kCrossbows = 2;

int count(const std::vector<Event>& events, EventKind k) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

// The lancers 1.5" from the crossbowmen facing them (two ranks of five); the militia far off.
Deployment facing() {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0)};
  d.sides[1].units = {place("crossbows", at(0, -13.5), kHalfTurn, 2)};
  return d;
}

struct Played {
  std::unique_ptr<RobertsGame> game;
  int disrupted = -1;       // the lancers' Disrupted stand
  int lancersTotal = -100;  // its combat roll, modified
  std::vector<Event> chargeEvents;
  Rect disruptedBefore;  // the Disrupted stand's footprint as the charge set off
};

Rect footprintOf(const RobertsGame& g, UnitId u, int stand) {
  for (const TableStand& s : standsOf(tableUnitOf(g.table(), g.table().unit(u)))) {
    if (s.rank == 0 && s.column == stand) return s.footprint;
  }
  ADD_FAILURE() << "no front stand in column " << stand;
  return {};
}

// The charge with the lancers' Morale Check to lead rolled `check`, then, when it passes, the
// Disrupted stand's combat with the cavalry's 6 against the crossbowmen's 2.
Played play(std::pair<int, int> check) {
  std::vector<int> faces = {3, 3, 1, 1, 1, 1, 1, 1, 1, 1};  // the volley: 8 Disrupts, four 4s
  faces.push_back(check.first);
  faces.push_back(check.second);
  if (check.first + check.second >= 7)
    for (int f : {3, 3, 1, 1}) faces.push_back(f);  // the combat: the cavalry's 6, theirs 2
  Played p;
  p.game = startGame(sharedTables(), flatTable(), facing());
  RobertsGame& g = *p.game;
  Dice dice(1, faces);
  EventList events;
  g.apply({rules::ActionKind::Charge, kLancers, kCrossbows}, dice, events);
  g.apply(kEndPhase, dice, events);
  g.apply({rules::ActionKind::Shoot, kCrossbows, kLancers}, dice, events);
  const std::vector<bool>& d = g.table().unit(kLancers).disrupted;
  EXPECT_EQ(std::count(d.begin(), d.end(), true), 1);
  p.disrupted = static_cast<int>(std::find(d.begin(), d.end(), true) - d.begin());
  g.apply(kEndPhase, dice, events);
  g.apply(kEndPhase, dice, events);
  p.disruptedBefore = footprintOf(g, kLancers, p.disrupted);
  events.events.clear();
  g.apply(kEndPhase, dice, events);  // the charge moves
  p.chargeEvents = events.events;
  if (g.clock().phase() != Phase::Combat) return p;
  const auto pairs = pairsBetween(g.table(), kLancers, kCrossbows);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (pairs[i].a != p.disrupted) continue;
    Action a{rules::ActionKind::ResolveMelee, kLancers, kCrossbows};
    a.option = static_cast<int>(i);
    events.events.clear();
    EXPECT_TRUE(g.check(a)) << g.check(a).why;
    g.apply(a, dice, events);
    for (const Event& e : events.events) {
      if (e.kind == EventKind::DiceRolled && e.unit == kLancers && e.roll)
        p.lancersTotal = e.roll->total;
    }
  }
  EXPECT_EQ(dice.forcedLeft(), 0u);
  return p;
}

}  // namespace

TEST(RobertsPartialCharge, AFailedCheckLeavesTheDisruptedColumnBehind) {
  const Played p = play({1, 1});  // the Morale Check: 2, failed
  const RobertsGame& g = *p.game;
  ASSERT_EQ(g.clock().phase(), Phase::Combat);
  EXPECT_EQ(count(p.chargeEvents, EventKind::ContactMade), 1);  // the block goes in
  EXPECT_EQ(count(p.chargeEvents, EventKind::UnitHalted), 1);   // ... less one column
  const auto halted = std::find_if(p.chargeEvents.begin(), p.chargeEvents.end(),
                                   [](const Event& e) { return e.kind == EventKind::UnitHalted; });
  ASSERT_NE(halted, p.chargeEvents.end());
  EXPECT_NE(halted->text.find("1 of their 3 columns stays behind and does not charge"),
            std::string::npos)
      << halted->text;
  for (int s = 0; s < 3; ++s) EXPECT_EQ(g.battle().chargedWith(kLancers, s), s != p.disrupted) << s;
  // The Disrupted stand stands where it stood, out of line with its unit, and fights nobody.
  EXPECT_EQ(footprintOf(g, kLancers, p.disrupted), p.disruptedBefore);
  const UnitState& lancers = g.table().unit(kLancers);
  ASSERT_EQ(lancers.columnShift.size(), 3u);
  for (int c = 0; c < 3; ++c)
    EXPECT_EQ(lancers.columnShift[static_cast<std::size_t>(c)] < 0, c == p.disrupted) << c;
  for (const auto& pair : pairsBetween(g.table(), kLancers, kCrossbows))
    EXPECT_NE(pair.a, p.disrupted);
  EXPECT_EQ(p.lancersTotal, -100);
  EXPECT_EQ(g.invariantProblem(), "");
}

TEST(RobertsPartialCharge, APassedCheckTakesEveryColumnIn) {
  const Played p = play({4, 4});  // the Morale Check: 8
  const RobertsGame& g = *p.game;
  ASSERT_EQ(g.clock().phase(), Phase::Combat);
  EXPECT_EQ(count(p.chargeEvents, EventKind::UnitHalted), 0);
  for (int s = 0; s < 3; ++s) EXPECT_TRUE(g.battle().chargedWith(kLancers, s)) << s;
  EXPECT_EQ(p.lancersTotal, 10);  // the text's +4 for a charging lancer
}

// Lancers Reluctant through and through: failing the check, no column leads, and the unit stays.
TEST(RobertsPartialCharge, EveryFrontStandReluctantKeepsTheWholeUnitBack) {
  Deployment d = facing();
  d.sides[0].army.units[1].attributes.set(static_cast<std::size_t>(Attribute::Reluctant));
  auto g = startGame(sharedTables(), flatTable(), std::move(d));
  Dice dice(1, {1, 1});  // the Reluctant lancers' Morale Check: 2
  EventList events;
  g->apply({rules::ActionKind::Charge, kLancers, kCrossbows}, dice, events);
  for (int i = 0; i < 3; ++i) g->apply(kEndPhase, dice, events);
  const Pose before = g->table().unit(kLancers).pose;
  events.events.clear();
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(count(events.events, EventKind::ContactMade), 0);
  EXPECT_EQ(g->table().unit(kLancers).pose, before);
}

// The column left behind is out of its place in the line, not apart (its flank still touches
// its neighbour's), and the unit is in contact: it fights where it stands, and the column steps
// up into its place on an Action Roll of its own, against the crossbowmen.
TEST(RobertsPartialCharge, TheColumnLeftBehindStepsUpIntoItsPlace) {
  Played p = play({1, 1});
  RobertsGame& g = *p.game;
  ASSERT_EQ(g.clock().phase(), Phase::Combat);
  // Every combat and Break Check falls flat on 1s (no roll reaches 7): on to the lancers' next
  // Action Phase.
  Dice dice(3, std::vector<int>(200, 1));
  EventList events;
  for (int guard = 0; guard < 40; ++guard) {
    if (g.clock().phase() == Phase::Action && g.clock().acting() == Side::One &&
        g.halfTurnCount() > 1)
      break;
    const auto legal = g.legalActions();
    const auto melee = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
      return a.kind == rules::ActionKind::ResolveMelee;
    });
    g.apply(melee != legal.end() ? *melee : kEndPhase, dice, events);
  }
  ASSERT_EQ(g.clock().phase(), Phase::Action);
  ASSERT_EQ(g.table().unit(kLancers).columnShift.size(), 3u) << "still out of line";
  Action step{rules::ActionKind::Move, kLancers};
  step.option = kRejoinOption + p.disrupted;
  ASSERT_TRUE(g.check(step)) << g.check(step).why;
  EXPECT_EQ(g.requestOf(step).roller, (Roller{kLancers, RollerKind::Column, p.disrupted}));
  Dice roll(4, {4, 4});  // 8, +1 Elite
  g.apply(step, roll, events);
  EXPECT_EQ(roll.forcedLeft(), 0u);
  EXPECT_TRUE(g.table().unit(kLancers).columnShift.empty()) << "in line again";
  bool against = false;
  for (const auto& pair : pairsBetween(g.table(), kLancers, kCrossbows))
    against = against || pair.a == p.disrupted;
  EXPECT_TRUE(against) << "the column stands against the crossbowmen";
  EXPECT_EQ(g.invariantProblem(), "");
}
