// 000 Melee Combat, Casualties and Morale through the match, with forced dice: the text's
// three combats of the cavalry and the crossbowmen with the crossbowmen's 8 hits; the
// Reacting Player's decision whether to Pursue; the ground's modifiers (attacking uphill,
// cover, an obstacle, a Shock charge on broken ground) and a second rank of spears; the battle
// won by an army broken or by victory points at the turn limit.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <string>

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
// In spearsAgainstCrossbows.
constexpr UnitId kSpears = 0;
constexpr UnitId kTheirBows = 1;

void push(std::vector<int>& faces, int a, int b) {
  faces.push_back(a);
  faces.push_back(b);
}

int count(const std::vector<Event>& events, EventKind k) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

// The combat of `unit`'s stand `stand` with `enemy`.
Action combatOf(const RobertsGame& g, UnitId unit, int stand, UnitId enemy, bool pursue) {
  const auto pairs = pairsBetween(g.table(), unit, enemy);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (pairs[i].a != stand) continue;
    Action a{rules::ActionKind::ResolveMelee, unit, enemy};
    a.option = static_cast<int>(i) + (pursue ? kPursueIfPushed : 0);
    return a;
  }
  ADD_FAILURE() << "stand " << stand << " touches no enemy";
  return kEndPhase;
}

// The modifier `label` of `unit`'s melee rolls among `events` (0 when none has it), and how
// many of its melee rolls there were.
int modifierOf(const std::vector<Event>& events, UnitId unit, const std::string& label,
               int* rolls = nullptr) {
  int value = 0;
  for (const Event& e : events) {
    if (e.kind != EventKind::DiceRolled || e.unit != unit || !e.roll) continue;
    if (e.roll->purpose.rfind("melee attack", 0) != 0) continue;
    if (rolls) ++*rolls;
    for (const Modifier& m : e.roll->modifiers)
      if (m.label == label) value = m.value;
  }
  return value;
}

// The lancers 1.5" from the crossbowmen facing them (two ranks of five); the militia far off.
Deployment facing(double crossbowsFrontY = -13.5, double lancersFrontY = -15) {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3),
                      place("lancers", at(0, lancersFrontY), 0)};
  d.sides[1].units = {place("crossbows", at(0, crossbowsFrontY), kHalfTurn, 2)};
  return d;
}

// Ground rising (or of `kind`) north of y = `edge`, with a linear `feature` along the edge.
class Ridge final : public Battlefield {
 public:
  Ridge(double edgeInches, double heightInches, TerrainKind kind, TerrainKind feature)
      : mEdge(static_cast<Length>(edgeInches * kInch)),
        mHeight(static_cast<Length>(heightInches * kInch)),
        mKind(kind),
        mFeature(feature) {}
  Rect bounds() const override { return Rect{{0, 0}, 0, 72 * kInch, 48 * kInch}; }
  Length elevationAt(Point p) const override { return p.y > mEdge ? mHeight : 0; }
  TerrainKind terrainAt(Point p) const override { return p.y > mEdge ? mKind : TerrainKind::Clear; }
  std::vector<Crossing> crossings(Point a, Point b) const override {
    if (mFeature == TerrainKind::Clear || (a.y > mEdge) == (b.y > mEdge)) return {};
    return {Crossing{mFeature, {a.x, mEdge}, true}};
  }
  Sight lineOfSight(const SightQuery&) const override { return {}; }

 private:
  Length mEdge, mHeight;
  TerrainKind mKind, mFeature;
};

// The regular spearmen (two ranks of three) and the crossbowmen in contact at y = -10,
// the spearmen below facing north; the Combat Phase of the first half-turn.
std::unique_ptr<RobertsGame> spearsAgainstCrossbows(std::shared_ptr<const Battlefield> ground,
                                                    int spearRanks, Dice& dice) {
  Deployment d = emptyDeployment();
  d.sides[0].army.leaders.clear();  // their units stay home
  d.sides[0].units = {place("regulars", at(0, -10), 0, spearRanks)};
  d.sides[1].units = {place("crossbows", at(0, -10), kHalfTurn, 2)};
  auto g = startGame(sharedTables(), std::move(ground), d);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  return g;
}

