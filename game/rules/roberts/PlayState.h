// Where the sequence of play stands, for a later rules::Game: the turn's clock and the phase's
// ledger of Actions, which begins afresh with every phase.
#pragma once

#include "PhaseLedger.h"
#include "Turn.h"
#include "core/Hash.h"

namespace sandtable::rules::roberts {

struct PlayState {
  PlayState(const Tables& t, Side firstActing) : clock(t, firstActing), ledger(clock.phase()) {}

  TurnClock clock;
  PhaseLedger ledger;

  // The next phase: no roller has acted, failed or had a General's free Action in it yet.
  void advance() {
    clock.advance();
    ledger.begin(clock.phase());
  }
  void hashInto(Hasher& h) const {
    clock.hashInto(h);
    ledger.hashInto(h);
  }
};

}  // namespace sandtable::rules::roberts
