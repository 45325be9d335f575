// 000 The Stands: "Each figure provides 1 point of AV and DV", the weapon adds to AV, the
// armour to DV, and a missile weapon gives the MAV.
#include "Profile.h"

namespace sandtable::rules::roberts {

std::string Profile::text() const {
  std::string out = std::to_string(av) + "-" + std::to_string(dv);
  if (mav > 0) out += " (" + std::to_string(mav) + ")";
  return out;
}

Profile profileOf(const Tables& t, Scale scale, const UnitLine& u) {
  const TroopType& type = t.troop(u.type);
  Profile p;
  p.figures = type.bases[static_cast<std::size_t>(scale)].figures;
  p.av = p.figures * type.avPerFigure;
  p.dv = p.figures * type.dvPerFigure;
  if (const Weapon* w = t.weapon(u.weapon)) p.av += w->av;
  if (const Armour* a = t.armourOf(u.armour)) p.dv += a->dv;
  if (const MissileWeapon* m = t.missile(u.missile)) p.mav = p.figures * m->mavPerFigure + m->mav;
  return p;
}

}  // namespace sandtable::rules::roberts
