#include "OrderForecast.h"

#include <cmath>

#include "rules/core/Action.h"
#include "rules/core/Wording.h"

namespace sandtable::session {

std::optional<OrderForecast> forecastFromOdds(const rules::Game& game, const rules::Action& a) {
  const std::optional<rules::ActionOdds> odds = game.odds(a);
  if (!odds || odds->outcomes.empty()) return std::nullopt;
  OrderForecast f;
  const rules::OutcomeChance& first = odds->outcomes.front();
  f.summary = first.outcome + ": " + percentWords(first.chance);
  for (const rules::OutcomeChance& o : odds->outcomes) f.details.push_back(o.outcome + ": " + percentWords(o.chance));
  return f;
}

std::optional<OrderForecast> forecastOrder(const rules::Game& game, const rules::Action& a) {
  // A system's own words where it has them (they say more: the modifiers, the answers, and
  // they choose which actions deserve a forecast); otherwise the rules' odds, which every
  // system with dice can give.
  const SystemSession* s = findSystemSession(game.system());
  std::optional<OrderForecast> f =
      s && s->forecast ? s->forecast(game, a) : forecastFromOdds(game, a);
  if (f) {
    f->summary = rules::theWithinSentences(f->summary);
    for (std::string& line : f->details) line = rules::theWithinSentences(line);
  }
  return f;
}

std::string orderVerb(const rules::Game& game, const rules::Action& a) {
  const SystemSession* s = findSystemSession(game.system());
  if (s && s->orderVerb) {
    if (std::string own = s->orderVerb(game, a); !own.empty()) return own;
  }
  return std::string(rules::actionInfo(a.kind).words);
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
