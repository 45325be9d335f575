// 000 Casualties and Morale in the match: hits landing on a unit (Losses.h), its stands lost
// from the back of its block, Demoralized at half its Hits, removed with its last stand.
#include "Losses.h"
#include "Morale.h"
#include "RobertsGame.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

void RobertsGame::landHits(UnitId target, int hits, UnitId by, Dice& dice, EventSink& sink,
                           const char* why) {
  UnitState& u = mTable.unit(target);
  if (!u.active() || hits <= 0) return;
  const UnitSetup& s = mTable.setupOf(target);
  const Side side = s.side;
  UnitLosses losses{s.startStands, u.stands, u.hits};
  const int before = losses.hitsTaken;
  const HitsLanded landed = takeHits(mTable.tables(), losses, s.actor.attributes, hits);
  // Hits past a unit's last stand do not land; the log says how many of those scored did.
  const int took = losses.hitsTaken - before;
  const std::vector<UnitId> freed =
      landed.destroyed ? markBreakthroughs(target) : std::vector<UnitId>{};
  u.hits = losses.hitsTaken;
  Event hit{EventKind::UnitHit, side, target};
  hit.other = by;
  hit.value = took;  // what the battle's account counts: those that landed
  hit.to = u.pose.front;
  if (sink.wantsText())
    hit.text = subjectVerb(mTable.label(target), "takes") + " " +
               (took < hits ? std::to_string(took) + " of " + std::to_string(hits) + " hits, all " +
                                  itOrThey(mTable.label(target)) + " had left"
                            : plural(hits, "hit")) +
               (why ? std::string(" ") + why : std::string()) + " (" + std::to_string(u.hits) +
               " in all)";
  sink.emit(std::move(hit));
  if (landed.becameDemoralized && !u.demoralized) {
    u.demoralized = true;
    Event e{EventKind::MoraleChanged, side, target};
    e.other = by;
    e.value = 1;
    if (sink.wantsText())
      e.text = subjectVerb(mTable.label(target), "is") + " Demoralized, having lost half " +
               itsOrTheir(mTable.label(target)) + " Hits (000 Casualties and Morale)";
    sink.emit(std::move(e));
  }
  if (landed.standsRemoved > 0) {
    if (!u.columnStands.empty() && losses.stands > 0) {
      loseStandsInPlace(u, u.stands - losses.stands);
      u.stands = losses.stands;
    } else {
      u.stands = losses.stands;
      u.ranks = std::min(u.ranks, std::max(1, u.stands));
    }
    u.disrupted.resize(static_cast<std::size_t>(std::max(0, u.stands)));
    mBattle.standsLeft(target, std::max(0, u.stands));
    mBattle.standsLostThisPhase.at(static_cast<std::size_t>(target)) += landed.standsRemoved;
    Event e{EventKind::StandsLost, side, target};
    e.other = by;
    e.value = landed.standsRemoved;
    if (sink.wantsText())
      e.text =
          subjectVerb(mTable.label(target), "loses") + " " + plural(landed.standsRemoved, "stand");
    sink.emit(std::move(e));
  }
  if (landed.destroyed) {
    u.removed = true;
    u.moving = false;
    Event e{EventKind::UnitDispersed, side, target};
    e.other = by;
    e.from = e.to = u.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(mTable.label(target), "is") + " destroyed and " +
               agreeing(mTable.label(target), "leaves") + " the table";
    sink.emit(std::move(e));
    announceBreakthroughs(freed, target, sink);
    return;
  }
  // "Whenever a unit with an attached leader takes a hit, the Leader must make a Break Check."
  const std::vector<int> leaders = u.leaders;
  for (int l : leaders) {
    if (!mTable.leaders()[static_cast<std::size_t>(l)].removed) leaderCheck(target, l, dice, sink);
  }
}

void RobertsGame::leaderCheck(UnitId unit, int leader, Dice& dice, EventSink& sink) {
  const Tables& t = mTable.tables();
  const RollRecord r = rollLeaderCheck(t, dice);
  const LeaderSetup& ls = mSetup->leaders[static_cast<std::size_t>(leader)];
  emitRoll(unit, kNoUnit, r, sink, ls.name + ", with " + mTable.label(unit));
  if (passed(t, r)) return;
  mTable.leader(leader).removed = true;
  Event e{EventKind::PersonalityLost, ls.side, unit};
  e.personality = leader;
  e.from = e.to = mTable.unit(unit).pose.front;
  if (sink.wantsText())
    e.text = asSubject(ls.name) +
             " fails his Break Check, routs and is removed from play (000 Casualties "
             "and Morale)";
  sink.emit(std::move(e));
  routNearby(unit, "as " + asSubject(ls.name) + " routs", dice, sink, true);
}

}  // namespace sandtable::rules::roberts
