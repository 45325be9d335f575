// Warlords' entry in the session layer's registry (OrderForecast.h).
#include "WarlordsForecastWords.h"

namespace sandtable::session::systems {

SystemSession warlordsSession() { return {"warlords", &warlordsForecast}; }

}  // namespace sandtable::session::systems