// The dice of the text's three combats, in its order: central, left-hand, right-hand.
std::vector<int> threeCombatsFaces() {
  std::vector<int> faces;
  for (auto [a, b] : {std::pair{3, 3}, {5, 6}, {4, 4}, {6, 6}, {3, 3}}) push(faces, a, b);
  push(faces, 3, 4);  // the General's Break Check as the lancers are hit: 7, he stays
  push(faces, 4, 4);  // the Reluctant cavalry's Morale Check: 8
  push(faces, 4, 4);  // central: the cavalry's 8, +4 = 12
  push(faces, 1, 2);  // the crossbowmen's 3
  push(faces, 3, 4);  // the Pursuit: 7, +1 = 8
  push(faces, 5, 6);  // the Pursuit Attack: 11, +2 = 13, three hits
  push(faces, 2, 2);  // left: the cavalry's 4, +4 = 8
  push(faces, 4, 5);  // the crossbowmen's 9
  push(faces, 2, 2);  // the Vulnerable cavalry's Fall Back: 4, a failure
  push(faces, 1, 2);  // the crossbowmen's Pursuit: 3, a failure
  push(faces, 3, 3);  // right: the cavalry's 6, +4 = 10
  push(faces, 3, 3);  // the crossbowmen's 6
  push(faces, 4, 4);  // the Pursuit: 8, +1
  push(faces, 6, 6);  // the Pursuit Attack: 12, +2 = 14, three hits
  return faces;
}

// The text's opening, up to its Combat Phase: the lancers charge the crossbowmen, who shoot
// at them as they come.
void chargeIntoTheCrossbows(RobertsGame& g, Dice& dice, EventList& events) {
  g.apply({rules::ActionKind::Charge, kLancers, kCrossbows}, dice, events);
  g.apply(kEndPhase, dice, events);
  g.apply({rules::ActionKind::Shoot, kCrossbows, kLancers}, dice, events);
  for (int i = 0; i < 3; ++i) g.apply(kEndPhase, dice, events);
}

}  // namespace

// The text's three combats in its order: the central 12 v 3 and the Pursuit's 13, the left 8 v
// 9 with the Vulnerable cavalry's half retreat on a 4 and the crossbowmen's failed Pursuit on a
// 3, the right-hand 10 v 6 with its Pursuit at +2 (three hits, as the text's 15; two dice cannot
// show the text's 13, so the test rolls 12 for 14). "The crossbowmen are a 10-stand unit, for
// 20 Total Hits. They have taken 8 hits so far".
TEST(RobertsMeleeMatch, TheTextsThreeCombatsLeaveTheCrossbowmenEightHits) {
  auto g = startGame(sharedTables(), flatTable(), facing());
  const std::vector<int> faces = threeCombatsFaces();
  Dice dice(1, faces);
  EventList events;
  chargeIntoTheCrossbows(*g, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);

  g->apply(combatOf(*g, kLancers, 1, kCrossbows, true), dice, events);
  EXPECT_EQ(g->table().unit(kCrossbows).hits, 4);

  const Action left = combatOf(*g, kLancers, 0, kCrossbows, true);
  ASSERT_TRUE(g->check(left)) << g->check(left).why;
  g->apply(left, dice, events);
  ASSERT_EQ(g->phase().sideToAct, Side::Two);
  Action pursue{rules::ActionKind::FollowUp, kCrossbows, kLancers};
  pursue.option = 1;
  g->apply(pursue, dice, events);
  EXPECT_EQ(g->table().unit(kLancers).hits, 2);

  events.events.clear();
  const Action right = combatOf(*g, kLancers, 2, kCrossbows, true);
  ASSERT_TRUE(g->check(right)) << g->check(right).why;
  g->apply(right, dice, events);
  EXPECT_EQ(count(events.events, EventKind::FollowedUp), 1);
  int rolls = 0;
  EXPECT_EQ(modifierOf(events.events, kLancers, "Shock unit charging", &rolls), 1);
  EXPECT_EQ(rolls, 1);  // the Pursuit Attack's roll is the pursuit's own
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(g->table().unit(kCrossbows).hits, 8);
  EXPECT_FALSE(g->table().unit(kCrossbows).demoralized);  // "not enough to Demoralize them"
  EXPECT_EQ(g->table().unit(kLancers).hits, 2);
  EXPECT_EQ(g->invariantProblem(), "");
}

TEST(RobertsMeleeMatch, EveryRollNamesTheUnitItIsFor) {
  auto g = startGame(sharedTables(), flatTable(), facing());
  Dice dice(1, threeCombatsFaces());
  EventList events;
  chargeIntoTheCrossbows(*g, dice, events);
  g->apply(combatOf(*g, kLancers, 1, kCrossbows, true), dice, events);
  std::set<std::string> kinds;
  for (const Event& e : events.events) {
    if (e.kind != EventKind::DiceRolled) continue;
    ASSERT_TRUE(e.roll);
    const std::string& purpose = e.roll->purpose;
    kinds.insert(purpose.substr(0, purpose.find(" of ")));
    EXPECT_NE(purpose.find(" of "), std::string::npos) << purpose;
    EXPECT_NE(purpose.find(g->table().label(e.unit)), std::string::npos) << purpose;
    // A melee is fought column by column: its rolls name the two stands, as fire's do.
    if (e.other != kNoUnit && purpose.rfind("melee attack", 0) == 0) {
      EXPECT_NE(purpose.find(g->table().label(e.unit) + " stand "), std::string::npos) << purpose;
      EXPECT_NE(purpose.find(" on " + g->table().label(e.other) + " stand "), std::string::npos)
          << purpose;
    }
  }
  // The volley, the General's check as the lancers are hit, the Reluctant cavalry's check, the
  // melee and the Pursuit.
  for (const char* k : {"missile attack", "leader's Break Check", "Morale Check to lead a charge",
                        "melee attack", "Pursuit Action"})
    EXPECT_EQ(kinds.count(k), 1u) << k;
}

