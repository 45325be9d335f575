// Robert's Rules of Warfare's numbers for troops, points and play, as loaded from
// config/rulesets/roberts.yaml. The code holds the procedures of seed text 000; every value
// they use comes from here.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "CombatTables.h"
#include "Enums.h"
#include "MoveTables.h"
#include "PlayTables.h"

namespace sandtable::rules::roberts {

struct ScaleRule {
  Scale scale = Scale::Mm25;
  int unitSizeMultiplier = 1;  // 15mm doubles every unit size
};

struct StandBase {
  Scale scale = Scale::Mm25;
  int figures = 1;
  int widthMm = 60;
  int depthMm = 20;
};

struct TroopType {
  TroopKind kind = TroopKind::HeavyFoot;
  std::string name;  // "Heavy Foot"
  bool mounted = false;
  int avPerFigure = 1;
  int dvPerFigure = 1;
  int size = 1;      // the Size Cost of one stand
  int baseCost = 0;  // points a stand before percentages
  bool alwaysUnformed = false;
  bool minimumSizeApplies = true;
  AttributeSet freeAttributes;
  std::array<StandBase, kScaleCount> bases{};
};

struct Weapon {
  std::string id, name;
  std::string weaponClass;  // "B"
  int av = 0;
  int costPercent = 0;
  bool maySet = false;
  bool lostAfterFirstContact = false;
  bool rankSupport = false;  // a second rank of it supports the front rank in melee
  TroopKindSet types;
};

struct MissileWeapon {
  std::string id, name;
  int mavPerFigure = 1;
  int mav = 0;
  int costPercent = 0;
  int armourPiercing = 0;
  bool eliteDoubleAttack = false;
  bool firesOver = false;
  bool slow = false;
  double rangeInches = 0;    // from the firing point to the nearest point of the target
  bool extendedArc = false;  // fires in MissileRule::extendedArcDegrees
  TroopKindSet types;
};

struct Armour {
  std::string id, name;
  int dv = 0;
  int costPercent = 0;
  bool armoured = false;
  TroopKindSet types;
};

struct AttributeRule {
  Attribute attribute = Attribute::Elite;
  int costPercent = 0;
  bool neverDemoralized = false;
  AttributeSet implies;
};

struct ExclusivePair {
  Attribute first = Attribute::Elite;
  Attribute second = Attribute::Militia;
  std::string source;  // why, quoted in the message
};

struct SizeLimits {
  Training training = Training::Regular;
  int minSize = 0;  // total Size of a Formed unit at 25mm (0: no minimum)
  int maxSize = 0;
};

struct Costs {
  int formedUnitPremium = 4;
  int general = 60;
  int captain = 20;
};

struct LeaderRules {
  bool onePerUnit = true;
};

struct Casualties {
  int hitsPerStand = 2;
  int demoralizedAtPercent = 50;
};

struct Tables {
  std::array<ScaleRule, kScaleCount> scales{};
  std::array<TroopType, kTroopKindCount> troops{};
  std::vector<Weapon> weapons;  // in the file's order
  std::vector<MissileWeapon> missiles;
  std::vector<Armour> armour;
  std::array<AttributeRule, kAttributeCount> attributes{};
  std::vector<ExclusivePair> exclusive;
  std::array<SizeLimits, kTrainingCount> training{};
  Costs costs;
  LeaderRules leaders;
  Casualties casualties;
  PlayTables play;      // the sequence of play and the Action Rolls
  CombatTables combat;  // missile fire, melee, pursuit and morale
  ChargeRule charging;  // the charge move's geometry
  MoveTables movement;  // how far each troop type marches
  // Skirmishers' Withdrawals before the enemy.
  SkirmisherRule skirmishers;

  const TroopType& troop(TroopKind k) const { return troops[static_cast<std::size_t>(k)]; }
  const AttributeRule& attribute(Attribute a) const {
    return attributes[static_cast<std::size_t>(a)];
  }
  const SizeLimits& limits(Training t) const { return training[static_cast<std::size_t>(t)]; }
  const ScaleRule& scale(Scale s) const { return scales[static_cast<std::size_t>(s)]; }
  // By id; null when there is none.
  const Weapon* weapon(std::string_view id) const;
  const MissileWeapon* missile(std::string_view id) const;
  const Armour* armourOf(std::string_view id) const;
};

}  // namespace sandtable::rules::roberts
