// 000 Melee Combat on the table: the pairs of stands in contact and their columns, flank
// contact that forbids a retreat, the push back of a whole column one base depth and what
// stops it, the Vulnerable stand's half retreat, the pursuit's advance and the chain of columns.
#include <gtest/gtest.h>

#include "GeometryBed.h"
#include "RobertsBed.h"
#include "rules/measured/Contact.h"
#include "rules/roberts/MeleeGeometry.h"
#include "rules/roberts/PushBack.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using test::roberts::block;
using test::roberts::kMm;
using test::roberts::kTable;

namespace {

const CombatTables& combat() { return test::roberts::tables().combat; }

// The crossbowmen (two rows of 5, 30 mm deep) facing +y, their front at `front`.
TableUnit crossbowmen(Point front = {0, 0}) { return block(2, 1, 5, 10, 30 * kMm, front, 0); }

// The lancers (one row of 3, 40 mm deep) facing them, front `gap` off.
TableUnit lancers(Length gap = 0) { return block(1, 0, 3, 3, 40 * kMm, {0, gap}, kHalfTurn); }

std::vector<TableStand> all(std::initializer_list<TableUnit> units) {
  std::vector<TableStand> out;
  for (const TableUnit& u : units) {
    for (const TableStand& s : standsOf(u)) out.push_back(s);
  }
  return out;
}

}  // namespace

// Melee example: 'Only three pair of stands are involved (the outer crossbowmen on the front
// row are not in contact). Each of these pairs is a separate combat. Because the opposing
// stands face each other, combat is resolved simultaneously.'
TEST(RobertsMeleeGeometry, TheLancersMeetThreeCrossbowmenFaceToFace) {
  const auto pairs = meleePairs(lancers(), crossbowmen());
  ASSERT_EQ(pairs.size(), 3u);
  for (const MeleePair& p : pairs) {
    EXPECT_TRUE(p.simultaneous);
    EXPECT_FALSE(p.aCannotRetreat);
    EXPECT_FALSE(p.bCannotRetreat);
  }
  EXPECT_EQ(columnsInMelee(pairs, true), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(columnsInMelee(pairs, false), (std::vector<int>{1, 2, 3}));
  // The crossbowmen in contact cannot shoot; the outer ones and the rear row are not in contact.
  const auto stands = all({lancers(), crossbowmen()});
  const auto xb = standsOf(crossbowmen());
  int touching = 0;
  for (const TableStand& s : xb) touching += inContactWithEnemy(s, stands) ? 1 : 0;
  EXPECT_EQ(touching, 3);
}

// 'A stand attacked in the flank or rear -- that is, with the side or rear edges of the stand
// in contact with the front edge of an enemy stand -- cannot retreat.'
TEST(RobertsMeleeGeometry, AStandAttackedInTheFlankCannotRetreat) {
  const TableUnit defender = block(2, 1, 1, 1, 30 * kMm, {0, 0}, 0);
  // Lancers facing +x, their front along the defender's left flank (x = -30 mm).
  const TableUnit attacker = block(1, 0, 1, 1, 40 * kMm, {-30 * kMm, -15 * kMm}, kQuarterTurn);
  const auto pairs = meleePairs(attacker, defender);
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].edgeA, Zone::Front);
  EXPECT_EQ(pairs[0].edgeB, Zone::LeftFlank);
  EXPECT_FALSE(pairs[0].simultaneous);
  EXPECT_TRUE(cannotRetreat(pairs, 0, false));
  EXPECT_FALSE(cannotRetreat(pairs, 0, true));
  // Front to front, neither is held.
  EXPECT_FALSE(cannotRetreat(meleePairs(lancers(), crossbowmen()), 0, false));
}

// 'When a stand is Pushed Back, its entire column must retreat one base-depth, if possible.'
TEST(RobertsMeleeGeometry, APushedBackColumnRetreatsOneBaseDepth) {
  const TableUnit xb = crossbowmen();
  const PushScene scene{nullptr, kTable, 0, all({xb, lancers()})};
  const Length depth = retreatDistance(30 * kMm, combat().melee, false);
  EXPECT_EQ(depth, 30 * kMm);
  const PushBack p = pushBackColumn(xb, 2, depth, scene);
  EXPECT_EQ(p.moved, 30 * kMm);
  EXPECT_FALSE(p.couldNotRetreat);
  EXPECT_EQ(p.stoppedBy, PushStop::None);
  EXPECT_EQ(p.front, (measured::Pose{{0, -30 * kMm}, 0}));
}

TEST(RobertsMeleeGeometry, AUnitBehindStopsThePushBackAndTheColumnCouldNotRetreat) {
  const TableUnit xb = crossbowmen();
  // A friendly stand 10 mm behind the column's rear rank (which ends at y = -60 mm).
  const TableUnit behind = block(5, 1, 1, 1, 30 * kMm, {0, -70 * kMm}, 0);
  const PushScene scene{nullptr, kTable, 0, all({xb, lancers(), behind})};
  const PushBack p = pushBackColumn(xb, 2, 30 * kMm, scene);
  EXPECT_TRUE(p.couldNotRetreat);
  EXPECT_EQ(p.stoppedBy, PushStop::Unit);
  EXPECT_EQ(p.unit, 5);
  // It goes the 10 mm to the stand behind, to within the kernel's half tolerance.
  EXPECT_GE(p.moved, 10 * kMm - measured::kTolerance);
  EXPECT_LT(p.moved, 12 * kMm);
  // The next column, with nothing behind it, goes the whole way.
  EXPECT_FALSE(pushBackColumn(xb, 0, 30 * kMm, scene).couldNotRetreat);
}

