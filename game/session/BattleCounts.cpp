#include "BattleCounts.h"

#include <algorithm>

namespace sandtable::session {

using namespace sandtable::rules;

void CountingSink::emit(Event e) {
  // Events of no side (the turn, the dice, the end) are none of these.
  if (e.side == Side::None) return;
  const auto side = static_cast<std::size_t>(sideIndex(e.side));
  if (e.is(EventRole::Charged)) ++mCounts.charges[side];
  if (isShot(e)) ++mCounts.shots[side];
  if (e.is(EventRole::Routed) &&
      std::find(mRouted.begin(), mRouted.end(), e.unit) == mRouted.end()) {
    mRouted.push_back(e.unit);
    ++mCounts.routs[side];
  }
  if (isMeleeBlow(e)) {
    const std::pair<UnitId, UnitId> pair = std::minmax(e.unit, e.other);
    if (std::find(mFoughtThisAction.begin(), mFoughtThisAction.end(), pair) ==
        mFoughtThisAction.end()) {
      mFoughtThisAction.emplace_back(pair);
      ++mCounts.meleeRounds;
    }
  }
}

}  // namespace sandtable::session
