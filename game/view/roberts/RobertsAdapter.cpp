// What the table asks of Robert's Rules (seed text 000) beyond rules::Game, answered from
// RobertsGame's read-only table: the unit card (troops, AV-DV (MAV), attributes, hits of the
// unit's total, Demoralized and Disrupted), distances in inches, the arc a missile weapon
// fires in (FireGeometry.h), the General's command radius, the era and a look by troop kind;
// the free Captains as pins on the table, and their rides in the orders of the unit ridden
// toward.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

#include "RobertsArmyBuilder.h"
#include "rules/core/Wording.h"
#include "rules/roberts/Casualties.h"
#include "rules/roberts/CombatPhase.h"
#include "rules/roberts/Combatants.h"
#include "rules/roberts/FireGeometry.h"
#include "rules/roberts/Names.h"
#include "rules/roberts/Profile.h"
#include "rules/roberts/RobertsGame.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {

using namespace sandtable::rules;
using namespace sandtable::rules::roberts;

namespace {

const RobertsGame* rr(const Game& g) { return dynamic_cast<const RobertsGame*>(&g); }

bool known(const RobertsGame& g, UnitId id) {
  return id >= 0 && id < static_cast<UnitId>(g.table().units().size());
}

const UnitLine& lineOf(const RobertsGame& g, UnitId id) {
  const UnitSetup& s = g.table().setupOf(id);
  const SideDeployment& sd =
      g.table().setup().deployment.sides[static_cast<std::size_t>(sideIndex(s.side))];
  return sd.army.units[static_cast<std::size_t>(s.line)];
}

roberts::Scale scaleOf(const RobertsGame& g, UnitId id) {
  const UnitSetup& s = g.table().setupOf(id);
  return g.table().setup().deployment.sides[static_cast<std::size_t>(sideIndex(s.side))].army.scale;
}

std::string inchWords(double inches) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f\"", inches);
  return buf;
}

// Which way a march goes beside straight ahead, for an order's words: a wheel (000 Movement
// and Formations: the front turned as it marches) by its angle, or a shift by its side; ""
// straight ahead or back. A menu of a unit's marches reads as different orders so.
std::string wayWords(const measured::Pose& from, rules::Point to, std::optional<Angle> facing) {
  const Angle turn = facing ? angleDifference(from.facing, *facing) : 0;
  if (turn != 0) {
    return " (wheeling " + std::to_string(std::abs(toDegrees(turn))) + " degrees " +
           (turn > 0 ? "right" : "left") + ")";
  }
  // The march's part across the front: along the facing turned a quarter to the right.
  const Point right = heading(from.facing + kQuarterTurn, kInch);
  const Point d = to - from.front;
  const double across = static_cast<double>(dot(d, right)) / kInch;
  if (std::abs(across) < kInch / 20.0) return "";
  return across > 0 ? " (shifting right)" : " (shifting left)";
}

// The art binding's look of a unit (media/binding.yaml, roberts): by troop kind and whether it
// carries a missile weapon, on the figures made already.
std::string troopLook(const RobertsGame& g, UnitId id) {
  const bool missiles = g.table().tables().missile(lineOf(g, id).missile) != nullptr;
  switch (g.table().setupOf(id).type) {
    case TroopKind::HeavyFoot:
      return missiles ? "foot_bow" : "heavy_foot";
    case TroopKind::MediumFoot:
      return missiles ? "foot_bow" : "medium_foot";
    case TroopKind::Skirmisher:
      return missiles ? "skirmisher_bow" : "skirmisher";
    case TroopKind::HeavyMounted:
      return "heavy_mounted";
    case TroopKind::LightMounted:
      return "light_mounted";
    case TroopKind::Artillery:
    case TroopKind::BattlePlatform:
      return "artillery";
    case TroopKind::Count_:
      break;
  }
  return "";
}

// A free Captain rides as one of his side's mounted men (at the size of the first mounted
// unit's figures; a side with none, its first unit's), looking at the nearest enemy.
std::optional<PinRider> captainRider(const RobertsGame& g, Side side, Point at) {
  const Table& t = g.table();
  auto mounted = [&](const UnitState& u) {
    const TroopKind k = t.setupOf(u.id).type;
    return k == TroopKind::HeavyMounted || k == TroopKind::LightMounted;
  };
  const UnitState* like = nullptr;
  const UnitState* enemy = nullptr;
  for (const UnitState& u : t.units()) {
    if (!u.active()) continue;
    if (t.sideOf(u.id) != side) {
      if (!enemy || distance(at, t.block(u).centre) < distance(at, t.block(*enemy).centre))
        enemy = &u;
    } else if (!like || (mounted(u) && !mounted(*like))) {
      like = &u;
    }
  }
  if (!like) return std::nullopt;
  const UnitSetup& s = t.setupOf(like->id);
  PinRider r{"captain", troopLook(g, like->id), s.standWidth, s.standDepth, 0};
  if (enemy) r.facing = bearing(at, t.block(*enemy).centre);
  return r;
}

