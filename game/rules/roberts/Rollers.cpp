// The main body rolls once or per column; separated stands roll on their own.
#include "Rollers.h"

namespace sandtable::rules::roberts {

std::vector<Roller> rollersOf(UnitId unit, const UnitShape& shape) {
  std::vector<Roller> out;
  if (shape.inMelee || shape.firingAtSeveralUnits) {
    for (int c = 0; c < shape.columns; ++c) out.push_back({unit, RollerKind::Column, c});
  } else {
    out.push_back({unit, RollerKind::Unit, 0});
  }
  for (int s : shape.separatedStands) out.push_back({unit, RollerKind::Stand, s});
  return out;
}

void hashInto(Hasher& h, const Roller& r) {
  h.add(static_cast<int>(r.unit));
  h.add(static_cast<int>(r.kind));
  h.add(r.index);
}

}  // namespace sandtable::rules::roberts
