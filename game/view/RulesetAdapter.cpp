// The generic adapter and MicroBattle's. MicroBattle's reads its game's own read-only
// queries (ranges, sight between squares, charging, objectives) so the overlays show
// exactly what the rules would allow.
#include "RulesetAdapter.h"

#include <cmath>

#include "rules/microbattle/MicroBattleGame.h"
#include "session/UnitMarkers.h"

namespace sandtable::view {

using namespace sandtable::rules;


Point unitCentre(const UnitView& u) {
  if (u.stands.empty()) return {};
  Length x = 0, y = 0;
  for (const Stand& s : u.stands) {
    x += s.footprint.centre.x;
    y += s.footprint.centre.y;
  }
  const auto n = static_cast<Length>(u.stands.size());
  return {x / n, y / n};
}

SightQuery RulesetAdapter::sightQuery(const Game&, const UnitView& from, const UnitView& to) const {
  SightQuery q;
  q.from = unitCentre(from);
  q.to = unitCentre(to);
  q.fromEye = q.toEye = eyeHeight();
  q.ignoreUnits = {from.id, to.id};
  return q;
}

FireArc RulesetAdapter::fireArc(const Game&, const UnitView&) const { return {}; }
std::optional<Length> RulesetAdapter::commandRadius(const Game&, const UnitView&) const {
  return std::nullopt;
}
std::vector<Objective> RulesetAdapter::objectives(const Game&) const { return {}; }
std::string RulesetAdapter::era(const Game&) const { return ""; }

std::string RulesetAdapter::attackVerb(const Game&, const Action&) const { return "Attack"; }

std::vector<std::pair<std::string, std::string>> RulesetAdapter::stats(const Game&,
                                                                       const UnitView& u) const {
  return {{"Strength", std::to_string(u.strength)}, {"Stands", std::to_string(u.stands.size())}};
}

std::optional<std::string> RulesetAdapter::describe(const Game&, const Action&) const {
  return std::nullopt;
}
std::optional<OrderForecast> RulesetAdapter::forecast(const Game&, const Action&) const { return std::nullopt; }
std::vector<std::pair<std::string, std::string>> RulesetAdapter::condition(const Game&,
                                                                           const UnitView&) const {
  return {};
}

std::vector<std::string> genericConditionLines(const UnitView& u) {
  std::vector<std::string> lines{"Condition: " + u.state};
  const std::string status(rules::unitStatusName(u.status));
  if (u.status != rules::UnitStatus::Active && u.state.find(status) == std::string::npos)
    lines.push_back("Status: " + status);
  return lines;
}

std::vector<std::string> RulesetAdapter::rosterColumns() const { return {"Condition"}; }
std::vector<std::string> RulesetAdapter::rosterCells(const Game&, const UnitView& u) const {
  // The state once: a marker that says it again (MicroBattle's SHAKEN) is left out.
  std::string cell = u.state;
  for (const std::string& m : session::markersBeyond(u, {u.state}))
    cell += (cell.empty() ? "" : ", ") + m;
  return {cell};
}
std::vector<FieldWork> RulesetAdapter::fieldWorks(const Game&) const { return {}; }
std::vector<std::string> RulesetAdapter::people(const Game&, const UnitView&) const { return {}; }
std::vector<LabelMark> RulesetAdapter::labelMarks(const UnitView& u) const {
  std::vector<LabelMark> out;
  for (const std::string& m : u.markers) out.push_back({m, 0, ""});
  return out;
}
std::vector<std::string> RulesetAdapter::tableMarkers(const UnitView& u) const {
  return u.markers;
}
std::string RulesetAdapter::artType(const Game&, const UnitView& u) const { return u.type; }
std::string RulesetAdapter::distanceWords(const Game&, Length d) const {
  return std::to_string(d / kMillimetre) + " mm";
}
GroundMarks RulesetAdapter::groundMarks(const Game&, const UnitView*) const { return {}; }
std::optional<DraggedMove> RulesetAdapter::moveToward(const Game&, UnitId, Point) const {
  return std::nullopt;
}
std::optional<DraggedMove> RulesetAdapter::wheelToward(const Game&, UnitId, Point) const {
  return std::nullopt;
}
std::vector<Action> RulesetAdapter::moreOrders(const Game&, UnitId) const { return {}; }
std::optional<int> RulesetAdapter::activationsLeft(const Game&) const { return std::nullopt; }

namespace {

class MicroBattleAdapter final : public RulesetAdapter {
 public:
  static const microbattle::MicroBattleGame* mb(const Game& g) {
    return dynamic_cast<const microbattle::MicroBattleGame*>(&g);
  }

