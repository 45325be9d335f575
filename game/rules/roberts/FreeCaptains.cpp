// 000 Captains and Generals: Captains 'can roam free, in which case they can help extend the
// command range of a general'; Casualties and Morale: 'units must make Break Checks if an
// unattached Captain is eliminated'. A free Captain stands at a point of the table (no stand
// of his own). One within a General's range relays it (general.captain_relay_inches), and so
// does one within a relaying Captain's; an enemy stand touching or covering his place
// eliminates him, and his side's units near his place check as for a leader's rout.
// The text does not say how he moves (roberts.yaml general.source, docs/rules/roberts.md
// "Captains roaming free"): he rides in his side's Action Phase, once in it, up to
// general.captain_move_inches, without an Action Roll; round friends, but never through an
// enemy stand nor to a place one touches; on the table, off ground no unit enters. His ride is
// Action{MoveLeader, unit, kNoUnit, point = where he stops, option = his place in the match's
// leaders}; `unit` is kNoUnit or the unit of his side he rides toward, which changes nothing
// of the ride (the log names it, and the table offers the ride in that unit's orders).
#include <algorithm>
#include <cstdio>

#include "RobertsGame.h"
#include "SegmentToRect.h"
#include "core/Wording.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

namespace {

Rect spot(Point p) { return Rect{p, 0, 0, 0}; }

std::string inchWords(double inches) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f\"", inches);
  return buf;
}

}  // namespace

bool RobertsGame::isFreeCaptain(int leader) const {
  if (leader < 0 || static_cast<std::size_t>(leader) >= mSetup->leaders.size()) return false;
  const LeaderState& l = mTable.leaders()[static_cast<std::size_t>(leader)];
  return mSetup->leaders[static_cast<std::size_t>(leader)].rank == LeaderRank::Captain &&
         !l.removed && l.attachedTo == kNoUnit;
}

double RobertsGame::commandInches(Side side, const Rect& general, const Rect& unit,
                                  const CaptainAt* moved) const {
  const GeneralRule& g = mTable.tables().play.general;
  double best = mTable.inchesOf(gap(general, unit));
  // The free Captains the General's command reaches, directly or through each other.
  std::vector<Point> relays;
  std::vector<Point> free;
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    if (mSetup->leaders[i].side != side || !isFreeCaptain(static_cast<int>(i))) continue;
    const bool here = moved && moved->leader == static_cast<int>(i);
    free.push_back(here ? moved->at : mTable.leaders()[i].at);
  }
  std::vector<bool> reached(free.size(), false);
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t i = 0; i < free.size(); ++i) {
      if (reached[i]) continue;
      bool inRange = mTable.inchesOf(gap(general, spot(free[i]))) <= g.rangeInches;
      for (const Point& r : relays)
        inRange = inRange || mTable.inchesOf(distance(r, free[i])) <= g.captainRelayInches;
      if (!inRange) continue;
      reached[i] = true;
      relays.push_back(free[i]);
      grew = true;
    }
  }
  // A relaying Captain's reach counts as the General's: his distance scaled to the range.
  for (const Point& r : relays) {
    const double d = mTable.inchesOf(gap(spot(r), unit));
    if (d <= g.captainRelayInches) best = std::min(best, d * g.rangeInches / g.captainRelayInches);
  }
  return best;
}

bool RobertsGame::inCommand(const UnitState& u, const CaptainAt* moved) const {
  const Side side = mTable.sideOf(u.id);
  const Rect me = mTable.block(u);
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const LeaderSetup& ls = mSetup->leaders[i];
    const LeaderState& l = mTable.leaders()[i];
    if (l.removed || ls.rank != LeaderRank::General || ls.side != side) continue;
    if (l.attachedTo == kNoUnit || !mTable.unit(l.attachedTo).active()) continue;
    if (commandInches(side, mTable.block(mTable.unit(l.attachedTo)), me, moved) <=
        mTable.tables().play.general.rangeInches)
      return true;
  }
  return false;
}

