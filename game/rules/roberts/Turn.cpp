// Half-turns alternate the Acting Player; phases follow the text's order.
#include "Turn.h"

namespace sandtable::rules::roberts {

TurnClock::TurnClock(const Tables& t, Side firstActing) : mTables(&t), mFirst(firstActing) {}

Side TurnClock::acting() const { return mHalfTurn % 2 == 1 ? mFirst : opponent(mFirst); }

Side TurnClock::phasePlayer() const {
  return mTables->play.phase(mPhase).player == PhasePlayer::Acting ? acting() : reacting();
}

PhasePlayer TurnClock::roleOf(Side side) const {
  return side == acting() ? PhasePlayer::Acting : PhasePlayer::Reacting;
}

void TurnClock::advance() {
  const auto next = static_cast<std::size_t>(mPhase) + 1;
  if (next < kPhaseCount) {
    mPhase = static_cast<Phase>(next);
    return;
  }
  mPhase = Phase::Action;
  if (++mHalfTurn > mTables->play.sequence.halfTurnsPerTurn) {
    mHalfTurn = 1;
    ++mTurn;
  }
}

void TurnClock::hashInto(Hasher& h) const {
  h.add(static_cast<int>(mFirst));
  h.add(mTurn);
  h.add(mHalfTurn);
  h.add(static_cast<int>(mPhase));
}

}  // namespace sandtable::rules::roberts
