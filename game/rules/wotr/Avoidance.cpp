// Skirmishers avoid contact (002 Event IV): "All skirmishers avoid the contact with enemy not
// skirmishers moving in the normal move of their attackers and ending at the range of the enemy
// normal move. They count as 'avoiding enemies last move' in the next move." Read so: as a
// charger that is not skirmishing reaches them, the skirmishers go straight away from it, the
// way it came, until the gap between them is the charger's normal move; the charger ends where
// it would have struck. Skirmishers that cannot get that far clear (the table's edge, another
// unit, water) are caught and the charge strikes home. The fire modifier for skirmishers that
// avoided an enemy applies to fire at them in the next turn's Event II.
#include "Melee.h"
#include "Movement.h"
#include "WotrGame.h"
#include "core/Wording.h"
#include "measured/Displacement.h"
#include "measured/Ground.h"

namespace sandtable::rules::wotr {

bool WotrGame::skirmishersAvoid(UnitId charger, UnitId target, EventSink& sink) {
  const Rect by = mBattle.block(charger);
  UnitState& s = mBattle.unit(target);
  const Angle away = bearing(by.centre, mBattle.block(target).centre);
  const Length need = Battle::inches(mBattle.rateOf(charger));
  const Length already = gap(by, mBattle.block(target));
  const Length go = std::max<Length>(0, need - already);
  const measured::BlockShape shape = mBattle.shape(target);
  const measured::Stop stop = measured::displace(
      shape, s.pose, away, go, Battle::sweepStep(shape), mBattle.battlefield().bounds(),
      mBattle.obstaclesFor(target),
      [&](const Rect& r) { return onForbiddenGround(target, r); },
      [](const Pose&) { return false; });
  if (stop.at + measured::kTolerance < go) return false;
  Event e;
  e.kind = EventKind::UnitEvaded;
  e.side = mBattle.sideOf(target);
  e.unit = target;
  e.other = charger;
  e.from = s.pose.front;
  s.pose.front = s.pose.front + heading(away, go);
  s.avoidedTurn = mTurn;
  e.to = s.pose.front;
  if (sink.wantsText())
    e.text =
        subjectVerb(mBattle.label(target), "avoids") + " the charge of " + mBattle.label(charger);
  sink.emit(std::move(e));
  return true;
}

}  // namespace sandtable::rules::wotr