// A Pursuit and a Fall Back are rolled column by column ("Action Rolls must be made for each
// column within the unit"): the log says which column of the unit each roll is for.
TEST(RobertsMeleeMatch, EachColumnsPursuitAndFallBackRollNamesItsColumn) {
  auto g = startGame(sharedTables(), flatTable(), facing());
  Dice dice(1, threeCombatsFaces());
  EventList events;
  chargeIntoTheCrossbows(*g, dice, events);
  events.events.clear();
  g->apply(combatOf(*g, kLancers, 1, kCrossbows, true), dice, events);  // the central column
  g->apply(combatOf(*g, kLancers, 0, kCrossbows, true), dice, events);  // the left-hand one
  std::vector<std::string> purposes;
  for (const Event& e : events.events)
    if (e.kind == EventKind::DiceRolled && e.roll) purposes.push_back(e.roll->purpose);
  auto rolled = [&](const std::string& purpose) {
    return std::find(purposes.begin(), purposes.end(), purpose) != purposes.end();
  };
  const std::string lancers = g->table().label(kLancers);
  EXPECT_TRUE(rolled("Pursuit Action of column 2 of " + lancers))
      << ::testing::PrintToString(purposes);
  EXPECT_TRUE(rolled("Fall Back Action of column 1 of " + lancers))
      << ::testing::PrintToString(purposes);
}

// The Reacting Player may decline: no roll, no advance, and the combats go on.
TEST(RobertsMeleeMatch, TheReactingPlayerMayDeclineToPursue) {
  auto g = startGame(sharedTables(), flatTable(), facing(-10, -10));
  std::vector<int> faces;
  push(faces, 1, 1);  // the cavalry's 2, +2 (no charge, lances lost) = 4
  push(faces, 4, 5);  // the crossbowmen's 9, -2 = 7: the cavalry Pushed Back
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  g->apply(combatOf(*g, kLancers, 1, kCrossbows, true), dice, events);
  ASSERT_EQ(g->phase().sideToAct, Side::Two);
  Action stay{rules::ActionKind::FollowUp, kCrossbows, kLancers};
  Action other = stay;
  other.option = 2;
  EXPECT_FALSE(g->check(other));
  const auto before = g->table().unit(kCrossbows).pose;
  events.events.clear();
  g->apply(stay, dice, events);
  EXPECT_EQ(count(events.events, EventKind::DiceRolled), 0);
  EXPECT_EQ(g->table().unit(kCrossbows).pose, before);
  EXPECT_EQ(g->phase().sideToAct, Side::One);
  EXPECT_FALSE(g->check(stay));  // nothing waits now
  EXPECT_EQ(dice.forcedLeft(), 0u);
}

// The odds of pursuing, as the Reacting Player sees them beside his decision, are what the
// match does: every way the Pursuit Action Roll and the Pursuit Attack can fall, played out.
TEST(RobertsMeleeMatch, TheOddsOfPursuingAreWhatTheDiceDo) {
  // The spearmen's 2 against the crossbowmen's 12: the spearmen's middle column Pushed Back,
  // and the crossbowmen (the Reacting Player's) decide whether to follow down its lane (the
  // spearmen in two ranks of three, their files against the crossbowmen's).
  Dice dice(1, {1, 1, 6, 6});
  auto g = spearsAgainstCrossbows(flatTable(), 2, dice);
  EventList events;
  g->apply(combatOf(*g, kSpears, 1, kTheirBows, false), dice, events);
  ASSERT_EQ(g->phase().sideToAct, Side::Two);
  ASSERT_EQ(dice.forcedLeft(), 0u);
  Action pursue{rules::ActionKind::FollowUp, kTheirBows, kSpears};
  pursue.option = 1;
  Action stay = pursue;
  stay.option = 0;
  EXPECT_FALSE(g->odds(stay));  // declining rolls nothing
  const std::optional<ActionOdds> o = g->odds(pursue);
  ASSERT_TRUE(o);
  std::array<int, 4> ways{};  // by hits the Pursuit Attack scores
  int pursued = 0;
  for (int a = 0; a < 36; ++a) {
    for (int b = 0; b < 36; ++b) {
      auto copy = g->clone();
      Dice forced(7, {a / 6 + 1, a % 6 + 1, b / 6 + 1, b % 6 + 1});
      EventList out;
      copy->apply(pursue, forced, out);
      int hits = 0;
      for (const Event& e : out.events) {
        if (e.kind == EventKind::FollowedUp) ++pursued;
        if (e.kind == EventKind::UnitHit && e.unit == kSpears) hits += e.value;
      }
      ++ways.at(static_cast<std::size_t>(hits));
    }
  }
  constexpr double kAll = 36.0 * 36.0;
  EXPECT_NEAR(o->success, pursued / kAll, 1e-9);
  EXPECT_GT(o->success, 0.0);
  EXPECT_LT(o->success, 1.0);  // the crossbowmen roll to pursue: it can fail
  double dealt = 0;
  for (std::size_t h = 1; h < ways.size(); ++h) dealt += static_cast<double>(h * ways[h]) / kAll;
  EXPECT_NEAR(o->lossesDealt, dealt, 1e-9);
  EXPECT_GT(dealt, 0.0);
  // One line for the roll, one for each number of hits the attack can score.
  ASSERT_EQ(o->outcomes.size(), 4u);
  for (std::size_t h = 1; h < ways.size(); ++h)
    EXPECT_NEAR(o->outcomes[h].chance, ways[h] / kAll, 1e-9) << o->outcomes[h].outcome;
}

