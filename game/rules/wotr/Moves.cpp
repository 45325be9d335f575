// Event III, movement (002): move and countermove; a unit goes straight ahead up to its rate,
// may wheel first (the outer corner's arc counted double), changes face 90 or 180 degrees
// (a full move; cavalry about-faces in half; free for skirmishers and shooters at most 2
// ranks deep), never shifts; the ground's penalties; a move that touches an enemy is a charge,
// made only at a target in the 22.5-degree arc at the start of the move; the 12" command
// radius; who may not move. FURIOUS units charge the closest enemy by themselves.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include "Movement.h"
#include "WotrGame.h"
#include "core/Wording.h"
#include "measured/ChargePath.h"
#include "measured/Contact.h"
#include "measured/Displacement.h"
#include "measured/Ground.h"
#include "measured/Sweep.h"
#include "measured/Wheel.h"

namespace sandtable::rules::wotr {

namespace {

constexpr TerrainKindSet kMajorGround =
    terrainKindBit(TerrainKind::WoodsLight) | terrainKindBit(TerrainKind::WoodsMedium) |
    terrainKindBit(TerrainKind::WoodsHeavy) | terrainKindBit(TerrainKind::Forest) |
    terrainKindBit(TerrainKind::Orchard) | terrainKindBit(TerrainKind::Rough) |
    terrainKindBit(TerrainKind::Marsh) | terrainKindBit(TerrainKind::Bog) |
    terrainKindBit(TerrainKind::PaddyField) | terrainKindBit(TerrainKind::SteepRocky);
// Water: no unit stands in it; it is crossed at a bridge or by the river crossing
// (RiverCrossing.cpp).
constexpr TerrainKindSet kNoEntry =
    terrainKindBit(TerrainKind::River) | terrainKindBit(TerrainKind::Stream);

bool lineStops(TerrainKind k) {
  return k == TerrainKind::River || k == TerrainKind::Stream || k == TerrainKind::FortressWall ||
         k == TerrainKind::Ravine;
}
bool lineCosts(TerrainKind k) {
  return k == TerrainKind::Hedge || k == TerrainKind::StoneWall || k == TerrainKind::Bridge ||
         k == TerrainKind::Entrenchment;
}

// How much higher ground counts as climbing a hill (reconstructed: a quarter inch of rise).
constexpr Length kClimb = kInch / 4;

// 7.5" to one decimal, as the log shows a distance.
std::string inchesText(Length l) {
  const long long tenths = std::llround(static_cast<double>(l) * 10.0 / kInch);
  return std::to_string(tenths / 10) + "." + std::to_string(std::llabs(tenths % 10)) + "\"";
}

}  // namespace

Length WotrGame::allowance(UnitId id) const {
  const Length rate = Battle::inches(mBattle.rateOf(id));
  return std::max<Length>(0, rate - mBattle.unit(id).used);
}

bool WotrGame::inCommand(UnitId id) const {
  const UnitSetup& s = mBattle.setupOf(id);
  const Length radius = Battle::inches(mBattle.tables().leaders.commandRadius);
  for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
    const LeaderSetup& l = mSetup->leaders[i];
    if (l.side != s.side || (l.wing != -1 && l.wing != s.wing)) continue;
    if (!mBattle.leaderActive(static_cast<int>(i), mTurn)) continue;
    const UnitId with = mBattle.leaders()[i].with;
    if (with == id || !measured::closerThan(radius, mBattle.gapBetween(id, with))) return true;
  }
  return false;
}

Verdict WotrGame::mayMove(UnitId id) const {
  if (id < 0 || static_cast<std::size_t>(id) >= mBattle.units().size())
    return Verdict::no("no such unit");
  const UnitState& u = mBattle.unit(id);
  if (mBattle.sideOf(id) != phase().sideToAct) return Verdict::no("not this side's unit");
  if (u.mode == Mode::Removed) return Verdict::no("the unit has left the field");
  if (u.mode == Mode::Routed) return Verdict::no("002 Event III: routed units do not move");
  if (u.pursuing != kNoUnit) return Verdict::no("002 Event III: pursuing units do not move");
  if (u.fired) return Verdict::no("002 Event III: units which fired in Event II do not move");
  if (u.fellBack)
    return Verdict::no("002 Event III: units which fell back in Event II do not move");
  if (mBattle.lockedInMelee(id))
    return Verdict::no("002 Event III: units locked in melee do not move");
  if (u.furious)
    return Verdict::no("002 Event V: a FURIOUS unit charges the closest enemy by itself");
  if (u.interpenetrated)
    return Verdict::no("002 Event III: interpenetrated troops may not move or charge this phase");
  if (u.moved) return Verdict::no("the unit has moved this event");
  return Verdict::ok();
}

