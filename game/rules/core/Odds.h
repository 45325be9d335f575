// What an action is likely to bring before its dice are rolled, as the rules reckon it
// (Game::odds): the table shows it beside an order, the AI weighs it, a study explains a
// result by it. Chances, never a verdict; exact, from the dice arithmetic of DiceOdds.h.
#pragma once

#include <string>
#include <vector>

namespace sandtable::rules {

// One outcome a player would weigh, in words, and its chance.
struct OutcomeChance {
  std::string outcome;  // "at least one casualty", "the target routs", ...
  double chance = 0;    // 0..1
};

// The same few figures for every system, so that generic code (the AI's evaluation, the
// table's odds bar) can read any system's odds; each system says in `outcomes` what they mean
// in its own terms.
struct ActionOdds {
  // The action does what it is taken for: the attack hits, the shot costs the target figures,
  // the charge reaches, the unit activates.
  double success = 0;
  // The action breaks its target (a rout, a break, the unit removed) ...
  double targetBreaks = 0;
  // ... or breaks the unit that takes it (a failed melee, a counterattack).
  double actorBreaks = 0;
  // The losses each is expected to take, in the system's unit of loss (figures, hits, stands).
  double lossesDealt = 0;
  double lossesTaken = 0;
  // Every outcome worth a line, in the order the rules resolve them.
  std::vector<OutcomeChance> outcomes;
};

}  // namespace sandtable::rules