// "Combat modifiers apply due to situation (i.e., attacking uphill ...) ... and terrain": the
// spearmen fight up a slope at -1, the crossbowmen down it at nothing.
// The odds a player reads before declaring a charge are what the dice do in its first clash:
// the lancers' and the crossbowmen's simultaneous rolls, every way the four dice fall, played
// through the match from the declaration to the combat.
TEST(RobertsMeleeMatch, TheOddsOfAChargeAreWhatTheDiceDoInItsFirstClash) {
  auto g = startGame(sharedTables(), flatTable(), facing());
  const Action charge{rules::ActionKind::Charge, kLancers, kCrossbows};
  const std::optional<ActionOdds> o = g->odds(charge);
  ASSERT_TRUE(o.has_value());
  const auto chanceOf = [&](const std::string& words) { return chanceOfOutcome(*o, words); };
  const std::string lancers = g->table().setupOf(kLancers).name;
  const std::string bows = g->table().setupOf(kCrossbows).name;
  const double lancersPush = chanceOf("in the first clash, " + lancers + " push " + bows + " back");
  const double bowsPush = chanceOf("in the first clash, " + bows + " push " + lancers + " back");
  const double neither = chanceOf("neither is pushed back");
  EXPECT_DOUBLE_EQ(o->success, 1.0) << "the charge reaches";
  EXPECT_NEAR(lancersPush + bowsPush + neither, 1.0, 1e-12);
  EXPECT_GT(lancersPush, bowsPush) << "the lancers' Shock charge";

  Dice any(1);
  EventList events;
  g->apply(charge, any, events);
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, any, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  const Action clash = combatOf(*g, kLancers, 1, kCrossbows, false);
  const std::array<double, 2> pushed = pushedBackOverEveryRoll(*g, clash, kCrossbows);
  EXPECT_NEAR(lancersPush, pushed[0], 1e-12);
  EXPECT_NEAR(bowsPush, pushed[1], 1e-12);
}

TEST(RobertsMeleeMatch, AttackingUphillIsAgainstTheAttacker) {
  Dice dice(3);
  auto g = spearsAgainstCrossbows(
      std::make_shared<Ridge>(-10, 0.5, TerrainKind::Clear, TerrainKind::Clear), 1, dice);
  EventList events;
  g->apply(combatOf(*g, kSpears, 1, kTheirBows, false), dice, events);
  int rolls = 0;
  EXPECT_EQ(modifierOf(events.events, kSpears, "attacking uphill", &rolls), -1);
  EXPECT_EQ(rolls, 1);
  EXPECT_EQ(modifierOf(events.events, kTheirBows, "attacking uphill"), 0);
  // A rise of less than a quarter inch is level ground.
  Dice dice2(3);
  auto flat = spearsAgainstCrossbows(
      std::make_shared<Ridge>(-10, 0.2, TerrainKind::Clear, TerrainKind::Clear), 1, dice2);
  events.events.clear();
  flat->apply(combatOf(*flat, kSpears, 1, kTheirBows, false), dice2, events);
  EXPECT_EQ(modifierOf(events.events, kSpears, "attacking uphill"), 0);
}

