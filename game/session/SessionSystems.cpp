// The session layer's registry of rule systems (OrderForecast.h), in the order the build lists them.
#include "OrderForecast.h"

#include <vector>

namespace sandtable::session {

const SystemSession* findSystemSession(std::string_view system) {
  static const std::vector<SystemSession> kSystems{
#define SANDTABLE_RULE_SYSTEM(id) systems::id##Session(),
#include "RuleSystems.inc"
#undef SANDTABLE_RULE_SYSTEM
  };
  for (const SystemSession& s : kSystems) {
    if (s.id == system) return &s;
  }
  return nullptr;
}

}  // namespace sandtable::session