int RobertsGame::unitsInCommand(Side side, const CaptainAt* moved) const {
  int n = 0;
  for (const UnitState& u : mTable.units()) {
    if (u.active() && mTable.sideOf(u.id) == side && mTable.setupOf(u.id).formed &&
        inCommand(u, moved))
      ++n;
  }
  return n;
}

Verdict RobertsGame::checkCaptainRide(const Action& a) const {
  if (!isFreeCaptain(a.option))
    return Verdict::no(
        "only a Captain roaming free rides on his own; an attached one stays with his unit "
        "(docs/rules/roberts.md)");
  const auto i = static_cast<std::size_t>(a.option);
  const LeaderSetup& ls = mSetup->leaders[i];
  const LeaderState& l = mTable.leaders()[i];
  if (mPlay.clock.phase() != Phase::Action || ls.side != sideToAct())
    return Verdict::no("a free Captain rides in his side's Action Phase (docs/rules/roberts.md)");
  if (l.rodeThisPhase)
    return Verdict::no(asSubject(ls.name) + " has ridden this Action Phase already");
  if (a.unit != kNoUnit &&
      (a.unit < 0 || a.unit >= static_cast<UnitId>(mTable.units().size()) ||
       !mTable.unit(a.unit).active() || mTable.sideOf(a.unit) != ls.side))
    return Verdict::no("a free Captain rides toward a unit of his own side on the table");
  if (!a.point) return Verdict::no("a Captain's ride needs the point he rides to");
  const Point to = *a.point;
  if (to == l.at) return Verdict::no("the ride goes nowhere");
  const double most = mTable.tables().play.general.captainMoveInches;
  if (distance(l.at, to) > mTable.inches(most) + measured::kTolerance)
    return Verdict::no("a free Captain rides at most " + inchWords(most) +
                       " in an Action Phase (roberts.yaml general.captain_move_inches)");
  if (mTable.offTableOrImpassable(spot(to)))
    return Verdict::no("a free Captain stays on the table, off ground no unit enters");
  for (const UnitState& u : mTable.units()) {
    if (!u.active() || mTable.sideOf(u.id) == ls.side) continue;
    for (const Rect& r : mTable.standRects(u)) {
      if (gap(r, spot(to)) <= measured::kTolerance)
        return Verdict::no("a free Captain never rides into contact with an enemy stand (" +
                           mTable.label(u.id) + ")");
      if (segmentCrosses(l.at, to, r))
        return Verdict::no("a free Captain never rides through an enemy stand (" +
                           mTable.label(u.id) + ")");
    }
  }
  return Verdict::ok();
}

void RobertsGame::rideCaptain(const Action& a, EventSink& sink) {
  const int i = a.option;
  LeaderState& l = mTable.leader(i);
  const LeaderSetup& ls = mSetup->leaders[static_cast<std::size_t>(i)];
  Event e{EventKind::LeaderRode, ls.side, a.unit};
  e.personality = i;
  e.from = l.at;
  e.to = *a.point;
  if (sink.wantsText()) {
    e.text = ls.name + ", a Captain roaming free, rides " +
             inchWords(mTable.inchesOf(distance(l.at, *a.point)));
    if (a.unit != kNoUnit) e.text += " toward " + mTable.label(a.unit);
  }
  l.at = *a.point;
  l.rodeThisPhase = true;
  sink.emit(std::move(e));
}

std::optional<Action> RobertsGame::rideToward(int captain, UnitId toward, bool relay) const {
  if (!isFreeCaptain(captain) || toward < 0 ||
      toward >= static_cast<UnitId>(mTable.units().size()) || !mTable.unit(toward).active())
    return std::nullopt;
  const GeneralRule& g = mTable.tables().play.general;
  const Point from = mTable.leaders()[static_cast<std::size_t>(captain)].at;
  const UnitState& u = mTable.unit(toward);
  const Point c = mTable.block(u).centre;
  const Length go = std::min(mTable.inches(g.captainMoveInches),
                             distance(from, c) - mTable.inches(g.captainRelayInches / 2));
  if (go <= measured::kTolerance) return std::nullopt;
  Action a{rules::ActionKind::MoveLeader, toward};
  a.option = captain;
  a.point = from + heading(bearing(from, c), go);
  for (int quarters = 4; relay && quarters > 0; --quarters) {
    const CaptainAt there{captain, from + heading(bearing(from, c), go * quarters / 4)};
    if (!inCommand(u, &there)) continue;
    a.point = there.at;
    break;
  }
  if (!check(a)) return std::nullopt;
  return a;
}