// The crossbowmen in a wood are in cover; a hedge between shelters each side from the other.
TEST(RobertsMeleeMatch, CoverAndAnObstacleBetweenAreAgainstTheAttacker) {
  Dice dice(4);
  auto g = spearsAgainstCrossbows(
      std::make_shared<Ridge>(-10, 0, TerrainKind::WoodsLight, TerrainKind::Hedge), 1, dice);
  EventList events;
  g->apply(combatOf(*g, kSpears, 1, kTheirBows, false), dice, events);
  EXPECT_EQ(modifierOf(events.events, kSpears, "defender in cover"), -1);
  EXPECT_EQ(modifierOf(events.events, kSpears, "across hedge"), -1);
  EXPECT_EQ(modifierOf(events.events, kTheirBows, "defender in cover"), 0);
  EXPECT_EQ(modifierOf(events.events, kTheirBows, "across hedge"), -1);
}

// The ground is read under the two stands that fight, not under others of their units: a wood
// under the crossbowmen's left-hand stands (as the spearmen see them) covers those alone, so
// only the combats against them carry the spearmen's -1.
TEST(RobertsMeleeMatch, TheGroundIsReadUnderTheStandsThatFight) {
  Dice probeDice(6);
  auto probe = spearsAgainstCrossbows(flatTable(), 1, probeDice);
  const Length w = probe->table().setupOf(kTheirBows).standWidth;
  // Bow stands stand on files at 0, +-w, +-2w: a wood west of -w/2 holds two of them wholly.
  const Length cut = -w / 2;
  class WoodWest final : public Battlefield {
   public:
    explicit WoodWest(Length cut) : mCut(cut) {}
    Rect bounds() const override { return Rect{{0, 0}, 0, 72 * kInch, 48 * kInch}; }
    Length elevationAt(Point) const override { return 0; }
    TerrainKind terrainAt(Point p) const override {
      return p.y > -10 * kInch && p.x < mCut ? TerrainKind::WoodsLight : TerrainKind::Clear;
    }
    std::vector<Crossing> crossings(Point, Point) const override { return {}; }
    Sight lineOfSight(const SightQuery&) const override { return {}; }

   private:
    Length mCut;
  };
  const auto pairs = pairsBetween(probe->table(), kSpears, kTheirBows);
  ASSERT_GE(pairs.size(), 3u);
  int covered = 0;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    Dice dice(6);
    auto g = spearsAgainstCrossbows(std::make_shared<WoodWest>(cut), 1, dice);
    const std::vector<TableStand> bows =
        standsOf(tableUnitOf(g->table(), g->table().unit(kTheirBows)));
    const bool inWood = bows.at(static_cast<std::size_t>(pairs[i].b)).footprint.centre.x < cut;
    covered += inWood ? 1 : 0;
    Action a{rules::ActionKind::ResolveMelee, kSpears, kTheirBows};
    a.option = static_cast<int>(i);
    EventList events;
    g->apply(a, dice, events);
    EXPECT_EQ(modifierOf(events.events, kSpears, "defender in cover"), inWood ? -1 : 0)
        << "combat " << i << ": spear stand " << pairs[i].a << " on bow stand " << pairs[i].b;
    EXPECT_EQ(modifierOf(events.events, kTheirBows, "defender in cover"), 0) << "combat " << i;
  }
  EXPECT_GT(covered, 0);
  EXPECT_LT(covered, static_cast<int>(pairs.size()));
}

// "bonus for being supported by a second rank of spearmen": two ranks of three spearmen; each
// front stand has one behind it. In one rank, none.
TEST(RobertsMeleeMatch, ASecondRankOfSpearsSupportsTheFront) {
  Dice dice(5);
  auto g = spearsAgainstCrossbows(flatTable(), 2, dice);
  EventList events;
  g->apply(combatOf(*g, kSpears, 1, kTheirBows, false), dice, events);
  EXPECT_EQ(modifierOf(events.events, kSpears, "second rank support"), 1);
  EXPECT_EQ(modifierOf(events.events, kTheirBows, "second rank support"),
            0);  // crossbows lend none
  Dice dice2(5);
  auto one = spearsAgainstCrossbows(flatTable(), 1, dice2);
  events.events.clear();
  one->apply(combatOf(*one, kSpears, 1, kTheirBows, false), dice2, events);
  EXPECT_EQ(modifierOf(events.events, kSpears, "second rank support"), 0);
}

// Shock 'May receive an AV bonus when charging, depending upon the terrain': the lancers
// charging out of rough ground have none.
TEST(RobertsMeleeMatch, AShockChargeOutOfRoughGroundHasNoBonus) {
  // Rough ground south of y = -13: the lancers stand in it; the crossbowmen on the open.
  class RoughSouth final : public Battlefield {
   public:
    Rect bounds() const override { return Rect{{0, 0}, 0, 72 * kInch, 48 * kInch}; }
    Length elevationAt(Point) const override { return 0; }
    TerrainKind terrainAt(Point p) const override {
      return p.y < -13 * kInch ? TerrainKind::Rough : TerrainKind::Clear;
    }
    std::vector<Crossing> crossings(Point, Point) const override { return {}; }
    Sight lineOfSight(const SightQuery&) const override { return {}; }
  };
  auto g = startGame(sharedTables(), std::make_shared<RoughSouth>(), facing(-13.4, -14.5));
  Dice dice(8);
  EventList events;
  g->apply({rules::ActionKind::Charge, kLancers, kCrossbows}, dice, events);
  for (int guard = 0; guard < 20 && g->clock().phase() != Phase::Combat; ++guard)
    g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  ASSERT_TRUE(g->table().inContact(g->table().unit(kLancers), g->table().unit(kCrossbows)));
  events.events.clear();
  g->apply(combatOf(*g, kLancers, 1, kCrossbows, false), dice, events);
  int rolls = 0;
  EXPECT_EQ(modifierOf(events.events, kLancers, "Shock unit charging", &rolls), 0);
  EXPECT_EQ(rolls, 1);
}

