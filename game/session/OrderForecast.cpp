#include "OrderForecast.h"

#include <cmath>

namespace sandtable::session {

std::optional<OrderForecast> forecastOrder(const rules::Game& game, const rules::Action& a) {
  const SystemSession* s = findSystemSession(game.system());
  return s && s->forecast ? s->forecast(game, a) : std::nullopt;
}

std::string percentWords(double share) {
  // Sums of many small chances miss 0 and 1 by rounding; within 1e-9 they are certain.
  constexpr double kCertain = 1e-9;
  if (share > kCertain && share < 0.005) return "under 1 %";
  if (share < 1 - kCertain && share > 0.995) return "over 99 %";
  return std::to_string(static_cast<int>(std::lround(100 * share))) + " %";
}

std::string signedWords(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

}  // namespace sandtable::session
