// Morale Rolls (000 Charging, Casualties and Morale): 2d6 + modifiers, 7 or more. The Reluctant
// stand's check to lead a charge, the Break Check of a unit that lost stands (or that a nearby
// rout shakes), and an attached leader's check when his unit is hit.
#pragma once

#include <string>
#include <vector>

#include "Actor.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::roberts {

// Reluctant, bought or from Disruption: it must pass a Morale Check to lead a charge.
bool mustCheckToLeadCharge(const Actor& a);

// Why `a` passes without a roll (Fanatic); empty when it rolls.
std::string passesMoraleBecause(const Tables& t, const Actor& a);

// The modifiers of `a`'s Morale Roll: Guard, Unreliable, Demoralized, an attached leader, and
// the stands just lost (Break Checks).
std::vector<Modifier> moraleModifiers(const Tables& t, const Actor& a, int standsLost = 0);

enum class MoraleCheck { LeadCharge, Break };
RollRecord rollMorale(const Tables& t, const Actor& a, MoraleCheck check, Dice& dice,
                      int standsLost = 0);
// A leader's Break Check when his unit takes a hit: unmodified.
RollRecord rollLeaderCheck(const Tables& t, Dice& dice);

bool passed(const Tables& t, const RollRecord& moraleRoll);

}  // namespace sandtable::rules::roberts
