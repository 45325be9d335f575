// 000 Captains and Generals: Captains 'can roam free, in which case they can help extend the
// command range of a general'; Casualties and Morale: 'units must make Break Checks if an
// unattached Captain is eliminated'. A free Captain stands at a point of the table (no stand
// of his own). One within a General's range relays it (general.captain_relay_inches), and so
// does one within a relaying Captain's; an enemy stand touching or covering his place
// eliminates him, and his side's units near his place check as for a leader's rout.
#include <algorithm>

#include "RobertsGame.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

namespace {

Rect spot(Point p) { return Rect{p, 0, 0, 0}; }

}  // namespace

double RobertsGame::commandInches(Side side, const Rect& general, const Rect& unit) const {
  const GeneralRule& g = mTable.tables().play.general;
  double best = mTable.inchesOf(gap(general, unit));
  // The free Captains the General's command reaches, directly or through each other.
  std::vector<Point> relays;
  std::vector<Point> free;
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const LeaderState& l = mTable.leaders()[i];
    const LeaderSetup& ls = mSetup->leaders[i];
    if (ls.side == side && ls.rank == LeaderRank::Captain && !l.removed && l.attachedTo == kNoUnit)
      free.push_back(l.at);
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

void RobertsGame::freeCaptainsOverrun(Dice& dice, EventSink& sink) {
  for (std::size_t i = 0; i < mTable.leaders().size(); ++i) {
    const LeaderState& l = mTable.leaders()[i];
    const LeaderSetup& ls = mSetup->leaders[i];
    if (l.removed || l.attachedTo != kNoUnit) continue;
    const UnitState* by = nullptr;
    for (const UnitState& u : mTable.units()) {
      if (!u.active() || mTable.sideOf(u.id) == ls.side) continue;
      // The block holds every stand: one far from the Captain has none on him.
      if (gap(mTable.block(u), spot(l.at)) > measured::kTolerance) continue;
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
    routNear(spot(l.at), ls.side, kNoUnit, true, dice, sink);
  }
}

}  // namespace sandtable::rules::roberts
