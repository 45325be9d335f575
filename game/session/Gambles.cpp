#include "Gambles.h"

#include "OrderForecast.h"

namespace sandtable::session {

namespace {

std::string unitName(const rules::Game& g, rules::UnitId id) {
  for (const rules::UnitView& u : g.units()) {
    if (u.id == id) return u.name.empty() ? u.typeName : u.name;
  }
  return "unit " + std::to_string(id);
}

// The unit, then its order as the table words one, which reads right with a plural name too.
std::string gambleWords(const rules::Game& g, const rules::Action& a) {
  const std::string who = unitName(g, a.unit) + ": ";
  switch (a.kind) {
    case rules::ActionKind::Charge: return who + "charge " + unitName(g, a.target);
    case rules::ActionKind::CounterCharge: return who + "counter-charge " + unitName(g, a.target);
    case rules::ActionKind::Evade: return who + "evade " + unitName(g, a.target);
    case rules::ActionKind::HoldGround:
      if (const rules::UnitId charger = g.aimedAt(a); charger != rules::kNoUnit)
        return who + "hold ground against " + unitName(g, charger);
      return who + "hold ground";
    default: return who + "attack " + unitName(g, a.target);
  }
}

// An attack on a grid at a unit more than a square away is shooting (MicroBattle's missiles):
// a shot, left out as the measured table's shots are.
bool shotAcrossTheGrid(const rules::Game& g, const rules::Action& a) {
  if (a.kind != rules::ActionKind::Attack) return false;
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
  if (a.kind == rules::ActionKind::Shoot || a.kind == rules::ActionKind::ResolveMelee || shotAcrossTheGrid(game, a))
    return std::nullopt;
  const std::optional<OrderForecast> f = forecastOrder(game, a);
  if (!f) return std::nullopt;
  return Gamble{applied, game.phase().turn, gambleWords(game, a), f->summary};
}

}  // namespace sandtable::session
