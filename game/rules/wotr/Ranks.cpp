// Changing ranks (002 Event III): a unit deepens or thins its block in place, the front's
// centre and facing kept. The outline prices it with the worst ground: "- 4" for moving through
// rough terrains, woods or paddy fields, and changing ranks (only 2" of movement for all
// cavalry ...)", and a unit "changing face/formation ... can't charge ... in the same move".
// Read so: foot and artillery pay 4" of the move, cavalry keep at most 2" of theirs, and the
// unit may not charge afterwards this move; it may still move with what is left.
#include <algorithm>

#include "Movement.h"
#include "WotrGame.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::wotr {

Length WotrGame::ranksCost(UnitId id) const {
  const TerrainPenalties& t = mBattle.tables().terrain;
  const Profile& p = mBattle.profileOf(id);
  if (!p.cavalry()) return Battle::inches(t.major);
  const Length rate = Battle::inches(movementRate(mBattle.tables(), p));
  return std::max<Length>(0, rate - Battle::inches(t.majorCavalryAllowance));
}

Verdict WotrGame::checkRanks(const Action& a) const {
  if (Verdict v = mayMove(a.unit); !v) return v;
  const UnitState& u = mBattle.unit(a.unit);
  const UnitSetup& s = mBattle.setupOf(a.unit);
  if (a.option < 1 || a.option > s.bases)
    return Verdict::no("its " + std::to_string(s.bases) + " bases stand in 1 to " +
                       std::to_string(s.bases) + " ranks");
  if (a.option == u.ranks) return Verdict::no("it stands in that many ranks already");
  if (ranksCost(a.unit) > allowance(a.unit))
    return Verdict::no(
        "002 Event III: changing ranks costs 4\" of the move (cavalry keep only 2\")");
  const measured::BlockShape shape{(s.bases + a.option - 1) / a.option, a.option, s.baseWidth,
                                   s.baseDepth};
  const Rect r = measured::blockRect(shape, u.pose);
  if (!mBattle.blockFits(a.unit, r)) return Verdict::no("no room for those ranks there");
  if (onForbiddenGround(a.unit, r))
    return Verdict::no("002 Event III: the ranks would stand on ground the unit may not enter");
  for (const UnitState& o : mBattle.units()) {
    if (o.active() && mBattle.sideOf(o.id) != mBattle.sideOf(a.unit) &&
        gapAtMost(r, mBattle.block(o.id), 2 * measured::kTolerance))
      return Verdict::no("the new ranks would touch an enemy");
  }
  return Verdict::ok();
}

void WotrGame::applyRanks(const Action& a, EventSink& sink) {
  UnitState& u = mBattle.unit(a.unit);
  const int before = u.ranks;
  u.used += ranksCost(a.unit);
  u.ranks = a.option;
  u.noCharge = true;
  say(sink, EventKind::FormationChanged, a.unit, kNoUnit,
      subjectVerb(mBattle.label(a.unit), "changes") + " from " + std::to_string(before) + " to " +
          std::to_string(a.option) + (a.option == 1 ? " rank" : " ranks"),
      a.option);
}

}  // namespace sandtable::rules::wotr