  SightQuery sightQuery(const Game& g, const UnitView& from, const UnitView& to) const override {
    // MicroBattle sees from square centre to square centre; units never block (see
    // MicroBattleGame::canSee and docs/rules/microbattle.md).
    SightQuery q;
    q.from = unitCentre(from);
    q.to = unitCentre(to);
    if (const auto* game = mb(g); game && from.square && to.square) {
      q.from = game->setup().grid.centre(*from.square);
      q.to = game->setup().grid.centre(*to.square);
    }
    return q;
  }

  FireArc fireArc(const Game& g, const UnitView& unit) const override {
    FireArc arc;
    const auto* game = mb(g);
    if (!game || !unit.square || unit.status != UnitStatus::Active) return arc;
    const microbattle::UnitState& u = game->unit(unit.id);
    const int range = game->effectiveRange(*u.type);
    if (range <= 0) return arc;
    const GridSpec& grid = game->setup().grid;
    for (int row = 0; row < grid.rows; ++row) {
      for (int col = 0; col < grid.cols; ++col) {
        const Square s{col, row};
        const int d = manhattan(s, *unit.square);
        if (d >= 1 && d <= range && game->canSee(*unit.square, s)) arc.squares.push_back(s);
      }
    }
    return arc;
  }

  std::vector<Objective> objectives(const Game& g) const override {
    std::vector<Objective> out;
    if (const auto* game = mb(g)) {
      for (const auto& o : game->setup().objectives)
        out.push_back({o.name, game->setup().grid.centre(o.at)});
    }
    return out;
  }

  std::string era(const Game& g) const override {
    const auto* game = mb(g);
    return game ? game->setup().period : "";
  }

  std::vector<std::pair<std::string, std::string>> stats(const Game& g,
                                                         const UnitView& unit) const override {
    const auto* game = mb(g);
    if (!game) return RulesetAdapter::stats(g, unit);
    const microbattle::UnitType& t = *game->unit(unit.id).type;
    std::vector<std::pair<std::string, std::string>> out;
    out.push_back({"Move", t.moveMin == t.moveMax
                               ? std::to_string(t.moveMin)
                               : std::to_string(t.moveMin) + "-" + std::to_string(t.moveMax)});
    out.push_back({"Range", std::to_string(game->effectiveRange(t))});
    out.push_back({"Combat value",
                   std::to_string(t.cv) + "+" +
                       (t.cvCharging ? " (" + std::to_string(t.cvCharging) + "+ charging)" : "")});
    out.push_back({"Defence", std::to_string(t.def) + "+"});
    const char* cls = t.unitClass == microbattle::UnitClass::Heavy   ? "heavy"
                      : t.unitClass == microbattle::UnitClass::Light ? "light"
                                                                     : "medium";
    out.push_back({"Class", std::string(cls) + (t.mounted ? ", mounted" : "") +
                                (t.artillery ? ", artillery" : "")});
    if (unit.square)
      out.push_back({"Square", "(" + std::to_string(unit.square->col) + "," +
                                   std::to_string(unit.square->row) + ")"});
    return out;
  }

  std::optional<OrderForecast> forecast(const Game& g, const Action& a) const override {
    return session::microBattleForecast(g, a);
  }

  std::optional<int> activationsLeft(const Game& g) const override {
    const auto* game = mb(g);
    if (!game || game->currentPhase() != microbattle::Phase::Actions) return std::nullopt;
    return game->activationsLeft();
  }

  std::string attackVerb(const Game& g, const Action& a) const override {
    const auto* game = mb(g);
    if (!game || a.unit == kNoUnit || a.target == kNoUnit) return "Attack";
    const microbattle::UnitState& u = game->unit(a.unit);
    if (game->effectiveRange(*u.type) > 0) return "Shoot at";
    return game->isCharging(a.unit, a.target) ? "Charge" : "Attack";
  }
};

}  // namespace

std::unique_ptr<RulesetAdapter> makeRulesetAdapter(std::string_view ruleset) {
  if (ruleset == "microbattle") return std::make_unique<MicroBattleAdapter>();
  if (ruleset == "warlords") return makeWarlordsAdapter();
  return std::make_unique<RulesetAdapter>();
}

}  // namespace sandtable::view
