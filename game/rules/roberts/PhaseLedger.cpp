// Entries are made on a roller's first Action of the phase and cleared when the phase ends.
#include "PhaseLedger.h"

namespace sandtable::rules::roberts {

void PhaseLedger::begin(Phase phase) {
  mPhase = phase;
  mRollers.clear();
  mGenerals.clear();
}

const PhaseLedger::Entry* PhaseLedger::find(const Roller& r) const {
  const auto it = mRollers.find(r);
  return it == mRollers.end() ? nullptr : &it->second;
}

int PhaseLedger::actionsTaken(const Roller& r) const {
  const Entry* e = find(r);
  return e ? e->actions : 0;
}

bool PhaseLedger::hasFailed(const Roller& r) const {
  const Entry* e = find(r);
  return e && e->failed;
}

bool PhaseLedger::tookFreeAction(const Roller& r) const {
  const Entry* e = find(r);
  return e && e->freeAction;
}

int PhaseLedger::freeActionsGiven(int general) const {
  const auto it = mGenerals.find(general);
  return it == mGenerals.end() ? 0 : it->second;
}

void PhaseLedger::recordAction(const Roller& r, bool success) {
  Entry& e = mRollers[r];
  ++e.actions;
  if (!success) e.failed = true;
}

void PhaseLedger::recordFreeAction(const Roller& r, int general) {
  Entry& e = mRollers[r];
  ++e.actions;
  e.freeAction = true;
  ++mGenerals[general];
}

void PhaseLedger::hashInto(Hasher& h) const {
  h.add(static_cast<int>(mPhase));
  h.add(static_cast<int>(mRollers.size()));
  for (const auto& [r, e] : mRollers) {
    roberts::hashInto(h, r);
    h.add(e.actions);
    h.add(e.failed);
    h.add(e.freeAction);
  }
  h.add(static_cast<int>(mGenerals.size()));
  for (const auto& [g, n] : mGenerals) {
    h.add(g);
    h.add(n);
  }
}

}  // namespace sandtable::rules::roberts