WotrGame::GroundCost WotrGame::groundCost(UnitId id, const Pose& from, const Pose& to) const {
  GroundCost g;
  const Battlefield& bf = mBattle.battlefield();
  const Profile& p = mBattle.profileOf(id);
  const TerrainPenalties& t = mBattle.tables().terrain;
  const Rect start = mBattle.blockAt(id, from), end = mBattle.blockAt(id, to);
  const Rect mid = mBattle.blockAt(
      id, {Point{(from.front.x + to.front.x) / 2, (from.front.y + to.front.y) / 2}, to.facing});
  const bool wetEnd = measured::anyUnder(bf, end, kNoEntry);
  bool wet = wetEnd || measured::anyUnder(bf, mid, kNoEntry), bridge = false;
  g.major = measured::anyUnder(bf, end, kMajorGround) || measured::anyUnder(bf, mid, kMajorGround);
  if (g.major && p.artillery() && t.majorImpassableToArtillery) g.impassable = true;
  bool minor = bf.footprintElevation(end) > bf.footprintElevation(start) + kClimb;
  if (!(from.front == to.front)) {
    for (const Crossing& c : bf.crossings(from.front, to.front)) {
      if (isWater(c.kind))
        wet = true;
      else if (lineStops(c.kind))
        g.impassable = true;
      if (lineCosts(c.kind)) minor = true;
      bridge = bridge || c.kind == TerrainKind::Bridge;
    }
  }
  // Water is crossed at a bridge as any other line, else only by the river crossing; no unit
  // ends a move standing in it.
  g.water = wet && !bridge;
  if (wetEnd && !bridge) g.impassable = true;
  const bool heavy = p.cavalry() || p.artillery();
  if (minor) g.penalty += Battle::inches(heavy ? t.minorCavalryArtillery : t.minor);
  if (g.major && !p.cavalry()) g.penalty += Battle::inches(t.major);
  return g;
}

Length WotrGame::allowanceOver(UnitId id, const GroundCost& g) const {
  Length may = allowance(id);
  if (g.major && mBattle.profileOf(id).cavalry())
    may = std::min(may, Battle::inches(mBattle.tables().terrain.majorCavalryAllowance));
  return std::max<Length>(0, may - g.penalty);
}

bool WotrGame::onForbiddenGround(UnitId id, const Rect& r) const {
  const Battlefield& bf = mBattle.battlefield();
  if (measured::anyUnder(bf, r, kNoEntry)) return true;
  return mBattle.profileOf(id).artillery() && mBattle.tables().terrain.majorImpassableToArtillery &&
         measured::anyUnder(bf, r, kMajorGround);
}

bool WotrGame::waterLineBetween(Point from, Point to) const {
  if (from == to) return false;
  bool water = false, bridge = false;
  for (const Crossing& c : mBattle.battlefield().crossings(from, to)) {
    water = water || isWater(c.kind);
    bridge = bridge || c.kind == TerrainKind::Bridge;
  }
  return water && !bridge;
}

bool WotrGame::pathClear(UnitId id, const Pose& to) const {
  const UnitState& u = mBattle.unit(id);
  const measured::BlockShape shape = mBattle.shape(id);
  const std::vector<measured::Obstacle> others = mBattle.obstaclesFor(id);
  const Rect table = mBattle.battlefield().bounds();
  for (const Pose& p : measured::sweptPoses(u.pose, to, shape.width(), Battle::sweepStep(shape))) {
    const Rect r = measured::blockRect(shape, p);
    if (!measured::insideTable(table, r)) return false;
    if (measured::obstacleHit(r, others) != kNoUnit) return false;
  }
  return true;
}

