// What the table asks of War of the Roses (seed text 002) beyond rules::Game, answered from
// WotrGame's read-only battle: the unit card (kind and arm, morale class, protection, weapons,
// the move; figures left of the unit's, FURIOUS, in rout, its battle/wing's order as the side at
// the table may read it, pursuing, what it did this turn), the
// leaders with a unit and their fate, distances in inches, a shooter's 22.5-degree arc and
// range, the 22.5-degree charge arc as far as the unit's move reaches (and the enemies a charge
// reaches now), the 12" command radius of a unit a leader rides with, a look by troop kind, and
// the orders (002 Event I) as the side at the table may know them: its own battles/wings'
// orders on the bar and its messengers on the table with the order each carries; the other
// side's riders on the table with no word of what they carry.
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <memory>

#include "WotrArmyBuilder.h"
#include "rules/core/Wording.h"
#include "rules/measured/Wheel.h"
#include "rules/wotr/Movement.h"
#include "rules/wotr/WotrGame.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {

using namespace sandtable::rules;
using namespace sandtable::rules::wotr;

namespace {

const WotrGame* wr(const Game& g) { return dynamic_cast<const WotrGame*>(&g); }

bool known(const WotrGame& g, UnitId id) {
  return id >= 0 && id < static_cast<UnitId>(g.battle().units().size());
}

const UnitLine* lineOf(const WotrGame& g, UnitId id) {
  const UnitSetup& s = g.battle().setupOf(id);
  const SideDeployment& sd =
      g.battle().setup().deployment.sides[static_cast<std::size_t>(sideIndex(s.side))];
  for (const UnitLine& l : sd.army.units) {
    if (l.id == s.line) return &l;
  }
  return nullptr;
}

std::string inchWords(double inches) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f\"", inches);
  return buf;
}

// "12 Crossbow, 12 Pavise": each group of figures with its weapons, as the army lists them.
std::string weaponWords(const Tables& t, const UnitLine& line) {
  std::string out;
  for (const FigureGroup& g : line.groups) {
    std::string arms;
    for (const std::string& id : g.weapons) {
      const Weapon* w = t.weapon(id);
      arms += (arms.empty() ? "" : " and ") + (w ? w->name : id);
    }
    out += (out.empty() ? "" : ", ") + std::to_string(g.figures) + " " +
           (arms.empty() ? "hand weapons" : arms);
  }
  return out;
}

// Mostly shooters (a unit whose place is at range): bows for the table's look.
bool shooterUnit(const Profile& p) { return p.shootingWeapon && 2 * p.shooters >= p.figures; }

// A rule's refusal as a sentence for a player: "002 Event III: routed units do not move"
// reads "Routed units do not move (002 Event III)."
std::string ruleWords(const std::string& why) {
  std::string rule, words = why;
  if (const std::size_t colon = why.find(": ");
      colon != std::string::npos && why.rfind("002 ", 0) == 0) {
    rule = why.substr(0, colon);
    words = why.substr(colon + 2);
  }
  if (!words.empty())
    words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
  return words + (rule.empty() ? "." : " (" + rule + ").");
}

class WotrAdapter final : public RulesetAdapter {
 public:
  std::string era(const Game&) const override { return "medieval"; }

  std::string attackVerb(const Game&, const Action&) const override { return "Charge"; }

  bool hidesOrders() const override { return true; }

  std::unique_ptr<ArmyBuilderView> armyBuilder(const std::filesystem::path& scenario,
                                               Side side) const override {
    return makeWotrArmyBuilder(scenario, side);
  }

  // "The mounted wing: Attack; The foot: Engage (messenger riding with Defend)": the viewer's
  // own battles/wings only, read from its own copy of the match.
  std::string ordersLine(const Game& game, Side viewer) const override {
    const WotrGame* g = wr(game);
    if (!g || viewer == Side::None) return {};
    const Tables& t = g->battle().tables();
    std::string line;
    for (const WingOrder& w : g->orders().wings) {
      if (w.key.side != viewer) continue;
      line += (line.empty() ? "" : "; ") + g->wingName(w.key) + ": " + t.order(w.order).name;
      if (const Messenger* m = g->orders().messengerTo(w.key))
        line += " (messenger riding with " + t.order(m->order).name + ")";
    }
    return line;
  }

