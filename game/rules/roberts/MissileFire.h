// 000 Missile Fire: how many attacks a stand makes, each attack's modifiers, its result (7 or
// more Disrupts, 11 or more also hits the target's unit), and skirmishers' fire groups.
// Range, arcs and lines of fire are the table's; terrain comes in as modifiers.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Fighter.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::roberts {

// Where the firer stands this half-turn.
struct FireState {
  bool inContact = false;                // in contact with the enemy
  int halfTurn = 0;                      // the half-turn counted from the game's first
  std::optional<int> lastFiredHalfTurn;  // a slow weapon's last attack
};

// The attacks a stand makes with a successful Missile Fire Action: none without a missile
// weapon, in contact (battle platforms excepted) or with a slow weapon that fired last
// half-turn; two for Elite stands with a weapon that allows it; otherwise one. `why` says why
// none, in the text's words.
struct AttackCount {
  int attacks = 0;
  std::string why;
};
AttackCount missileAttacksOf(const Tables& t, const Fighter& firer, const FireState& s);

// The modifiers of one attack on `target`: MAV, DV (one less when Disrupted), armour-piercing
// against armour, the target's size and mounted troops, then `terrain` as given.
std::vector<Modifier> missileModifiers(const Tables& t, const Fighter& firer, const Fighter& target,
                                       const std::vector<Modifier>& terrain = {});

struct MissileResult {
  bool disrupts = false;  // the target stand is Disrupted for the rest of the half-turn
  int hits = 0;           // hits on the target's unit
};
MissileResult missileResultOf(const Tables& t, int total);

struct MissileAttack {
  RollRecord roll;
  MissileResult result;
};
MissileAttack rollMissileAttack(const Tables& t, const Fighter& firer, const Fighter& target,
                                Dice& dice, const std::vector<Modifier>& terrain = {});

// Disruption: Reluctant, and the DV penalty applied by missileModifiers and melee (the caller
// clears it at the end of the half-turn).
void disrupt(Fighter& f);

// A skirmishers' fire group of the members' MAVs, each of whom succeeded at its own Action:
// one attack with their MAVs added; none when there are more members than the group allows.
// That each is within the spacing of another is the table's to check.
std::optional<int> fireGroupMav(const Tables& t, const std::vector<int>& memberMavs);

}  // namespace sandtable::rules::roberts
