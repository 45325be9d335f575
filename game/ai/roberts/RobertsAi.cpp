// Robert's Rules' entry in the AI layer's registry (AiPlayer.h). It has no policy of its own
// yet: every level plays on the generic defaults (the scripted player's ranking of the legal
// actions, the evaluation from the typed unit view, hard's search over the real rules).
#include "ai/AiPlayer.h"

namespace sandtable::ai::systems {

SystemAi robertsAi() { return {"roberts", nullptr}; }

}  // namespace sandtable::ai::systems