Verdict WotrGame::checkMove(const Action& a) const {
  if (Verdict v = mayMove(a.unit); !v) return v;
  if (!a.point || !a.facing) return Verdict::no("a move names where the front ends and its facing");
  const UnitState& u = mBattle.unit(a.unit);
  const measured::BlockShape shape = mBattle.shape(a.unit);
  const Angle turn = angleDifference(u.pose.facing, *a.facing);
  if (std::abs(turn) > kQuarterTurn)
    return Verdict::no("002 Event III: a wheel turns at most 90 degrees; more is a face change");
  const Pose wheeledTo = turn == 0 ? u.pose : measured::wheeled(u.pose, shape.width(), *a.facing);
  const Length arc = turn == 0 ? 0 : measured::wheelArc(shape.width(), std::abs(turn));
  const Point v = *a.point - wheeledTo.front;
  const Point h = heading(*a.facing, kInch);
  if (std::llabs(cross(h, v)) / kInch > measured::kTolerance)
    return Verdict::no("002 Event III: shifts are not allowed; a unit moves straight ahead");
  if (dot(h, v) < 0)
    return Verdict::no("002 Event III: a unit moves forward; to go back it changes face");
  const Length d = distance(wheeledTo.front, *a.point);
  if (d == 0 && turn == 0) return Verdict::no("the move goes nowhere");
  const Pose to{*a.point, *a.facing};
  const GroundCost g = groundCost(a.unit, u.pose, to);
  if (g.impassable) return Verdict::no("002 Event III: the unit may not enter that ground");
  if (g.water) {
    // The river crossing takes the whole move, whatever the river's width.
    if (Verdict v = checkCrossing(a.unit, to, turn != 0); !v) return v;
  } else {
    const Length over = allowanceOver(a.unit, g);
    if (d + 2 * arc > over + measured::kTolerance)
      return Verdict::no("002 Event III: the move costs " + inchesText(d + 2 * arc + g.penalty) +
                         " (a wheel at double cost, the ground's penalties) of " +
                         inchesText(over + g.penalty) + " left");
  }
  if (!pathClear(a.unit, to)) {
    const auto passed = friendsPassed(a.unit, to);
    if (!passed || passed->empty())
      return Verdict::no("its way is blocked by another unit or the table edge");
    if (Verdict v = checkInterpenetration(a.unit, to, *passed); !v) return v;
  }
  const Rect end = mBattle.blockAt(a.unit, to);
  for (const UnitState& o : mBattle.units()) {
    if (!o.active() || mBattle.sideOf(o.id) == mBattle.sideOf(a.unit)) continue;
    if (gapAtMost(end, mBattle.block(o.id), 2 * measured::kTolerance))
      return Verdict::no("002 Event IV: a move that touches an enemy is a charge");
  }
  // The sweep lets a block slide along a friend it touches at the start; it may not end
  // standing in him.
  if (!mBattle.blockFits(a.unit, end))
    return Verdict::no("it would end standing in another unit");
  if (!inCommand(a.unit)) {
    // Beyond the command radius a unit may only move to rejoin its leader.
    Length before = -1, after = -1;
    for (std::size_t i = 0; i < mSetup->leaders.size(); ++i) {
      const LeaderSetup& l = mSetup->leaders[i];
      if (l.side != mBattle.sideOf(a.unit) ||
          (l.wing != -1 && l.wing != mBattle.setupOf(a.unit).wing) ||
          !mBattle.leaderActive(static_cast<int>(i), mTurn))
        continue;
      const Rect lr = mBattle.block(mBattle.leaders()[i].with);
      const Length b = gap(mBattle.block(a.unit), lr), e = gap(end, lr);
      if (before < 0 || b < before) before = b, after = e;
    }
    if (before < 0 || after >= before)
      return Verdict::no(
          "002 Event III: beyond 12\" of its leader a unit may only move to rejoin him");
  }
  return Verdict::ok();
}

