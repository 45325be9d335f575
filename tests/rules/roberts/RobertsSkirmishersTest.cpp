// 000 Skirmishers in the match, with forced dice: the Withdrawal before an enemy that moves
// adjacent (passed, the skirmisher falls back; failed, it is lost; either way the mover goes on
// less the penalty), the Withdrawal before a charge that runs into skirmishers (which costs the
// charger movement), moving through friends, and a fire group rolling as one attack.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsGameBed.h"

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

double frontY(const RobertsGame& g, UnitId id) {
  return g.table().inchesOf(g.table().unit(id).pose.front.y);
}

double marchInches(const RobertsGame& g, UnitId id) {
  return g.table().inchesOf(marchOf(g.table(), g.table().unit(id)));
}

UnitLine bowSkirmishers(std::string id, int count) {
  return line(unit(TroopKind::Skirmisher, 1, "hand_weapons", "", {}, "bow", false), std::move(id),
              "Archers", count);
}

// The bed's armies without their leaders (these tests place neither the militia nor the lancers
// they would be attached to).
Deployment leaderless() {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  return d;
}

Action moveTo(UnitId u, double x, double y) {
  Action m{rules::ActionKind::Move, u};
  m.point = at(x, y);
  m.facing = 0;
  return m;
}

// Side one's regular spearmen (0), one rank, front at y = -10 facing +y; side two's skirmisher
// (1) facing them, its front 2" ahead of theirs.
Deployment skirmisherAhead() {
  Deployment d = leaderless();
  d.sides[0].units = {place("regulars", at(0, -10), 0)};
  d.sides[1].units = {place("skirmishers", at(0, -8), kHalfTurn)};
  return d;
}

constexpr UnitId kRegulars = 0;
constexpr UnitId kSkirmisher = 1;

}  // namespace