// An army whose destroyed units' points reach half its cost breaks: the crossbow trio, most of
// side two's points, routs.
TEST(RobertsMeleeMatch, AnArmyLosingHalfItsPointsBreaks) {
  Deployment d = emptyDeployment();
  d.sides[1].army.units = {line(crossbowmen(3), "trio", "Crossbow trio"), d.sides[1].army.units[1]};
  const double front = 24 - 30.5 / 25.4;  // one rank of 30mm against the table edge
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, front), 0)};
  d.sides[1].units = {place("trio", at(0, front), kHalfTurn, 1),
                      place("skirmishers", at(30, -20), kHalfTurn)};
  auto g = startGame(sharedTables(), flatTable(), d);
  std::vector<int> faces;
  push(faces, 6, 6);  // the cavalry's 14: Push Back (against the edge) and 2 hits
  push(faces, 1, 1);  // the trio's 1
  push(faces, 6, 6);  // the automatic Pursuit's Attack: 3 hits: Demoralized, 2 stands lost
  push(faces, 1, 1);  // the trio's last stand attacks: nothing
  push(faces, 1, 1);  // its Break Check fails: it routs
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  g->apply(combatOf(*g, kLancers, 1, 2, true), dice, events);
  for (int guard = 0; guard < 10 && !g->check(kEndPhase); ++guard)
    g->apply(g->legalActions().front(), dice, events);
  EXPECT_FALSE(g->result().over);
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  ASSERT_TRUE(g->result().over);
  EXPECT_EQ(g->result().ending, Ending::ArmyBroken);
  EXPECT_EQ(g->result().winner, Side::One);
  EXPECT_GE(g->victoryHundredths(Side::One) * 2,
            g->table().setup().armyHundredths[1]);  // half side two's points
}

// At the turn limit, with nobody holding the field, more victory points win: the lancers
// destroy a skirmisher (2 points) and lose nothing.
TEST(RobertsMeleeMatch, AtTheTurnLimitMoreVictoryPointsWin) {
  Deployment d = emptyDeployment();
  const double front = 24 - 40.5 / 25.4;  // a 40mm skirmisher base against the table edge
  d.sides[0].army.leaders = {d.sides[0].army.leaders[1]};  // the General, with the lancers
  d.sides[0].units = {place("lancers", at(0, front), 0)};
  d.sides[1].units = {place("skirmishers", at(0, front), kHalfTurn),
                      place("skirmishers", at(30, -20), kHalfTurn)};
  d.victory.turnLimit = 1;
  auto g = startGame(sharedTables(), flatTable(), d);
  std::vector<int> faces;
  push(faces, 6, 6);  // the cavalry's 12 + 2 (no charge, lances lost) and more: 2 hits
  push(faces, 1, 1);  // the skirmisher's 2
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  g->apply(combatOf(*g, 0, 1, 1, false), dice, events);
  EXPECT_TRUE(g->table().unit(1).removed);
  EXPECT_EQ(g->victoryHundredths(Side::One), 200);
  for (int guard = 0; guard < 20 && !g->result().over; ++guard) g->apply(kEndPhase, dice, events);
  ASSERT_TRUE(g->result().over);
  EXPECT_EQ(g->result().ending, Ending::TurnLimit);
  EXPECT_EQ(g->result().winner, Side::One);
  EXPECT_NE(g->result().reason.find("victory points"), std::string::npos) << g->result().reason;
}

