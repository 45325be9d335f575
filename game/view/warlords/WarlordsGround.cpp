// Warlords on the ground: sight as the rules take it (from the front edge at a man's eye
// height, blocks of other units in the way), shooting ranges per style in the 45-degree
// sector in front, measured from the front edge (2.5.2), charge reach (2.4.4.1: the charge move over the ground in each
// direction, stopping at friends, plus what a good random move adds), the 45-degree sector of "within 45 degrees of its front", a charge under
// way, and a lawful Move for a unit dragged to a point on the measured table.
#include <algorithm>

#include "WarlordsAdapter.h"

namespace sandtable::view {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

namespace {

constexpr Angle kQuarter = kFullTurn / 4;

// The front edge's two ends of a unit's block.
std::pair<Point, Point> frontEdge(const WarlordsGame& g, const UnitState& u) {
  const Rect b = g.block(u);
  return {u.pose.front + heading(u.pose.facing - kQuarter, b.width / 2),
          u.pose.front + heading(u.pose.facing + kQuarter, b.width / 2)};
}

// The ground a charge of `u` may cover: the front edge swept toward every direction within
// `half` of its facing, each as far as the rules let it go that way (the charge move less
// what rough ground, slope, obstacles and slow terrain cost on the way, 3.2.1, and stopping
// short of friends, impassable ground and field defences that bar it). The polygon is the
// left end's arc, then the right end's: simple, though not convex where the ground cuts it.
std::vector<Point> chargeFront(const WarlordsGame& g, const UnitState& u, Point left, Point right, Angle half,
                               int extraSpans) {
  const int steps = 6;
  const Length far = (g.chargeSpans(u) + extraSpans) * g.span();
  auto reach = [&](Angle dir) {
    const Pose to{u.pose.front + heading(dir, far), u.pose.facing};
    return g.clearAdvance(u, dir, g.chargeAllowance(u, to, extraSpans), false);
  };
  // The reach toward a direction is the whole block's, the same from either end: each is
  // asked once, the straight-ahead one shared by both arcs.
  std::vector<Point> out{left};
  for (int i = 0; i <= 2 * steps; ++i) {
    const Angle dir = u.pose.facing - half + half * i / steps;
    const Length d = reach(dir);
    if (i <= steps) out.push_back(left + heading(dir, d));
    if (i >= steps) out.push_back(right + heading(dir, d));
  }
  out.push_back(right);
  return out;
}

// A shooting range as the rules take it (2.5.2): the target within `range` of the shooter's
// block (its front edge, for anything in front) and within `half` of its front, seen from
// the front edge's centre. From that centre, each bearing goes out to where the front edge
// is `range` away: a plain arc straight ahead, bulging out toward the sector's sides by up
// to half the unit's width.
std::vector<Point> rangeOutline(Point left, Point right, Angle facing, Angle half, Length range) {
  const Point apex{(left.x + right.x) / 2, (left.y + right.y) / 2};
  const Length halfWidth = distance(left, right) / 2;
  std::vector<Point> out{apex};
  const int steps = 12;
  for (int i = 0; i <= steps; ++i) {
    const Angle dir = facing - half + 2 * half * i / steps;
    Length lo = range, hi = range + halfWidth + 1;  // lo within range of the edge, hi beyond
    while (hi - lo > 1) {
      const Length mid = (lo + hi) / 2;
      if (distanceToSegment(apex + heading(dir, mid), left, right) <= range) lo = mid;
      else hi = mid;
    }
    out.push_back(apex + heading(dir, lo));
  }
  return out;
}

// A sector from `apex`: the apex, then its arc.
std::vector<Point> sector(Point apex, Angle facing, Angle half, Length radius) {
  std::vector<Point> out{apex};
  const int steps = 12;
  for (int i = 0; i <= steps; ++i)
    out.push_back(apex + heading(facing - half + 2 * half * i / steps, radius));
  return out;
}

bool mayChargeNow(const WarlordsGame& g, const UnitState& u) {
  // The unit's own bars to charging (checkCharge's, less the activation's).
  return u.active() && u.formed && u.morale != Morale::Worn && u.morale != Morale::Broken &&
         u.formation != FormationKind::Hedgehog && !g.inContact(u);
}

// "charge 5", and how far straight ahead where the ground or friends make that shorter
// ("charge 5, 3.5 ahead"): the spans a player counts off the table.
std::string chargeLabel(const WarlordsGame& g, const UnitState& u) {
  const int spans = g.chargeSpans(u);
  const Pose to{u.pose.front + heading(u.pose.facing, spans * g.span()), u.pose.facing};
  const Length ahead = g.clearAdvance(u, u.pose.facing, g.chargeAllowance(u, to, 0), false);
  std::string label = "charge " + std::to_string(spans);
  if (ahead + g.span() / 4 < spans * g.span()) {  // a quarter span short or more
    const int halves = static_cast<int>(ahead * 2 / g.span());  // whole half spans
    label += ", " + std::to_string(halves / 2) + (halves % 2 ? ".5" : "") + " ahead";
  }
  return label;
}

}  // namespace

SightQuery WarlordsAdapter::sightQuery(const Game& game, const UnitView& from,
                                       const UnitView& to) const {
  const WarlordsGame* g = wl(game);
  if (!g) return RulesetAdapter::sightQuery(game, from, to);
  const auto valid = [&](UnitId id) {
    return id >= 0 && id < static_cast<UnitId>(g->unitStates().size());
  };
  // As WarlordsGame::canSee asks: from the centre of the front edge, a man's eye height
  // scaled to the table (1.2), light woods seen into, other units' blocks in the way.
  SightQuery q;
  q.from = valid(from.id) ? g->unit(from.id).pose.front : unitCentre(from);
  q.to = valid(to.id) ? g->block(g->unit(to.id)).centre : unitCentre(to);
  const Length eye =
      g->span() * 1700 / (static_cast<Length>(g->setup().groundMetresPerSpan) * 1000);
  q.fromEye = q.toEye = eye;
  q.woodsSeeInto = g->tables().effect(TerrainKind::WoodsLight).coverSpans * g->span();
  mSightStands.clear();
  for (const UnitState& o : g->unitStates()) {
    if (!o.active() || o.id == from.id || o.id == to.id) continue;
    mSightStands.push_back({o.id, g->block(o), 0});
  }
  q.stands = &mSightStands;
  q.ignoreUnits = {from.id, to.id};
  return q;
}

FireArc WarlordsAdapter::fireArc(const Game& game, const UnitView& unit) const {
  FireArc arc;
  const WarlordsGame* g = wl(game);
  if (!g || unit.status != UnitStatus::Active) return arc;
  const UnitState& u = g->unit(unit.id);
  const UnitProfile& p = g->profile(u);
  if (p.missiles == MissileKind::None || u.formation == FormationKind::Wedge) return arc;
  int range = 0;
  if (p.massed || p.shower) range = std::max(range, g->shootingRange(u, ShotStyle::Massed));
  if (p.skirmishing) range = std::max(range, g->shootingRange(u, ShotStyle::Skirmishing));
  if (range <= 0) return arc;
  arc.origin = u.pose.front;
  arc.facing = u.pose.facing;
  arc.halfWidth = degrees(g->tables().movement.obliqueDegrees);
  arc.range = range * g->span();
  return arc;
}

std::vector<FieldWork> WarlordsAdapter::fieldWorks(const Game& game) const {
  std::vector<FieldWork> out;
  const WarlordsGame* g = wl(game);
  if (!g) return out;
  // 3.3.3: stakes lean toward their sharp side and a berm's log step lies on its defended
  // side; a tabor's wagons stand wheel to wheel with its sally ports (one span each, as
  // Terrain.cpp lets units through them) left open; obstacles are felled trees, alike on
  // both sides.
  for (const FieldDefence& d : g->setup().defences) {
    FieldWork w;
    w.line = d.line;
    switch (d.kind) {
      case DefenceKind::Stakes:
        w.model = "stakes";
        w.sharpLeft = d.specialSideLeft;
        break;
      case DefenceKind::Berm:
        w.model = "berm";
        w.sharpLeft = d.specialSideLeft;
        break;
      case DefenceKind::Tabor:
        w.model = "wagons";
        w.gaps = d.sallyPorts;
        w.gapWidth = g->span();
        break;
      case DefenceKind::Obstacle:
        w.model = "abatis";
        break;
    }
    out.push_back(std::move(w));
  }
  return out;
}

GroundMarks WarlordsAdapter::groundMarks(const Game& game, const UnitView* selected) const {
  GroundMarks out;
  const WarlordsGame* g = wl(game);
  if (!g) return out;
  // A charge under way: the charger's path to the edge it will strike.
  if (const auto& c = g->pendingCharge()) {
    const UnitState& charger = g->unit(c->charger);
    const UnitState& target = g->unit(c->target);
    if (charger.active() && target.active()) {
      const ChargePlan plan = g->planCharge(charger, target);
      const Length d = plan.problem ? distance(charger.pose.front, g->block(target).centre)
                                    : plan.distance;
      GroundShape path{GroundShape::Path, ShapeRole::ChargePath,
                       {charger.pose.front, charger.pose.front + heading(plan.direction, d)},
                       "charging"};
      out.shapes.push_back(std::move(path));
    }
  }
  if (!selected || selected->status != UnitStatus::Active) return out;
  const UnitState& u = g->unit(selected->id);
  const UnitProfile& p = g->profile(u);
  const Angle half = degrees(g->tables().movement.obliqueDegrees);
  const auto [left, right] = frontEdge(*g, u);
  // Within 45 degrees of its front (charges, targets, champions): out past its longest
  // range, so the wedge's edges stand clear of the range arcs.
  int longest = 0;
  for (ShotStyle s : {ShotStyle::Massed, ShotStyle::Skirmishing})
    longest = std::max(longest, p.missiles == MissileKind::None ? 0 : g->shootingRange(u, s));
  if (u.formation != FormationKind::Hedgehog)
    out.shapes.push_back(
        {GroundShape::Outline, ShapeRole::SightWedge,
         sector(u.pose.front, u.pose.facing, half, std::max(14, longest + 4) * g->span()),
         "45\u00b0 front"});
  // Shooting ranges, one arc per style the unit has.
  if (p.missiles != MissileKind::None && u.formation != FormationKind::Wedge) {
    std::vector<std::pair<ShotStyle, ShapeRole>> styles;
    if (p.skirmishing) styles.push_back({ShotStyle::Skirmishing, ShapeRole::RangeShort});
    if (p.massed) styles.push_back({ShotStyle::Massed, ShapeRole::RangeLong});
    for (auto [style, role] : styles) {
      const int r = g->shootingRange(u, style);
      if (r <= 0) continue;
      out.shapes.push_back({GroundShape::Outline, role, rangeOutline(left, right, u.pose.facing, half, r * g->span()),
                            std::string(style == ShotStyle::Massed ? "massed " : "skirmishing ") +
                                std::to_string(r)});
    }
  }
  // A Berserk unit has no say (2.4.10): its reach, and ringed the one enemy it goes for
  // when next it activates (sure to be charged, or maybe reached by its rush).
  if (u.active() && u.morale == Morale::Berserk && !g->inContact(u)) {
    const WarlordsGame::BerserkAim aim = g->berserkAim(u);
    out.shapes.push_back({GroundShape::Area, ShapeRole::ChargeReach, chargeFront(*g, u, left, right, half, 0),
                          aim.charges ? "berserk: must charge" : aim.target ? "berserk: rushes on" : "berserk"});
    if (aim.target) (aim.charges ? out.reachable : out.reachableMaybe).push_back(aim.target->id);
    return out;
  }
  // Charge reach, and the enemies a charge could reach from here.
  if (mayChargeNow(*g, u)) {
    out.shapes.push_back({GroundShape::Area, ShapeRole::ChargeReach, chargeFront(*g, u, left, right, half, 0),
                          chargeLabel(*g, u)});
    out.shapes.push_back({GroundShape::Outline, ShapeRole::ChargeReachMaybe,
                          chargeFront(*g, u, left, right, half, g->tables().randomMove.bigStep), ""});
    for (const UnitState& t : g->unitStates()) {
      if (t.side == u.side || !t.active()) continue;
      if (g->troop(u).skirmisher && !g->troop(t).skirmisher) continue;
      const ChargePlan plan = g->planCharge(u, t);
      if (plan.problem || !g->canSee(u, t, true)) continue;
      (plan.distance <= plan.allowance ? out.reachable : out.reachableMaybe).push_back(t.id);
    }
  }
  return out;
}

std::optional<DraggedMove> WarlordsAdapter::moveToward(const Game& game, UnitId unit,
                                                      Point centre) const {
  const WarlordsGame* g = wl(game);
  if (!g || unit < 0 || unit >= static_cast<UnitId>(g->unitStates().size())) return std::nullopt;
  const UnitState& u = g->unit(unit);
  DraggedMove out;
  out.centre = centre;
  // The dragged point is where the unit's centre should go: its front moves as much.
  const std::vector<Rect> stands = g->standFootprints(u);
  if (stands.empty()) return out;
  Point now{0, 0};
  for (const Rect& r : stands) now = now + r.centre;
  now = {now.x / static_cast<Length>(stands.size()), now.y / static_cast<Length>(stands.size())};
  const Point want = u.pose.front + (centre - now);
  auto moveTo = [&](Point p) {
    Action m{ActionKind::Move, unit};
    m.point = p;
    m.facing = u.pose.facing;
    return m;
  };
  auto found = [&](const Action& a) {
    out.action = a;
    out.centre = centre + (*a.point - want);
    return out;
  };
  const Verdict exact = game.check(moveTo(want));
  if (exact) {
    out.exact = true;
    return found(moveTo(want));
  }
  out.why = exact.why;
  // As far toward the point as the rules allow, along the straight line.
  const int steps = 24;
  for (int i = steps - 1; i >= 1; --i) {
    const Point p{u.pose.front.x + (want.x - u.pose.front.x) * i / steps,
                  u.pose.front.y + (want.y - u.pose.front.y) * i / steps};
    if (distance(p, u.pose.front) < g->span() / 4) break;
    if (game.check(moveTo(p))) return found(moveTo(p));
  }
  // Else the nearest of the moves the rules list (they may wheel as they go).
  std::optional<Action> best;
  Length bestD = 0;
  for (const Action& a : game.legalActions()) {
    if (a.kind != ActionKind::Move || a.unit != unit || !a.point) continue;
    const Length d = distance(*a.point, want);
    if (!best || d < bestD) {
      best = a;
      bestD = d;
    }
  }
  if (best) return found(*best);
  return out;
}

std::optional<DraggedMove> WarlordsAdapter::wheelToward(const Game& game, UnitId unit, Point toward) const {
  const WarlordsGame* g = wl(game);
  if (!g || unit < 0 || unit >= static_cast<UnitId>(g->unitStates().size())) return std::nullopt;
  const UnitState& u = g->unit(unit);
  DraggedMove out;
  const Rect now = g->block(u);
  out.centre = now.centre;
  if (toward == now.centre) return out;
  // Face the point dragged to, seen from the unit's centre (2.4.3: a wheel about a front
  // corner; the rules say which corner and what it costs).
  const Angle turn = angleDifference(u.pose.facing, bearing(now.centre, toward));
  auto wheelBy = [&](Angle by) {
    Action w{ActionKind::Wheel, unit};
    w.facing = normalizeAngle(u.pose.facing + by);
    return w;
  };
  auto found = [&](const Action& a) {
    out.action = a;
    out.centre = g->blockAt(u, g->wheeled(u, u.pose, *a.facing), u.formation, u.ranks, u.standCount()).centre;
    return out;
  };
  const Verdict exact = game.check(wheelBy(turn));
  if (exact) {
    out.exact = true;
    return found(wheelBy(turn));
  }
  out.why = exact.why;
  // Else as far round as the rules allow (a wheel is paid from the move, 2.4.3): the
  // largest lawful share of the turn, to a sixty-fourth.
  std::optional<Action> best;
  for (int i = 63; i >= 1 && !best; --i) {
    const Angle by = static_cast<Angle>(static_cast<std::int64_t>(turn) * i / 64);
    if (by != 0 && game.check(wheelBy(by))) best = wheelBy(by);
  }
  if (best) return found(*best);
  return out;
}

}  // namespace sandtable::view
