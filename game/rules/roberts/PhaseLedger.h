// The bookkeeping of one phase's Actions (000 Sequence of Play): which rollers have acted and
// how often, which have failed a roll (and so may attempt nothing more this phase), which took
// a General's free Action, and how many free Actions each General has given. A rules::Game
// keeps one and begins it afresh at every phase.
#pragma once

#include <map>

#include "PlayTables.h"
#include "Rollers.h"
#include "core/Hash.h"

namespace sandtable::rules::roberts {

class PhaseLedger {
 public:
  explicit PhaseLedger(Phase phase = Phase::Action) : mPhase(phase) {}

  // A new phase: nothing attempted, failed or given yet.
  void begin(Phase phase);
  Phase phase() const { return mPhase; }

  int actionsTaken(const Roller& r) const;
  bool hasFailed(const Roller& r) const;
  bool tookFreeAction(const Roller& r) const;
  // Free Actions the General (an index of the army's leaders) has given this phase.
  int freeActionsGiven(int general) const;

  // One Action attempted: automatic or rolled (success or failure), or a General's free one.
  void recordAction(const Roller& r, bool success);
  void recordFreeAction(const Roller& r, int general);

  void hashInto(Hasher& h) const;

 private:
  struct Entry {
    int actions = 0;
    bool failed = false;
    bool freeAction = false;
  };
  const Entry* find(const Roller& r) const;

  Phase mPhase;
  std::map<Roller, Entry> mRollers;  // ordered, so the hash is the same for the same history
  std::map<int, int> mGenerals;
};

}  // namespace sandtable::rules::roberts
