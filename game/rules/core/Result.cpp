#include "Result.h"

namespace sandtable::rules {

std::string_view endingName(Ending e) {
  switch (e) {
    case Ending::None: return "none";
    case Ending::ArmyBroken: return "army_broken";
    case Ending::ArmyDestroyed: return "army_destroyed";
    case Ending::ArmyRetreated: return "army_retreated";
    case Ending::LeaderLost: return "leader_lost";
    case Ending::TurnLimit: return "turn_limit";
  }
  return "none";
}

}  // namespace sandtable::rules
