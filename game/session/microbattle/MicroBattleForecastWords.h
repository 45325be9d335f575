// MicroBattle's forecast of an attack order in words, from the rules' own odds; the table's
// MicroBattle adapter and the session registry use it.
#pragma once

#include "session/OrderForecast.h"

namespace sandtable::session {

// nullopt for a game of another rule system, or an action that is not a lawful attack.
std::optional<OrderForecast> microBattleForecast(const rules::Game& game, const rules::Action& a);

}  // namespace sandtable::session
