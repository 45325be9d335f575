// War of the Roses' numbers, as loaded from config/rulesets/wotr.yaml (R. Camicia's outline of
// the Ral Partha rules, seed text 002). The code holds the outline's procedures; every value
// they use comes from here.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "Enums.h"

namespace sandtable::rules::wotr {

// One modifier of a table, as the file gives it ({value, source}).
struct Mod {
  int value = 0;
};

// A casualty fraction ("1/3").
struct Fraction {
  int num = 0;
  int den = 1;
};

struct KindRule {
  Kind kind = Kind::Militia;
  std::string name;
  int cost = 0;           // figure points (Figure points value: Kind)
  int meleeModifier = 0;  // Melee modifiers: Militia 0, Professionals +1, Knights +2, Levy -2
  int rallyNeeds = 0;     // a d6 rally without a leader: this or more; 0: only with a leader
};

struct MoraleClassRule {
  MoraleClass morale = MoraleClass::Ordinary;
  std::string name;
  int cost = 0;
  int meleeModifier = 0;      // every melee (Veteran or retinue +1, Raw -2)
  int moraleModifier = 0;     // every morale test (Chivalric or fanatic +1, Veteran +1, Raw -1)
  int rallyModifier = 0;      // the optional rally modifier (+1 chivalric or fanatic, -1 raw)
  bool firstMelee = false;    // "Chivalric, fanatic or Furious in the first melee"
  bool mayGoFurious = false;  // a natural 6 where the morale table marks it
};

struct ProtectionRule {
  Protection protection = Protection::None;
  std::string name;
  int cost = 0;
};

// What a weapon's figure shoots, when it shoots.
struct Shooting {
  CasualtyColumn casualties = CasualtyColumn::Bow;
  int dice = 2;          // 2d6, 1d6 for artillery
  int modifier = 0;      // Firers with longbows -1, crossbow -2, handguns -3
  double range = 0;      // inches
  double longRange = 0;  // from this distance on "-2"; 0: never (artillery)
};

struct Weapon {
  std::string id, name;
  int cost = 0;
  bool shoots = false;
  Shooting shooting;
  MeleeRole melee = MeleeRole::None;
  bool mount = false;         // a horse: its figures are cavalry
  bool artillery = false;     // an artillery piece: the unit is one base
  Cover cover = Cover::None;  // a pavise covers its unit
};

struct CasualtyRow {
  CasualtyColumn column = CasualtyColumn::Bow;
  std::array<Fraction, kProtectionCount> byProtection{};
};

struct UnitSize {
  Arm arm = Arm::Infantry;
  int minFigures = 0;
  int maxFigures = 0;
  int maxBases = 0;  // 0: no limit of its own
};

struct FireRules {
  double arcDegrees = 22.5;  // either side of the firers' centre line
};

struct FireModifiers {
  Mod perTwoCasualtiesInfantryFirers, perCasualtyCavalryFirers, mountedFirers;
  Mod targetCavalry, targetArtilleryOrSkirmishers, targetFourRanksDeep;
  Mod skirmishersAvoidedLastTurn, longRange;
  Mod softCover, mediumCover, hardCover;
};

struct MeleeRules {
  int dice = 2;
  int reducedDice = 1;  // two melees, in flank or rear, or at half strength or less
  int halfStrengthPercent = 50;
  double chargeArcDegrees = 22.5;
};

struct MeleeModifiers {
  Mod shooters, longbowmen, cavalry;
  Mod pikeChargingInfantryOrStandingVsCavalry, lanceChargingOrPursuing, othersChargingOrPursuing;
  Mod chivalricFanaticOrFuriousFirstMelee, leaderCommanding, pikeThirdFourthRankEach;
  Mod furiousClosingSecondMove, furiousClosingLaterMove, interpenetrating;
  Mod attackingFlank, attackingRear, advantageOfGround, opponentsInEarthworks;
  Mod perTwoCasualtiesInfantry, perCasualtyCavalry;
  Mod infantryAttackingObstacle, cavalryAttackingObstacle, cavalryVsStandingInfantry;
  Mod chargingUphill, outnumbered3To2, outnumbered2To1, outnumbered3To1;
  Mod cavalryFiredThisMove, attackedInFlankOrRear, previouslyRouted;
};

// One row of the morale table: the score needed by each kind of testing unit, and the cells
// where a chivalric or fanatic unit's natural 6 makes it FURIOUS (the outline's asterisks).
struct MoraleRow {
  MoraleCause cause = MoraleCause::Levy;
  std::array<int, kTesterKindCount> needs{};
  std::array<bool, kTesterKindCount> furious{};
};

struct MoraleModifiers {
  Mod leaderCommanding, lostMeleeThisTurn, lostLeaderThisTurn, friendInRout;
  Mod attackedInFlank, attackedInRear, lost25, lost50, lost75, previouslyRouted;
};

struct MoraleRules {
  int die = 6;
  int furiousOn = 6;      // the natural roll that makes a chivalric or fanatic unit FURIOUS
  double seeRadius = 12;  // a leader hit or a rout seen within this
};

struct RoutRules {
  int hits = 2, cavalryHits = 1;
  int attackedHits = 4, attackedCavalryHits = 2;
  int leaveFieldPercent = 75;
  int rallyDie = 6;
};

struct LeaderRules {
  int riskCasualties = 2;  // melee casualties on his unit that put him at risk
  int riskDie = 6;
  int incapacitatedOn = 5, killedOn = 6;
  int incapacitatedMoves = 1;
  double commandRadius = 12;
  double messengerSpeed = 12;
};

struct MovementRates {
  double leadersMessengersUnarmouredCavalry = 12, infantry = 8, fullyArmouredCavalry = 8;
  double fullyArmouredDismountedKnights = 6, otherCavalry = 10;
  double limberedArtillery = 8, unlimberedArtillery = 1;
};

struct TerrainPenalties {
  double minor = 2, minorCavalryArtillery = 4;  // hills, walls, hedges, bridges
  double major = 4, majorCavalryAllowance = 2;  // rough, woods, paddy fields; changing ranks
  bool majorImpassableToArtillery = true;
};

// ---- Event I: orders and messengers (Orders.h) ----------------------------------------

// The four orders of a battle/wing (002 Event I), in the file's order.
enum class Order : std::uint8_t { Attack, Engage, Defend, Retire, Count_ };
inline constexpr std::size_t kOrderCount = static_cast<std::size_t>(Order::Count_);
// The ids the files spell them with.
inline constexpr std::array<std::string_view, kOrderCount> kOrderIds{"attack", "engage", "defend",
                                                                     "retire"};

struct OrderRule {
  Order order = Order::Defend;
  std::string name;
  // The least share of its move a unit under this order must close on the nearest enemy
  // (Attack, Engage) or on its own baseline (Retire); 0: no duty to move.
  double advance = 0;
  double retreat = 0;
  // Engage: where a unit without shooters stops and defends (shooters stop at their range).
  double standOff = 0;
  // The weight of this order in a side's guess at an enemy wing's order it cannot read.
  int guessWeight = 1;
};

struct MessengerRules {
  // A messenger is caught, and his order lost, when an enemy unit is within this distance
  // (inches) of him or of his path; his speed is the leaders' messenger_speed.
  double catchDistance = 2;
};

// ---- end of Event I ------------------------------------------------------------------

struct Tables {
  std::array<KindRule, kKindCount> kinds{};
  std::array<MoraleClassRule, kMoraleClassCount> moraleClasses{};
  std::array<ProtectionRule, kProtectionCount> protections{};
  std::vector<Weapon> weapons;
  std::array<UnitSize, kArmCount> unitSizes{};
  std::array<CasualtyRow, kCasualtyColumnCount> casualties{};
  FireRules fire;
  FireModifiers fireModifiers;
  MeleeRules melee;
  MeleeModifiers meleeModifiers;
  std::array<MoraleRow, kMoraleCauseCount> morale{};
  MoraleModifiers moraleModifiers;
  MoraleRules moraleRules;
  RoutRules routs;
  LeaderRules leaders;
  MovementRates movement;
  TerrainPenalties terrain;
  std::array<OrderRule, kOrderCount> orders{};  // Event I (Orders.h)
  MessengerRules messengers;

  const Weapon* weapon(std::string_view id) const;
  const KindRule& kind(Kind k) const { return kinds[static_cast<std::size_t>(k)]; }
  const MoraleClassRule& moraleClass(MoraleClass m) const {
    return moraleClasses[static_cast<std::size_t>(m)];
  }
  const ProtectionRule& protection(Protection p) const {
    return protections[static_cast<std::size_t>(p)];
  }
  const Fraction& casualtyFraction(CasualtyColumn c, Protection p) const {
    return casualties[static_cast<std::size_t>(c)].byProtection[static_cast<std::size_t>(p)];
  }
  const MoraleRow& moraleRow(MoraleCause c) const { return morale[static_cast<std::size_t>(c)]; }
  const OrderRule& order(Order o) const { return orders[static_cast<std::size_t>(o)]; }
};

}  // namespace sandtable::rules::wotr
