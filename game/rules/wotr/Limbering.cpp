// Limbering and unlimbering the guns (002 Event III): "All others changes of formation,
// interpenetration between friendly units and unlimber artillery cost one full move", and the
// rates "Limbered artillery: 8". Unlimbered: 1"". The outline says no more; read so (written
// down in docs/rules/wotr.md, The match):
// - An artillery unit's ChangeFormation names its formation: option 1 limbered, 0 unlimbered
//   (in battery). A gun has one base, so it has no ranks to change.
// - Either change is the unit's whole move: it must not have moved, and may not move, charge
//   or change again this move.
// - Guns begin the battle unlimbered, in battery, as a scenario deploys them to shoot; limbered
//   guns do not shoot (a gun fires from its battery) and move 8", unlimbered ones 1".
#include "WotrGame.h"
#include "core/Wording.h"

namespace sandtable::rules::wotr {

Verdict WotrGame::checkLimbering(const Action& a) const {
  if (Verdict v = mayMove(a.unit); !v) return v;
  const UnitState& u = mBattle.unit(a.unit);
  if (a.option != kLimbered && a.option != kUnlimbered)
    return Verdict::no("guns are limbered (option 1) or unlimbered (option 0)");
  if ((a.option == kLimbered) == u.limbered)
    return Verdict::no(u.limbered ? "the guns are limbered already" : "the guns are in battery already");
  if (u.used > 0 || u.noCharge)
    return Verdict::no("002 Event III: limbering or unlimbering costs the whole move");
  return Verdict::ok();
}

void WotrGame::applyLimbering(const Action& a, EventSink& sink) {
  UnitState& u = mBattle.unit(a.unit);
  u.limbered = a.option == kLimbered;
  u.moved = true;
  u.noCharge = true;
  say(sink, EventKind::FormationChanged, a.unit, kNoUnit,
      u.limbered ? subjectVerb(mBattle.label(a.unit), "limbers up")
                 : subjectVerb(mBattle.label(a.unit), "unlimbers") + " and " +
                       agreeing(mBattle.label(a.unit), "is") + " in battery",
      a.option);
}

}  // namespace sandtable::rules::wotr
