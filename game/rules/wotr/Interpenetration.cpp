// Interpenetration (002 Event III): "All others changes of formation, interpenetration between
// friendly units and unlimber artillery cost one full move", "Interpenetrated troops may not
// move or charge in the same phase", and in melee "Interpenetrating/interpenetrated in this
// move -3". Read so: a unit may move straight through friends, as its whole move (it must not
// have used any of it), to a place clear of every unit; it and the friends it passed through
// may not move or charge again this turn and fight at -3 in this turn's melee. A unit in melee
// is not passed through, nor is an enemy.
#include <algorithm>

#include "WotrGame.h"
#include "measured/Sweep.h"

namespace sandtable::rules::wotr {

std::optional<std::vector<UnitId>> WotrGame::friendsPassed(UnitId id, const Pose& to) const {
  const UnitState& u = mBattle.unit(id);
  const measured::BlockShape shape = mBattle.shape(id);
  std::vector<measured::Obstacle> others = mBattle.obstaclesFor(id);
  const Rect table = mBattle.battlefield().bounds();
  std::vector<UnitId> friends;
  for (const Pose& p : measured::sweptPoses(u.pose, to, shape.width(), Battle::sweepStep(shape))) {
    const Rect r = measured::blockRect(shape, p);
    if (!measured::insideTable(table, r)) return std::nullopt;
    for (UnitId hit = measured::obstacleHit(r, others); hit != kNoUnit;
         hit = measured::obstacleHit(r, others)) {
      if (mBattle.sideOf(hit) != mBattle.sideOf(id)) return std::nullopt;
      friends.push_back(hit);
      std::erase_if(others, [&](const measured::Obstacle& o) { return o.unit == hit; });
    }
  }
  return friends;
}

Verdict WotrGame::checkInterpenetration(UnitId id, const Pose& to,
                                        const std::vector<UnitId>& friends) const {
  if (mBattle.unit(id).used > 0)
    return Verdict::no("002 Event III: passing through friends costs one full move");
  for (const UnitId f : friends) {
    if (mBattle.lockedInMelee(f))
      return Verdict::no("a unit does not pass through friends fighting a melee");
  }
  if (!mBattle.blockFits(id, mBattle.blockAt(id, to)))
    return Verdict::no("a unit passing through friends must end clear of them");
  return Verdict::ok();
}

}  // namespace sandtable::rules::wotr
