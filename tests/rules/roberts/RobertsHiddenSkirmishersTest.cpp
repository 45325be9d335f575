// 000 Skirmishers hidden within a Formed host, with forced dice: placed by the deployment (and
// refused where the text does not allow it), unknown to the enemy (asSeenBy takes them off its
// copy), immune and carried with the host, emerging by the Countercharge when the host is
// charged to screen it (the charge pays for each, and each withdraws through the host or is
// lost), a screen no charge meets forming its line before the host, and skirmishers left where a
// destroyed host stood.
#include <gtest/gtest.h>

#include <algorithm>

#include "RobertsGameBed.h"
#include "rules/roberts/Skirmishers.h"

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

bool hasUnit(const std::vector<UnitView>& units, UnitId id) {
  return std::any_of(units.begin(), units.end(), [&](const UnitView& u) { return u.id == id; });
}

rules::roberts::Placement hiddenIn(std::string host) {
  rules::roberts::Placement p;
  p.line = "skirmishers";
  p.hiddenIn = std::move(host);
  return p;
}

// Side one's light horse (0), front at y = -10 facing +y, 1.9" from side two's crossbowmen (1:
// two ranks of five facing them, named "Crossbowmen"), a skirmisher (2) hidden within them.
Deployment screened() {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();
  d.sides[0].army.units.push_back(
      line(unit(TroopKind::LightMounted, 3, "spear", "", {}, {}, true), "horse", "Light horse"));
  d.sides[1].army.units[1].count = 1;
  d.sides[0].units = {place("horse", at(0, -10), 0)};
  d.sides[1].units = {place("crossbows", at(0, -8.1), kHalfTurn, 2), hiddenIn("Crossbowmen")};
  return d;
}

constexpr UnitId kHorse = 0;
constexpr UnitId kHost = 1;
constexpr UnitId kHidden = 2;

const Action kCharge{rules::ActionKind::Charge, kHorse, kHost};
const Action kEmerge{rules::ActionKind::CounterCharge, kHidden, kHorse};

// To side two's Reaction Phase with the horse's charge declared on the crossbowmen.
std::unique_ptr<RobertsGame> chargedHost(Dice& dice, EventList& events) {
  auto g = startGame(sharedTables(), flatTable(), screened());
  g->apply(kCharge, dice, events);
  g->apply(kEndPhase, dice, events);
  return g;
}

double frontY(const RobertsGame& g, UnitId id) {
  return g.table().inchesOf(g.table().unit(id).pose.front.y);
}

}  // namespace

