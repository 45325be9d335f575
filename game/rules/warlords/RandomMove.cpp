#include "RandomMove.h"

#include <algorithm>

namespace sandtable::rules::warlords {

RandomMoveResult readRandomMove(const std::vector<int>& faces, const RandomMoveTable& t) {
  RandomMoveResult r;
  r.dice = static_cast<int>(faces.size());
  for (int f : faces) {
    r.sixes += f == t.highFace ? 1 : 0;
    r.ones += f == t.lowFace ? 1 : 0;
  }
  if (r.sixes > r.ones) r.adjust = r.sixes >= t.ratio * r.ones ? t.bigStep : t.step;
  else if (r.ones > r.sixes) r.adjust = r.ones >= t.ratio * r.sixes ? -t.bigStep : -t.step;
  r.spans = std::max(0, r.dice + r.adjust);
  return r;
}

}  // namespace sandtable::rules::warlords
