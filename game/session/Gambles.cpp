#include "Gambles.h"

#include "OrderForecast.h"
#include "rules/core/Wording.h"

namespace sandtable::session {

namespace {

std::string unitName(const rules::Game& g, rules::UnitId id) {
  for (const rules::UnitView& u : g.units()) {
    if (u.id == id) return u.name.empty() ? u.typeName : u.name;
  }
  return "unit " + std::to_string(id);
}

// The unit, then its order as the table words one, which reads right with a plural name too:
// the order's verb as its rule system names it and its target, or for a unit standing to
// receive a charge, the charger.
std::string orderWords(const rules::Game& g, const rules::Action& a) {
  const std::string who = unitName(g, a.unit) + ": ";
  const std::string verb = orderVerb(g, a);
  if (a.is(rules::ActionRole::Stand)) {
    if (const rules::UnitId charger = g.aimedAt(a); charger != rules::kNoUnit)
      return who + verb + " against " + unitName(g, charger);
    return who + verb;
  }
  if (a.is(rules::ActionRole::Charge) || a.is(rules::ActionRole::Evade))
    return who + verb + " " + unitName(g, a.target);
  return who + "attack " + unitName(g, a.target);
}

// The order's words as a sentence reads them: "Oxford's men-at-arms: charge the king's billmen".
std::string gambleWords(const rules::Game& g, const rules::Action& a) {
  return rules::theWithinSentences(orderWords(g, a));
}

// What a player chose to fight with: an attack, a charge, or an answer to one. A move, a turn
// or a change of formation may have odds too (Robert's Rules' Action Rolls), but it is no
// gamble on a fight.
bool choosesAFight(const rules::Action& a) {
  return a.is(rules::ActionRole::Attack) || a.is(rules::ActionRole::Charge) ||
         a.is(rules::ActionRole::Evade) || a.is(rules::ActionRole::Stand);
}

// An attack on a grid at a unit more than a square away is shooting (MicroBattle's missiles):
// a shot, left out as the measured table's shots are.
bool shotAcrossTheGrid(const rules::Game& g, const rules::Action& a) {
  if (!a.is(rules::ActionRole::Attack)) return false;
  std::optional<rules::Square> from, to;
  for (const rules::UnitView& u : g.units()) {
    if (u.id == a.unit) from = u.square;
    if (u.id == a.target) to = u.square;
  }
  return from && to && rules::manhattan(*from, *to) > 1;
}

}  // namespace

std::optional<Gamble> gambleAt(const rules::Game& game, const rules::Action& a, std::size_t applied) {
  // Shots are many, and a melee round is no one's choice: the attacks are what a player chose.
  if (!choosesAFight(a) || a.is(rules::ActionRole::Shoot) || a.is(rules::ActionRole::Melee) ||
      shotAcrossTheGrid(game, a))
    return std::nullopt;
  const std::optional<OrderForecast> f = forecastOrder(game, a);
  if (!f) return std::nullopt;
  return Gamble{applied, game.phase().turn, gambleWords(game, a), f->summary};
}

}  // namespace sandtable::session