// "Each Formed stand can "hide" one Skirmisher stand within it."
TEST(RobertsHiddenSkirmishers, TheDeploymentHidesSkirmishersOnlyWithinAFormedUnitOfTheirSide) {
  auto g = startGame(sharedTables(), flatTable(), screened());
  EXPECT_TRUE(g->table().unit(kHidden).hidden());
  EXPECT_FALSE(g->table().unit(kHidden).active());
  EXPECT_EQ(g->table().unit(kHidden).host, kHost);
  EXPECT_EQ(g->invariantProblem(), "");

  auto refused = [](Deployment d) {
    try {
      startGame(sharedTables(), flatTable(), std::move(d));
    } catch (const DeploymentError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  Deployment nobody = screened();
  nobody.sides[1].units[1].hiddenIn = "Nobody";
  EXPECT_NE(refused(nobody).find("no unit of"), std::string::npos);
  Deployment inSkirmishers = screened();
  inSkirmishers.sides[1].army.units[1].count = 2;
  inSkirmishers.sides[1].units = {place("crossbows", at(0, -8.1), kHalfTurn, 2),
                                  place("skirmishers", at(10, -8.1), kHalfTurn, 1, "Screen"),
                                  hiddenIn("Screen")};
  EXPECT_NE(refused(inSkirmishers).find("only a Formed unit"), std::string::npos);
  Deployment notSkirmishers = screened();
  notSkirmishers.sides[1].units = {place("crossbows", at(0, -8.1), kHalfTurn, 2, "Bows"),
                                   place("skirmishers", at(10, -8.1), kHalfTurn)};
  notSkirmishers.sides[1].units[0].hiddenIn = "Bows";
  EXPECT_NE(refused(notSkirmishers).find("only skirmishers hide"), std::string::npos);
}

// The enemy does not know they are there: its copy of the match has no such unit, counts no
// victory points for it and offers the enemy the same actions.
TEST(RobertsHiddenSkirmishers, TheEnemysCopyOfTheMatchHasNoHiddenSkirmisher) {
  auto g = startGame(sharedTables(), flatTable(), screened());
  EXPECT_TRUE(g->hidesFrom(Side::One));
  EXPECT_FALSE(g->hidesFrom(Side::Two));
  Rng guess(1);
  const auto theirs = g->asSeenBy(Side::One, guess);
  EXPECT_FALSE(hasUnit(theirs->units(), kHidden));
  EXPECT_TRUE(hasUnit(theirs->units(), kHost));
  EXPECT_EQ(theirs->legalActions(), g->legalActions());
  EXPECT_EQ(static_cast<const RobertsGame&>(*theirs).victoryHundredths(Side::One), 0);
  EXPECT_NE(theirs->stateHash(), g->stateHash());
  const auto ours = g->asSeenBy(Side::Two, guess);
  EXPECT_TRUE(hasUnit(ours->units(), kHidden));
  EXPECT_EQ(ours->stateHash(), g->stateHash());
  // Its own side sees it drawn within the host, and told where it is.
  const std::vector<UnitView> units = g->units();
  const UnitView& v = units.at(kHidden);
  ASSERT_EQ(v.stands.size(), 1u);
  EXPECT_NE(std::find(v.markers.begin(), v.markers.end(), "hidden within Crossbowmen"),
            v.markers.end());
}

// "Skirmishing stands "hidden" within a stand can use a Countercharge Action in order to emerge
// and form a skirmish line": only against a charge on the host, by the skirmisher's own Action
// Roll (it is neither Shock nor Eager); failed, it stays hidden and the charge goes home.
TEST(RobertsHiddenSkirmishers, TheyEmergeOnlyByTheCounterchargeWhenTheHostIsCharged) {
  {
    auto g = startGame(sharedTables(), flatTable(), screened());
    Dice dice(1);
    EventList events;
    g->apply(kEndPhase, dice, events);  // no charge declared
    ASSERT_EQ(g->clock().phase(), Phase::Reaction);
    EXPECT_FALSE(g->check(kEmerge));
    const Verdict wheel = g->check({rules::ActionKind::Wheel, kHidden});
    EXPECT_FALSE(wheel);
    // The refusal agrees with the plural name.
    EXPECT_EQ(wheel.why,
              "Skirmishers (u2) are hidden within their host: their one Action is the "
              "Countercharge by which they emerge (000 Charging)");
  }
  Dice dice(1, {1, 2});  // its Countercharge: 3, failed
  EventList events;
  auto g = chargedHost(dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Reaction);
  ASSERT_TRUE(g->check(kEmerge)) << g->check(kEmerge).why;
  const auto legal = g->legalActions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), kEmerge), legal.end());
  ASSERT_TRUE(g->odds(kEmerge).has_value());
  g->apply(kEmerge, dice, events);
  EXPECT_FALSE(g->check(kEmerge));  // a failed roll ends its Actions this phase
  EXPECT_TRUE(g->hidesFrom(Side::One));
  while (g->clock().phase() != Phase::Combat) g->apply(kEndPhase, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_TRUE(g->table().inContact(g->table().unit(kHorse), g->table().unit(kHost)));
  EXPECT_TRUE(g->table().unit(kHidden).hidden());  // immune: it is in no combat
  EXPECT_EQ(g->invariantProblem(), "");
}

// Emerged, the screen costs the charge its 1/2" (the light horse's 1.97" less 1/2" falls short
// of the crossbowmen 1.9" off) and withdraws through its host (passed) or is lost (failed).
TEST(RobertsHiddenSkirmishers, TheEmergedScreenStopsTheChargeAndWithdrawsBehindItsHost) {
  for (const bool passes : {true, false}) {
    // The Countercharge: 8; the Withdrawal as the charge runs into it: 8 or 3.
    Dice dice(1, passes ? std::vector<int>{4, 4, 4, 4} : std::vector<int>{4, 4, 1, 2});
    EventList events;
    auto g = chargedHost(dice, events);
    events.events.clear();
    g->apply(kEmerge, dice, events);
    EXPECT_EQ(g->table().unit(kHidden).seen, true);
    EXPECT_FALSE(g->hidesFrom(Side::One));  // seen: the enemy knows of it now
    Rng guess(1);
    EXPECT_TRUE(hasUnit(g->asSeenBy(Side::One, guess)->units(), kHidden));
    while (g->clock().phase() != Phase::Combat) g->apply(kEndPhase, dice, events);
    EXPECT_EQ(dice.forcedLeft(), 0u) << passes;
    EXPECT_EQ(count(events.events, EventKind::ContactMade), 0) << passes;
    EXPECT_EQ(count(events.events, EventKind::MoveBlocked), 1) << passes;
    const UnitState& s = g->table().unit(kHidden);
    EXPECT_FALSE(s.hidden());
    EXPECT_EQ(s.active(), passes);
    EXPECT_EQ(count(events.events, EventKind::UnitDispersed), passes ? 0 : 1);
    if (passes) {
      // Behind the two ranks of crossbowmen (30 mm each), facing as they do.
      EXPECT_NEAR(frontY(*g, kHidden), -8.1 + 60.0 / 25.4, 0.01);
      EXPECT_EQ(s.pose.facing, g->table().unit(kHost).pose.facing);
    }
    EXPECT_EQ(g->invariantProblem(), "");
  }
}