// "Breakthroughs. If an enemy unit is removed from play, friendly units that were in contact
// with that unit are considered to have made a Breakthrough ... they can immediately attempt
// any of the Actions normally conducted in the Action Phase (including Movement)": the lancers
// destroy a skirmisher and may march on between the combats; a unit with no Breakthrough may
// not.
TEST(RobertsMeleeMatch, AUnitThatDestroysItsEnemyMakesABreakthrough) {
  Deployment d = emptyDeployment();
  const double front = 24 - 40.5 / 25.4;
  d.sides[0].army.leaders = {d.sides[0].army.leaders[1]};
  d.sides[0].units = {place("lancers", at(0, front), 0), place("lancers", at(-20, 0), 0)};
  d.sides[1].units = {place("skirmishers", at(0, front), kHalfTurn),
                      place("skirmishers", at(30, -20), kHalfTurn)};
  auto g = startGame(sharedTables(), flatTable(), d);
  std::vector<int> faces;
  push(faces, 6, 6);  // the lancers' 12 and more: 2 hits, the skirmisher is destroyed
  push(faces, 1, 1);  // the skirmisher's 2
  push(faces, 6, 6);  // the lancers' About Face: 12
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  const Action turn{rules::ActionKind::Wheel, 0, kNoUnit, {}, {}, normalizeAngle(kHalfTurn)};
  EXPECT_FALSE(g->check(turn));  // no Breakthrough yet
  events.events.clear();
  g->apply(combatOf(*g, 0, 1, 2, false), dice, events);
  ASSERT_TRUE(g->table().unit(2).removed);
  EXPECT_TRUE(g->battle().breakthrough[0]);
  EXPECT_FALSE(g->battle().breakthrough[1]);
  const auto legal = g->legalActions();
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(), [](const Action& a) {
    return a.kind == rules::ActionKind::Move && a.unit == 0;
  }));
  EXPECT_FALSE(std::any_of(legal.begin(), legal.end(), [](const Action& a) {
    return a.kind == rules::ActionKind::Move && a.unit == 1;
  }));
  ASSERT_TRUE(g->check(turn)) << g->check(turn).why;
  g->apply(turn, dice, events);
  EXPECT_EQ(g->table().unit(0).pose.facing, normalizeAngle(kHalfTurn));
  EXPECT_EQ(dice.forcedLeft(), 0u);
  g->apply(kEndPhase, dice, events);  // the Break Checks (none); the lancers may still act
  EXPECT_EQ(g->clock().phase(), Phase::Combat);
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(g->clock().phase(), Phase::Action);
  EXPECT_FALSE(g->battle().breakthrough[0]);
}

// A rout at the Break Checks frees the units in contact with the routed unit: the phase goes
// on for their Breakthroughs.
TEST(RobertsMeleeMatch, ARoutAtTheBreakChecksGivesABreakthrough) {
  Deployment d = emptyDeployment();
  d.sides[1].army.units.push_back(line(crossbowmen(3), "trio", "Crossbow trio"));
  const double front = 24 - 30.5 / 25.4;
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, front), 0)};
  d.sides[1].units = {place("trio", at(0, front), kHalfTurn, 1),
                      place("skirmishers", at(30, -20), kHalfTurn)};
  auto g = startGame(sharedTables(), flatTable(), d);
  std::vector<int> faces;
  push(faces, 6, 6);  // the cavalry's 14: Push Back (against the edge) and 2 hits
  push(faces, 1, 1);  // the trio's 1
  push(faces, 6, 6);  // the automatic Pursuit's Attack: 3 hits, 2 stands lost
  push(faces, 1, 1);  // the trio's last stand attacks: nothing
  push(faces, 1, 1);  // its Break Check fails: it routs
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  g->apply(combatOf(*g, kLancers, 1, 2, true), dice, events);
  for (int guard = 0; guard < 10 && !g->check(kEndPhase); ++guard)
    g->apply(g->legalActions().front(), dice, events);
  EXPECT_FALSE(g->battle().breakthrough[kLancers]);
  g->apply(kEndPhase, dice, events);
  ASSERT_TRUE(g->table().unit(2).removed);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(g->clock().phase(), Phase::Combat);
  EXPECT_TRUE(g->battle().breakthrough[kLancers]);
  EXPECT_FALSE(g->battle().breakthrough[0]);  // the militia touched nobody
  EXPECT_EQ(g->phase().sideToAct, Side::One);
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(g->clock().phase(), Phase::Action);
}

// Captains 'can roam free, in which case they can help extend the command range of a general':
// the militia are beyond the General's 6", but a free Captain between passes his command on.
TEST(RobertsMeleeMatch, AFreeCaptainExtendsTheGeneralsCommand) {
  auto alone = startGame(sharedTables(), flatTable(), withFreeCaptain(std::nullopt));
  const auto none = alone->generalFor(alone->table().unit(0));
  ASSERT_TRUE(none.has_value());
  EXPECT_GT(none->distanceInches, 7.5);
  auto relayed = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-7.5, -15.5)));
  const auto help = relayed->generalFor(relayed->table().unit(0));
  ASSERT_TRUE(help.has_value());
  EXPECT_LE(help->distanceInches, 6);
  // Too far from the General, the Captain relays nothing.
  auto far = startGame(sharedTables(), flatTable(), withFreeCaptain(at(-7.5, -25)));
  EXPECT_GT(far->generalFor(far->table().unit(0))->distanceInches, 7.5);
  // The free Action through him: the militia march without a roll.
  Action march{rules::ActionKind::Move, 0};
  march.point = at(-15, -13);
  march.facing = 0;
  march.option = kGeneralsFreeAction;
  ASSERT_TRUE(relayed->check(march)) << relayed->check(march).why;
  Dice dice(1, {});
  EventList events;
  relayed->apply(march, dice, events);
  EXPECT_EQ(count(events.events, EventKind::DiceRolled), 0);
  EXPECT_GT(relayed->table().unit(0).pose.front.y, at(0, -15).y);
}