TEST(RobertsMeleeGeometry, TheTableEdgeStopsThePushBack) {
  const Length bottom = -kTable.depth / 2;
  const TableUnit xb = crossbowmen({0, bottom + 70 * kMm});
  const PushScene scene{nullptr, kTable, 0, all({xb})};
  const PushBack p = pushBackColumn(xb, 2, 30 * kMm, scene);
  EXPECT_TRUE(p.couldNotRetreat);
  EXPECT_EQ(p.stoppedBy, PushStop::TableEdge);
  EXPECT_EQ(p.unit, kNoUnit);
  EXPECT_LE(p.moved, 10 * kMm);
  EXPECT_GE(p.moved, 9 * kMm);
}

TEST(RobertsMeleeGeometry, ImpassableGroundStopsThePushBack) {
  // A marsh 10 mm behind the crossbowmen's rear rank, impassable to them.
  const test::roberts::GroundBehind marsh(-70 * kMm, TerrainKind::Marsh);
  const TableUnit xb = crossbowmen();
  const PushScene scene{&marsh, kTable, terrainKindBit(TerrainKind::Marsh), all({xb, lancers()})};
  const PushBack p = pushBackColumn(xb, 2, 30 * kMm, scene);
  EXPECT_TRUE(p.couldNotRetreat);
  EXPECT_EQ(p.stoppedBy, PushStop::Ground);
  EXPECT_LT(p.moved, 11 * kMm);
  // Ground the column may cross stops nothing.
  const PushScene firm{&marsh, kTable, 0, all({xb, lancers()})};
  EXPECT_FALSE(pushBackColumn(xb, 2, 30 * kMm, firm).couldNotRetreat);
}

// Melee example: the Vulnerable lancer's failed roll: 'The stand only retreats half of the
// normal distance.'
TEST(RobertsMeleeGeometry, AVulnerableStandThatFailsRetreatsHalfway) {
  EXPECT_EQ(retreatDistance(40 * kMm, combat().melee, false), 40 * kMm);
  EXPECT_EQ(retreatDistance(40 * kMm, combat().melee, true), 20 * kMm);
}

// Melee example: the crossbowman 'retreats (as does the stand behind it)'; the lancers pursue
// ('with their deeper base, can keep up'), 'but does not have sufficient leftover Movement to
// qualify for an Overrun': 40 mm of reach, 30 mm used.
TEST(RobertsMeleeGeometry, ThePursuingColumnAdvancesIntoContactAndOverrunsWithRoomToSpare) {
  const Rect fled{{0, -45 * kMm}, 0, 60 * kMm, 30 * kMm};  // pushed back 30 mm
  const PursuitAdvance a = pursueColumn(lancers(), 1, fled, combat().pursuit);
  EXPECT_TRUE(a.contact);
  EXPECT_EQ(a.moved, 30 * kMm);
  EXPECT_EQ(a.leftover, 10 * kMm);
  EXPECT_FALSE(a.overrun);
  EXPECT_EQ(a.front, (measured::Pose{{0, -30 * kMm}, kHalfTurn}));
  // Pushed back only 15 mm (a Vulnerable stand's half), 25 mm are left: an Overrun.
  const Rect near{{0, -30 * kMm}, 0, 60 * kMm, 30 * kMm};
  const PursuitAdvance o = pursueColumn(lancers(), 1, near, combat().pursuit);
  EXPECT_TRUE(o.contact);
  EXPECT_EQ(o.leftover, 25 * kMm);
  EXPECT_TRUE(o.overrun);
  // Out of reach: the column goes its base depth and meets nobody.
  const Rect gone{{0, -100 * kMm}, 0, 60 * kMm, 30 * kMm};
  const PursuitAdvance g = pursueColumn(lancers(), 1, gone, combat().pursuit);
  EXPECT_FALSE(g.contact);
  EXPECT_EQ(g.moved, 40 * kMm);
}

// 'Adjacent columns with no close enemies may also pursue, and in a chain reaction effect,
// columns adjacent to those columns can similarly advance'.
TEST(RobertsMeleeGeometry, AdjacentColumnsWithoutCloseEnemiesFollowInAChain) {
  EXPECT_EQ(pursuitChain(2, {false, true, false, false, true}), (std::vector<int>{2, 3}));
  EXPECT_EQ(pursuitChain(1, {false, false, false}), (std::vector<int>{1, 0, 2}));
  // An enemy stand 20 mm before the middle file of the crossbowmen only: that column is close.
  const TableUnit xb = crossbowmen();
  const TableUnit one = block(1, 0, 1, 1, 40 * kMm, {0, 20 * kMm}, kHalfTurn);
  EXPECT_EQ(closeEnemies(xb, standsOf(one)), (std::vector<bool>{false, false, true, false, false}));
  EXPECT_EQ(closeEnemies(xb, standsOf(lancers())),
            (std::vector<bool>{false, true, true, true, false}));
}
