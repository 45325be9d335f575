// The gambles of a battle: every attack, charge and answer to a charge, with the odds the
// rules gave it before its dice (OrderForecast's summary). The battle report lists them, and a
// study lists them to go to each in turn: was the charge that failed a gamble, or bad luck?
// Shots are left out, on a measured table and across a grid alike (many, and seldom decisive;
// `replay --verbose` gives each one's odds).
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "rules/core/Game.h"

namespace sandtable::session {

struct Gamble {
  std::size_t action = 0;  // the actions applied before it: the position it is made from
  int turn = 0;
  std::string what;  // the unit, then its order: "Gyrth's housecarls: charge Norman foot"
  std::string odds;  // "reaches 72 %; first round won over 99 %, lost under 1 %"
};

// The gamble action `a` is in `game`, where `applied` actions have been applied; nullopt for
// any other action.
std::optional<Gamble> gambleAt(const rules::Game& game, const rules::Action& a, std::size_t applied);

}  // namespace sandtable::session
