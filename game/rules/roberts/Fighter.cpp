// A fighter from a unit line: the Actor, the profile's values and the kit's flags.
#include "Fighter.h"

#include "Profile.h"

namespace sandtable::rules::roberts {

Fighter fighterOf(const Tables& t, Scale scale, const UnitLine& u, AttachedLeader leader) {
  Fighter f;
  f.actor = actorOf(t, u, leader);
  const Profile p = profileOf(t, scale, u);
  f.av = p.av;
  f.dv = p.dv;
  f.mav = p.mav;
  f.size = t.troop(u.type).size;
  if (const Armour* a = t.armourOf(u.armour)) f.armoured = a->armoured;
  if (const Weapon* w = t.weapon(u.weapon); w != nullptr && w->lostAfterFirstContact)
    f.avLostAfterContact = w->av;
  if (const MissileWeapon* m = t.missile(u.missile)) {
    f.armourPiercing = m->armourPiercing;
    f.eliteDoubleAttack = m->eliteDoubleAttack;
    f.slowWeapon = m->slow;
  }
  return f;
}

}  // namespace sandtable::rules::roberts
