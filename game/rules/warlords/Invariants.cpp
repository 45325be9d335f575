// What must hold of every Warlords position, whatever was played (checked by
// `sandtable-cli soak` after every action): enemy blocks never stand inside each other, and a
// pair in contact fights. Both read the one rule of how blocks meet (blockmath).
#include <algorithm>

#include "BlockMath.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

std::vector<std::pair<UnitId, UnitId>> WarlordsGame::unfoughtContacts() const {
  auto fought = [&](UnitId id) {
    return std::find(mFoughtThisPhase.begin(), mFoughtThisPhase.end(), id) != mFoughtThisPhase.end();
  };
  std::vector<std::pair<UnitId, UnitId>> out;
  for (const UnitState& a : mUnits) {
    if (!a.active() || a.side != Side::One) continue;
    for (const Contact& c : contactsOf(a)) {
      if (!fought(c.a) && !fought(c.b)) out.emplace_back(c.a, c.b);
    }
  }
  return out;
}

std::string WarlordsGame::invariantProblem() const {
  for (const UnitState& a : mUnits) {
    if (!a.active() || a.side != Side::One) continue;
    const Rect ra = block(a);
    for (const UnitState& b : mUnits) {
      if (!b.active() || b.side == a.side) continue;
      const Rect rb = block(b);
      const Length reach = radius(ra) + radius(rb);
      if (distanceSquared(ra.centre, rb.centre) > reach * reach) continue;
      if (blocksOverlap(ra, rb)) return label(a.id) + " and " + label(b.id) + " stand inside each other";
    }
  }
  if (!mUnfoughtAtMeleeEnd.empty()) {
    const auto& [a, b] = mUnfoughtAtMeleeEnd.front();
    return label(a) + " and " + label(b) + " were in contact at the end of turn " + std::to_string(mMeleeEndTurn) +
           "'s melee phase and neither fought in it";
  }
  return {};
}

}  // namespace sandtable::rules::warlords
