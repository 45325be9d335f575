// An actor from a unit line: its attributes as the army rules make them, its type and kit.
#include "Actor.h"

namespace sandtable::rules::roberts {

Actor actorOf(const Tables& t, const UnitLine& u, AttachedLeader leader) {
  Actor a;
  a.type = u.type;
  a.attributes = effectiveAttributes(t, u);
  a.formed = u.formed && !t.troop(u.type).alwaysUnformed;
  a.mounted = t.troop(u.type).mounted;
  const Weapon* w = t.weapon(u.weapon);
  a.maySet = w != nullptr && w->maySet;
  a.leader = leader;
  return a;
}

}  // namespace sandtable::rules::roberts
