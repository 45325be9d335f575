// 000 Charging through the match's Reaction, Assault and Charge Phases, with forced dice: a
// Countermand keeps a declared charge back, a Countercharge meets the charge halfway, a
// charger that Sets in the Assault Phase forfeits its charge, and only Shock or Eager units may
// countercharge.
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

int count(const std::vector<Event>& events, EventKind k) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

// Side one: the militia far off (0), the lancers (1) and the regular spearmen (2); side two:
// the crossbowmen (3) and a unit of elite lancers of their own (4).
Deployment facingOff() {
  Deployment d = emptyDeployment();
  d.sides[1].army.units.push_back(line(eliteLancers(3), "their_lancers", "Their lancers"));
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0),
                      place("regulars", at(-15, -15), 0, 2)};
  d.sides[1].units = {place("crossbows", at(-15, -14.5), kHalfTurn, 2),
                      place("their_lancers", at(0, -13.5), kHalfTurn)};
  return d;
}

constexpr UnitId kLancers = 1;
constexpr UnitId kRegulars = 2;
constexpr UnitId kCrossbows = 3;
constexpr UnitId kTheirLancers = 4;

}  // namespace

TEST(RobertsCharge, ACountermandKeepsTheChargeBack) {
  auto g = startGame(sharedTables(), flatTable(), facingOff());
  Dice dice(1, {6, 6});  // the Countermand's Action Roll
  EventList events;
  g->apply({rules::ActionKind::Charge, kLancers, kTheirLancers}, dice, events);
  for (int i = 0; i < 3; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Charge);
  const Action countermand{rules::ActionKind::Halt, kLancers};
  ASSERT_TRUE(g->check(countermand)) << g->check(countermand).why;
  EXPECT_EQ(g->actionOf(countermand), roberts::ActionKind::Countermand);
  EXPECT_FALSE(g->check({rules::ActionKind::Halt, kRegulars}));  // it declared no charge
  const Pose before = g->table().unit(kLancers).pose;
  g->apply(countermand, dice, events);
  events.events.clear();
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(count(events.events, EventKind::ContactMade), 0);
  EXPECT_EQ(g->table().unit(kLancers).pose, before);
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

// "In the event of a countercharge, the two units meet halfway."
TEST(RobertsCharge, ACounterchargeMeetsTheChargeHalfway) {
  auto g = startGame(sharedTables(), flatTable(), facingOff());
  Dice dice(1, {6, 6});  // their lancers' Countercharge roll
  EventList events;
  g->apply({rules::ActionKind::Charge, kLancers, kTheirLancers}, dice, events);
  g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Reaction);
  const Action counter{rules::ActionKind::CounterCharge, kTheirLancers, kLancers};
  ASSERT_TRUE(g->check(counter)) << g->check(counter).why;
  // The crossbowmen are neither Shock nor Eager, and nobody charged them.
  EXPECT_FALSE(g->check({rules::ActionKind::CounterCharge, kCrossbows, kLancers}));
  const auto legal = g->legalActions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), counter), legal.end());
  g->apply(counter, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  const double ourStart = g->table().inchesOf(g->table().unit(kLancers).pose.front.y);
  const double theirStart = g->table().inchesOf(g->table().unit(kTheirLancers).pose.front.y);
  g->apply(kEndPhase, dice, events);  // to the Assault Phase
  g->apply(kEndPhase, dice, events);  // to the Charge Phase
  events.events.clear();
  g->apply(kEndPhase, dice, events);                           // the charges move
  EXPECT_EQ(count(events.events, EventKind::ContactMade), 2);  // each unit's move
  const UnitState& ours = g->table().unit(kLancers);
  const UnitState& theirs = g->table().unit(kTheirLancers);
  EXPECT_TRUE(g->table().inContact(ours, theirs));
  const double ourMove = g->table().inchesOf(ours.pose.front.y) - ourStart;
  const double theirMove = theirStart - g->table().inchesOf(theirs.pose.front.y);
  EXPECT_NEAR(ourMove, 0.75, 0.02);
  EXPECT_NEAR(theirMove, 0.75, 0.02);
  EXPECT_EQ(g->invariantProblem(), "");
}

