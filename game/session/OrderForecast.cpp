#include "OrderForecast.h"

#include <cmath>

namespace sandtable::session {

std::optional<OrderForecast> forecastOrder(const rules::Game& game, const rules::Action& a) {
  if (auto f = microBattleForecast(game, a)) return f;
  return warlordsForecast(game, a);
}

std::string percentWords(double share) {
  // Sums of many small chances miss 0 and 1 by rounding; within 1e-9 they are certain.
  constexpr double kCertain = 1e-9;
  if (share > kCertain && share < 0.005) return "under 1 %";
  if (share < 1 - kCertain && share > 0.995) return "over 99 %";
  return std::to_string(static_cast<int>(std::lround(100 * share))) + " %";
}

std::string signedWords(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

std::string warlordsUnitName(const rules::warlords::WarlordsGame& g, rules::UnitId id) {
  if (id < 0 || id >= static_cast<rules::UnitId>(g.unitStates().size())) return "unit " + std::to_string(id);
  const std::string& n = g.setup().units[static_cast<std::size_t>(id)].name;
  return n.empty() ? g.troop(g.unit(id)).name : n;
}

}  // namespace sandtable::session