Verdict WotrGame::checkFaceChange(const Action& a) const {
  if (Verdict v = mayMove(a.unit); !v) return v;
  if (!a.facing) return Verdict::no("a face change names the new facing");
  const UnitState& u = mBattle.unit(a.unit);
  if (u.noCharge) return Verdict::no("002 Event III: a unit changes face once a move");
  const Profile& p = mBattle.profileOf(a.unit);
  const Angle turn = std::abs(angleDifference(u.pose.facing, *a.facing));
  if (turn != kQuarterTurn && turn != kHalfTurn)
    return Verdict::no("002 Event III: a face change is of 90 or 180 degrees");
  const Length rate = Battle::inches(mBattle.rateOf(a.unit));
  const bool free = p.skirmish || (p.shooters > 0 && u.ranks <= 2);
  const Length cost = free ? 0 : (p.cavalry() && turn == kHalfTurn) ? rate / 2 : rate;
  if (cost > allowance(a.unit))
    return Verdict::no("002 Event III: a face change takes a full move (cavalry about-face half)");
  const Pose to = measured::turnedAboutCentre(mBattle.block(a.unit), *a.facing);
  const Rect r = mBattle.blockAt(a.unit, to);
  if (!mBattle.blockFits(a.unit, r)) return Verdict::no("no room to turn there");
  for (const UnitState& o : mBattle.units()) {
    if (o.active() && mBattle.sideOf(o.id) != mBattle.sideOf(a.unit) &&
        gapAtMost(r, mBattle.block(o.id), 2 * measured::kTolerance))
      return Verdict::no("turning there would touch an enemy");
  }
  return Verdict::ok();
}

Verdict WotrGame::checkCharge(const Action& a) const {
  if (Verdict v = mayMove(a.unit); !v) return v;
  const UnitState& u = mBattle.unit(a.unit);
  if (u.noCharge)
    return Verdict::no("002 Event III: a unit that changed face this move may not charge");
  if (!inCommand(a.unit))
    return Verdict::no("002 Event III: beyond 12\" of its leader a unit may not charge");
  return checkChargePath(a);
}

Verdict WotrGame::checkChargePath(const Action& a) const {
  const UnitState& u = mBattle.unit(a.unit);
  if (a.target < 0 || static_cast<std::size_t>(a.target) >= mBattle.units().size() ||
      !mBattle.unit(a.target).active() || mBattle.sideOf(a.target) == mBattle.sideOf(a.unit))
    return Verdict::no("a charge is made at an enemy on the table");
  const Rect start = mBattle.block(a.unit), target = mBattle.block(a.target);
  const Angle arc = Battle::halfArc(mBattle.tables().melee.chargeArcDegrees);
  if (!mBattle.inArcOf(start, target, arc))
    return Verdict::no(
        "002 Event IV: the target is not in the 22.5-degree arc of charge at the "
        "start of the move");
  const Length may = allowance(a.unit);
  const measured::ChargePlanGeometry plan = mBattle.planCharge(a.unit, a.target, arc, may);
  using P = measured::ChargePlanGeometry::Problem;
  switch (plan.problem) {
    case P::None:
      break;
    case P::OutOfReach:
    case P::Missed:
      return Verdict::no("002 Event III: the target is beyond the unit's move");
    case P::InContact:
      return Verdict::no("the unit is already in contact with it");
    case P::LeavesTable:
    case P::Blocked:
      return Verdict::no("the charge's way is blocked by another unit or the table edge");
  }
  const GroundCost g = groundCost(a.unit, u.pose, plan.contact);
  if (g.impassable) return Verdict::no("002 Event III: the unit may not enter that ground");
  if (g.water)
    return Verdict::no("002 Event III: a river is crossed from its bank in a move of its own");
  if (g.major)
    return Verdict::no("002 Event III: a unit moving through rough ground or woods may not charge");
  if (plan.distance + g.penalty > may + measured::kTolerance)
    return Verdict::no("002 Event III: the target is beyond the unit's move");
  return Verdict::ok();
}

