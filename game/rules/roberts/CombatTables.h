// Robert's Rules' numbers for combat results (000 Missile Fire, Charging, Melee Combat,
// Casualties and Morale), as loaded from config/rulesets/roberts.yaml; part of Tables.
#pragma once

#include "Enums.h"
#include "core/Battlefield.h"

namespace sandtable::rules::roberts {

// 000 Missile Fire: an attack is 2d6 + MAV - DV + modifiers.
struct MissileRule {
  int dice = 2;
  int sides = 6;
  int disruptsAt = 7;
  int hitsAt = 11;
  int hitsScored = 1;
  int disruptedDv = -1;     // a Disrupted stand's DV for the rest of the half-turn
  int largeTargetSize = 4;  // 'target's size': stands of this Size or more
  int largeTarget = 1;
  int mountedTarget = 1;
  int eliteAttacks = 2;  // Elite stands with a weapon that allows it
  int slowIntervalHalfTurns = 2;
  int fireGroupMax = 4;
  double fireGroupSpacingInches = 1;
  TroopKindSet fireInContact;   // types that may fire while in contact (battle platforms)
  int firingArcDegrees = 45;    // either side of straight ahead, for Formed stands
  int extendedArcDegrees = 90;  // for weapons with extended arcs
  double lineOfFireClearanceInches = 0.5;
  double figureHeightInches = 1;  // the line of fire's height, and what overfire needs
};

// 000 Melee Combat: an attack is 2d6 + AV - DV + modifiers.
struct MeleeRule {
  int dice = 2;
  int sides = 6;
  int pushBackAt = 7;
  int oneHitAt = 10;
  int twoHitsAt = 13;
  int disruptedDv = -1;
  int shockCharging = 1;
  int impetuousCharging = 1;
  int uphill = 1;
  int secondRankSupport = 1;
  int setAgainstCharge = 1;
  int overrun = 1;
  int retreatBaseDepths = 1;
  double failedFallBackFraction = 0.5;
  TroopKindSet cannotRetreat;
};

// 000 Melee Combat: what the ground does to a melee attack ('Combat modifiers apply due to
// situation (i.e., attacking uphill ...) ... and terrain').
struct MeleeGroundRule {
  double uphillMarginInches = 0.25;  // the defender this much higher: attacking uphill
  TerrainKindSet shockLostIn = 0;    // an attacker on this ground has no Shock charge bonus
  TerrainKindSet cover = 0;          // a defender half or more on this ground is in cover
  int defenderInCover = -1;
  TerrainKindSet obstacles = 0;  // linear features that shelter a defender behind them
  int acrossObstacle = -1;
};

// 000 Melee Combat: the Pursuit Attack's chart, hits only.
struct PursuitRule {
  int oneHitAt = 7;
  int twoHitsAt = 10;
  int threeHitsAt = 13;
  int advanceBaseDepths = 1;             // how far a pursuing column may charge
  double overrunLeftoverFraction = 0.5;  // of the pursuer's base depth, left at contact
};

// 000 Charging: the charge move's geometry.
struct ChargeRule {
  int obliqueDegrees = 45;  // how far off straight ahead a charger may go at its target
  double skirmisherPenaltyInches = 0.5;  // movement lost per skirmisher stand in the path
};

// 000 Skirmishers: the Withdrawal before an enemy that moves adjacent or charges through.
struct SkirmisherRule {
  double withdrawalInches = 2;         // how far a skirmisher that withdraws falls back
  double adjacentPenaltyInches = 0.5;  // movement the mover loses per skirmisher it reaches
};

// Morale Rolls: to lead a charge while Reluctant, Break Checks and leaders' checks.
struct MoraleRule {
  int dice = 2;
  int sides = 6;
  int target = 7;
  int guard = 1;
  int unreliable = -1;
  int demoralized = -1;
  int leader = 1;
  int perStandLost = -1;
  int hitsPerStandOnFailure = 1;
  bool fanaticsPass = true;
  double routNearbyInches = 6;  // friendly units this near a rout make Break Checks
};

// 000 Casualties and Morale: what being Demoralized costs besides the Action Roll penalty.
struct DemoralizedRule {
  int combat = -1;
  double moveInches = -1;
};

struct CombatTables {
  MissileRule missile;
  MeleeRule melee;
  MeleeGroundRule meleeGround;
  PursuitRule pursuit;
  MoraleRule morale;
  DemoralizedRule demoralized;
};

}  // namespace sandtable::rules::roberts
