#include "RandomMove.h"

#include <algorithm>

namespace sandtable::rules::warlords {

int randomMoveAdjust(int sixes, int ones, const RandomMoveTable& t) {
  // "Three times as many" compares with a count of at least one: with none of the other
  // face it takes as many as three times one (docs/rules/warlords.md, Random moves).
  if (sixes > ones) return sixes >= t.ratio * std::max(1, ones) ? t.bigStep : t.step;
  if (ones > sixes) return ones >= t.ratio * std::max(1, sixes) ? -t.bigStep : -t.step;
  return 0;
}

RandomMoveResult readRandomMove(const std::vector<int>& faces, const RandomMoveTable& t) {
  RandomMoveResult r;
  r.dice = static_cast<int>(faces.size());
  for (int f : faces) {
    r.sixes += f == t.highFace ? 1 : 0;
    r.ones += f == t.lowFace ? 1 : 0;
  }
  r.adjust = randomMoveAdjust(r.sixes, r.ones, t);
  r.spans = std::max(0, r.dice + r.adjust);
  return r;
}

}  // namespace sandtable::rules::warlords