void WotrGame::applyMove(const Action& a, EventSink& sink) {
  UnitState& u = mBattle.unit(a.unit);
  const measured::BlockShape shape = mBattle.shape(a.unit);
  const Angle turn = angleDifference(u.pose.facing, *a.facing);
  const Pose wheeledTo = turn == 0 ? u.pose : measured::wheeled(u.pose, shape.width(), *a.facing);
  const Length arc = turn == 0 ? 0 : measured::wheelArc(shape.width(), std::abs(turn));
  const Pose to{*a.point, *a.facing};
  const GroundCost g = groundCost(a.unit, u.pose, to);
  std::vector<UnitId> passed;
  if (!pathClear(a.unit, to)) passed = friendsPassed(a.unit, to).value_or(std::vector<UnitId>{});
  const Length cost = g.water || !passed.empty()
                          ? allowance(a.unit)
                          : distance(wheeledTo.front, *a.point) + 2 * arc + g.penalty;
  Event e;
  e.kind = EventKind::UnitMoved;
  e.side = mBattle.sideOf(a.unit);
  e.unit = a.unit;
  e.from = u.pose.front;
  e.to = to.front;
  u.pose = to;
  u.used += cost;
  u.moved = true;
  if (g.major || g.water) u.noCharge = true;
  if (!passed.empty()) {
    u.interpenetrated = u.noCharge = true;
    for (const UnitId f : passed) mBattle.unit(f).interpenetrated = true;
  }
  if (sink.wantsText()) {
    const std::string who = mBattle.label(a.unit);
    const std::string its(itsOrTheir(who));
    e.text = g.water ? subjectVerb(who, "crosses") + " the river to the far bank"
             : !passed.empty()
                 ? subjectVerb(who, "passes") + " through " + mBattle.label(passed.front()) +
                       (passed.size() > 1 ? " and others" : "") + ", " + its + " whole move"
                 : subjectVerb(who, "moves") + (turn != 0 ? " (wheeling)" : "") + ", " +
                       inchesText(cost) + " of " + its + " move";
  }
  sink.emit(std::move(e));
}

void WotrGame::applyFaceChange(const Action& a, EventSink& sink) {
  UnitState& u = mBattle.unit(a.unit);
  const Profile& p = mBattle.profileOf(a.unit);
  const Angle turn = std::abs(angleDifference(u.pose.facing, *a.facing));
  const Length rate = Battle::inches(mBattle.rateOf(a.unit));
  const bool free = p.skirmish || (p.shooters > 0 && u.ranks <= 2);
  u.used += free ? 0 : (p.cavalry() && turn == kHalfTurn) ? rate / 2 : rate;
  u.pose = measured::turnedAboutCentre(mBattle.block(a.unit), *a.facing);
  u.noCharge = true;
  say(sink, EventKind::UnitWheeled, a.unit, kNoUnit,
      subjectVerb(mBattle.label(a.unit), "changes") + " face " + std::to_string(toDegrees(turn)) +
          " degrees");
}

Pose WotrGame::squaredUp(UnitId id, const Pose& contact, const Rect& target, Zone edge) const {
  // The charger lines up on the edge it struck, front to that edge, as near where it struck as
  // there is room: units in melee face each other edge to edge (002 Event IV).
  const auto [a, b] = measured::edgeOf(target, edge);
  const Angle facing = measured::squareFacing(target, edge);
  const Point at = measured::closestOnSegment(contact.front, a, b);
  for (const Point& p : measured::placesAlongEdge(a, b, at, Battle::sweepStep(mBattle.shape(id)))) {
    const Pose q{p, facing};
    if (mBattle.blockFits(id, mBattle.blockAt(id, q))) return q;
  }
  return contact;
}

void WotrGame::applyCharge(const Action& a, EventSink& sink) {
  UnitState& u = mBattle.unit(a.unit);
  const Angle arc = Battle::halfArc(mBattle.tables().melee.chargeArcDegrees);
  const measured::ChargePlanGeometry plan =
      mBattle.planCharge(a.unit, a.target, arc, allowance(a.unit));
  const GroundCost g = groundCost(a.unit, u.pose, plan.contact);
  say(sink, EventKind::UnitCharged, a.unit, a.target,
      subjectVerb(mBattle.label(a.unit), "charges") + " " + mBattle.label(a.target));
  if (avoidsContact(mBattle.profileOf(a.target), mBattle.profileOf(a.unit))) {
    const Pose from = u.pose;
    u.pose = plan.contact;
    if (skirmishersAvoid(a.unit, a.target, sink)) {
      u.used += plan.distance + g.penalty;
      u.moved = true;
      Event m;
      m.kind = EventKind::UnitMoved;
      m.side = mBattle.sideOf(a.unit);
      m.unit = a.unit;
      m.from = from.front;
      m.to = u.pose.front;
      if (sink.wantsText())
        m.text = subjectVerb(mBattle.label(a.unit), "finds") +
                 " no one to strike: the skirmishers are gone";
      sink.emit(std::move(m));
      return;
    }
    u.pose = from;
  }
  Event e;
  e.kind = EventKind::ContactMade;
  e.side = mBattle.sideOf(a.unit);
  e.unit = a.unit;
  e.other = a.target;
  e.from = u.pose.front;
  e.to = plan.contact.front;
  u.pose = squaredUp(a.unit, plan.contact, mBattle.block(a.target), plan.targetEdge);
  u.used += plan.distance + g.penalty;
  u.moved = u.charged = true;
  if (sink.wantsText())
    e.text = subjectVerb(mBattle.label(a.unit), "strikes") + " the " + zoneName(plan.targetEdge) +
             " of " + mBattle.label(a.target);
  sink.emit(std::move(e));
  if (removedOnContact(mBattle.profileOf(a.target)))
    removeUnit(a.target, "002 Event IV: artillery is removed when an enemy contacts it", sink);
}

