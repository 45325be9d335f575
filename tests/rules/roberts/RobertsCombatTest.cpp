// 000 Charging and Melee Combat through the match, with forced dice: the text's cavalry charge
// on the crossbowmen (declared, the volley, the Reluctant cavalry's Morale Check of 8, the
// central combat's 12 v 3 Push Back and hit, the Pursuit roll of 7 made 8 and the Pursuit
// Attack's three hits, the left combat's 8 v 9 pushing the cavalry back half its depth, the
// crossbowmen's Pursuit failing on a 3); a
// Push Back against the table edge making the Pursuit automatic; a rout forcing a nearby
// friend's Break Check; a leader routing when his unit is hit; random play to the end with a
// sound table; copies and hashes.
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
constexpr double kStandDepthXbow = 30.0 / 25.4;  // inches: a medium foot base at 25mm

void push(std::vector<int>& faces, int a, int b) {
  faces.push_back(a);
  faces.push_back(b);
}

int count(const std::vector<Event>& events, EventKind k) {
  return static_cast<int>(
      std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

// The combat between the lancers' stand `cavStand` and whichever stand it touches.
Action combatOf(const RobertsGame& g, int cavStand, bool pursue) {
  const auto pairs = pairsBetween(g.table(), kLancers, kCrossbows);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (pairs[i].a != cavStand) continue;
    Action a{rules::ActionKind::ResolveMelee, kLancers, kCrossbows};
    a.option = static_cast<int>(i) + (pursue ? kPursueIfPushed : 0);
    return a;
  }
  ADD_FAILURE() << "stand " << cavStand << " touches no crossbowman";
  return kEndPhase;
}

// The crossbowmen's decision whether to pursue the lancers.
Action followUp(bool pursue) {
  Action f{rules::ActionKind::FollowUp, kCrossbows, kLancers};
  f.option = pursue ? 1 : 0;
  return f;
}

// The lancers 1.5" from the crossbowmen facing them (two ranks of five); the militia far off.
Deployment facing(double crossbowsFrontY = -13.5, double lancersFrontY = -15) {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3),
                      place("lancers", at(0, lancersFrontY), 0)};
  d.sides[1].units = {place("crossbows", at(0, crossbowsFrontY), kHalfTurn, 2)};
  return d;
}

}  // namespace

// The text's charge and central combat with the crossbowmen's rear at the table's edge: the
// 12 against 3 Pushes them Back, but they have no room to give ground, and the log says so
// rather than a push of nothing.
TEST(RobertsCombat, AColumnWithNoRoomBehindGivesNoGround) {
  const double front = 24 - 2 * kStandDepthXbow - 0.001;  // two ranks, the rear at the edge
  auto g = startGame(sharedTables(), flatTable(), facing(front, front - 1.5));
  std::vector<int> faces;
  for (auto [a, b] : {std::pair{3, 3}, {5, 6}, {4, 4}, {6, 6}, {3, 3}}) push(faces, a, b);
  push(faces, 3, 4);  // the General's Break Check: 7, he stays
  push(faces, 4, 4);  // the Morale Check: 8
  push(faces, 4, 4);  // central combat: 12
  push(faces, 1, 2);  // against 3
  Dice dice(1, faces);
  EventList events;
  g->apply({rules::ActionKind::Charge, kLancers, kCrossbows}, dice, events);
  g->apply(kEndPhase, dice, events);  // to the Reaction Phase
  g->apply({rules::ActionKind::Shoot, kCrossbows, kLancers}, dice, events);
  for (int i = 0; i < 3; ++i) g->apply(kEndPhase, dice, events);  // the charge goes in
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  const Point held = g->table().unit(kCrossbows).pose.front;
  events.events.clear();
  g->apply(combatOf(*g, 1, false), dice, events);
  const auto back = std::find_if(events.events.begin(), events.events.end(),
                                 [](const Event& e) { return e.kind == EventKind::UnitRetreated; });
  ASSERT_NE(back, events.events.end());
  EXPECT_EQ(back->text,
            g->table().label(kCrossbows) + " are Pushed Back but have no room to give ground");
  EXPECT_NEAR(g->table().inchesOf(g->table().unit(kCrossbows).pose.front.y - held.y), 0, 0.01);
}

