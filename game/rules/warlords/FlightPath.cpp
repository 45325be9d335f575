// 1.7.3 and 2.4.11: which way a fleeing unit runs, how it turns to run, and where its flight
// takes it: directly away, up to 45 degrees oblique round obstacles, the files that cannot
// avoid them lost, and "no direction it can flee" only when it cannot move at all.
#include <algorithm>
#include <cstdlib>

#include "BlockMath.h"
#include "Formation.h"
#include "WarlordsGame.h"
#include "measured/Files.h"
#include "measured/Sweep.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

namespace {

// The directions a flight tries, most direct first: straight ahead of the turned unit, then
// up to 45 degrees either side (2.4.11) in 15-degree steps, the side toward directly away
// from the enemy first.
constexpr int kObliques[] = {0, 15, -15, 30, -30, 45, -45};

// A flight that cannot get further than this from where it stands has nowhere to go: it is
// within the contact tolerance of the units round it (a unit it touches may be cut into by
// up to twice the tolerance before it counts as blocked).
constexpr Length kNoRoom = 4 * kTolerance;

}  // namespace

Angle WarlordsGame::fleeDirection(const UnitState& u, const UnitState* from) const {
  // Directly away from the enemy it flees (1.7.3, 2.4.11); with no enemy, to its rear.
  if (!from || from->id == u.id) return normalizeAngle(u.pose.facing + kHalfTurn);
  if (const auto c = contactBetween(u, *from)) {
    // Touching the enemy it flees: straight away from the edge it touches.
    switch (c->edgeA) {
      case Zone::Front: return normalizeAngle(u.pose.facing + kHalfTurn);
      case Zone::Rear: return u.pose.facing;
      case Zone::LeftFlank: return normalizeAngle(u.pose.facing + kQuarterTurn);
      case Zone::RightFlank: return normalizeAngle(u.pose.facing - kQuarterTurn);
    }
  }
  return bearing(block(*from).centre, block(u).centre);
}

std::vector<UnitId> WarlordsGame::enemiesFledFrom(const UnitState& u, Angle away) const {
  // The enemies touching the edges it runs away from (not its flanks, when it runs to the
  // rear) are no obstacle to its flight.
  std::vector<UnitId> out;
  const Rect b = block(u);
  for (const Contact& c : contactsOf(u)) {
    if (std::abs(angleDifference(outwardNormal(b, c.edgeA), away)) > kQuarterTurn + kEighthTurn / 2) {
      out.push_back(c.b);
    }
  }
  return out;
}

void WarlordsGame::turnToFlee(UnitState& u, Angle away) const {
  // The unit turns to face the way it runs. Where the ground allows, it faces directly
  // away; where turning the block about its middle would run it into anyone, each stand
  // turns about where it stands: the block faces the other way on the same ground (if the
  // way it runs lies behind it), or keeps its facing (if it runs to the side or ahead).
  const Rect b0 = block(u);
  const Pose turned = measured::turnedAboutCentre(b0, away);
  const Rect whole = blockAt(u, turned, u.formation, u.ranks, u.standCount());
  const Rect t = shrunk(whole);
  bool clear = !impassableUnder(t);
  clear = clear && measured::insideTable(mSetup->battlefield->bounds(), t);
  for (const UnitState& o : mUnits) {
    if (!clear) break;
    if (o.id == u.id || !o.active()) continue;
    // Friends by their looser clearance, enemies by the rule of contact.
    if (o.side == u.side ? overlaps(t, shrunk(block(o))) : blocksOverlap(whole, block(o))) clear = false;
  }
  if (clear) {
    u.pose = turned;
  } else if (std::abs(angleDifference(u.pose.facing, away)) > kQuarterTurn) {
    const Angle about = normalizeAngle(u.pose.facing + kHalfTurn);
    u.pose = measured::turnedAboutCentre(b0, about);
  }
}

std::vector<UnitId> WarlordsGame::passedOnFlight(const UnitState& u, Angle dir, Length rolled,
                                                 const std::vector<UnitId>& runFrom,
                                                 const std::vector<UnitId>& passable,
                                                 const std::vector<UnitId>& touching) const {
  // What a flight along `dir` may ignore: the enemies it runs from, and the friends it may
  // pass through (2.4.6) that it comes out beyond. A passage must be completed: a friend the
  // flight would end inside stops it like any other unit, so it is taken off the list and
  // the flight tried again (each pass removes one, so this ends).
  std::vector<UnitId> ignore = runFrom;
  ignore.insert(ignore.end(), passable.begin(), passable.end());
  for (;;) {
    const Blocker b = firstBlocker(u, dir, rolled, ignore, touching);
    const Pose end{u.pose.front + heading(dir, b.at), u.pose.facing};
    const Rect r = shrunk(blockAt(u, end, u.formation, u.ranks, u.standCount()));
    auto inside = std::find_if(passable.begin(), passable.end(), [&](UnitId id) {
      return std::find(ignore.begin(), ignore.end(), id) != ignore.end() && overlaps(r, shrunk(block(unit(id))));
    });
    if (inside == passable.end()) return ignore;
    ignore.erase(std::find(ignore.begin(), ignore.end(), *inside));
  }
}

