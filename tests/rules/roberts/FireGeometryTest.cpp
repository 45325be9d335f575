// 000 Missile Fire on the table: range by weapon, the Formed stand's arc, the 1/2" line of
// fire, overfire by elevation and by weapons that fire over, and the crossbow volley's lanes.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "GeometryBed.h"
#include "RobertsBed.h"
#include "rules/roberts/FireGeometry.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;
using test::roberts::block;
using test::roberts::kInchScale;
using test::roberts::kMm;

namespace {

const MissileRule& rule() { return test::roberts::tables().combat.missile; }
const MissileWeapon& weapon(const char* id) { return *test::roberts::tables().missile(id); }

// One Formed stand of medium foot with its front centre at the origin, facing +y.
TableStand shooter(bool formed = true) {
  return standsOf(block(1, 0, 1, 1, 30 * kMm, {0, 0}, 0, formed)).front();
}

// One enemy stand of medium foot facing the shooter, its front edge's centre at `front`.
TableStand enemyAt(Point front) {
  return standsOf(block(2, 1, 1, 1, 30 * kMm, front, kHalfTurn)).front();
}

std::vector<TableStand> all(std::initializer_list<TableUnit> units) {
  std::vector<TableStand> out;
  for (const TableUnit& u : units) {
    for (const TableStand& s : standsOf(u)) out.push_back(s);
  }
  return out;
}

}  // namespace

TEST(RobertsFireGeometry, EveryMissileWeaponHasItsRange) {
  EXPECT_DOUBLE_EQ(weapon("javelins").rangeInches, 2);
  EXPECT_DOUBLE_EQ(weapon("bow").rangeInches, 6);
  EXPECT_DOUBLE_EQ(weapon("crossbow").rangeInches, 6);
  EXPECT_DOUBLE_EQ(weapon("longbow").rangeInches, 8);
  EXPECT_DOUBLE_EQ(weapon("bolt_shooter").rangeInches, 12);
  EXPECT_TRUE(weapon("bolt_shooter").extendedArc);
  EXPECT_FALSE(weapon("crossbow").extendedArc);
  // Every weapon reaches an enemy stopped within the deepest base (light mounted, 50 mm).
  for (const MissileWeapon& w : test::roberts::tables().missiles)
    EXPECT_GE(rangeOf(w, kInchScale), 50 * kMm) << w.id;
}

TEST(RobertsFireGeometry, ACrossbowReachesSixInchesAndNoFurther) {
  const Length range = rangeOf(weapon("crossbow"), kInchScale);
  EXPECT_EQ(range, 6 * kInch);
  EXPECT_TRUE(inRange(shooter(), enemyAt({0, 6 * kInch}).footprint, range));
  EXPECT_FALSE(inRange(shooter(), enemyAt({0, 6 * kInch + kMm}).footprint, range));
  // Measured from the front edge of a Formed stand, from the centre of an Unformed one.
  EXPECT_FALSE(inRange(shooter(false), enemyAt({0, 6 * kInch}).footprint, range));
}

TEST(RobertsFireGeometry, AFormedStandFiresFortyFiveDegreesEitherSide) {
  const Angle arc = firingArcOf(rule(), weapon("crossbow"));
  EXPECT_EQ(arc, degrees(45));
  // A target stand whose corner nearest the arc is 3" ahead and just inside or outside 3"
  // aside (the rest of it further out).
  auto target = [](Length aside) {
    const Rect r{{aside + 30 * kMm, 3 * kInch - 15 * kMm}, kHalfTurn, 60 * kMm, 30 * kMm};
    return r;
  };
  EXPECT_TRUE(inFiringArc(shooter(), target(3 * kInch - kMm), arc));
  EXPECT_FALSE(inFiringArc(shooter(), target(3 * kInch + kMm), arc));
  // An Unformed stand fires all round; an extended arc (the bolt-shooter's) is 90 degrees.
  EXPECT_TRUE(inFiringArc(shooter(false), target(3 * kInch + kMm), arc));
  const Angle wide = firingArcOf(rule(), weapon("bolt_shooter"));
  EXPECT_EQ(wide, degrees(90));
  EXPECT_TRUE(inFiringArc(shooter(), target(3 * kInch + kMm), wide));
  // Nothing behind the front edge is in a Formed stand's arc, however wide.
  const Rect behind{{0, -3 * kInch}, 0, 60 * kMm, 30 * kMm};
  EXPECT_FALSE(inFiringArc(shooter(), behind, wide));
  EXPECT_TRUE(inFiringArc(shooter(false), behind, arc));
}