// The odds of a Countercharge: its Action Roll, then the clash of two chargers, each with its
// charge's bonuses: what the dice do in the first clash, every way the four fall.
TEST(RobertsCharge, TheOddsOfACounterchargeAreItsRollThenWhatTheDiceDoInTheClash) {
  auto g = startGame(sharedTables(), flatTable(), facingOff());
  Dice any(1, {6, 6});  // their lancers' Countercharge roll
  EventList events;
  g->apply({rules::ActionKind::Charge, kLancers, kTheirLancers}, any, events);
  g->apply(kEndPhase, any, events);
  const Action counter{rules::ActionKind::CounterCharge, kTheirLancers, kLancers};
  const std::optional<ActionOdds> o = g->odds(counter);
  ASSERT_TRUE(o.has_value());
  ASSERT_GE(o->outcomes.size(), 2u);
  const double rolls = o->outcomes.front().chance;
  EXPECT_EQ(o->outcomes.front().outcome, "the Countercharge Action succeeds");
  const auto chanceOf = [&](const std::string& words) { return chanceOfOutcome(*o, words); };
  const std::string ours = g->table().setupOf(kLancers).name;
  const std::string theirs = g->table().setupOf(kTheirLancers).name;
  const double theyPush = chanceOf("in the first clash, " + theirs + " push " + ours + " back");
  const double wePush = chanceOf("in the first clash, " + ours + " push " + theirs + " back");
  g->apply(counter, any, events);
  for (int i = 0; i < 3; ++i) g->apply(kEndPhase, any, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  const auto pairs = pairsBetween(g->table(), kLancers, kTheirLancers);
  ASSERT_FALSE(pairs.empty());
  Action clash{rules::ActionKind::ResolveMelee, kLancers, kTheirLancers};
  clash.option = 0;
  const std::array<double, 2> pushed = pushedBackOverEveryRoll(*g, clash, kLancers);
  EXPECT_NEAR(theyPush, rolls * pushed[0], 1e-12);
  EXPECT_NEAR(wePush, rolls * pushed[1], 1e-12);
  EXPECT_NEAR(theyPush, wePush, 1e-12) << "two units of elite lancers, both charging";
}

// "Charging units which take a Set Action forfeit their charge."
TEST(RobertsCharge, AChargerThatSetsForfeitsItsCharge) {
  auto g = startGame(sharedTables(), flatTable(), facingOff());
  Dice dice(1, {6, 6});  // the regulars' Set roll in the Assault Phase
  EventList events;
  const Action charge{rules::ActionKind::Charge, kRegulars, kCrossbows};
  ASSERT_TRUE(g->check(charge)) << g->check(charge).why;
  g->apply(charge, dice, events);
  g->apply(kEndPhase, dice, events);
  g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Assault);
  const Action set{rules::ActionKind::HoldGround, kRegulars};
  ASSERT_TRUE(g->check(set)) << g->check(set).why;
  EXPECT_FALSE(g->check({rules::ActionKind::HoldGround, kLancers}));  // lances cannot Set
  g->apply(set, dice, events);
  EXPECT_TRUE(g->battle().set[static_cast<std::size_t>(kRegulars)]);
  EXPECT_EQ(g->battle().chargeAt[static_cast<std::size_t>(kRegulars)], kNoUnit);
  g->apply(kEndPhase, dice, events);
  events.events.clear();
  const Pose before = g->table().unit(kRegulars).pose;
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(count(events.events, EventKind::ContactMade), 0);
  EXPECT_EQ(g->table().unit(kRegulars).pose, before);
}

