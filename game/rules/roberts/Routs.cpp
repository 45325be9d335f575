// 000 Casualties and Morale at the end of the Combat Phase: a Break Check for every unit that
// lost stands in the phase and is still on the table; one that fails routs and leaves the
// table, and its nearby friends (within morale.rout_nearby_inches) check in turn, a unit no
// more than once a phase, Fanatics immune and Formed units indifferent to an Unformed rout. A
// unit that fails a forced check takes a hit a stand; if that costs it stands it checks again.
// A leader who fails his check when his unit is hit (Hits.cpp) routs the same way: his own unit
// and the units near it check; so do the units near a free Captain eliminated (FreeCaptains.cpp).
#include <algorithm>

#include "Losses.h"
#include "Morale.h"
#include "RobertsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

void RobertsGame::breakChecks(Dice& dice, EventSink& sink) {
  for (const UnitState& s : mTable.units()) {
    const int lost = mBattle.standsLostThisPhase.at(static_cast<std::size_t>(s.id));
    if (!s.active() || lost <= 0 || mBattle.breakChecked[static_cast<std::size_t>(s.id)]) continue;
    breakCheck(s.id, lost, false, "having lost " + plural(lost, "stand") + " this phase", dice,
               sink);
  }
}

bool RobertsGame::breakCheck(UnitId id, int standsLost, bool forced, const std::string& why,
                             Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  mBattle.breakChecked[static_cast<std::size_t>(id)] = true;
  const Actor actor = mTable.actorOf(mTable.unit(id));
  if (!passesMoraleBecause(t, actor).empty()) return true;
  const RollRecord r = rollMorale(t, actor, MoraleCheck::Break, dice, standsLost);
  emitRoll(id, kNoUnit, r, sink, mTable.label(id) + ", " + why);
  if (passed(t, r)) return true;
  if (!forced) {
    rout(id, sink, dice);
    return false;
  }
  // A forced check failed: a hit a stand; stands lost so call for a new Break Check.
  UnitState& u = mTable.unit(id);
  const int before = u.stands;
  UnitLosses losses{mTable.setupOf(id).startStands, u.stands, u.hits};
  landHits(id, hitsForFailedBreakCheck(t, losses), kNoUnit, dice, sink,
           "for the failed Break Check, one a stand");
  if (!u.active()) {
    routNearby(id, "as " + subjectVerb(mTable.label(id), "breaks"), dice, sink);
    return false;
  }
  if (u.stands < before)
    breakCheck(id, before - u.stands, false, "having lost stands to the failed check", dice, sink);
  return false;
}

void RobertsGame::rout(UnitId id, EventSink& sink, Dice& dice) {
  const std::vector<UnitId> freed = markBreakthroughs(id);
  UnitState& u = mTable.unit(id);
  u.removed = true;
  u.moving = false;
  Event e{EventKind::UnitRouted, mTable.sideOf(id), id};
  e.from = e.to = u.pose.front;
  if (sink.wantsText()) {
    const std::string who = mTable.label(id);
    e.text = subjectVerb(who, "fails") + " " + itsOrTheir(who) + " Break Check, " +
             agreeing(who, "routs") + " and " + agreeing(who, "is") + " removed from play";
  }
  sink.emit(std::move(e));
  announceBreakthroughs(freed, id, sink);
  routNearby(id, "as " + subjectVerb(mTable.label(id), "routs"), dice, sink);
}

void RobertsGame::routNearby(UnitId id, const std::string& cause, Dice& dice, EventSink& sink,
                             bool leaderLost) {
  routNear(mTable.block(mTable.unit(id)), mTable.sideOf(id), leaderLost ? kNoUnit : id, leaderLost,
           cause, dice, sink, mTable.setupOf(id).formed);
}

void RobertsGame::routNear(const Rect& from, Side side, UnitId skip, bool leaderLost,
                           const std::string& cause, Dice& dice, EventSink& sink, bool goneFormed) {
  const Tables& t = mTable.tables();
  const Length reach = mTable.inches(t.combat.morale.routNearbyInches);
  for (const UnitState& s : mTable.units()) {
    if (!s.active() || mTable.sideOf(s.id) != side || s.id == skip) continue;
    if (mBattle.breakChecked[static_cast<std::size_t>(s.id)]) continue;
    if (!leaderLost && mTable.setupOf(s.id).formed && !goneFormed) continue;
    if (mTable.actorOf(s).has(Attribute::Fanatic)) continue;
    const std::vector<Rect> parts = mTable.parts(s);
    if (std::none_of(parts.begin(), parts.end(),
                     [&](const Rect& r) { return gapAtMost(from, r, reach); }))
      continue;
    breakCheck(s.id, 0, true, cause, dice, sink);
  }
}

}  // namespace sandtable::rules::roberts