// The text's charge and its three combats, in its order: the central 12 v 3 Pushes Back the
// crossbowmen's middle column (the stand 'retreats (as does the stand behind it)') and the
// cavalry's central column pursues alone; the left-hand 8 v 9 Pushes Back the cavalry's left
// column half its depth (the Fall Back failed on a 4), the crossbowmen's Pursuit fails on a 3;
// the right-hand 10 v 6 and its Pursuit. 'one cavalry stand out of contact with the main body
// of its unit': the left-hand column stands apart.
TEST(RobertsCombat, TheTextsChargeAndMelee) {
  auto g = startGame(sharedTables(), flatTable(), facing());
  std::vector<int> faces;
  // The volley.
  for (auto [a, b] : {std::pair{3, 3}, {5, 6}, {4, 4}, {6, 6}, {3, 3}}) push(faces, a, b);
  push(faces, 3, 4);  // the General's Break Check as the lancers are hit: 7, he stays
  push(faces, 4, 4);  // the Reluctant cavalry's Morale Check: 8
  push(faces, 4, 4);  // central combat: the cavalry's 8, +4 = 12
  push(faces, 1, 2);  // the crossbowmen's 3, +0
  push(faces, 3, 4);  // the Pursuit Action Roll: 7, +1 = 8
  push(faces, 5, 6);  // the Pursuit Attack: 11, +2 = 13
  push(faces, 2, 2);  // left combat: the cavalry's 4, +4 = 8
  push(faces, 4, 5);  // the crossbowmen's 9
  push(faces, 2, 2);  // the Vulnerable cavalry's Fall Back: 4, a failure
  push(faces, 1, 2);  // the crossbowmen's Pursuit: 3, a failure
  push(faces, 3, 3);  // right combat: the cavalry's 6, +4 = 10
  push(faces, 3, 3);  // the crossbowmen's 6
  push(faces, 4, 4);  // the Pursuit Action Roll: 8, +1
  push(faces, 6, 6);  // the Pursuit Attack: 12, +2 = 14 (the text's 15): three hits
  Dice dice(1, faces);
  EventList events;

  // Action Phase: the lancers within their base depth, facing the crossbowmen, declare.
  const Action charge{rules::ActionKind::Charge, kLancers, kCrossbows};
  ASSERT_TRUE(g->check(charge)) << g->check(charge).why;
  const auto legal = g->legalActions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), charge), legal.end());
  g->apply(charge, dice, events);
  EXPECT_EQ(count(events.events, EventKind::UnitCharged), 1);
  EXPECT_FALSE(g->check({rules::ActionKind::Charge, 0, kCrossbows}));  // the militia: too far
  g->apply(kEndPhase, dice, events);

  // Reaction Phase: the volley.
  g->apply({rules::ActionKind::Shoot, kCrossbows, kLancers}, dice, events);
  EXPECT_EQ(g->table().unit(kLancers).hits, 2);
  g->apply(kEndPhase, dice, events);  // to the Assault Phase
  g->apply(kEndPhase, dice, events);  // to the Charge Phase
  ASSERT_EQ(g->clock().phase(), Phase::Charge);
  const Point before = g->table().unit(kLancers).pose.front;
  events.events.clear();
  g->apply(kEndPhase, dice, events);  // the charge moves: a Morale Check of 8 passes
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  EXPECT_EQ(count(events.events, EventKind::ContactMade), 1);
  EXPECT_TRUE(g->table().inContact(g->table().unit(kLancers), g->table().unit(kCrossbows)));
  EXPECT_GT(g->table().unit(kLancers).pose.front.y, before.y);
  // 'Only three pair of stands are involved': each cavalry stand against one crossbowman.
  ASSERT_EQ(pairsBetween(g->table(), kLancers, kCrossbows).size(), 3u);
  // Melee is mandatory: the phase cannot end while stands in contact have not attacked.
  EXPECT_FALSE(g->check(kEndPhase));
  const Table& t = g->table();
  auto front = [&](UnitId u, int column) { return t.columnFront(t.unit(u), column); };
  auto xbowColumnFacing = [&](int cavStand) {
    const Action a = combatOf(*g, cavStand, false);
    const MeleePair p =
        pairsBetween(t, kLancers, kCrossbows).at(static_cast<std::size_t>(a.option));
    return standsOf(tableUnitOf(t, t.unit(kCrossbows))).at(static_cast<std::size_t>(p.b)).column;
  };
  const int middle = xbowColumnFacing(1);
  const Point xbowBefore = front(kCrossbows, middle);
  const Point xbowBeside = front(kCrossbows, middle + 1);
  const Point cavBefore = front(kLancers, 1);

  // The central combat: 12 v 3, one hit and a Push Back; the Pursuit; three more hits.
  events.events.clear();
  const Action central = combatOf(*g, 1, true);
  ASSERT_TRUE(g->check(central)) << g->check(central).why;
  g->apply(central, dice, events);
  EXPECT_EQ(t.unit(kCrossbows).hits, 4);
  EXPECT_EQ(count(events.events, EventKind::UnitRetreated), 1);
  EXPECT_EQ(count(events.events, EventKind::FollowedUp), 1);
  EXPECT_EQ(count(events.events, EventKind::MeleeFought), 2);  // the combat and the pursuit's
  // Only the beaten column gave ground, one base depth; the cavalry's central column followed.
  EXPECT_NEAR(t.inchesOf(front(kCrossbows, middle).y - xbowBefore.y), kStandDepthXbow, 0.01);
  EXPECT_EQ(front(kCrossbows, middle + 1), xbowBeside);
  EXPECT_NEAR(t.inchesOf(front(kLancers, 1).y - cavBefore.y), kStandDepthXbow, 0.01);
  EXPECT_TRUE(t.inContact(t.unit(kLancers), t.unit(kCrossbows)));
  EXPECT_EQ(t.columnsApart(t.unit(kLancers)), std::vector<bool>({false, false, false}));

  // The left combat: 8 v 9, the cavalry's left column Pushed Back; its Fall Back fails: half
  // its depth.
  events.events.clear();
  const Point leftBefore = front(kLancers, 0);
  g->apply(combatOf(*g, 0, true), dice, events);
  EXPECT_NEAR(t.inchesOf(leftBefore.y - front(kLancers, 0).y), 40.0 / 25.4 / 2, 0.01);
  EXPECT_EQ(t.unit(kLancers).hits, 2);
  // "The Reacting Player must now decide whether to Pursue": nothing else until he does.
  EXPECT_EQ(g->phase().sideToAct, Side::Two);
  EXPECT_FALSE(g->check(kEndPhase));
  EXPECT_FALSE(g->check(Action{rules::ActionKind::ResolveMelee, kLancers, kCrossbows}));
  const Action pursue = followUp(true);
  const auto offered = g->legalActions();
  ASSERT_EQ(offered.size(), 2u);
  EXPECT_NE(std::find(offered.begin(), offered.end(), pursue), offered.end());
  // "He rolls the dice -- a "3," failure, no pursuit."
  events.events.clear();
  const Point xbowHeld = t.unit(kCrossbows).pose.front;
  g->apply(pursue, dice, events);
  EXPECT_EQ(count(events.events, EventKind::FollowedUp), 0);
  EXPECT_EQ(t.unit(kCrossbows).pose.front, xbowHeld);
  EXPECT_EQ(g->phase().sideToAct, Side::One);
  // "one cavalry stand out of contact with the main body of its unit"
  EXPECT_EQ(t.columnsApart(t.unit(kLancers)), std::vector<bool>({true, false, false}));

  // The right-hand combat: 10 v 6, a hit and a Push Back; the Pursuit at 8 + 1; three hits.
  events.events.clear();
  const Action right = combatOf(*g, 2, true);
  ASSERT_TRUE(g->check(right)) << g->check(right).why;
  g->apply(right, dice, events);
  EXPECT_EQ(count(events.events, EventKind::FollowedUp), 1);
  EXPECT_EQ(t.unit(kCrossbows).hits, 8);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(g->invariantProblem(), "");
  // The right-hand column kept up with the central one: the left one alone stands apart.
  EXPECT_EQ(t.columnsApart(t.unit(kLancers)), std::vector<bool>({true, false, false}));
  // Out of line, the lancers re-form before they move or charge again.
  EXPECT_FALSE(t.unit(kLancers).columnShift.empty());
  // Every stand in contact has attacked: the phase may end.
  EXPECT_TRUE(g->check(kEndPhase)) << g->check(kEndPhase).why;
}

