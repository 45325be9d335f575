// 000 Charging, part of a unit charging, with forced dice: 'Reluctant stands must pass a Morale
// Check in order to lead an charge' and '(If he had failed the Morale Check, and if some but not
// all of his front-line stands had been Disrupted, then some would have charged while others
// remained behind ...)'. The text's lancers, one stand Disrupted by the volley: failing the
// check, the block goes in and the Disrupted stand's column fights as no charger (no Shock bonus,
// its lances gone); passing, every column charges.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsGameBed.h"
#include "rules/roberts/CombatPhase.h"

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
};

// The charge with the lancers' Morale Check to lead rolled `check`, then the Disrupted stand's
// combat with the cavalry's 6 against the crossbowmen's 2.
Played play(std::pair<int, int> check) {
  std::vector<int> faces = {3, 3, 1, 1, 1, 1, 1, 1, 1, 1};  // the volley: 8 Disrupts, four 4s
  faces.push_back(check.first);
  faces.push_back(check.second);
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
  // Not charging: AV 5 less the lances (lost in contact) against DV 2, no Shock bonus: +2.
  EXPECT_EQ(p.lancersTotal, 8);
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