void WotrGame::furiousCharges(Side side, EventSink& sink) {
  for (const UnitState& cu : mBattle.units()) {
    const UnitId id = cu.id;
    const UnitState& u = mBattle.unit(id);
    if (mBattle.sideOf(id) != side || !u.ready() || !u.furious || u.moved || u.fired ||
        u.fellBack || mBattle.lockedInMelee(id))
      continue;
    // The closest enemy on the table.
    UnitId near = kNoUnit;
    Length best = 0;
    for (const UnitState& o : mBattle.units()) {
      if (!o.active() || mBattle.sideOf(o.id) == side) continue;
      const Length gp = mBattle.gapBetween(id, o.id);
      if (near == kNoUnit || gp < best) near = o.id, best = gp;
    }
    if (near == kNoUnit) return;
    turnToward(id, bearing(mBattle.block(id).centre, mBattle.block(near).centre));
    Action charge{ActionKind::Charge, id, near};
    if (checkChargePath(charge)) {
      applyCharge(charge, sink);
      continue;
    }
    // Out of reach: it goes its whole move straight at it, as far as the way is clear.
    UnitState& m = mBattle.unit(id);
    const measured::BlockShape shape = mBattle.shape(id);
    const std::vector<measured::Obstacle> others = mBattle.obstaclesFor(id);
    const measured::Stop stop = measured::displace(
        shape, m.pose, m.pose.facing, allowance(id), Battle::sweepStep(shape),
        mBattle.battlefield().bounds(), others, [](const Rect&) { return false; },
        [](const Pose&) { return false; });
    const Point from = m.pose.front;
    m.pose.front = m.pose.front + heading(m.pose.facing, stop.at);
    m.used += stop.at;
    m.moved = true;
    Event e;
    e.kind = EventKind::UnitMoved;
    e.side = side;
    e.unit = id;
    e.from = from;
    e.to = m.pose.front;
    if (sink.wantsText())
      e.text = mBattle.label(id) + " (FURIOUS) rushes at " + mBattle.label(near);
    sink.emit(std::move(e));
  }
}

Verdict WotrGame::checkByRules(const Action& a) const {
  switch (a.kind) {
    case ActionKind::Move:
      return checkMove(a);
    case ActionKind::Wheel:
      return checkFaceChange(a);
    case ActionKind::Charge:
      return checkCharge(a);
    case ActionKind::ChangeFormation:
      return mBattle.profileOf(a.unit).artillery() ? checkLimbering(a) : checkRanks(a);
    default:
      return Verdict::no("not a move");
  }
}

bool WotrGame::movementCandidates(std::vector<Action>& out) const {
  const Side side = phase().sideToAct;
  bool owing = false;
  std::vector<Action> moves;
  for (const UnitState& u : mBattle.units()) {
    if (mBattle.sideOf(u.id) != side || !mayMove(u.id)) continue;
    moves.clear();
    const OrderSituation s = orderSituation(u.id);
    unitCandidates(u.id, s, moves);
    owing = owing || owesMove(u.id, s, moves);
    out.insert(out.end(), moves.begin(), moves.end());
  }
  return owing;
}