class RobertsAdapter final : public RulesetAdapter {
 public:
  std::string era(const Game&) const override { return "medieval"; }

  std::string attackVerb(const Game&, const Action& a) const override {
    return a.is(ActionRole::Shoot) ? "Shoot at" : "Charge";
  }

  std::vector<std::pair<std::string, std::string>> stats(const Game& game,
                                                         const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit.id)) return RulesetAdapter::stats(game, unit);
    const Tables& t = g->table().tables();
    const UnitSetup& s = g->table().setupOf(unit.id);
    const UnitLine& line = lineOf(*g, unit.id);
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"Troops", t.troop(s.type).name + (s.formed ? " (Formed)" : " (Unformed)")});
    out.push_back({"AV-DV (MAV)", profileOf(t, scaleOf(*g, unit.id), line).text()});
    std::string arms = line.weapon;
    if (const Weapon* w = t.weapon(line.weapon)) arms = w->name;
    if (const MissileWeapon* m = t.missile(line.missile)) arms += "; " + m->name;
    if (const Armour* a = t.armourOf(line.armour)) arms += "; " + a->name;
    out.push_back({"Arms", arms});
    const AttributeSet attributes = s.actor.attributes;
    out.push_back({"Attributes", attributes.any() ? attributeNames(attributes) : "none"});
    return out;
  }

  std::vector<std::pair<std::string, std::string>> condition(const Game& game,
                                                             const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit.id)) return {};
    const UnitState& u = g->table().unit(unit.id);
    const UnitSetup& s = g->table().setupOf(unit.id);
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"Hits", std::to_string(u.hits) + " of " +
                               std::to_string(hitsOf(g->table().tables(), s.startStands))});
    if (u.removed) {
      out.push_back({"Morale", "removed (routed or destroyed)"});
      return out;
    }
    out.push_back({"Morale", u.demoralized ? "Demoralized" : "steady"});
    const int disrupted = u.disruptedStands();
    out.push_back({"Disrupted", disrupted == 0 ? "no"
                                               : std::to_string(disrupted) + " of " +
                                                     std::to_string(u.stands) + " stands"});
    out.push_back({"Stands", std::to_string(u.stands) + " in " + std::to_string(u.ranks) +
                                 (u.ranks == 1 ? " rank" : " ranks")});
    const std::vector<Length> places = g->toTheirPlaces(u);
    const auto outOfPlace =
        std::count_if(places.begin(), places.end(), [](Length d) { return d != 0; });
    if (outOfPlace > 0)
      out.push_back({"Out of line", std::to_string(outOfPlace) +
                                        (outOfPlace == 1 ? " column" : " columns") +
                                        " out of place in the line"});
    if (u.moving) out.push_back({"Under way", "marches on until Stopped"});
    return out;
  }

  // A unit whose Action Roll failed may attempt nothing more this phase (000 Sequence of
  // Play): a person who selects it is told so, rather than left to wonder.
  std::string idleWords(const Game& game, const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (g && known(*g, unit.id) && unit.side == g->phase().sideToAct &&
        g->table().unit(unit.id).active() && g->ledger().hasFailed(Roller{unit.id}))
      return "Its Action Roll failed: it may attempt nothing more this phase.";
    return RulesetAdapter::idleWords(game, unit);
  }

  // The card's rows in a few words a column, the whole army read down them: its state (a
  // skirmisher hidden within a host says so, as this side knows it), hits, stands, AV-DV (MAV)
  // and attributes.
  std::vector<std::string> rosterColumns() const override {
    return {"State", "Hits", "Stands", "AV-DV (MAV)", "Attributes"};
  }

  std::vector<std::string> rosterCells(const Game& game, const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit.id)) return RulesetAdapter::rosterCells(game, unit);
    const Table& t = g->table();
    const UnitState& u = t.unit(unit.id);
    const UnitSetup& s = t.setupOf(unit.id);
    std::string state = u.removed ? "removed" : u.demoralized ? "Demoralized" : "steady";
    const int disrupted = u.disruptedStands();
    if (!u.removed && disrupted > 0) state += ", " + std::to_string(disrupted) + " Disrupted";
    if (u.active() && u.moving) state += ", under way";
    if (u.hidden())
      state += (u.seen ? ", screening " : ", hidden within ") + t.setupOf(u.host).name;
    return {theWithinSentences(state),
            std::to_string(u.hits) + " of " + std::to_string(hitsOf(t.tables(), s.startStands)),
            u.removed ? "" : std::to_string(u.stands), s.profileText, s.attributesText};
  }

  // An order as the text names its Action: "Movement 6.0\"", "Movement 3.1\" (shifting
  // left)", "Movement 4.0\" (wheeling 30 degrees right)", "Change formation to 2 ranks",
  // "About face (the General's free Action)".
  std::optional<std::string> describe(const Game& game, const Action& a) const override {
    const RobertsGame* g = rr(game);
    if (!g) return std::nullopt;
    if (a.kind == rules::ActionKind::MoveLeader && g->isFreeCaptain(a.option) && a.point) {
      const auto i = static_cast<std::size_t>(a.option);
      const Length d = distance(g->table().leaders()[i].at, *a.point);
      return rules::asSubject(g->table().setup().leaders[i].name) + " rides " +
             inchWords(g->table().inchesOf(d)) + (a.unit == kNoUnit ? "" : " toward this unit");
    }
    if (const int c = RobertsGame::rejoiningColumn(a); c >= 0 && known(*g, a.unit)) {
      const Length want = g->toItsPlace(g->table().unit(a.unit), c);
      return "Column " + std::to_string(c + 1) + (want >= 0 ? " steps up" : " steps back") +
             " into its place in the line (" + inchWords(g->table().inchesOf(std::abs(want))) +
             ")" + (a.option >= kGeneralsFreeAction ? " (the General's free Action)" : "");
    }
    const std::optional<roberts::ActionKind> k = g->actionOf(a);
    if (!k) return std::nullopt;
    std::string words = actionKindWords(*k);
    if (!words.empty()) words[0] = static_cast<char>(words[0] - 'a' + 'A');
    const int option = a.option % kGeneralsFreeAction;
    if (a.point && known(*g, a.unit)) {
      const measured::Pose& from = g->table().unit(a.unit).pose;
      const Length d = distance(from.front, *a.point);
      words += " " + inchWords(g->table().inchesOf(d)) + wayWords(from, *a.point, a.facing);
    }
    if (*k == roberts::ActionKind::ChangeFormation && option > 0)
      words += " to " + std::to_string(option) + (option == 1 ? " rank" : " ranks");
    if (*k == roberts::ActionKind::MissileFire && option == roberts::kFireGroupOption)
      words += " as a fire group";
    else if (*k == roberts::ActionKind::MissileFire && option > 0)
      words += " by column " + std::to_string(option);
    if (a.option >= kGeneralsFreeAction) words += " (the General's free Action)";
    return words;
  }

  std::string distanceWords(const Game& game, Length d) const override {
    const RobertsGame* g = rr(game);
    if (!g) return RulesetAdapter::distanceWords(game, d);
    return inchWords(g->table().inchesOf(d));
  }

  FireArc fireArc(const Game& game, const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit.id)) return {};
    const UnitState& u = g->table().unit(unit.id);
    const MissileWeapon* w = g->table().tables().missile(lineOf(*g, unit.id).missile);
    if (!w || !u.active()) return {};
    FireArc arc;
    arc.origin = u.pose.front;
    arc.facing = u.pose.facing;
    // An Unformed stand fires from its centre all round (FireGeometry.h).
    arc.halfWidth = g->table().setupOf(unit.id).formed
                        ? firingArcOf(g->table().tables().combat.missile, *w)
                        : kHalfTurn;
    arc.range = rangeOf(*w, g->table().scale());
    return arc;
  }

  // The leaders attached to the unit, by name and rank, as the card and the label's tooltip
  // show them (Harold with his housecarls); a leader routed off the table is no longer with it.
  std::vector<std::string> people(const Game& game, const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit.id)) return {};
    const auto& leaders = g->table().leaders();
    std::vector<std::string> out;
    for (std::size_t i = 0; i < leaders.size(); ++i) {
      if (leaders[i].removed || leaders[i].attachedTo != unit.id) continue;
      const LeaderSetup& s = g->table().setup().leaders[i];
      out.push_back(s.name + (s.rank == LeaderRank::General ? " (General)" : " (Captain)"));
    }
    return out;
  }

  std::optional<Length> commandRadius(const Game& game, const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit.id)) return std::nullopt;
    const auto& leaders = g->table().leaders();
    for (std::size_t i = 0; i < leaders.size(); ++i) {
      if (leaders[i].removed || leaders[i].attachedTo != unit.id) continue;
      if (g->table().setup().leaders[i].rank == LeaderRank::General)
        return g->table().inches(g->table().tables().play.general.rangeInches);
    }
    return std::nullopt;
  }

  // The band of the selected unit's base depth ahead of its front: an enemy stand it faces
  // there may be charged, and a march that comes within it stops (ChargeGeometry.h).
  GroundMarks groundMarks(const Game& game, const UnitView* selected) const override {
    GroundMarks marks;
    const RobertsGame* g = rr(game);
    if (!g || !selected || !known(*g, selected->id)) return marks;
    const UnitState& u = g->table().unit(selected->id);
    if (!u.active()) return marks;
    const Rect block = g->table().block(u);
    const Length reach = g->table().setupOf(u.id).standDepth;
    const Length halfW = block.width / 2;
    const Length front = block.depth / 2;
    GroundShape band;
    band.kind = GroundShape::Outline;
    band.role = ShapeRole::ChargeReach;
    band.points = {toWorld(block, {-halfW, front}), toWorld(block, {-halfW, front + reach}),
                   toWorld(block, {halfW, front + reach}), toWorld(block, {halfW, front})};
    band.label = "base depth " + inchWords(g->table().inchesOf(reach));
    marks.shapes.push_back(std::move(band));
    meleeColumns(*g, u, marks);
    return marks;
  }

  // 000 Melee Combat fights stand against stand, column by column: each pair of stands in
  // contact between the selected unit and an enemy, an arrow from its stand to the enemy's,
  // solid while the pair's fight is owed this phase and dashed once made; each column of the
  // unit named once ("column 2").
  static void meleeColumns(const RobertsGame& g, const UnitState& u, GroundMarks& marks) {
    const Table& t = g.table();
    const std::vector<TableStand> mine = standsOf(tableUnitOf(t, u));
    std::vector<int> named;
    for (const UnitState& e : t.units()) {
      if (!e.active() || e.unknown || t.sideOf(e.id) == t.sideOf(u.id)) continue;
      const std::vector<MeleePair> pairs = pairsBetween(t, u.id, e.id);
      if (pairs.empty()) continue;
      const std::vector<TableStand> theirs = standsOf(tableUnitOf(t, e));
      for (const MeleePair& p : pairs) {
        GroundShape arrow;
        arrow.kind = GroundShape::Path;
        arrow.role = g.battle().attacked(u.id, p.a) || g.battle().attacked(e.id, p.b)
                         ? ShapeRole::MeleeColumnDone
                         : ShapeRole::MeleeColumn;
        arrow.points = {mine.at(static_cast<std::size_t>(p.a)).footprint.centre,
                        theirs.at(static_cast<std::size_t>(p.b)).footprint.centre};
        if (std::find(named.begin(), named.end(), p.columnA) == named.end()) {
          named.push_back(p.columnA);
          arrow.label = "column " + std::to_string(p.columnA + 1);
        }
        marks.shapes.push_back(std::move(arrow));
      }
    }
  }

  // 000 Missile Fire's lines of fire: from each stand of the selected unit that has a stand of
  // the hovered enemy in range and arc, to the nearest such stand's centre, the corridor any
  // other unit within the clearance blocks (FireGeometry.h); the nearest says in words how
  // many are clear and what blocks the others.
  std::vector<GroundShape> hoverShapes(const Game& game, const UnitView& selected,
                                       const UnitView& hovered) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, selected.id) || !known(*g, hovered.id)) return {};
    const Table& t = g->table();
    const UnitState& f = t.unit(selected.id);
    const UnitState& e = t.unit(hovered.id);
    if (!f.active() || !e.active() || t.sideOf(f.id) == t.sideOf(e.id)) return {};
    const MissileWeapon* w = t.tables().missile(lineOf(*g, selected.id).missile);
    if (!w) return {};
    const MissileRule& rule = t.tables().combat.missile;
    const std::vector<TableStand> targets = standsOf(tableUnitOf(t, e));
    const Angle arc = firingArcOf(rule, *w);
    const Length range = rangeOf(*w, t.scale());
    const FireScene scene = fireScene(t.setup().battlefield.get(), standsOnTable(t), rule, t.scale());
    std::vector<GroundShape> out;
    int clear = 0;
    std::string blockedBy;
    std::size_t nearest = 0;
    std::int64_t nearestD = -1;
    for (const TableStand& s : standsOf(tableUnitOf(t, f))) {
      const TableStand* to = nullptr;
      std::int64_t best = 0;
      for (const TableStand& x : targets) {
        if (!inRange(s, x.footprint, range) || !inFiringArc(s, x.footprint, arc)) continue;
        const std::int64_t d = distanceSquared(firingPoint(s), x.footprint.centre);
        if (!to || d < best) {
          to = &x;
          best = d;
        }
      }
      if (!to) continue;  // none in range and arc: the arc of fire shows why
      const LineOfFire line = lineOfFire(scene, s, *to, w->firesOver);
      const Point a = firingPoint(s);
      const Point b = to->footprint.centre;
      const Point side = heading(bearing(a, b) + kQuarterTurn, scene.clearance);
      GroundShape corridor;
      corridor.kind = GroundShape::Outline;
      corridor.role = line.clear ? ShapeRole::LineOfFire : ShapeRole::LineOfFireBlocked;
      corridor.points = {a + side, a - side, b - side, b + side};  // labelled at the target's end
      if (line.clear) {
        ++clear;
      } else if (blockedBy.empty()) {
        blockedBy = line.reason == FireBlock::Stand    ? t.setupOf(line.blocker).name
                    : line.reason == FireBlock::Ground ? "the ground"
                                                       : "the table's edge";
      }
      if (nearestD < 0 || best < nearestD) {
        nearestD = best;
        nearest = out.size();
      }
      out.push_back(std::move(corridor));
    }
    if (out.empty()) return out;
    const int blocked = static_cast<int>(out.size()) - clear;
    std::string words = "Lines of fire (" + inchWords(rule.lineOfFireClearanceInches) +
                        " either side): " + std::to_string(clear) + " of " +
                        std::to_string(out.size()) + " clear";
    if (blocked > 0) words += ", blocked by " + blockedBy;
    out[nearest].label = words;
    return out;
  }

  // A free Captain rides toward the unit selected (the rides the match offers are toward units
  // beyond the General's command and toward the General; any unit of his side may be chosen).
  std::vector<Action> moreOrders(const Game& game, UnitId unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit)) return {};
    return g->ridesToward(unit);
  }

  // Every Captain roaming free, where he stands: both sides see him (the enemy rides him down);
  // the viewer's own are his to move (their handle: the Captain's place among the leaders).
  std::vector<TablePin> tablePins(const Game& game, Side viewer) const override {
    const RobertsGame* g = rr(game);
    if (!g) return {};
    std::vector<TablePin> out;
    for (std::size_t i = 0; i < g->table().leaders().size(); ++i) {
      if (!g->isFreeCaptain(static_cast<int>(i))) continue;
      const LeaderSetup& l = g->table().setup().leaders[i];
      TablePin pin{l.side, g->table().leaders()[i].at, l.name + ", Captain roaming free",
                   l.side == viewer ? static_cast<int>(i) : -1};
      pin.rider = captainRider(*g, pin.side, pin.at);
      out.push_back(std::move(pin));
    }
    return out;
  }

  // A free Captain's ride toward the point, no farther than he may ride in a phase.
  std::optional<Action> movePin(const Game& game, const TablePin& pin, Point to) const override {
    const RobertsGame* g = rr(game);
    if (!g || !g->isFreeCaptain(pin.handle)) return std::nullopt;
    const Point from = g->table().leaders()[static_cast<std::size_t>(pin.handle)].at;
    const Length most = g->table().inches(g->table().tables().play.general.captainMoveInches);
    if (distance(from, to) > most) to = from + heading(bearing(from, to), most);
    Action a{rules::ActionKind::MoveLeader};
    a.point = to;
    a.option = pin.handle;
    return a;
  }

  std::unique_ptr<ArmyBuilderView> armyBuilder(const std::filesystem::path& scenario,
                                               Side side) const override {
    return makeRobertsArmyBuilder(scenario, side);
  }

  std::string artType(const Game& game, const UnitView& unit) const override {
    const RobertsGame* g = rr(game);
    if (!g || !known(*g, unit.id)) return unit.type;
    const std::string look = troopLook(*g, unit.id);
    return look.empty() ? unit.type : look;
  }
};

}  // namespace

namespace systems {

SystemView robertsView() {
  return {"roberts",
          []() -> std::unique_ptr<RulesetAdapter> { return std::make_unique<RobertsAdapter>(); }};
}

}  // namespace systems

}  // namespace sandtable::view