  // Every messenger riding: a rider is on the table for both sides to see (and catch: 002 Event
  // I), so the other side's are drawn too, but only the viewer's own say where they ride and
  // with what order; the other's say nothing of their paper or their errand.
  std::vector<TablePin> tablePins(const Game& game, Side viewer) const override {
    const WotrGame* g = wr(game);
    if (!g) return {};
    const Tables& t = g->battle().tables();
    std::vector<TablePin> out;
    // A messenger rides as one of the cavalry's riders, toward the leader he rides to (his
    // leader is on the table for both sides to see).
    const BaseSizes& bases = g->battle().setup().deployment.bases;
    const auto cavalry = static_cast<std::size_t>(Arm::Cavalry);
    const std::array<std::vector<WingLeader>, 2> leaders{g->wingLeaders(Side::One),
                                                         g->wingLeaders(Side::Two)};
    for (const Messenger& m : g->orders().messengers) {
      const bool own = viewer == Side::None || m.to.side == viewer;
      TablePin pin{m.to.side, m.at,
                   own ? theWithinSentences("Messenger to " + g->wingName(m.to) + ": " +
                                            t.order(m.order).name)
                       : std::string("Messenger, order unknown")};
      PinRider rider{"messenger", "cavalry", bases.width[cavalry], bases.depth[cavalry], 0};
      for (const WingLeader& l : leaders[static_cast<std::size_t>(sideIndex(m.to.side))]) {
        if (l.wing == m.to && l.state != WingLeaderState::Killed && l.at != m.at)
          rider.facing = bearing(m.at, l.at);
      }
      pin.rider = rider;
      out.push_back(std::move(pin));
    }
    return out;
  }