// "The Pursuit is automatically successful if the enemy was unable to retreat": the
// crossbowmen's backs are to the table edge.
TEST(RobertsCombat, APushBackAgainstTheTableEdgeMakesThePursuitAutomatic) {
  const double front = 24 - 60.5 / 25.4;  // two ranks of 30mm, half a millimetre to spare
  auto g = startGame(sharedTables(), flatTable(), facing(front, front));
  ASSERT_TRUE(g->table().inContact(g->table().unit(kLancers), g->table().unit(kCrossbows)));
  std::vector<int> faces;
  push(faces, 6, 6);  // the cavalry's 12, +2 (no charge, lances lost) = 14: Push Back, 2 hits
  push(faces, 1, 1);  // the crossbowmen's 2, -1
  push(faces, 5, 5);  // no Pursuit roll: the Pursuit Attack's 10, +2, +1 Overrun = 13: 3 hits
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  events.events.clear();
  g->apply(combatOf(*g, 1, true), dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  // Three rolls: the two attacks and the Pursuit Attack; the Pursuit itself needed none, and
  // the lancers had their whole reach left at contact (an Overrun).
  EXPECT_EQ(count(events.events, EventKind::DiceRolled), 3);
  EXPECT_EQ(g->table().unit(kCrossbows).hits, 5);
  EXPECT_TRUE(std::any_of(events.events.begin(), events.events.end(), [](const Event& e) {
    return e.kind == EventKind::UnitActivated && e.unit == kLancers;
  }));
}

// Crossbowmen in three ranks (4, 3, 3): the rear ranks stand centred, half a stand short of
// each end of the block. Lancers striking the rear at an end touch the block where no stand is;
// they still fight the rear-rank stand nearest them, which cannot retreat.
TEST(RobertsCombat, ABlockStruckWhereItsShortRankLeavesAGapStillFights) {
  Deployment d = emptyDeployment();
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(-25, 10), 0)};
  d.sides[1].units = {place("crossbows", at(0, -13.5), kHalfTurn, 3)};
  auto probe = startGame(sharedTables(), flatTable(), d);
  const Rect xb = probe->table().block(probe->table().unit(kCrossbows));
  const Rect lb = probe->table().block(probe->table().unit(kLancers));
  const Length standWidth = xb.width / 4;
  // Facing the same way as the crossbowmen, front against their rear edge, the lancers' block
  // overlapping only the empty half stand at the block's end (a millimetre clear of the stand).
  const Length x = standWidth * 3 / 2 + kMillimetre + lb.width / 2;
  d.sides[0].units[1] = place("lancers", Point{x, at(0, -13.5).y + xb.depth}, kHalfTurn);
  auto g = startGame(sharedTables(), flatTable(), d);
  const TableUnit lancers = tableUnitOf(g->table(), g->table().unit(kLancers));
  const TableUnit crossbows = tableUnitOf(g->table(), g->table().unit(kCrossbows));
  ASSERT_TRUE(g->table().inContact(g->table().unit(kLancers), g->table().unit(kCrossbows)));
  ASSERT_TRUE(meleePairs(lancers, crossbows).empty()) << "no two stands touch";
  const auto pairs = pairsBetween(g->table(), kLancers, kCrossbows);
  ASSERT_FALSE(pairs.empty());
  const std::vector<TableStand> rear = standsOf(crossbows);
  for (const MeleePair& p : pairs) {
    EXPECT_EQ(rear[static_cast<std::size_t>(p.b)].rank, 2);
    EXPECT_EQ(p.edgeB, Zone::Rear);
    EXPECT_TRUE(p.bCannotRetreat);
  }
  // The Combat Phase owes the fight: it cannot end before it.
  Dice dice(1);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  EXPECT_FALSE(g->check(kEndPhase).legal);
}

