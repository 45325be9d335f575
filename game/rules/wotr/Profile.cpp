// A unit's profile from its figure groups.
#include "Profile.h"

#include <algorithm>

namespace sandtable::rules::wotr {

namespace {

// The worse of two shooting weapons: the larger penalty, then the kinder casualty column.
bool worseShooter(const Weapon& a, const Weapon& b) {
  if (a.shooting.modifier != b.shooting.modifier) return a.shooting.modifier < b.shooting.modifier;
  return a.shooting.casualties < b.shooting.casualties;
}

}  // namespace

Profile profileOf(const Tables& t, const UnitLine& u) {
  Profile p;
  p.kind = u.kind;
  p.morale = u.morale;
  p.skirmish = u.skirmish;
  int levels = 0;
  bool mounted = false, artillery = false, otherShooters = false, longbows = false;
  for (const FigureGroup& g : u.groups) {
    p.figures += g.figures;
    levels += g.figures * static_cast<int>(g.protection);
    bool shoots = false;
    for (const std::string& id : g.weapons) {
      const Weapon* w = t.weapon(id);
      if (!w) continue;
      mounted = mounted || w->mount;
      artillery = artillery || w->artillery;
      p.pikes = p.pikes || w->melee == MeleeRole::Pike;
      p.lances = p.lances || w->melee == MeleeRole::Lance;
      longbows = longbows || w->melee == MeleeRole::Longbow;
      otherShooters = otherShooters || w->melee == MeleeRole::Shooter;
      p.cover = std::max(p.cover, w->cover);
      if (!w->shoots) continue;
      shoots = true;
      if (!p.shootingWeapon || worseShooter(*w, *p.shootingWeapon)) p.shootingWeapon = w;
    }
    if (shoots) p.shooters += g.figures;
  }
  // "use the media rounded down for armour": the figures' mean level, rounded down.
  if (p.figures > 0) p.protection = Protection(levels / p.figures);
  p.arm = artillery ? Arm::Artillery : mounted ? Arm::Cavalry : Arm::Infantry;
  p.longbowsOnly = longbows && !otherShooters;
  return p;
}

TesterKind testerKind(const Profile& p) {
  switch (p.kind) {
    case Kind::Knight:
      return p.cavalry() ? TesterKind::MountedKnights : TesterKind::FootKnights;
    case Kind::Professional:
      return TesterKind::Professionals;
    case Kind::Militia:
      return TesterKind::Militia;
    default:
      return TesterKind::Levy;
  }
}

MoraleCause causeOf(const Profile& enemy) {
  return MoraleCause(static_cast<int>(testerKind(enemy)));
}

}  // namespace sandtable::rules::wotr
