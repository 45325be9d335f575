// Leaders riding from one unit to another (002 Event III and VI): "Leaders ... 12"" of move, and
// "A leader can always rally a unit. He just moves to touch his unit in the next Movement
// Event", after which the unit rallies in the following rally phase (rallyAndRout asks
// leaderWith). The outline says no more; the readings below are written down in
// docs/rules/wotr.md (Leaders).
// - A leader rides in his side's movement event, once a turn, from the unit he is with to any
//   unit of his command within his 12" (the gap between the two units' blocks): a wing's leader
//   stays with his battle/wing, the C-in-C goes to any unit of his side. A leader's figure
//   finds its way round other units, so only the distance counts.
// - He may not ride while killed or out of action (incapacitated); he may leave a unit in
//   melee or in rout: the outline forbids neither, and a leader leaving a routed unit to save
//   the rest of his battle is a choice players make.
// - The unit he leaves loses his command and his morale bonus at once; the unit he joins
//   gains them at once, including the command radius measured from it.
// - A C-in-C who leads his own battle/wing is one man in two places of the leaders' list: he
//   rides once, as the C-in-C (whose command is the whole army), and both places go with him.
#include <algorithm>

#include "WotrGame.h"
#include "core/Wording.h"

namespace sandtable::rules::wotr {

namespace {

bool inCommandOf(const LeaderSetup& l, const UnitSetup& u) {
  return l.side == u.side && (l.wing == -1 || l.wing == u.wing);
}

}  // namespace

Verdict WotrGame::checkLeaderRide(const Action& a) const {
  if (mStage != Stage::Movement) return Verdict::no("002 Event III: leaders ride in the movement event");
  if (a.option < 0 || static_cast<std::size_t>(a.option) >= mSetup->leaders.size())
    return Verdict::no("no such leader");
  const auto i = static_cast<std::size_t>(a.option);
  const LeaderSetup& l = mSetup->leaders[i];
  const LeaderState& ls = mBattle.leaders()[i];
  if (l.side != phase().sideToAct) return Verdict::no("not this side's leader");
  if (ls.with != a.unit) return Verdict::no(asSubject(l.name) + " is not with that unit");
  if (!mBattle.leaderActive(a.option, mTurn))
    return Verdict::no("002 Event IV: " + asSubject(l.name) + " is out of action");
  if (ls.rodeTurn == mTurn) return Verdict::no("002 Event III: a leader rides once a move");
  if (a.target < 0 || static_cast<std::size_t>(a.target) >= mBattle.units().size() ||
      a.target == a.unit)
    return Verdict::no("a leader rides to another unit");
  if (!mBattle.unit(a.target).active()) return Verdict::no("that unit has left the field");
  if (!inCommandOf(l, mBattle.setupOf(a.target)))
    return Verdict::no(l.side == mBattle.sideOf(a.target)
                           ? asSubject(l.name) + " commands another battle/wing"
                           : "a leader joins a unit of his own side");
  const Length reach = Battle::inches(mBattle.tables().movement.leadersMessengersUnarmouredCavalry);
  if (measured::closerThan(reach, mBattle.gapBetween(a.unit, a.target)))
    return Verdict::no("002 Event III: leaders ride 12\"; that unit is further");
  return Verdict::ok();
}

void WotrGame::applyLeaderRide(const Action& a, EventSink& sink) {
  const auto i = static_cast<std::size_t>(a.option);
  for (std::size_t j = 0; j < mBattle.leaders().size(); ++j) {
    if (!mBattle.sameLeader(i, j)) continue;
    LeaderState& ls = mBattle.leaders()[j];
    ls.with = a.target;
    ls.rodeTurn = mTurn;
  }
  Event e;
  e.kind = EventKind::LeaderRode;
  e.side = mSetup->leaders[i].side;
  e.unit = a.target;
  e.other = a.unit;
  e.from = mBattle.block(a.unit).centre;
  e.to = mBattle.block(a.target).centre;
  if (sink.wantsText()) {
    e.text = asSubject(mSetup->leaders[i].name) + " rides from " + mBattle.label(a.unit) + " to " +
             mBattle.label(a.target);
    if (mBattle.unit(a.target).mode == Mode::Routed)
      e.text += ", to rally " + itOrThem(mBattle.label(a.target)) + " (002 Event VI)";
  }
  sink.emit(std::move(e));
}

std::vector<Action> WotrGame::leaderRides(UnitId from) const {
  std::vector<Action> out;
  for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
    // A man's rides are offered once, as his first place's (the C-in-C's).
    if (mBattle.leaders()[i].with != from || mBattle.leaderListedBefore(i)) continue;
    for (const UnitState& u : mBattle.units()) {
      Action a{ActionKind::MoveLeader, from, u.id};
      a.option = static_cast<int>(i);
      if (checkLeaderRide(a)) out.push_back(a);
    }
  }
  return out;
}

void WotrGame::leaderRideCandidates(std::vector<Action>& out) const {
  // The representative rides: to a routed unit, to rally it. Any other lawful ride is
  // leaderRides' (the table offers them all for the unit a leader is with).
  for (const LeaderState& ls : mBattle.leaders()) {
    if (ls.with == kNoUnit) continue;
    for (const Action& a : leaderRides(ls.with)) {
      if (mBattle.unit(a.target).mode == Mode::Routed &&
          std::find(out.begin(), out.end(), a) == out.end())
        out.push_back(a);
    }
  }
}

}  // namespace sandtable::rules::wotr