// A unit that loses stands and fails its Break Check routs; a Formed friend within reach must
// check, fails, and takes a hit a stand.
TEST(RobertsCombat, ARoutForcesANearbyBreakCheck) {
  Deployment d = emptyDeployment();
  d.sides[1].army.units.push_back(line(crossbowmen(3), "pair", "Crossbow trio", 2));
  const double front = 24 - 30.5 / 25.4;  // one rank of 30mm against the table edge
  d.sides[0].units = {place("militia", at(-25, -15), 0, 3), place("lancers", at(0, front), 0)};
  d.sides[1].units = {place("pair", at(0, front), kHalfTurn, 1),
                      place("pair", at(9, front), kHalfTurn, 1)};
  auto g = startGame(sharedTables(), flatTable(), d);
  constexpr UnitId kTrio = 2;
  constexpr UnitId kFriend = 3;
  std::vector<int> faces;
  push(faces, 6, 6);  // the cavalry's 14: Push Back (against the edge) and 2 hits
  push(faces, 1, 1);  // the trio's 1
  push(faces, 6, 6);  // the automatic Pursuit's Attack: 14, 3 hits: Demoralized, 2 stands lost
  // The trio's column gave half a millimetre, so the trio stands out of line and loses its
  // stands off the right-hand end of its line: its last stand, the left-hand one, and the
  // lancers' stand facing it fight at once: nothing.
  push(faces, 1, 1);
  push(faces, 1, 1);
  push(faces, 1, 1);  // its Break Check fails: it routs
  push(faces, 1, 1);  // the friend's forced Break Check fails: a hit a stand
  Dice dice(1, faces);
  EventList events;
  for (int i = 0; i < 4; ++i) g->apply(kEndPhase, dice, events);
  ASSERT_EQ(g->clock().phase(), Phase::Combat);
  const auto pairs = pairsBetween(g->table(), kLancers, kTrio);
  const auto central =
      std::find_if(pairs.begin(), pairs.end(), [](const MeleePair& p) { return p.a == 1; });
  ASSERT_NE(central, pairs.end());
  Action first{rules::ActionKind::ResolveMelee, kLancers, kTrio};
  first.option = static_cast<int>(central - pairs.begin()) + kPursueIfPushed;
  g->apply(first, dice, events);
  EXPECT_EQ(g->table().unit(kTrio).stands, 1);
  EXPECT_TRUE(g->table().unit(kTrio).demoralized);
  // What is still owed, then the end of the phase.
  for (int guard = 0; guard < 10 && !g->check(kEndPhase); ++guard) {
    const auto legal = g->legalActions();
    ASSERT_FALSE(legal.empty());
    g->apply(legal.front(), dice, events);
  }
  events.events.clear();
  g->apply(kEndPhase, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_TRUE(g->table().unit(kTrio).removed);
  EXPECT_EQ(count(events.events, EventKind::UnitRouted), 1);
  const UnitState& f = g->table().unit(kFriend);
  EXPECT_TRUE(f.active());
  EXPECT_EQ(f.hits, 3);
  EXPECT_TRUE(f.demoralized);
}

// "Whenever a unit with an attached leader takes a hit, the Leader must make a Break Check. If
// the roll is failed, the Leader routs and is removed from play, and nearby units must now
// attempt Break Checks": the General with the lancers fails on 6; the lancers check and pass.
TEST(RobertsCombat, ALeaderWhoFailsHisCheckRoutsAndNearbyUnitsCheck) {
  auto g = startGame(sharedTables(), flatTable(), facing());
  std::vector<int> faces;
  for (auto [a, b] : {std::pair{3, 3}, {5, 6}, {4, 4}, {6, 6}, {3, 3}}) push(faces, a, b);
  push(faces, 3, 3);  // the General's check: 6, he routs
  push(faces, 6, 6);  // the lancers' Break Check: passed
  Dice dice(1, faces);
  EventList events;
  g->apply(kEndPhase, dice, events);
  events.events.clear();
  g->apply({rules::ActionKind::Shoot, kCrossbows, kLancers}, dice, events);
  EXPECT_EQ(dice.forcedLeft(), 0u);
  EXPECT_EQ(count(events.events, EventKind::PersonalityLost), 1);
  EXPECT_TRUE(g->table().leaders()[1].removed);  // the army's second leader, the General
  EXPECT_TRUE(g->table().unit(kLancers).active());
  EXPECT_EQ(g->table().unit(kLancers).hits, 2);
  // The General is gone: he gives no free Action now.
  EXPECT_FALSE(g->generalFor(g->table().unit(kLancers)).has_value());
}

// The log says what called for each Break Check and where hits no attack scored come from:
// the lancers check as the General routs; failing (2), they take a hit a stand for it.
TEST(RobertsCombat, TheLogSaysWhyAUnitChecksAndWhyItTakesHits) {
  for (const bool lancersFail : {false, true}) {
    auto g = startGame(sharedTables(), flatTable(), facing());
    std::vector<int> faces;
    for (auto [a, b] : {std::pair{3, 3}, {5, 6}, {4, 4}, {6, 6}, {3, 3}}) push(faces, a, b);
    push(faces, 3, 3);  // the General's check: 6, he routs
    if (lancersFail)
      push(faces, 1, 1);
    else
      push(faces, 6, 6);
    Dice dice(1, faces);
    EventList events;
    g->apply(kEndPhase, dice, events);
    events.events.clear();
    g->apply({rules::ActionKind::Shoot, kCrossbows, kLancers}, dice, events);
    const std::string lancers = g->table().label(kLancers);
    const auto check = std::find_if(events.events.begin(), events.events.end(), [](const Event& e) {
      return e.kind == EventKind::DiceRolled && e.roll &&
             e.roll->purpose.rfind("Break Check of", 0) == 0;
    });
    ASSERT_NE(check, events.events.end());
    EXPECT_EQ(check->roll->purpose, "Break Check of " + lancers + ", as General routs");
    const auto forced = std::find_if(check, events.events.end(),
                                     [](const Event& e) { return e.kind == EventKind::UnitHit; });
    ASSERT_EQ(forced != events.events.end(), lancersFail);
    if (lancersFail) {
      EXPECT_EQ(
          forced->text.rfind(lancers + " take 3 hits for the failed Break Check, one a stand", 0),
          0u)
          << forced->text;
    }
  }
}

// A scenario may name leaders whose loss breaks their army at once (Harold at Hastings): the
// General routing on his failed check ends the battle for his side.
TEST(RobertsCombat, ADecisiveLeaderLostBreaksHisArmy) {
  Deployment d = facing();
  d.victory.decisiveLeaders = {"General"};
  auto g = startGame(sharedTables(), flatTable(), d);
  std::vector<int> faces;
  for (auto [a, b] : {std::pair{3, 3}, {5, 6}, {4, 4}, {6, 6}, {3, 3}}) push(faces, a, b);
  push(faces, 3, 3);  // the General's check: 6, he routs
  push(faces, 6, 6);  // the lancers' Break Check: passed
  Dice dice(1, faces);
  EventList events;
  g->apply(kEndPhase, dice, events);
  ASSERT_FALSE(g->result().over);
  g->apply({rules::ActionKind::Shoot, kCrossbows, kLancers}, dice, events);
  ASSERT_TRUE(g->table().leaders()[1].removed);
  EXPECT_TRUE(g->result().over);
  EXPECT_EQ(g->result().winner, Side::Two);
  EXPECT_NE(g->result().reason.find("General is lost"), std::string::npos) << g->result().reason;
}

// A Movement order that marches less than a tenth of an inch and does not turn: an Action Roll
// spent on nothing (shown at the table as "Movement 0.0\"").
namespace {
bool goesNowhere(const RobertsGame& g, const Action& a) {
  if (a.kind != rules::ActionKind::Move || !a.point) return false;
  const UnitState& u = g.table().unit(a.unit);
  return a.facing == u.pose.facing && distance(*a.point, u.pose.front) < kInch / 10;
}
}  // namespace

// Random play from the candidates over a small deployment close enough to fight (leaning to
// charges and shots half the time): every chosen action is legal, no Movement offered goes
// nowhere, the table stays sound, the battle ends, and over the seeds there are shots,
// charges, melees and units removed.
TEST(RobertsCombat, RandomPlayReachesTheEndWithASoundTable) {
  int shots = 0, charges = 0, melees = 0, removed = 0;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    Deployment d = facing(-12.5);
    d.sides[1].units.push_back(place("skirmishers", at(10, -12), kHalfTurn));
    d.victory.turnLimit = 4;
    auto g = startGame(sharedTables(), flatTable(), d);
    Dice dice(seed);
    EventList events;
    std::uint64_t pick = seed * 7919;
    int steps = 0;
    while (!g->result().over && steps < 3000) {
      const auto legal = g->legalActions();
      ASSERT_FALSE(legal.empty()) << "seed " << seed;
      for (const Action& x : legal) EXPECT_FALSE(goesNowhere(*g, x)) << toString(x);
      pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
      // Half the time, a charge or a shot when one is offered: the battle comes to blows.
      std::vector<Action> blows;
      for (const Action& x : legal) {
        if (x.kind == rules::ActionKind::Charge || x.kind == rules::ActionKind::Shoot ||
            x.kind == rules::ActionKind::CounterCharge)
          blows.push_back(x);
      }
      const bool blow = !blows.empty() && ((pick >> 20) & 1) != 0;
      const auto& from = blow ? blows : legal;
      const Action a = from[static_cast<std::size_t>(pick >> 33) % from.size()];
      ASSERT_TRUE(g->check(a)) << toString(a) << ": " << g->check(a).why;
      g->apply(a, dice, events);
      ASSERT_EQ(g->invariantProblem(), "") << "seed " << seed << " after " << toString(a);
      ++steps;
    }
    EXPECT_TRUE(g->result().over) << "seed " << seed;
    shots += count(events.events, EventKind::ShotFired);
    charges += count(events.events, EventKind::ContactMade);
    melees += count(events.events, EventKind::MeleeFought);
    removed += count(events.events, EventKind::UnitRouted) +
               count(events.events, EventKind::UnitDispersed);
  }
  EXPECT_GT(shots, 0);
  EXPECT_GT(charges, 0);
  EXPECT_GT(melees, 0);
  EXPECT_GT(removed, 0);
}

// A copy plays on as the original does through fire, charges and melee.
TEST(RobertsCombat, ACopyGivesTheSameHashesThroughCombat) {
  auto g = startGame(sharedTables(), flatTable(), facing());
  Dice a(5), b(5);
  NullSink sink;
  // Declare the charge so that the copy meets fire, a charge and melee.
  g->apply({rules::ActionKind::Charge, kLancers, kCrossbows}, a, sink);
  b = a;
  auto copy = g->clone();
  for (int i = 0; i < 200 && !g->result().over; ++i) {
    const auto legal = g->legalActions();
    ASSERT_EQ(legal, copy->legalActions());
    const Action& x = legal[static_cast<std::size_t>(i * 5) % legal.size()];
    g->apply(x, a, sink);
    copy->apply(x, b, sink);
    ASSERT_EQ(g->stateHash(), copy->stateHash()) << "after " << toString(x);
  }
}