WarlordsGame::Flight WarlordsGame::planFlight(const UnitState& u, Angle away, Length rolled,
                                              const std::vector<UnitId>& runFrom) const {
  // 2.4.11: as directly ahead as it can (the way the turned unit faces), up to 45 degrees
  // oblique round obstacles.
  const Angle ahead = u.pose.facing;
  const int towardAway = angleDifference(ahead, away) >= 0 ? 1 : -1;
  // Units it touches as it starts (friends side by side in the line) do not stop it unless
  // it would cut into them.
  std::vector<UnitId> touching;
  const Rect here = block(u);
  for (const UnitState& o : mUnits) {
    if (o.id == u.id || !o.active() || std::find(runFrom.begin(), runFrom.end(), o.id) != runFrom.end()) continue;
    if (gapOf(here, block(o)) <= kTolerance) touching.push_back(o.id);
  }
  const Rect table = mSetup->battlefield->bounds();
  // Whether what stopped `x` at `at` along `dir` is the table edge: it then runs off the table.
  auto offTableAt = [&](const UnitState& x, Angle dir, Length at) {
    const Pose p{x.pose.front + heading(dir, at + kTolerance), x.pose.facing};
    return !measured::insideTable(table, blockAt(x, p, x.formation, x.ranks, x.standCount()));
  };
  const std::vector<int> w = widths(u);
  const int files = *std::max_element(w.begin(), w.end());
  Flight best;
  int bestSurvivors = 0;
  Length bestReach = 0, bestProgress = 0;  // how far along the way, and how far ahead that is
  Angle reachDir = ahead;
  // 2.4.6: friends it may pass through by passage of lines (Skirmishers, Loose Foot through
  // Loose Foot, drilled Foot through drilled Foot, horse through horse Skirmishers or drilled
  // Cavalry; neither more than 2 ranks deep, facing the same or the opposite way, the friend
  // not in melee). A fleeing unit is not charging.
  std::vector<UnitId> passable;
  for (const UnitState& o : mUnits) {
    if (o.id != u.id && o.active() && passageAllowed(u, o, false)) passable.push_back(o.id);
  }
  for (int deg : kObliques) {
    const Angle dir = normalizeAngle(ahead + degrees(towardAway * deg));
    const std::vector<UnitId> ignore = passedOnFlight(u, dir, rolled, runFrom, passable, touching);
    const Blocker b = firstBlocker(u, dir, rolled, ignore, touching);
    if (!b.blocked) return {Flight::Kind::Clear, dir, rolled, {}, false};
    if (b.unit == kNoUnit && offTableAt(u, dir, b.at)) return {Flight::Kind::OffTable, dir, b.at, {}, true};
    // Stopped short, the way that gets it furthest ahead (the most direct of those as good).
    const Length progress = mulQ30(b.at, cosQ30(degrees(deg)));
    if (progress > bestProgress + kTolerance) bestProgress = progress, bestReach = b.at, reachDir = dir;
    // 2.4.11: the files whose strip of ground is blocked short of the flight cannot avoid
    // the obstacle; a file that runs off the table gets away (and out of the battle).
    std::vector<int> lost;
    bool anyOff = false;
    for (int f = 0; f < files; ++f) {
      UnitState strip = u;
      strip.formation = FormationKind::MarchColumn;
      strip.stands.assign(w.size(), 0);
      strip.ranks = static_cast<int>(w.size());
      strip.pose.front = measured::fileFront(u.pose, files, f, span());
      const Blocker s = firstBlocker(strip, dir, rolled, ignore, touching);
      if (!s.blocked) continue;
      if (s.unit == kNoUnit && offTableAt(strip, dir, s.at)) {
        anyOff = true;
        continue;
      }
      lost.push_back(f);
    }
    const int survivors = files - static_cast<int>(lost.size());
    if (survivors > bestSurvivors) {
      bestSurvivors = survivors;
      best = {Flight::Kind::LosesFiles, dir, rolled, lost, anyOff};
    }
  }
  if (bestSurvivors > 0) return best;
  // Every file is stopped short whichever way it turns: the unit runs until it meets the
  // obstacle (2.4.6: units stop when they run into each other).
  if (bestProgress > kNoRoom) return {Flight::Kind::StopsShort, reachDir, bestReach, {}, false};
  return {};  // it cannot move at all: no direction it can flee (1.7.3)
}

}  // namespace sandtable::rules::warlords
