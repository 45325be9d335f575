// Robert's Rules' entry in the session layer's registry (OrderForecast.h). It gives no
// forecast words of its own: the table and `replay --verbose` take them from the game's odds
// (RobertsGame::odds). Its orders go by the text's names for its Actions: a charged unit Sets
// against the charge, and one that meets it makes a Countercharge (000 Charges).
#include "rules/roberts/Names.h"
#include "rules/roberts/RobertsGame.h"
#include "session/OrderForecast.h"

namespace sandtable::session::systems {

namespace {

// The Action's name as the text gives it ("countercharge", "countermand"), where the order is
// one of Robert's Rules' Actions; "" otherwise. A Set names no charger (it stands against every
// charge at the unit), so it says what it is set against, as the text does ('Set against
// charges').
std::string robertsOrderVerb(const rules::Game& game, const rules::Action& a) {
  const auto* g = dynamic_cast<const rules::roberts::RobertsGame*>(&game);
  if (!g) return {};
  const std::optional<rules::roberts::ActionKind> k = g->actionOf(a);
  if (!k) return {};
  if (*k == rules::roberts::ActionKind::Set) return "set against the charge";
  return rules::roberts::actionKindWords(*k);
}

}  // namespace

SystemSession robertsSession() { return {"roberts", nullptr, &robertsOrderVerb}; }

}  // namespace sandtable::session::systems
