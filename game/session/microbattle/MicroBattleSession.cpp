// MicroBattle's entry in the session layer's registry (OrderForecast.h).
#include "MicroBattleForecastWords.h"

namespace sandtable::session::systems {

SystemSession microbattleSession() { return {"microbattle", &microBattleForecast}; }

}  // namespace sandtable::session::systems
