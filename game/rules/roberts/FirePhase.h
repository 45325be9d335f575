// 000 Missile Fire in the match: which stands of a unit attack which stands of a target unit
// with one Missile Fire Action (the whole unit, or one column when the unit fires at more than
// one enemy unit), and how many attacks each makes. The stand's rules (no weapon, in contact,
// a slow weapon that fired last half-turn, Elite double attacks) are MissileFire.h's; range,
// arc and line of fire are FireGeometry.h's; each stand not yet fired this phase shoots at the
// nearest target stand it can reach.
#pragma once

#include <string>
#include <vector>

#include "BattleState.h"
#include "Table.h"
#include "core/Action.h"

namespace sandtable::rules::roberts {

// One stand's attacks on one target stand (indices in slot order, front rank first).
struct FireAttack {
  int shooter = 0;
  int target = 0;
  int attacks = 1;
};

struct FirePlan {
  Verdict verdict = Verdict::ok();
  std::vector<FireAttack> attacks;  // by shooter, left to right from the front rank
};

inline constexpr int kWholeUnit = -1;

// The column a Missile Fire Action fires with (its option's column, from 1), or kWholeUnit
// (the whole unit, or a skirmishers' fire group).
int fireColumnOf(const Action& a);
// Whether a Missile Fire Action is a skirmishers' fire group's (option kFireGroupOption).
bool isFireGroup(const Action& a);

// The attacks `firer` (its column `column`, or kWholeUnit) makes on `target` in half-turn
// `halfTurn` (counted from the battle's first).
FirePlan planFire(const Table& table, const BattleState& battle, UnitId firer, UnitId target,
                  int column, int halfTurn);

// Whether `firer`'s first stand can attack `target`'s stand `stand` (in range, arc and a clear
// line of fire), as a member of a fire group that attacks that stand: the skirmisher it fires
// `alongside` does not block its line (reconstructed: the group shoots as one body).
bool canAttackStand(const Table& table, UnitId firer, UnitId target, int stand,
                    UnitId alongside);

}  // namespace sandtable::rules::roberts