  std::vector<std::pair<std::string, std::string>> stats(const Game& game,
                                                         const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id)) return RulesetAdapter::stats(game, unit);
    const Battle& b = g->battle();
    const Tables& t = b.tables();
    const Profile& p = b.profileOf(unit.id);
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"Troops", unit.typeName + (p.skirmish ? " (skirmishers)" : "")});
    out.push_back({"Morale class", t.moraleClass(p.morale).name});
    out.push_back({"Protection", t.protection(p.protection).name +
                                     (p.cover != Cover::None ? ", pavises" : "")});
    if (const UnitLine* line = lineOf(*g, unit.id)) out.push_back({"Weapons", weaponWords(t, *line)});
    if (p.shootingWeapon)
      out.push_back({"Shooting", std::to_string(p.shooters) + " " + p.shootingWeapon->name +
                                     ", range " + inchWords(p.shootingWeapon->shooting.range)});
    out.push_back({"Move", inchWords(b.rateOf(unit.id)) +
                               (p.artillery() ? (b.unit(unit.id).limbered ? ", limbered" : ", in battery")
                                              : "")});
    return out;
  }

  std::vector<std::pair<std::string, std::string>> condition(const Game& game,
                                                             const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id)) return {};
    const Battle& b = g->battle();
    const UnitState& u = b.unit(unit.id);
    const int figures = b.setupOf(unit.id).figures;
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"Figures", std::to_string(figures - u.lost) + " of " +
                                  std::to_string(figures) +
                                  (u.lost > 0 ? " (" + std::to_string(u.lost) + " lost)" : "")});
    out.push_back({"Morale", unit.condition.words + (u.mode != Mode::Ready ? ""
                                                     : u.furious  ? ": charges the closest enemy"
                                                     : u.fellBack ? " under fire"
                                                                  : "")});
    if (!u.active()) return out;
    // Its battle/wing's order as this copy's viewer may read it: "order unknown" for the other
    // side's (WotrGame::orderShown).
    if (const WingKey k = g->wingOf(unit.id); k.side != Side::None && g->orders().find(k)) {
      out.push_back({"Orders", g->wingName(k) + ": " + g->orderShown(k)});
      if (g->orders().messengerTo(k)) out.push_back({"Messenger", "rides to its leader"});
    }
    if (u.pursuing != kNoUnit && known(*g, u.pursuing))
      out.push_back({"Pursuing", b.setupOf(u.pursuing).name});
    std::string did;
    auto add = [&did](bool yes, const char* what) {
      if (yes) did += (did.empty() ? "" : ", ") + std::string(what);
    };
    add(u.fired, "fired");
    add(u.charged, "charged");
    add(u.moved && !u.charged, "moved");
    add(u.fought, "has fought");
    if (!did.empty()) out.push_back({"This turn", did});
    if (b.lockedInMelee(unit.id)) out.push_back({"Melee", "locked in melee"});
    return out;
  }

  // The card's rows in a few words a column: the whole army is read down them, each wing's
  // order as this copy's viewer may read it ("order unknown" for the other side's).
  // The order before the troops' description: it is what a player reads the roster for in play,
  // and the last column is the one a cramped screen scrolls to.
  std::vector<std::string> rosterColumns() const override {
    return {"Morale", "Figures", "Orders", "Troops"};
  }

  std::vector<std::string> rosterCells(const Game& game, const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id)) return RulesetAdapter::rosterCells(game, unit);
    const Battle& b = g->battle();
    const Tables& t = b.tables();
    const UnitState& u = b.unit(unit.id);
    const Profile& p = b.profileOf(unit.id);
    const int figures = b.setupOf(unit.id).figures;
    // The state in the outline's words, as units() gives it (GameUnits.cpp).
    std::string morale = unit.condition.words;
    if (u.pursuing != kNoUnit) morale += ", pursuing";
    std::string troops = t.kind(p.kind).name + ", " + t.moraleClass(p.morale).name + ", " +
                         t.protection(p.protection).name;
    if (p.shootingWeapon) troops += ", " + p.shootingWeapon->name;
    std::string orders;
    if (const WingKey k = g->wingOf(unit.id);
        u.active() && k.side != Side::None && g->orders().find(k)) {
      orders = g->wingName(k) + ": " + g->orderShown(k);
      // The rider is on the table for both sides to see; what he carries is not.
      if (g->orders().messengerTo(k)) orders += "; a messenger rides to its leader";
    }
    return {morale, std::to_string(figures - u.lost) + " of " + std::to_string(figures), orders,
            troops};
  }

  // Before the battle, orders are written to each battle/wing through its leader's unit: a
  // person who selects another of its units is shown where to write them. In the movement
  // event, a unit the outline holds still says which rule holds it (002 Event III: units
  // routed, pursuing, locked in melee, or that fired or fell back in Event II).
  std::string idleWords(const Game& game, const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id) || unit.side != g->phase().sideToAct)
      return RulesetAdapter::idleWords(game, unit);
    if (g->stage() == Stage::Movement) {
      if (const Verdict v = g->mayMove(unit.id); !v) return ruleWords(v.why);
    }
    if (g->stage() != Stage::Orders) return RulesetAdapter::idleWords(game, unit);
    const WingKey k = g->wingOf(unit.id);
    const UnitId leader = k.side == Side::None ? kNoUnit : g->wingUnit(k);
    if (leader == kNoUnit || leader == unit.id) return RulesetAdapter::idleWords(game, unit);
    return theWithinSentences("Orders are written to " + g->wingName(k) +
                              " through its leader: select " + g->battle().setupOf(leader).name +
                              " to write its order.");
  }

  std::vector<std::string> people(const Game& game, const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id)) return {};
    const Battle& b = g->battle();
    std::vector<std::string> out;
    for (std::size_t i = 0; i < b.leaders().size(); ++i) {
      const LeaderState& l = b.leaders()[i];
      // A C-in-C who leads his own battle is one man, named once.
      if (l.with != unit.id || b.leaderListedBefore(i)) continue;
      const LeaderSetup& s = b.setup().leaders[i];
      std::string line = s.name + (s.wing == -1 ? " (C-in-C)" : "");
      if (l.killed)
        line += ": killed";
      else if (l.incapacitatedThrough >= g->turn())
        line += ": out of action";
      out.push_back(std::move(line));
    }
    return out;
  }

  std::vector<LabelMark> labelMarks(const UnitView& unit) const override {
    // The kernel's badges in the outline's words: FURIOUS and in rout.
    std::vector<LabelMark> out = RulesetAdapter::labelMarks(unit);
    for (LabelMark& m : out) {
      if (m.key == "frenzied") m.words = "FURIOUS";
      if (m.key == "routed") m.words = "In rout";
    }
    return out;
  }

  std::vector<std::string> tableMarkers(const UnitView& unit) const override {
    std::vector<std::string> out = RulesetAdapter::tableMarkers(unit);
    // Pavises stand before the front rank of the unit that carries them.
    if (unit.count(Counter::Kind::Defences) > 0 && unit.status == UnitStatus::Active)
      out.emplace_back("pavises");
    return out;
  }

  std::optional<std::string> describe(const Game& game, const Action& a) const override {
    const WotrGame* g = wr(game);
    if (!g) return std::nullopt;
    switch (a.kind) {
      case ActionKind::Pass:
        if (a.option == kMoveFirst) return "Move first";
        if (a.option == kMoveSecond) return "Move second";
        if (g->stage() == rules::wotr::Stage::Orders) return "Orders written";
        return std::nullopt;
      case ActionKind::ChangeFormation:
        if (known(*g, a.unit) && g->battle().profileOf(a.unit).artillery())
          return a.option == rules::wotr::kLimbered ? std::string("Limber up")
                                                    : std::string("Unlimber, guns in battery");
        return "Form " + std::to_string(a.option) + (a.option == 1 ? " rank" : " ranks");
      case ActionKind::MoveLeader: {
        const auto& leaders = g->battle().setup().leaders;
        if (a.option < 0 || static_cast<std::size_t>(a.option) >= leaders.size() ||
            !known(*g, a.target))
          return std::nullopt;
        return rules::asSubject(leaders[static_cast<std::size_t>(a.option)].name) + " rides to " +
               g->battle().setupOf(a.target).name;
      }
      case ActionKind::FollowUp:
        return a.option == 1 ? std::string("Pursue") : std::string("Hold, let them go");
      case ActionKind::Move: {
        if (!a.point || !known(*g, a.unit)) return std::nullopt;
        const Pose& from = g->battle().unit(a.unit).pose;
        if (!a.facing || *a.facing == from.facing)
          return "Move " + inchWords(Battle::inchesOf(distance(from.front, *a.point)));
        // A wheel about the front corner first, then straight on from where it leaves the front.
        const Angle turn = angleDifference(from.facing, *a.facing);
        const Pose wheeled =
            measured::wheeled(from, g->battle().shape(a.unit).width(), *a.facing);
        // A wheel that uses the whole move goes no further: it is named as the wheel alone.
        const double on = Battle::inchesOf(distance(wheeled.front, *a.point));
        const std::string wheel =
            "Wheel " + std::to_string(std::abs(toDegrees(turn))) + (turn > 0 ? " right" : " left");
        return on < 0.05 ? wheel : wheel + ", move " + inchWords(on);
      }
      case ActionKind::Wheel: {
        if (!a.facing || !known(*g, a.unit)) return std::nullopt;
        const Angle turn = angleDifference(g->battle().unit(a.unit).pose.facing, *a.facing);
        return std::abs(turn) >= kHalfTurn ? std::string("About face")
                                           : std::string("Face ") + (turn > 0 ? "right" : "left");
      }
      case ActionKind::IssueOrder: {
        if (a.option < 0 || a.option >= static_cast<int>(rules::wotr::kOrderCount) ||
            !known(*g, a.unit))
          return std::nullopt;
        const std::string& order =
            g->battle().tables().order(static_cast<rules::wotr::Order>(a.option)).name;
        const std::string wing = g->wingName(g->wingOf(a.unit));
        if (g->stage() == rules::wotr::Stage::Orders) return wing + ": " + order;
        return g->ledByCinC(g->wingOf(a.unit)) ? "In person to " + wing + ": " + order
                                               : "Messenger to " + wing + ": " + order;
      }
      default:
        return std::nullopt;
    }
  }

  // Every lawful ride of the leaders with the unit; the rules list only the rides to rally.
  std::vector<Action> moreOrders(const Game& game, UnitId unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit)) return {};
    return g->leaderRides(unit);
  }

  std::string distanceWords(const Game& game, Length d) const override {
    if (!wr(game)) return RulesetAdapter::distanceWords(game, d);
    return inchWords(Battle::inchesOf(d));
  }

  FireArc fireArc(const Game& game, const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id)) return {};
    const Battle& b = g->battle();
    const UnitState& u = b.unit(unit.id);
    const Profile& p = b.profileOf(unit.id);
    if (!u.ready() || !p.shootingWeapon || p.shooters == 0) return {};
    // 002 Event II: from the centre of the front, 22.5 degrees either side of its centre line.
    FireArc arc;
    arc.origin = frontCentre(b.block(unit.id));
    arc.facing = u.pose.facing;
    arc.halfWidth = Battle::halfArc(b.tables().fire.arcDegrees);
    arc.range = Battle::inches(p.shootingWeapon->shooting.range);
    return arc;
  }

  std::optional<Length> commandRadius(const Game& game, const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id)) return std::nullopt;
    const Battle& b = g->battle();
    for (std::size_t i = 0; i < b.leaders().size(); ++i) {
      if (b.leaders()[i].with == unit.id && b.leaderActive(static_cast<int>(i), g->turn()))
        return Battle::inches(b.tables().leaders.commandRadius);
    }
    return std::nullopt;
  }

  // The selected unit's charge arc, 22.5 degrees either side of its centre line as far as its
  // move left reaches (002 Event IV: a target must be in it at the start of the move), and the
  // enemies a charge reaches now.
  GroundMarks groundMarks(const Game& game, const UnitView* selected) const override {
    GroundMarks marks;
    const WotrGame* g = wr(game);
    if (!g || !selected || !known(*g, selected->id)) return marks;
    const Battle& b = g->battle();
    const UnitState& u = b.unit(selected->id);
    // Only a unit that may still move this turn has a charge to show (002 Event III).
    if (!u.ready() || u.fired || u.fellBack || u.furious || u.pursuing != kNoUnit ||
        b.lockedInMelee(selected->id))
      return marks;
    const Length reach = g->allowance(selected->id);
    if (reach <= 0) return marks;
    const Point apex = frontCentre(b.block(selected->id));
    const Angle half = Battle::halfArc(b.tables().melee.chargeArcDegrees);
    GroundShape wedge;
    wedge.kind = GroundShape::Outline;
    wedge.role = ShapeRole::ChargeReach;
    wedge.points.push_back(apex);
    constexpr int kSteps = 6;
    for (int i = 0; i <= kSteps; ++i) {
      const Angle a = normalizeAngle(u.pose.facing - half + 2 * half * i / kSteps);
      wedge.points.push_back(apex + heading(a, reach));
    }
    wedge.label = "charge " + inchWords(Battle::inchesOf(reach));
    marks.shapes.push_back(std::move(wedge));
    for (const UnitState& o : b.units()) {
      if (!o.active() || b.sideOf(o.id) == b.sideOf(u.id)) continue;
      if (g->check(Action{ActionKind::Charge, u.id, o.id})) marks.reachable.push_back(o.id);
    }
    return marks;
  }

  std::string artType(const Game& game, const UnitView& unit) const override {
    const WotrGame* g = wr(game);
    if (!g || !known(*g, unit.id)) return unit.type;
    const Profile& p = g->battle().profileOf(unit.id);
    if (p.artillery()) return "artillery";
    if (p.cavalry()) return p.kind == Kind::Knight ? "knights" : "cavalry";
    if (shooterUnit(p)) return "foot_bow";
    if (p.pikes) return "pike";
    return p.kind == Kind::Knight || p.protection >= Protection::Heavy ? "men_at_arms"
                                                                       : "foot";
  }
};

}  // namespace

namespace systems {

SystemView wotrView() {
  return {"wotr",
          []() -> std::unique_ptr<RulesetAdapter> { return std::make_unique<WotrAdapter>(); }};
}

}  // namespace systems

}  // namespace sandtable::view