void WotrGame::unitCandidates(UnitId id, const OrderSituation& s, std::vector<Action>& out) const {
  const std::size_t first = out.size();
  auto push = [&](const Action& a) {
    if (std::find(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), a) != out.end())
      return;
    if (checkByRules(a) && judgeUnder(s, id, a).permitted) out.push_back(a);
  };
  const Side side = mBattle.sideOf(id);
  const Rect table = mBattle.battlefield().bounds();
  {
    const UnitState& u = mBattle.unit(id);
    const measured::BlockShape shape = mBattle.shape(u.id);
    const Length left = allowance(u.id);
    for (const int deg : {0, 22, -22, 45, -45}) {
      const Angle turn = deg == 22    ? Battle::halfArc(22.5)
                         : deg == -22 ? -Battle::halfArc(22.5)
                                      : degrees(deg);
      const Angle facing = normalizeAngle(u.pose.facing + turn);
      const Pose w = turn == 0 ? u.pose : measured::wheeled(u.pose, shape.width(), facing);
      const Length rest =
          left - (turn == 0 ? 0 : 2 * measured::wheelArc(shape.width(), std::abs(turn)));
      if (rest < 0) continue;
      auto blocked = [&](Length d) {
        const Pose at{w.front + heading(facing, d), facing};
        const Rect r = measured::blockRect(shape, at);
        if (!measured::insideTable(table, r)) return true;
        if (onForbiddenGround(u.id, r) || waterLineBetween(w.front, at.front)) return true;
        for (const UnitState& o : mBattle.units()) {
          if (o.id == u.id || !o.active()) continue;
          const Rect& ob = mBattle.block(o.id);
          if (mBattle.sideOf(o.id) != side ? gapAtMost(r, ob, 2 * measured::kTolerance)
                                           : measured::blocksOverlap(r, ob))
            return true;
        }
        return false;
      };
      const Length most =
          measured::furthestClear(rest, Battle::sweepStep(shape), measured::kTolerance, blocked);
      if (turn == 0 && u.used == 0 && most < rest) {
        // Through the friends ahead to the first clear place, and as far as the move goes.
        const Length step = Battle::sweepStep(shape);
        for (Length d = most + step; d <= rest; d += step) {
          const Pose at{w.front + heading(facing, d), facing};
          const Rect r = measured::blockRect(shape, at);
          if (!mBattle.blockFits(u.id, r) || onForbiddenGround(u.id, r)) continue;
          Action through{ActionKind::Move, u.id};
          through.point = at.front;
          through.facing = facing;
          push(through);
          through.point = w.front + heading(facing, rest);
          push(through);
          break;
        }
      }
      // Rough ground, woods and climbs shorten the move: as far as the ground lets it go.
      const Length wheelCost = left - rest;
      const Pose furthest{w.front + heading(facing, most), facing};
      const Length overGround =
          most == 0 ? 0
                    : std::min(most, allowanceOver(u.id, groundCost(u.id, u.pose, furthest)) -
                                         wheelCost);
      for (const Length d :
           {most, most / 2, most - kInch * 2, most - kInch * 4, overGround, Length{0}}) {
        if (d < 0 || (d == 0 && turn == 0)) continue;
        Action a{ActionKind::Move, u.id};
        a.point = w.front + heading(facing, d);
        a.facing = facing;
        push(a);
      }
    }
    if (const std::optional<Length> over = crossingLength(u.id)) {
      Action a{ActionKind::Move, u.id};
      a.point = u.pose.front + heading(u.pose.facing, *over);
      a.facing = u.pose.facing;
      push(a);
    }
    for (const Angle t : {kQuarterTurn, -kQuarterTurn, kHalfTurn}) {
      Action a{ActionKind::Wheel, u.id};
      a.facing = normalizeAngle(u.pose.facing + t);
      push(a);
    }
    // A gun's formation is limbered or in battery; any other unit's, its ranks.
    const bool gun = mBattle.profileOf(u.id).artillery();
    for (const int option : gun ? std::array{kLimbered, kUnlimbered} : std::array{u.ranks - 1, u.ranks + 1}) {
      Action a{ActionKind::ChangeFormation, u.id};
      a.option = option;
      push(a);
    }
    for (const UnitState& o : mBattle.units()) {
      if (!o.active() || mBattle.sideOf(o.id) == side) continue;
      push(Action{ActionKind::Charge, u.id, o.id});
    }
  }
}

}  // namespace sandtable::rules::wotr