// 'When the line of fire is traced from attacker to target, if any other unit (friendly or
// enemy) comes within 1/2", the line of fire is blocked.'
TEST(RobertsFireGeometry, AFriendWithinHalfAnInchOfTheLineBlocksIt) {
  const TableStand from = shooter();
  const TableStand to = enemyAt({0, 5 * kInch});
  // The line runs up x = 0; a friend's stand beside it, its near edge `off` away.
  auto friendAt = [](Length off) {
    return block(3, 0, 1, 1, 30 * kMm, {off + 30 * kMm, 3 * kInch}, 0);
  };
  auto scene = [&](Length off) {
    return fireScene(nullptr, all({block(1, 0, 1, 1, 30 * kMm, {0, 0}, 0), friendAt(off)}), rule(),
                     kInchScale);
  };
  const LineOfFire blocked = lineOfFire(scene(kInch * 4 / 10), from, to, false);
  EXPECT_FALSE(blocked.clear);
  EXPECT_EQ(blocked.reason, FireBlock::Stand);
  EXPECT_EQ(blocked.blocker, 3);
  EXPECT_TRUE(lineOfFire(scene(kInch * 6 / 10), from, to, false).clear);
  // An enemy blocks as a friend does.
  auto enemy = block(4, 1, 1, 1, 30 * kMm, {-kInch * 4 / 10 - 30 * kMm, 3 * kInch}, kHalfTurn);
  const FireScene withEnemy =
      fireScene(nullptr, all({block(1, 0, 1, 1, 30 * kMm, {0, 0}, 0), enemy}), rule(), kInchScale);
  EXPECT_EQ(lineOfFire(withEnemy, from, to, false).blocker, 4);
}

// 'certain missile weapons can fire over other units, and elevation changes may make it
// possible to overfire units.'
TEST(RobertsFireGeometry, AShooterAFigureHighFiresOverAUnitBelow) {
  const TableStand from = shooter();
  const TableStand to = enemyAt({0, 5 * kInch});
  const std::vector<TableStand> stands =
      all({block(1, 0, 1, 1, 30 * kMm, {0, 0}, 0), block(3, 0, 1, 1, 30 * kMm, {0, 3 * kInch}, 0)});
  // The friend stands on the line: on a flat table it blocks.
  EXPECT_FALSE(lineOfFire(fireScene(nullptr, stands, rule(), kInchScale), from, to, false).clear);
  // The shooter's stand on ground an inch (a figure's height) up: it fires over.
  const test::roberts::HillBehind hill(kInch / 2, kInch);
  EXPECT_TRUE(lineOfFire(fireScene(&hill, stands, rule(), kInchScale), from, to, false).clear);
  const test::roberts::HillBehind low(kInch / 2, kInch * 9 / 10);
  EXPECT_FALSE(lineOfFire(fireScene(&low, stands, rule(), kInchScale), from, to, false).clear);
  // So does a target a figure's height above the ground under the unit between: here the
  // shooter and the friend stand in a hollow an inch below the target.
  const test::roberts::HillBehind hollow(4 * kInch, -kInch);
  EXPECT_TRUE(lineOfFire(fireScene(&hollow, stands, rule(), kInchScale), from, to, false).clear);
  // A weapon that fires over (longbows) needs no hill.
  ASSERT_TRUE(weapon("longbow").firesOver);
  EXPECT_TRUE(lineOfFire(fireScene(nullptr, stands, rule(), kInchScale), from, to, true).clear);
}

// The ground between (a hill's crest, woods) blocks as the battlefield's own line of sight
// says, whatever the weapon.
TEST(RobertsFireGeometry, WoodsBetweenBlockTheLineOfFire) {
  const test::roberts::GroundBehind woods(0, TerrainKind::Clear, true);
  const FireScene scene =
      fireScene(&woods, all({block(1, 0, 1, 1, 30 * kMm, {0, 0}, 0)}), rule(), kInchScale);
  const LineOfFire line = lineOfFire(scene, shooter(), enemyAt({0, 5 * kInch}), true);
  EXPECT_FALSE(line.clear);
  EXPECT_EQ(line.reason, FireBlock::Ground);
}

