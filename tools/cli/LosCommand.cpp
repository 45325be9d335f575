// `sandtable-cli los`: ask the table directly whether one point sees another, and if not,
// what blocks the line and where. Positions are in the battlefield's own units (spans,
// inches... as its scale says; squares on a grid); eye heights in metres of ground.
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "CliCommon.h"
#include "Commands.h"
#include "battlefield/BulletGridBattlefield.h"
#include "scenario/BattlefieldSection.h"

namespace sandtable::cli {

namespace {

struct LosOptions {
  std::string scenario;
  std::string from;
  std::string to;
  double woodsSeeInto = 0;
  bool json = false;
};

struct Spot {
  double x = 0, y = 0;
  double eyeM = 1.7;
};

// "X,Y" or "X,Y,H"; false when it is not that.
// Farther than any table reaches: a typo. Beyond it the table's fixed-point lengths would
// overflow and the answer would name a point nobody asked about.
constexpr double kFarthest = 10000.0;  // spans, and metres for the eye

bool parseSpot(const std::string& text, Spot& out) {
  std::vector<double> v;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, ',')) {
    try {
      std::size_t used = 0;
      v.push_back(std::stod(part, &used));
      if (used != part.size() || !std::isfinite(v.back()) || std::abs(v.back()) > kFarthest) return false;
    } catch (const std::exception&) {
      return false;
    }
  }
  if (v.size() != 2 && v.size() != 3) return false;
  out.x = v[0];
  out.y = v[1];
  if (v.size() == 3) out.eyeM = v[2];
  return out.eyeM >= 0;
}

std::string fixed(double v) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(2) << v;
  return s.str();
}

int runLos(const LosOptions& o) {
  Spot from, to;
  if (!parseSpot(o.from, from) || !parseSpot(o.to, to)) {
    std::cerr
        << "error: --from and --to take X,Y or X,Y,EYE (numbers within 10000 spans; EYE in metres, not negative)\n";
    return kExitBadInput;
  }
  const scenario::LoadedBattlefield loaded = scenario::loadBattlefieldOf(o.scenario);
  const auto* grid =
      dynamic_cast<const battlefield::BulletGridBattlefield*>(loaded.battlefield.get());
  const battlefield::TerrainSpec* spec = loaded.terrain.get();
  if (!grid && !spec) {
    std::cerr << "error: this battlefield is not one the table can answer sight for\n";
    return kExitFailure;
  }
  // Table micrometres per unit the user speaks in, and the unit's name.
  const double perUnit = grid ? static_cast<double>(grid->grid().squareSize)
                              : static_cast<double>(spec->scale.unitLength());
  const std::string unit = grid ? "square" : spec->scale.unit;
  const battlefield::GroundScale scale =
      grid ? battlefield::BulletGridBattlefield::gridScale() : spec->scale;
  // On a grid, X,Y name a square: its centre.
  const double shift = grid ? 0.5 : 0.0;
  auto table = [&](const Spot& s) {
    return rules::Point{std::llround((s.x + shift) * perUnit),
                        std::llround((s.y + shift) * perUnit)};
  };
  rules::SightQuery q;
  q.from = table(from);
  q.to = table(to);
  q.fromEye = scale.toTable(from.eyeM);
  q.toEye = scale.toTable(to.eyeM);
  q.woodsSeeInto = std::llround(o.woodsSeeInto * perUnit);
  const rules::Sight s = loaded.battlefield->lineOfSight(q);

  const double along = static_cast<double>(rules::distance(q.from, q.to)) / perUnit;
  const double wx = static_cast<double>(s.where.x) / perUnit - shift;
  const double wy = static_cast<double>(s.where.y) / perUnit - shift;
  const double at = static_cast<double>(rules::distance(q.from, s.where)) / perUnit;
  if (o.json) {
    nlohmann::json j;
    j["visible"] = s.visible;
    j["reason"] = std::string(rules::sightBlockName(s.reason));
    j["unit"] = unit;
    j["from"] = {from.x, from.y, from.eyeM};
    j["to"] = {to.x, to.y, to.eyeM};
    j["distance"] = along;
    if (!s.visible) {
      j["where"] = {wx, wy};
      j["blocked_at"] = at;
    }
    std::cout << j.dump(2) << "\n";
    return kExitOk;
  }
  const std::string units = unit + (unit == "inch" ? "es" : "s");
  std::cout << "Line of sight on "
            << (spec && !spec->name.empty() ? spec->name : std::string("the battlefield")) << " ("
            << units;
  if (!grid)
    std::cout << ": " << scale.unitMm << " mm of table, " << scale.groundM << " m of ground each";
  std::cout << ")\n";
  std::cout << "  from (" << fixed(from.x) << ", " << fixed(from.y) << ") eye " << from.eyeM
            << " m  ->  to (" << fixed(to.x) << ", " << fixed(to.y) << ") eye " << to.eyeM
            << " m: " << fixed(along) << " " << units << "\n";
  if (s.visible)
    std::cout << "  visible\n";
  else if (s.reason == rules::SightBlock::OffTable)
    std::cout << "  blocked: (" << fixed(wx) << ", " << fixed(wy) << ") is off the table\n";
  else {
    std::cout << "  blocked by " << rules::sightBlockName(s.reason) << " at (" << fixed(wx) << ", "
              << fixed(wy) << "), " << fixed(at) << " " << units << " from the observer\n";
  }
  return kExitOk;
}

}  // namespace

void addLosCommand(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<LosOptions>();
  CLI::App* cmd = app.add_subcommand(
      "los",
      "Line of sight between two points of a battlefield: visible, or what blocks it and where.");
  cmd->add_option("--scenario", o->scenario,
                  "A scenario, or a battlefield file (config/battlefields/*.yaml)")
      ->required();
  cmd->add_option("--from", o->from,
                  "X,Y[,EYE]: the observer, in the battlefield's units (squares on a grid), eye in "
                  "metres (default 1.7)")
      ->required();
  cmd->add_option("--to", o->to, "X,Y[,EYE]: the target")->required();
  cmd->add_option("--woods-see-into", o->woodsSeeInto,
                  "How far sight reaches into woods, in the battlefield's units")
      ->capture_default_str();
  cmd->add_flag("--json", o->json, "Print one JSON object instead of text");
  cmd->callback([o, &exitCode] { exitCode = guarded([&] { return runLos(*o); }); });
}

}  // namespace sandtable::cli