std::vector<Action> RobertsGame::ridesToward(UnitId toward) const {
  std::vector<Action> out;
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    if (const auto a = rideToward(static_cast<int>(i), toward, true)) out.push_back(*a);
  }
  return out;
}

void RobertsGame::captainRideCandidates(std::vector<Action>& out) const {
  // A few rides a Captain: toward each of the nearest Formed units of his side the General's
  // command does not reach now, to pass it on to them, and toward each General's unit, to
  // rejoin the chain. check() is the authority on any other ride.
  constexpr std::size_t kTowardUnits = 3;
  const Side side = mPlay.clock.phasePlayer();
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const int captain = static_cast<int>(i);
    if (mSetup->leaders[i].side != side || !isFreeCaptain(captain)) continue;
    const Point at = mTable.leaders()[i].at;
    auto push = [&](UnitId toward, bool relay) {
      const std::optional<Action> a = rideToward(captain, toward, relay);
      if (a && std::find(out.begin(), out.end(), *a) == out.end()) out.push_back(*a);
    };
    std::vector<std::pair<Length, UnitId>> beyond;
    for (const UnitState& u : mTable.units()) {
      if (!u.active() || mTable.sideOf(u.id) != side) continue;
      for (int k : u.leaders) {
        if (mSetup->leaders[static_cast<std::size_t>(k)].rank == LeaderRank::General &&
            !mTable.leaders()[static_cast<std::size_t>(k)].removed)
          push(u.id, false);
      }
      if (!mTable.setupOf(u.id).formed || inCommand(u)) continue;
      beyond.emplace_back(distance(at, mTable.block(u).centre), u.id);
    }
    std::sort(beyond.begin(), beyond.end());
    for (std::size_t k = 0; k < beyond.size() && k < kTowardUnits; ++k)
      push(beyond[k].second, true);
  }
}

void RobertsGame::freeCaptainsOverrun(Dice& dice, EventSink& sink) {
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const LeaderState& l = mTable.leaders()[i];
    const LeaderSetup& ls = mSetup->leaders[i];
    if (l.removed || l.attachedTo != kNoUnit) continue;
    const UnitState* by = nullptr;
    for (const UnitState& u : mTable.units()) {
      if (!u.active() || mTable.sideOf(u.id) == ls.side) continue;
      // The parts hold every stand: a unit far from the Captain has none on him.
      const std::vector<Rect> parts = mTable.parts(u);
      if (std::none_of(parts.begin(), parts.end(),
                       [&](const Rect& r) { return gap(r, spot(l.at)) <= measured::kTolerance; }))
        continue;
      for (const Rect& r : mTable.standRects(u)) {
        if (gap(r, spot(l.at)) <= measured::kTolerance) by = &u;
      }
      if (by) break;
    }
    if (!by) continue;
    mTable.leader(static_cast<int>(i)).removed = true;
    Event e{EventKind::PersonalityLost, ls.side, kNoUnit};
    e.personality = static_cast<int>(i);
    e.other = by->id;
    e.from = e.to = l.at;
    if (sink.wantsText())
      e.text = ls.name + ", a Captain roaming free, is ridden down by " + mTable.label(by->id) +
               " and eliminated (000 Casualties and Morale)";
    sink.emit(std::move(e));
    routNear(spot(l.at), ls.side, kNoUnit, true, "as " + asSubject(ls.name) + " is eliminated",
             dice, sink);
  }
}

}  // namespace sandtable::rules::roberts
