// War of the Roses' entry in the session layer's registry (OrderForecast.h). It gives no
// forecast words of its own: the table and `replay --verbose` take them from the game's odds
// (rules::Game::odds), where the game gives any.
#include "session/OrderForecast.h"

namespace sandtable::session::systems {

SystemSession wotrSession() { return {"wotr", nullptr}; }

}  // namespace sandtable::session::systems
