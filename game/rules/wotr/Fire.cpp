// The fire roll and its casualties.
#include "Fire.h"

#include "Roll.h"
#include "Rounding.h"

namespace sandtable::rules::wotr {

bool inRange(const Profile& firer, double distance) {
  return firer.shootingWeapon && firer.shooters > 0 &&
         distance <= firer.shootingWeapon->shooting.range;
}

std::vector<Modifier> fireModifiers(const Tables& t, const Profile& firer, const Profile& target,
                                    const FireSituation& s) {
  const FireModifiers& m = t.fireModifiers;
  std::vector<Modifier> out;
  if (firer.cavalry()) {
    add(out, "each firer casualty (cavalry)", s.firerCasualties * m.perCasualtyCavalryFirers.value);
    add(out, "mounted firers", m.mountedFirers.value);
  } else if (!firer.artillery()) {
    add(out, "each 2 firer casualties (infantry)",
        s.firerCasualties / 2 * m.perTwoCasualtiesInfantryFirers.value);
  }
  if (const Weapon* w = firer.shootingWeapon) {
    add(out, "firers with " + w->name, w->shooting.modifier);
    if (w->shooting.longRange > 0 && s.distance >= w->shooting.longRange)
      add(out, "long range", m.longRange.value);
  }
  if (target.cavalry()) add(out, "target is cavalry", m.targetCavalry.value);
  if (target.artillery() || target.skirmish)
    add(out, "target is artillery or skirmishers", m.targetArtilleryOrSkirmishers.value);
  if (s.targetFourRanksDeep) add(out, "target 4 or more ranks deep", m.targetFourRanksDeep.value);
  if (s.targetAvoidedLastTurn)
    add(out, "skirmishers avoiding enemy last turn", m.skirmishersAvoidedLastTurn.value);
  switch (s.cover) {
    case Cover::Soft:
      add(out, "soft cover", m.softCover.value);
      break;
    case Cover::Medium:
      add(out, "medium cover (pavises)", m.mediumCover.value);
      break;
    case Cover::Hard:
      add(out, "hard cover", m.hardCover.value);
      break;
    case Cover::None:
      break;
  }
  return out;
}

FireResult resolveFire(const Tables& t, const Profile& firer, const Profile& target,
                       const FireSituation& s, Dice& dice) {
  FireResult r;
  const Shooting& sh = firer.shootingWeapon->shooting;
  r.roll = rollWith(dice, sh.dice, 6, "002 Event II", "fire", fireModifiers(t, firer, target, s));
  r.fraction = t.casualtyFraction(sh.casualties, target.protection);
  r.casualties = roundedDown(r.roll.total, r.fraction);
  r.roll.test = "x " + std::to_string(r.fraction.num) + "/" + std::to_string(r.fraction.den) +
                " rounded down";
  r.roll.outcome = plural(r.casualties, "casualty", "casualties");
  return r;
}

}  // namespace sandtable::rules::wotr