// 000 Missile Fire example: crossbowmen 'arranged in two rows of 5, and the cavalry in 1 row
// of 3 ... this leaves 5 crossbowmen able to fire on 3 stands of cavalry. Two attacks are made
// on the end cavalry units, and one attack on the central stand. (Due to their firing arcs,
// the crossbowmen on the ends can't fire on the central cavalry stand.)' The lancers stand
// opposite the middle of the line, their front 35 mm off, within their base depth (40 mm).
TEST(RobertsFireGeometry, TheCrossbowVolleysLanes) {
  const TableUnit xbows = block(1, 0, 5, 10, 30 * kMm, {0, 0}, 0);
  const TableUnit lancers = block(2, 1, 3, 3, 40 * kMm, {0, 35 * kMm}, kHalfTurn);
  const FireScene scene = fireScene(nullptr, all({xbows, lancers}), rule(), kInchScale);
  const auto lanes = fireLanes(scene, xbows, lancers, weapon("crossbow"), rule(), kInchScale);
  const auto shooters = standsOf(xbows);
  const auto targets = standsOf(lancers);
  // Which lancer (-1 left, 0 centre, 1 right, by x) each front crossbowman (by file) reaches.
  std::vector<std::set<int>> reach(5);
  for (const FireLane& l : lanes) {
    const TableStand& s = shooters[static_cast<std::size_t>(l.shooter)];
    EXPECT_EQ(s.rank, 0) << "the front row blocks the rows behind";
    const Length x = targets[static_cast<std::size_t>(l.target)].footprint.centre.x;
    reach[static_cast<std::size_t>(s.column)].insert(x < 0 ? -1 : (x > 0 ? 1 : 0));
  }
  EXPECT_EQ(reach[0], (std::set<int>{-1}));
  EXPECT_EQ(reach[4], (std::set<int>{1}));
  EXPECT_TRUE(reach[1].count(-1));
  EXPECT_TRUE(reach[2].count(0));
  EXPECT_TRUE(reach[3].count(1));
  // Two attacks on each end lancer and one on the centre: files 0 and 1, 2, 3 and 4.
}

// 'if the archers had been equipped with longbows instead of crossbows, the front row could
// have overshot the front cavalry row and hit subsequent rows'.
TEST(RobertsFireGeometry, LongbowsOvershootTheFrontRow) {
  const TableUnit archers = block(1, 0, 5, 5, 30 * kMm, {0, 0}, 0);
  const TableUnit lancers = block(2, 1, 3, 6, 40 * kMm, {0, 35 * kMm}, kHalfTurn);
  const FireScene scene = fireScene(nullptr, all({archers, lancers}), rule(), kInchScale);
  auto rearRowReached = [&](const char* id) {
    const auto targets = standsOf(lancers);
    const auto lanes = fireLanes(scene, archers, lancers, weapon(id), rule(), kInchScale);
    return std::any_of(lanes.begin(), lanes.end(), [&](const FireLane& l) {
      return targets[static_cast<std::size_t>(l.target)].rank == 1;
    });
  };
  EXPECT_FALSE(rearRowReached("crossbow"));
  EXPECT_TRUE(rearRowReached("longbow"));
}

// 'If a unit intends to fire at more than one enemy unit, then Action Rolls must be made for
// each column in the firing unit rather than for the entire unit.'
TEST(RobertsFireGeometry, FiringAtTwoUnitsRollsPerColumn) {
  const FireColumns one = fireColumns({{0, 7}, {1, 7}, {1, 7}});
  EXPECT_EQ(one.columns, (std::vector<int>{0, 1}));
  EXPECT_FALSE(one.rollPerColumn);
  const FireColumns two = fireColumns({{0, 7}, {2, 8}});
  EXPECT_EQ(two.columns, (std::vector<int>{0, 2}));
  EXPECT_TRUE(two.rollPerColumn);
}