// 'units must make Break Checks if an unattached Captain is eliminated': the crossbowmen march
// over the free Captain's place; the regular spearmen 5.5" from it check (and pass).
TEST(RobertsMeleeMatch, AFreeCaptainRiddenDownForcesNearbyChecks) {
  Deployment d = withFreeCaptain(at(0, -2));
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(25, -15), 0),
                      place("regulars", at(0, -7.5), 0, 2)};
  d.sides[1].units = {place("crossbows", at(0, 0), kHalfTurn, 2)};
  auto g = startGame(sharedTables(), flatTable(), d);
  std::vector<int> faces;
  push(faces, 6, 6);  // the crossbowmen's Movement: 12
  push(faces, 6, 6);  // the spearmen's Break Check: passed
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 5; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Action);
  ASSERT_EQ(g->phase().sideToAct, Side::Two);
  constexpr UnitId kSpearmen = 2;
  constexpr UnitId kBows = 3;
  Action march{rules::ActionKind::Move, kBows};
  march.point = at(0, -3);
  march.facing = kHalfTurn;
  ASSERT_TRUE(g->check(march)) << g->check(march).why;
  events.events.clear();
  g->apply(march, dice, events);
  EXPECT_TRUE(g->table().leaders()[0].removed);
  EXPECT_EQ(count(events.events, EventKind::PersonalityLost), 1);
  EXPECT_TRUE(g->battle().breakChecked[kSpearmen]);
  EXPECT_FALSE(g->battle().breakChecked[0]);  // the militia are far off
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(g->victoryHundredths(Side::Two), 2000);  // the Captain's 20 points
}

// Random play over a ridge with a hedge and a wood, a free Captain and spearmen in two ranks:
// every chosen action is legal, the table stays sound, a copy taken midway plays on to the same
// hashes, and the battle ends.
TEST(RobertsMeleeMatch, RandomPlayOverGroundWithAFreeCaptainStaysSound) {
  auto ground = std::make_shared<Ridge>(-11, 0.5, TerrainKind::WoodsLight, TerrainKind::Hedge);
  int melees = 0, followUps = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    Deployment d = withFreeCaptain(at(-7.5, -15.5));
    d.sides[0].units.push_back(place("regulars", at(15, -13), 0, 2));
    d.sides[1].units = {place("crossbows", at(0, -12.5), kHalfTurn, 2),
                        place("skirmishers", at(14, -11), kHalfTurn)};
    d.victory.turnLimit = 3;
    auto g = startGame(sharedTables(), ground, d);
    Dice dice(seed);
    EventList events;
    std::unique_ptr<Game> copy;
    Dice copyDice(0);
    std::uint64_t pick = seed * 104729;
    for (int steps = 0; !g->result().over && steps < 3000; ++steps) {
      const auto legal = g->legalActions();
      ASSERT_FALSE(legal.empty()) << "seed " << seed;
      pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
      std::vector<Action> blows;
      for (const Action& x : legal) {
        if (x.kind == rules::ActionKind::Charge || x.kind == rules::ActionKind::ResolveMelee ||
            x.kind == rules::ActionKind::FollowUp)
          blows.push_back(x);
      }
      const bool blow = !blows.empty() && ((pick >> 20) & 3) != 0;
      const auto& from = blow ? blows : legal;
      const Action a = from[static_cast<std::size_t>(pick >> 33) % from.size()];
      ASSERT_TRUE(g->check(a)) << toString(a) << ": " << g->check(a).why;
      if (a.kind == rules::ActionKind::FollowUp) ++followUps;
      if (steps == 40) {
        copy = g->clone();
        copyDice = dice;
      }
      g->apply(a, dice, events);
      if (copy) {
        NullSink sink;
        copy->apply(a, copyDice, sink);
        ASSERT_EQ(copy->stateHash(), g->stateHash()) << "seed " << seed << " after " << toString(a);
      }
      ASSERT_EQ(g->invariantProblem(), "") << "seed " << seed << " after " << toString(a);
    }
    EXPECT_TRUE(g->result().over) << "seed " << seed;
    melees += count(events.events, EventKind::MeleeFought);
  }
  EXPECT_GT(melees, 0);
  EXPECT_GT(followUps, 0);
}
