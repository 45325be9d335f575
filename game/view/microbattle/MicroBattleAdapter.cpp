// MicroBattle's adapter: it reads its game's own read-only queries (ranges, sight between
// squares, charging) so the overlays show exactly what the rules would allow.
#include "rules/microbattle/MicroBattleGame.h"
#include "view/RulesetAdapter.h"

namespace sandtable::view {

using namespace sandtable::rules;

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

namespace systems {

SystemView microbattleView() {
  return {"microbattle", []() -> std::unique_ptr<RulesetAdapter> { return std::make_unique<MicroBattleAdapter>(); }};
}

}  // namespace systems

}  // namespace sandtable::view
