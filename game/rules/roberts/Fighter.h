// What combat reads of a stand (000 Missile Fire, Melee Combat): its unit's Actor (attributes,
// leader, Disrupted, Demoralized) and its combat values and kit. Where it stands (flank or rear,
// uphill, in contact) is the table's to decide and comes to each rule as an input.
#pragma once

#include "Actor.h"
#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

struct Fighter {
  Actor actor;
  int av = 0;
  int dv = 0;
  int mav = 0;
  int size = 1;                // the troop type's Size ('target's size')
  bool armoured = false;       // against armour-piercing missiles
  int avLostAfterContact = 0;  // lances: 'lost in the initial contact'
  // The missile weapon's properties (none: 0 and false).
  int armourPiercing = 0;
  bool eliteDoubleAttack = false;
  bool slowWeapon = false;

  bool has(Attribute a) const { return actor.has(a); }
};

// The fighter for a stand of `u` at `scale`, fresh (neither Disrupted nor Demoralized).
Fighter fighterOf(const Tables& t, Scale scale, const UnitLine& u,
                  AttachedLeader leader = AttachedLeader::None);

}  // namespace sandtable::rules::roberts
