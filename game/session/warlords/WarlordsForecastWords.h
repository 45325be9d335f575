// Warlords' forecasts of an order in words (charges, shots, a charged unit's answers, the next
// melee), from the rules' own odds; the table's Warlords adapter and the session registry use them.
#pragma once

#include "rules/warlords/WarlordsGame.h"
#include "session/OrderForecast.h"

namespace sandtable::session {

// nullopt for a game of another rule system, or an order without odds.
std::optional<OrderForecast> warlordsForecast(const rules::Game& game, const rules::Action& a);
// A Warlords unit's name as its scenario gives it (its troop type's where it has none).
std::string warlordsUnitName(const rules::warlords::WarlordsGame& g, rules::UnitId id);

}  // namespace sandtable::session