// "forcing the Reacting Player to immediately make a Withdrawal Action attempt ... If the Action
// Roll succeeds, the Skirmisher may retreat ... the enemy unit may continue its movement, minus a
// penalty for the contact."
TEST(RobertsSkirmishers, ASkirmisherReachedByAMarchWithdrawsAndTheMoverPaysThePenalty) {
  auto g = startGame(sharedTables(), flatTable(), skirmisherAhead());
  Dice dice(1, {4, 4, 4, 4});  // the spearmen's Movement (8), the skirmisher's Withdrawal (8)
  EventList events;
  const double march = marchInches(*g, kRegulars);
  ASSERT_GT(march, 2.5);                                  // beyond the contact and the penalty
  const Action full = moveTo(kRegulars, 0, -10 + march);  // their whole march
  ASSERT_TRUE(g->check(full)) << g->check(full).why;
  g->apply(full, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(count(events.events, EventKind::UnitEvaded), 1);
  ASSERT_TRUE(g->table().unit(kSkirmisher).active());
  // It fell back its 2" straight away from the spearmen.
  EXPECT_NEAR(frontY(*g, kSkirmisher), -6, 0.05);
  // 2" to the contact, the 1/2" penalty, then the rest of their march.
  EXPECT_NEAR(frontY(*g, kRegulars), -10 + march - 0.5, 0.05);
  EXPECT_TRUE(g->table().unit(kRegulars).moving);
  EXPECT_EQ(g->invariantProblem(), "");
}

// "otherwise, the Skirmisher is lost. Regardless, the enemy unit may continue its movement".
TEST(RobertsSkirmishers, ASkirmisherThatFailsItsWithdrawalIsLost) {
  auto g = startGame(sharedTables(), flatTable(), skirmisherAhead());
  Dice dice(1, {4, 4, 1, 2});  // the Movement (8), the Withdrawal (3)
  EventList events;
  const double march = marchInches(*g, kRegulars);
  g->apply(moveTo(kRegulars, 0, -10 + march), dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_FALSE(g->table().unit(kSkirmisher).active());
  EXPECT_EQ(count(events.events, EventKind::UnitDispersed), 1);
  // Its stand is told lost, so a battle's account of stands lost counts it.
  const auto lost = std::find_if(events.events.begin(), events.events.end(), [](const Event& e) {
    return e.kind == EventKind::StandsLost && e.unit == kSkirmisher;
  });
  ASSERT_NE(lost, events.events.end());
  EXPECT_EQ(lost->value, 1);
  EXPECT_NEAR(frontY(*g, kRegulars), -10 + march - 0.5, 0.05);
  // The lost skirmisher counts for the victory points: its 2 points.
  EXPECT_EQ(g->victoryHundredths(Side::One), 200);
  // A failed roll ends the skirmisher's Actions for the phase (its side's ledger, not the mover's).
  EXPECT_TRUE(g->ledger().hasFailed(Roller{kSkirmisher, RollerKind::Unit, 0}));
  EXPECT_FALSE(g->ledger().hasFailed(Roller{kRegulars, RollerKind::Unit, 0}));
}

// Without the skirmisher the same march goes its whole way: the penalty is the contact's.
TEST(RobertsSkirmishers, WithoutTheSkirmisherTheMarchGoesItsWholeDistance) {
  Deployment d = skirmisherAhead();
  d.sides[1].units = {place("skirmishers", at(20, 10), kHalfTurn)};
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1, {4, 4});
  EventList events;
  const double march = marchInches(*g, kRegulars);
  g->apply(moveTo(kRegulars, 0, -10 + march), dice, events);
  EXPECT_NEAR(frontY(*g, kRegulars), -10 + march, 0.05);
  EXPECT_EQ(count(events.events, EventKind::UnitEvaded), 0);
}

// "it has the ability to move through friendly units (and friendly units can move through it)"
TEST(RobertsSkirmishers, SkirmishersAndTheirFriendsMoveThroughEachOther) {
  Deployment d = leaderless();
  d.sides[0].army.units.push_back(bowSkirmishers("ours", 1));
  // Our skirmisher (1) 3" behind the regular spearmen's front (0).
  d.sides[0].units = {place("regulars", at(0, -7), 0), place("ours", at(0, -10), 0)};
  d.sides[1].units = {place("crossbows", at(0, 15), kHalfTurn)};
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1, {4, 4, 4, 4});
  EventList events;
  // The skirmisher marches its 5" through the spearmen and out beyond them.
  const Action through = moveTo(1, 0, -5);
  ASSERT_TRUE(g->check(through)) << g->check(through).why;
  g->apply(through, dice, events);
  EXPECT_NEAR(frontY(*g, 1), -5, 0.05);
  EXPECT_EQ(g->invariantProblem(), "");
  Deployment e = d;
  e.sides[0].units = {place("regulars", at(0, -12), 0), place("ours", at(0, -10.3), 0)};
  auto h = startGame(sharedTables(), flatTable(), e);
  // The spearmen's 3" take them through the skirmisher just ahead of them.
  const Action past = moveTo(0, 0, -9);
  ASSERT_TRUE(h->check(past)) << h->check(past).why;
  h->apply(past, dice, events);
  EXPECT_NEAR(frontY(*h, 0), -9, 0.05);
  EXPECT_EQ(h->invariantProblem(), "");
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

namespace {

// Side one's light horse (0) 1.9" from side two's crossbowmen (1), a skirmisher (2) between.
Deployment chargeThroughSkirmisher() {
  Deployment d = leaderless();
  d.sides[0].army.units.push_back(
      line(unit(TroopKind::LightMounted, 3, "spear", "", {}, {}, true), "horse", "Light horse"));
  d.sides[0].units = {place("horse", at(0, -10), 0)};
  d.sides[1].units = {place("crossbows", at(0, -8.1), kHalfTurn),
                      place("skirmishers", at(0, -9.85), kHalfTurn)};
  return d;
}

}  // namespace

// "If the charging unit runs into Skirmishers, the Skirmishers must attempt to Withdraw, and
// the charging unit suffers a movement penalty per skirmisher stand contacted (which could
// prevent the chargers from reaching their target)."
TEST(RobertsSkirmishers, AChargeIntoSkirmishersMakesThemWithdrawAndCostsTheCharger) {
  for (const bool passes : {true, false}) {
    auto g = startGame(sharedTables(), flatTable(), chargeThroughSkirmisher());
    // The skirmisher's Withdrawal in the Charge Phase: 8 or 3.
    Dice dice(1, passes ? std::vector<int>{4, 4} : std::vector<int>{1, 2});
    EventList events;
    const Action charge{rules::ActionKind::Charge, 0, 1};
    ASSERT_TRUE(g->check(charge)) << g->check(charge).why;
    g->apply(charge, dice, events);
    while (g->clock().phase() != Phase::Combat) g->apply(kEndPhase, dice, events);
    EXPECT_EQ(dice.forcedLeft(), 0u) << passes;
    EXPECT_EQ(g->table().unit(2).active(), passes);
    EXPECT_EQ(count(events.events, EventKind::UnitEvaded), passes ? 1 : 0);
    EXPECT_EQ(count(events.events, EventKind::UnitDispersed), passes ? 0 : 1);
    // The light horse's 50 mm base depth (1.97") less 1/2" for the skirmisher falls short of
    // the crossbowmen 1.9" off.
    EXPECT_EQ(count(events.events, EventKind::ContactMade), 0);
    EXPECT_EQ(count(events.events, EventKind::MoveBlocked), 1);
    EXPECT_EQ(g->invariantProblem(), "");
  }
}

namespace {

// Side one's regulars (0), one rank, front at y = -10; two of side two's skirmishers with bows
// (1, 2), one 1" off facing a stand of them and the other just behind it.
Deployment archersAhead() {
  Deployment d = leaderless();
  d.sides[1].army.units.push_back(bowSkirmishers("archers", 2));
  d.sides[0].units = {place("regulars", at(0, -10), 0)};
  d.sides[1].units = {place("archers", at(-1.2, -9), kHalfTurn),
                      place("archers", at(-1.2, -7.3), kHalfTurn)};
  return d;
}

int missileTotal(const std::vector<Event>& events) {
  for (const Event& e : events) {
    if (e.kind == EventKind::DiceRolled && e.unit == 1 && e.roll) return e.roll->total;
  }
  return -100;
}

}  // namespace

// "When Skirmishers succeed individually at a Missile Fire Action Roll, they can then combine
// to attack as a fire group (up to four stands). All stands in the group must attack the same
// target stand, and each member must be within 1" of another member of the fire group."
TEST(RobertsSkirmishers, AFireGroupRollsOnceWithTheMembersMavsAdded) {
  int alone = 0;
  {
    auto g = startGame(sharedTables(), flatTable(), archersAhead());
    Dice dice(1, {3, 3});
    EventList events;
    g->apply(kEndPhase, dice, events);  // the Reaction Phase: side two's Unformed fire at will
    ASSERT_EQ(g->clock().phase(), Phase::Reaction);
    const Action shoot{rules::ActionKind::Shoot, 1, kRegulars};
    ASSERT_TRUE(g->check(shoot)) << g->check(shoot).why;
    g->apply(shoot, dice, events);
    alone = missileTotal(events.events);
    EXPECT_EQ(dice.forcedLeft(), 0u);
    // Alone the archer behind cannot shoot: the one in front blocks its line.
    EXPECT_FALSE(g->check({rules::ActionKind::Shoot, 2, kRegulars}));
  }
  auto g = startGame(sharedTables(), flatTable(), archersAhead());
  Dice dice(1, {3, 3});  // one attack for the pair (their fire is automatic in the Reaction)
  EventList events;
  g->apply(kEndPhase, dice, events);
  Action group{rules::ActionKind::Shoot, 1, kRegulars};
  group.option = kFireGroupOption;
  ASSERT_TRUE(g->check(group)) << g->check(group).why;
  const auto legal = g->legalActions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), group), legal.end());
  g->apply(group, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(count(events.events, EventKind::ShotFired), 1);
  // Two archers of MAV 1 each: the group's MAV is 2, one more than one alone.
  EXPECT_EQ(missileTotal(events.events), alone + 1);
  // Both have made their Missile Fire Action this phase.
  EXPECT_FALSE(g->check({rules::ActionKind::Shoot, 2, kRegulars}));
}

