// 000 Sequence of Play: where a match stands in its turns, half-turns and phases, and who is
// the Acting and who the Reacting Player.
#pragma once

#include "Tables.h"
#include "core/Hash.h"
#include "core/Units.h"

namespace sandtable::rules::roberts {

class TurnClock {
 public:
  // `firstActing` acts in the first half-turn of every turn (roberts.yaml `sequence`).
  TurnClock(const Tables& t, Side firstActing);

  int turn() const { return mTurn; }
  int halfTurn() const { return mHalfTurn; }  // 1 or 2
  Phase phase() const { return mPhase; }
  Side acting() const;
  Side reacting() const { return opponent(acting()); }
  // The player who attempts the phase's Actions (roberts.yaml `phases`).
  Side phasePlayer() const;
  // Whether `side` is the Acting or the Reacting Player now.
  PhasePlayer roleOf(Side side) const;

  // On to the next phase: after the Combat Phase the next half-turn, after the last half-turn
  // the next turn.
  void advance();

  void hashInto(Hasher& h) const;

 private:
  const Tables* mTables;
  Side mFirst;
  int mTurn = 1;
  int mHalfTurn = 1;
  Phase mPhase = Phase::Action;
};

}  // namespace sandtable::rules::roberts
