// Robert's Rules' entry in the session layer's registry (OrderForecast.h). It gives no
// forecast words of its own: the table and `replay --verbose` take them from the game's odds
// (RobertsGame::odds).
#include "session/OrderForecast.h"

namespace sandtable::session::systems {

SystemSession robertsSession() { return {"roberts", nullptr}; }

}  // namespace sandtable::session::systems
