// What a Warlords charge is likely to bring, for the table to show beside a charge order: a
// player weighing it, or a teacher asking why it failed, reads the same reckoning the normal AI
// makes of it (the random move's reach, the first melee round from both sides' dice and
// modifiers with the ground where the two would meet, the target's answers), in numbers
// rather than a score. Read-only; nothing here rolls a die.
#pragma once

#include "WarlordsOdds.h"
#include "rules/warlords/WarlordsGame.h"

namespace sandtable::ai::warlords {

struct ChargeForecast {
  const char* problem = nullptr;  // why the charge cannot be made (then nothing else is set)
  double pReach = 0;              // the charge move, a random move (2.4.9), reaches the target
  rules::Zone edge = rules::Zone::Front;  // the target's edge it strikes
  bool crossesStakes = false;     // through the sharp side of stakes (3.3.3.3)
  // The first melee round, were the charge to strike home: each side's dice and modifiers as
  // the rules count them (meleeOddsWith), and the change the ground where they would meet
  // makes to the ground they stand on now (uphill, own armour on rough ground).
  rules::warlords::WarlordsGame::MeleeOdds mine;
  rules::warlords::WarlordsGame::MeleeOdds theirs;
  int myGroundThere = 0;
  int theirGroundThere = 0;
  MeleeForecast round;
  bool joinsMelee = false;        // friends already fight the target: it strikes as a supporting unit
  bool targetMayEvade = false;
  double pEvade = 0;              // if it tries: it gets away (its activation, 2.4.7)
  bool targetMayCounterCharge = false;
};

// The forecast of `charger` charging `target` as the game stands (a Berserk charger as the
// rules drive it, straight at its target).
ChargeForecast forecastCharge(const rules::warlords::WarlordsGame& g, rules::UnitId charger, rules::UnitId target);

}  // namespace sandtable::ai::warlords
