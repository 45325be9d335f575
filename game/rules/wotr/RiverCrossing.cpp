// The river crossing (002 Event III): "The unit stops at the river bank, next turn moves across
// the river and stops on the opposite bank. Thereafter it moves normally. Artillery can't cross
// a river unless at a bridge." Read so: a unit's ordinary move stops short of water (a river
// or stream, drawn as ground or as a line); a unit that begins its move with water within half
// an inch straight ahead may, as its whole move, go straight across and stop with its rear just
// clear of the far bank, whatever the river's width; it may not charge in that move. At a
// bridge water is only a line with the bridge's penalty (Moves.cpp groundCost).
#include "Movement.h"
#include "WotrGame.h"
#include "measured/Block.h"

namespace sandtable::rules::wotr {

namespace {

// How near the water a unit's front must stand to be at the bank.
constexpr Length kBankReach = kInch / 2;
// The widest water looked across for the far bank.
constexpr Length kWidestRiver = 24 * kInch;

}  // namespace

std::optional<Length> WotrGame::crossingLength(UnitId id) const {
  const UnitState& u = mBattle.unit(id);
  if (u.used > 0 || u.moved || mBattle.profileOf(id).artillery()) return std::nullopt;
  const Pose ahead{u.pose.front + heading(u.pose.facing, kBankReach), u.pose.facing};
  if (!groundCost(id, u.pose, ahead).water) return std::nullopt;  // not at a bank
  const Battlefield& bf = mBattle.battlefield();
  const measured::BlockShape shape = mBattle.shape(id);
  const Length step = Battle::sweepStep(shape);
  for (Length d = step; d <= kWidestRiver; d += step) {
    const Pose at{u.pose.front + heading(u.pose.facing, d), u.pose.facing};
    if (onForbiddenGround(id, measured::blockRect(shape, at))) continue;  // still in the water
    if (!groundCost(id, u.pose, at).water) continue;  // not yet across
    // A river drawn as a line must lie behind the block's rear.
    const Point rear = at.front - heading(u.pose.facing, shape.depth());
    bool straddles = false;
    for (const Crossing& c : bf.crossings(rear, at.front)) straddles = straddles || isWater(c.kind);
    if (!straddles) return d;
  }
  return std::nullopt;
}

Verdict WotrGame::checkCrossing(UnitId id, const Pose& to, bool wheeled) const {
  if (mBattle.profileOf(id).artillery())
    return Verdict::no("002 Event III: artillery crosses a river only at a bridge");
  if (wheeled) return Verdict::no("002 Event III: a unit crosses a river straight ahead");
  const UnitState& u = mBattle.unit(id);
  if (u.used > 0)
    return Verdict::no("002 Event III: crossing a river is a unit's whole move, from the bank");
  const std::optional<Length> over = crossingLength(id);
  if (!over)
    return Verdict::no(
        "002 Event III: a unit stops at the river bank and crosses in its next move");
  if (std::abs(distance(u.pose.front, to.front) - *over) > measured::kTolerance)
    return Verdict::no("002 Event III: the unit crosses and stops on the opposite bank");
  return Verdict::ok();
}

}  // namespace sandtable::rules::wotr
