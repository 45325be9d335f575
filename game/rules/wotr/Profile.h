// What a unit is in play, read from its line (002 Making an Army): its arm (infantry, cavalry,
// artillery), its protection (a mixed unit takes the mean of its groups' rounded down), who
// shoots and with what, and what its weapons count as hand to hand (a mixed unit the worst).
#pragma once

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::wotr {

struct Profile {
  Kind kind = Kind::Militia;
  MoraleClass morale = MoraleClass::Ordinary;
  Arm arm = Arm::Infantry;
  int figures = 0;
  Protection protection = Protection::None;
  int shooters = 0;                        // figures that fire ("Only shooters figures can fire")
  const Weapon* shootingWeapon = nullptr;  // the worst of its shooters' weapons; null: none
  bool pikes = false;
  bool lances = false;
  bool longbowsOnly = false;  // its only shooters are longbowmen
  Cover cover = Cover::None;  // pavises
  bool skirmish = false;
  bool cavalry() const { return arm == Arm::Cavalry; }
  bool artillery() const { return arm == Arm::Artillery; }
};

// The ids must be the tables' (the army check reports them otherwise; an unknown one adds
// nothing here).
Profile profileOf(const Tables& t, const UnitLine& u);

// Which column of the morale table the unit tests in, and which row it is as an enemy.
TesterKind testerKind(const Profile& p);
MoraleCause causeOf(const Profile& enemy);

}  // namespace sandtable::rules::wotr