// A screen whose charge is Countermanded forms its line before the host as the Charge Phase
// ends (its 40 mm fit in the 1.9" before the horse), an ordinary skirmisher from then on.
TEST(RobertsHiddenSkirmishers, AScreenNoChargeMeetsFormsItsLineBeforeTheHost) {
  Dice dice(1, {4, 4, 6, 6});  // the Countercharge: 8; the horse's Countermand: 12
  EventList events;
  auto g = chargedHost(dice, events);
  g->apply(kEmerge, dice, events);
  g->apply(kEndPhase, dice, events);  // to the Assault Phase
  g->apply(kEndPhase, dice, events);  // to the Charge Phase
  const Action countermand{rules::ActionKind::Halt, kHorse};
  ASSERT_TRUE(g->check(countermand)) << g->check(countermand).why;
  g->apply(countermand, dice, events);
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  const UnitState& s = g->table().unit(kHidden);
  ASSERT_TRUE(s.active());
  EXPECT_FALSE(s.seen);
  // Its rear on the crossbowmen's front (they face -y), its front 40 mm further out.
  EXPECT_NEAR(frontY(*g, kHidden), -8.1 - 40.0 / 25.4, 0.01);
  EXPECT_EQ(g->invariantProblem(), "");
  // A copy plays on as the match does.
  const auto copy = g->clone();
  EXPECT_EQ(copy->stateHash(), g->stateHash());
}

// "The hidden skirmishing stands travel within the host unit automatically as it moves": where
// the host goes, the skirmisher comes out; a host that leaves the table leaves it where it
// stood.
TEST(RobertsHiddenSkirmishers, ASkirmisherComesOutWhereItsHostStood) {
  const Table before(Table::setUp(sharedTables(), flatTable(), screened()));
  const UnitState& host = before.unit(kHost);
  const Pose p = emergedPose(before, host, 0, before.setupOf(kHidden).standDepth, EmergeAt::Where);
  // Slot 0 stands at the first file of the host's front rank, its front on the host's front.
  const Rect file = before.standRects(host).front();
  EXPECT_NEAR(before.inchesOf(p.front.y), -8.1, 0.01);
  EXPECT_EQ(p.front.x, (file.centre + heading(host.pose.facing, file.depth / 2)).x);
  const Pose behind =
      emergedPose(before, host, 5, before.setupOf(kHidden).standDepth, EmergeAt::Behind);
  // Slot 5, past the five files: a second line, one skirmisher's depth further back.
  EXPECT_NEAR(before.inchesOf(behind.front.y), -8.1 + (60.0 + 40.0) / 25.4, 0.01);
}

// Random play with skirmishers hidden on both sides: the table stays sound, a copy plays on as
// the match does, and at every step the side to act is offered the same actions in its own copy
// (as the conformance suite asks) while the other side's copy has no hidden unit of the side.
TEST(RobertsHiddenSkirmishers, RandomPlayKeepsTheTableSoundAndEachSidesCopyHonest) {
  int emerged = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Deployment d = emptyDeployment();
    d.sides[0].army.leaders.clear();
    d.sides[0].army.units.push_back(
        line(unit(TroopKind::Skirmisher, 1, "hand_weapons", "", {}, {}, false), "ours",
             "Our skirmishers", 2));
    d.sides[1].army.units[1].count = 2;
    d.sides[0].units = {place("regulars", at(0, -10), 0, 2, "Regulars"), hiddenIn("Regulars"),
                        hiddenIn("Regulars")};
    d.sides[0].units[1].line = d.sides[0].units[2].line = "ours";
    d.sides[1].units = {place("crossbows", at(0, -6), kHalfTurn, 2), hiddenIn("Crossbowmen"),
                        hiddenIn("Crossbowmen")};
    d.victory.turnLimit = 3;
    auto g = startGame(sharedTables(), flatTable(), d);
    Dice dice(seed);
    EventList events;
    std::uint64_t pick = seed * 7919;
    for (int steps = 0; !g->result().over && steps < 1500; ++steps) {
      const auto legal = g->legalActions();
      ASSERT_FALSE(legal.empty()) << "seed " << seed;
      const Side toAct = g->phase().sideToAct;
      Rng guess(seed + static_cast<std::uint64_t>(steps));
      ASSERT_EQ(g->asSeenBy(toAct, guess)->legalActions(), legal) << "seed " << seed;
      for (const UnitView& u : g->asSeenBy(opponent(toAct), guess)->units()) {
        const UnitState& s = g->table().unit(u.id);
        EXPECT_FALSE(s.hidden() && !s.seen && g->table().sideOf(u.id) == toAct) << u.id;
      }
      pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
      // Charges and emerging Countercharges when offered, so that hosts are charged.
      std::vector<Action> blows;
      for (const Action& x : legal) {
        if (x.kind == rules::ActionKind::Charge || x.kind == rules::ActionKind::CounterCharge)
          blows.push_back(x);
      }
      const bool blow = !blows.empty() && ((pick >> 20) & 3) != 0;
      const auto& from = blow ? blows : legal;
      const Action a = from[static_cast<std::size_t>(pick >> 33) % from.size()];
      if (a.kind == rules::ActionKind::CounterCharge && g->table().unit(a.unit).hidden()) ++emerged;
      if (steps % 5 == 0) {
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
  }
  EXPECT_GT(emerged, 0);
}