// "Only Shock and Eager units may countercharge; in fact, Eager units must attempt the
// Action": the Reaction Phase cannot end until the charged Eager spearmen have tried.
TEST(RobertsCharge, AChargedEagerUnitMustTryToCountercharge) {
  Deployment d = emptyDeployment();
  d.sides[1].army.units.push_back(line(spearmen(6, {"impetuous"}), "wild", "Wild spearmen"));
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0)};
  d.sides[1].units = {place("wild", at(0, -13.5), kHalfTurn, 2)};
  auto g = startGame(sharedTables(), flatTable(), d);
  constexpr UnitId kWild = 2;
  Dice dice(1, {1, 1});  // the Countercharge roll fails
  EventList events;
  g->apply({rules::ActionKind::Charge, kLancers, kWild}, dice, events);
  g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Reaction);
  const Verdict end = g->check(kEndPhase);
  EXPECT_FALSE(end);
  EXPECT_NE(end.why.find("Eager"), std::string::npos) << end.why;
  const auto legal = g->legalActions();
  EXPECT_EQ(std::find(legal.begin(), legal.end(), kEndPhase), legal.end());
  const Action counter{rules::ActionKind::CounterCharge, kWild, kLancers};
  ASSERT_NE(std::find(legal.begin(), legal.end(), counter), legal.end());
  g->apply(counter, dice, events);
  EXPECT_FALSE(g->battle().countercharging[static_cast<std::size_t>(kWild)]);
  EXPECT_TRUE(g->check(kEndPhase)) << g->check(kEndPhase).why;
}

namespace {

// Their lancers are under way (marching toward ours, still short of them) when our lancers
// close and charge them; `countercharge`: they countercharge. Whether their Movement is still
// under way once the charges have made contact.
bool stillUnderWayAfterContact(bool countercharge) {
  Deployment d = facingOff();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, -15), 0)};
  d.sides[1].units = {place("their_lancers", at(0, -3), kHalfTurn)};
  constexpr UnitId ours = 1;
  constexpr UnitId theirs = 2;
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1, {6, 6, 6, 6, 6, 6, 6, 6});
  EventList events;
  for (int i = 0; i < 5; ++i) g->apply(kEndPhase, dice, events);  // our first half-turn
  EXPECT_EQ(g->clock().acting(), Side::Two);
  Action march{rules::ActionKind::Move, theirs};
  march.point = at(0, -6);
  march.facing = kHalfTurn;
  EXPECT_TRUE(g->check(march)) << g->check(march).why;
  g->apply(march, dice, events);
  for (int i = 0; i < 5; ++i) g->apply(kEndPhase, dice, events);
  EXPECT_EQ(g->clock().acting(), Side::One);
  EXPECT_TRUE(g->table().unit(theirs).moving);
  const double theirY = g->table().inchesOf(g->table().unit(theirs).pose.front.y);
  Action close{rules::ActionKind::Move, ours};
  close.point = at(0, theirY);
  EXPECT_TRUE(g->check(close)) << g->check(close).why;
  g->apply(close, dice, events);
  EXPECT_FALSE(g->table().unit(ours).moving);  // stopped within its base depth of them
  const Action charge{rules::ActionKind::Charge, ours, theirs};
  EXPECT_TRUE(g->check(charge)) << g->check(charge).why;
  g->apply(charge, dice, events);
  g->apply(kEndPhase, dice, events);  // to the Reaction Phase
  if (countercharge) {
    const Action counter{rules::ActionKind::CounterCharge, theirs, ours};
    EXPECT_TRUE(g->check(counter)) << g->check(counter).why;
    g->apply(counter, dice, events);
  }
  for (int i = 0; i < 3; ++i) g->apply(kEndPhase, dice, events);  // the charges move
  EXPECT_TRUE(g->table().inContact(g->table().unit(ours), g->table().unit(theirs)));
  EXPECT_FALSE(g->table().unit(ours).moving);
  return g->table().unit(theirs).moving;
}

}  // namespace

// A unit whose Movement was under way and which is charged, or countercharges, into contact
// has been stopped by the enemy it met: it does not march on next half-turn.
TEST(RobertsCharge, AUnitUnderWayStopsWhenTheChargesMeetIt) {
  EXPECT_FALSE(stillUnderWayAfterContact(false));
  EXPECT_FALSE(stillUnderWayAfterContact(true));
}