// A fire group needs a second skirmisher within 1".
TEST(RobertsSkirmishers, ASkirmisherAloneHasNoFireGroup) {
  Deployment d = archersAhead();
  d.sides[1].units[1] = place("archers", at(12, 10), kHalfTurn);
  auto g = startGame(sharedTables(), flatTable(), d);
  Dice dice(1);
  NullSink sink;
  g->apply(kEndPhase, dice, sink);
  Action group{rules::ActionKind::Shoot, 1, kRegulars};
  group.option = kFireGroupOption;
  EXPECT_FALSE(g->check(group));
  EXPECT_TRUE(g->check({rules::ActionKind::Shoot, 1, kRegulars}));
}

// Random play with skirmishers about: withdrawals, fire groups and moves through friends keep
// the table sound, and a copy plays on as the original does.
TEST(RobertsSkirmishers, RandomPlayWithSkirmishersKeepsTheTableSoundAndCopiesAgree) {
  int evaded = 0, groups = 0;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Deployment d = leaderless();
    d.sides[0].army.units.push_back(bowSkirmishers("ours", 3));
    d.sides[1].army.units.push_back(bowSkirmishers("theirs", 3));
    d.sides[0].units = {place("regulars", at(0, -12), 0), place("ours", at(-3, -9), 0),
                        place("ours", at(0, -9), 0), place("ours", at(3, -9), 0)};
    d.sides[1].units = {place("crossbows", at(0, 4), kHalfTurn, 2),
                        place("theirs", at(-3, 0), kHalfTurn), place("theirs", at(0, 0), kHalfTurn),
                        place("theirs", at(3, 0), kHalfTurn)};
    d.victory.turnLimit = 3;
    auto g = startGame(sharedTables(), flatTable(), d);
    Dice dice(seed);
    EventList events;
    std::uint64_t pick = seed * 7919;
    for (int steps = 0; !g->result().over && steps < 2000; ++steps) {
      const auto legal = g->legalActions();
      ASSERT_FALSE(legal.empty()) << "seed " << seed;
      pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
      // Half the time a fire group or a charge when one is offered: the skirmishers meet.
      std::vector<Action> blows;
      for (const Action& x : legal) {
        if ((x.kind == rules::ActionKind::Shoot && x.option == kFireGroupOption) ||
            x.kind == rules::ActionKind::Charge)
          blows.push_back(x);
      }
      const bool blow = !blows.empty() && ((pick >> 20) & 1) != 0;
      const auto& from = blow ? blows : legal;
      const Action a = from[static_cast<std::size_t>(pick >> 33) % from.size()];
      ASSERT_TRUE(g->check(a)) << toString(a) << ": " << g->check(a).why;
      if (a.kind == rules::ActionKind::Shoot && a.option == kFireGroupOption) ++groups;
      // Every few actions a copy must go on exactly as the match does.
      if (steps % 7 == 0) {
        auto copy = g->clone();
        Dice copyDice = dice;
        NullSink sink;
        copy->apply(a, copyDice, sink);
        g->apply(a, dice, events);
        ASSERT_EQ(copy->stateHash(), g->stateHash()) << "seed " << seed << " " << toString(a);
      } else {
        g->apply(a, dice, events);
      }
      ASSERT_EQ(g->invariantProblem(), "") << "seed " << seed << " after " << toString(a);
    }
    EXPECT_TRUE(g->result().over) << "seed " << seed;
    evaded += count(events.events, EventKind::UnitEvaded) +
              count(events.events, EventKind::UnitDispersed);
  }
  EXPECT_GT(groups, 0);
  EXPECT_GT(evaded, 0);
}
