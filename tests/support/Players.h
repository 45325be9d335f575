// Who plays a side in tests: a person, or the AI at a level.
#pragma once

#include "session/PlayerSpec.h"

namespace sandtable::test {

inline const session::PlayerSpec kHuman{true, ""};
inline const session::PlayerSpec kRandomAi{false, "random"};
inline const session::PlayerSpec kNormalAi{false, "normal"};

}  // namespace sandtable::test
