// 000 Sequence of Play: the Action Roll (2d6, 8 or more) with its modifiers, the Actions that
// need no roll, and the chance of a roll.
#pragma once

#include <string>
#include <vector>

#include "Actor.h"
#include "Tables.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::roberts {

// Every modifier of `a`'s roll for `k`, in the text's words ("Militia", "Captain").
std::vector<Modifier> actionModifiers(const Tables& t, const Actor& a, ActionKind k);
int totalOf(const std::vector<Modifier>& modifiers);

// Why `a` succeeds at `k` in `phase` without a roll, in the text's words; empty when it must
// roll. `enemyCouldNotRetreat`: a Pursuit of a stand that could not retreat.
std::string automaticBecause(const Tables& t, const Actor& a, ActionKind k, Phase phase,
                             bool enemyCouldNotRetreat = false);

// Rolls the Action Roll: the dice, the modifiers, the target and whether it succeeded.
RollRecord rollAction(const Tables& t, const Actor& a, ActionKind k, Dice& dice);
bool succeeded(const Tables& t, const RollRecord& roll);

// The chance that an Action Roll with `modifier` succeeds, exact (every way the dice fall).
double actionRollChance(const Tables& t, int modifier);

}  // namespace sandtable::rules::roberts
