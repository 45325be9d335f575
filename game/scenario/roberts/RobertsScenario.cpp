// A Robert's Rules scenario: the shared header, battlefield, sides frame and narration, and
// Robert's Rules' own parts: each side's army (the army-file format, inline or from a file),
// its units placed in inches, its free Captains, who acts first, the points allotment of a
// points battle and the victory conditions.
#include "RobertsScenario.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

#include "RobertsArmyFile.h"
#include "RobertsArmyWriter.h"
#include "RobertsAutoDeploy.h"
#include "RobertsData.h"
#include "data/Excerpt.h"
#include "platform/ConfinedPath.h"
#include "platform/DataPaths.h"
#include "platform/InputLimits.h"
#include "rules/roberts/Cost.h"
#include "scenario/BattlefieldSection.h"
#include "scenario/NarrationYaml.h"
#include "scenario/RulesetRegistry.h"
#include "scenario/SidesYaml.h"
#include "scenario/ZoneLayout.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules;
using namespace sandtable::rules::roberts;

namespace {

constexpr int kMaxRanks = 200;

// 000 Movement and Formations: every distance of the text is in inches ('move another two
// inches', 'within 6"').
const MeasureUnit& robertsInches() {
  static const MeasureUnit unit = inches("Robert's Rules", "000 Movement and Formations");
  return unit;
}

// The table. Robert's Rules measures the table itself in inches, so any measured battlefield
// whose size on the table is known will do, whatever unit its author drew it in (the span
// battlefields of the Warlords scenarios among them: the same table, the same ground): an
// inch stands for the ground that 25.4 mm of that battlefield stands for. An open flat table
// is read as for every system measured in inches.
std::optional<MeasuredTable> readTable(YamlReader& r, const YAML::Node& root) {
  const YAML::Node bf = YamlReader::child(root, "battlefield");
  if (!bf.IsDefined() || !bf.IsMap() || YamlReader::child(bf, "table_mm").IsDefined())
    return readMeasuredTable(r, root, robertsInches());
  const std::optional<LoadedBattlefield> loaded = readBattlefieldSection(r, bf);
  if (!loaded) return std::nullopt;
  const battlefield::GroundScale& scale = loaded->terrain->scale;
  const long ground = std::lround(scale.groundM * 25.4 / scale.unitMm);
  const int most = robertsInches().maxGroundMetres;
  if (ground < 1 || ground > most) {
    r.error(bf, "the battlefield's scale gives " + std::to_string(ground) +
                    " m of ground per inch of table; Robert's Rules plays 1 to " +
                    std::to_string(most) + " m per inch");
    return std::nullopt;
  }
  MeasuredTable t;
  t.battlefield = loaded->battlefield;
  t.unit = kInch;
  t.groundMetresPerUnit = static_cast<int>(ground);
  return t;
}

std::optional<Side> readSideValue(YamlReader& r, const YAML::Node& map, std::string_view key,
                                  bool required, bool orPoints, bool& points) {
  const auto s = r.string(map, key, required);
  if (!s) return std::nullopt;
  if (*s == "side1") return Side::One;
  if (*s == "side2") return Side::Two;
  if (orPoints && *s == "points") {
    points = true;
    return Side::None;
  }
  r.error(YamlReader::child(map, key), "'" + std::string(key) + "' must be side1" +
                                           (orPoints ? ", side2 or points" : " or side2") +
                                           ", not '" + data::excerpt(*s) + "'");
  return std::nullopt;
}

// A side's army: `army: {file: armies/....yaml}` or the army file's document written in place
// ({army: {...}, units: {...}, leaders: [...]}). Its errors are reported where they are, in
// this file or the army's own; nothing when there were any.
std::optional<Army> readArmy(YamlReader& r, const YAML::Node& side, const Tables& t) {
  const YAML::Node n = YamlReader::child(side, "army");
  if (!n.IsDefined()) {
    r.error(side,
            "missing required key 'army' (the side's army: {file: armies/....yaml}, or an army "
            "file's army, units and leaders written here)");
    return std::nullopt;
  }
  if (!r.expectMap(n, "'army'")) return std::nullopt;
  if (!YamlReader::child(n, "file").IsDefined()) {
    YamlReader inl = YamlReader::over(n, r.file());
    Army army = parseRobertsArmy(inl, t);
    r.absorb(inl.errors());
    if (!inl.ok()) return std::nullopt;
    return army;
  }
  r.checkKeys(n, {"file"});
  const auto name = r.string(n, "file", true);
  if (!name) return std::nullopt;
  const platform::NamedFile named =
      platform::resolveNamedFile(r.file(), *name, {platform::configDir()});
  if (!named.ok()) {
    r.error(YamlReader::child(n, "file"),
            "the army file '" + data::excerpt(*name) + "': " + named.problem);
    return std::nullopt;
  }
  try {
    YamlReader file = YamlReader::fromFile(named.path);
    Army army = parseRobertsArmy(file, t);
    r.absorb(file.errors());
    if (!file.ok()) return std::nullopt;
    return army;
  } catch (const data::ConfigErrors& e) {
    r.absorb(e.errors());  // a syntax error in the army file, at its own file:line:col
    return std::nullopt;
  }
}

// The ground a placed unit covers: its stands in `ranks` ranks, the front ones fullest, its
// front edge centred on `front` (000 Forming Units; the bases are the ruleset's).
Rect footprint(const Tables& t, Scale scale, const UnitLine& line, const Placement& p) {
  const StandBase& base = t.troop(line.type).bases[static_cast<std::size_t>(scale)];
  const int stands = line.formed ? line.stands : 1;
  const int files = (stands + p.ranks - 1) / p.ranks;
  const Length width = files * base.widthMm * kMillimetre;
  const Length depth = p.ranks * base.depthMm * kMillimetre;
  return Rect{p.front + heading(p.facing + kHalfTurn, depth / 2), p.facing, width, depth};
}

std::string leaderLabel(const LeaderLine& l) {
  if (!l.name.empty()) return l.name;
  return l.rank == LeaderRank::General ? "General" : "Captain";
}

std::string knownList(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "'" : ", '") + n + "'";
  return out.empty() ? "none" : out;
}

// One side's own keys, once its army has read cleanly.
class SidePlacements {
 public:
  // `measured` and `bounds` are null when the table could not be read.
  SidePlacements(YamlReader& r, const Tables& t, MeasuredReader* measured, const Rect* bounds,
                 Side side, const YAML::Node& node, SideDeployment& out,
                 std::vector<Placed>& placed)
      : mR(r),
        mT(t),
        mMeasured(measured),
        mBounds(bounds),
        mSide(side),
        mNode(node),
        mOut(out),
        mPlaced(placed) {}

  void read() {
    const Army& army = mOut.army;
    std::vector<int> placedOfLine(army.units.size(), 0);
    std::set<std::string> attached;
    const auto units = sideUnits(mR, mNode);
    if (units) {
      for (const YAML::Node& u : *units) readUnit(u, placedOfLine, attached);
    }
    // Without a list of placements (reported by sideUnits) no line is said to be short.
    for (std::size_t i = 0; units && i < army.units.size(); ++i) {
      const UnitLine& line = army.units[i];
      if (placedOfLine[i] < line.count) {
        mR.error(YamlReader::child(mNode, "units"),
                 "line '" + line.id + "' buys " + std::to_string(line.count) + " unit" +
                     (line.count == 1 ? "" : "s") + "; " + std::to_string(placedOfLine[i]) +
                     " placed: every unit the army buys stands on the table");
      }
    }
    readFreeCaptains();
    checkHidden();
  }

 private:
  int lineIndex(const std::string& id) const {
    for (std::size_t i = 0; i < mOut.army.units.size(); ++i) {
      if (mOut.army.units[i].id == id) return static_cast<int>(i);
    }
    return -1;
  }
  const LeaderLine* leader(const std::string& name) const {
    for (const LeaderLine& l : mOut.army.leaders) {
      if (!l.name.empty() && l.name == name) return &l;
    }
    return nullptr;
  }
  std::string leaderNames() const {
    std::vector<std::string> names;
    for (const LeaderLine& l : mOut.army.leaders) {
      if (!l.name.empty()) names.push_back(l.name);
    }
    return knownList(names);
  }

  void readUnit(const YAML::Node& u, std::vector<int>& placedOfLine,
                std::set<std::string>& attached) {
    if (!mR.expectMap(u, "a unit")) return;
    mR.checkKeys(u, {"line", "name", "short", "at", "facing", "ranks", "leaders", "hidden_in"});
    Placement p;
    const auto lineId = mR.string(u, "line", true);
    const YAML::Node lineNode = YamlReader::child(u, "line");
    int li = -1;
    if (lineId) {
      p.line = *lineId;
      li = lineIndex(*lineId);
      if (li < 0) {
        std::vector<std::string> ids;
        for (const UnitLine& l : mOut.army.units) ids.push_back(l.id);
        mR.error(lineNode, "unknown line '" + data::excerpt(*lineId) +
                               "' (the army's: " + knownList(ids) + ")");
      } else if (++placedOfLine[static_cast<std::size_t>(li)] >
                 mOut.army.units[static_cast<std::size_t>(li)].count) {
        const int count = mOut.army.units[static_cast<std::size_t>(li)].count;
        mR.error(lineNode, "line '" + *lineId + "' buys " + std::to_string(count) + " unit" +
                               (count == 1 ? "" : "s") + ", and this places one more");
        li = -1;
      }
    }
    p.name = mR.string(u, "name", false).value_or("");
    p.shortName = unitShortName(mR, u);
    // A skirmisher hidden within a Formed unit has no place of its own (000 Skirmishers); its
    // host is checked once every unit is read (checkHidden).
    p.hiddenIn = mR.string(u, "hidden_in", false).value_or("");
    if (!p.hiddenIn.empty()) {
      mHidden.emplace_back(YamlReader::child(u, "hidden_in"), mOut.units.size());
      if (YamlReader::child(u, "at").IsDefined())
        mR.error(YamlReader::child(u, "at"),
                 "a skirmisher hidden within '" + p.hiddenIn + "' stands where its host does");
      readLeaders(u, p, attached);
      mOut.units.push_back(std::move(p));
      return;
    }
    std::optional<Point> front;
    const YAML::Node at = YamlReader::child(u, "at");
    if (!at.IsDefined())
      mR.error(u, "missing required key 'at' (the centre of the unit's front edge, in inches)");
    else if (mMeasured)
      front = mMeasured->point(at, "'at'");
    const std::optional<Angle> facing =
        mMeasured ? mMeasured->facing(u, "facing") : std::optional<Angle>{};
    p.facing = facing.value_or(0);
    p.ranks = static_cast<int>(mR.integer(u, "ranks", false, 1, kMaxRanks).value_or(1));
    const UnitLine* line = li >= 0 ? &mOut.army.units[static_cast<std::size_t>(li)] : nullptr;
    const int stands = line ? (line->formed ? line->stands : 1) : 0;
    bool ranksOk = true;
    if (line && p.ranks > stands) {
      mR.error(YamlReader::child(u, "ranks"),
               std::to_string(p.ranks) + " ranks, but each unit of '" + line->id + "' has " +
                   std::to_string(stands) + " stand" + (stands == 1 ? "" : "s"));
      ranksOk = false;
    }
    readLeaders(u, p, attached);
    if (line && front && facing && ranksOk) {
      p.front = *front;
      mPlaced.push_back({footprint(mT, mOut.army.scale, *line, p), mSide,
                         p.name.empty() ? line->name : p.name, at});
    }
    mOut.units.push_back(std::move(p));
  }

  // 000 Captains and Generals: a leader rides with the unit his line names in the army; the
  // placement says which of that line's units.
  void readLeaders(const YAML::Node& u, Placement& p, std::set<std::string>& attached) {
    const YAML::Node ls = YamlReader::child(u, "leaders");
    if (!ls.IsDefined() || !mR.expectSequence(ls, "'leaders'")) return;
    for (const YAML::Node& n : ls) {
      const auto name = mR.scalar(n, "a leader's name");
      if (!name) continue;
      const LeaderLine* l = leader(*name);
      if (!l) {
        mR.error(
            n, "unknown leader '" + data::excerpt(*name) + "' (the army's: " + leaderNames() + ")");
        continue;
      }
      if (l->with.empty()) {
        mR.error(n, *name + " roams free in the army: place him under 'free_captains'");
        continue;
      }
      if (l->with != p.line) {
        mR.error(
            n, *name + " is attached to line '" + l->with + "' in the army, not '" + p.line + "'");
        continue;
      }
      if (!attached.insert(*name).second) {
        mR.error(n, *name + " is already attached to another unit");
        continue;
      }
      p.leaders.push_back(*name);
    }
  }

  // 000 Captains and Generals: 'the Captains can roam free'; each stands somewhere on the
  // table at the start.
  // 000 Skirmishers: 'Each Formed stand can "hide" one Skirmisher stand within it': a hidden
  // unit is a skirmisher, its host a Formed unit of the side named by its name or short name,
  // with no more hidden within it than it has stands.
  void checkHidden() {
    const Army& army = mOut.army;
    auto lineOf = [&](const Placement& p) -> const UnitLine* {
      const int i = lineIndex(p.line);
      return i < 0 ? nullptr : &army.units[static_cast<std::size_t>(i)];
    };
    std::vector<int> hiddenIn(mOut.units.size(), 0);
    for (const auto& [node, index] : mHidden) {
      const Placement& p = mOut.units[index];
      const UnitLine* line = lineOf(p);
      if (line && line->type != TroopKind::Skirmisher) {
        mR.error(node, "only skirmishers hide within a unit (000 Skirmishers); '" + line->id +
                           "' is " + mT.troop(line->type).name);
        continue;
      }
      std::size_t host = mOut.units.size();
      for (std::size_t i = 0; i < mOut.units.size(); ++i) {
        const Placement& h = mOut.units[i];
        const UnitLine* hl = lineOf(h);
        const std::string name = !h.name.empty() ? h.name : hl ? hl->name : std::string();
        if (i != index && h.hiddenIn.empty() && (name == p.hiddenIn || h.shortName == p.hiddenIn))
          host = i;
      }
      if (host == mOut.units.size()) {
        mR.error(node, "no unit of the side is named '" + data::excerpt(p.hiddenIn) + "'");
        continue;
      }
      const UnitLine* hl = lineOf(mOut.units[host]);
      if (!hl) continue;
      if (!hl->formed) {
        mR.error(node, "'" + p.hiddenIn + "' is not a Formed unit: only Formed stands hide " +
                           "skirmishers (000 Skirmishers)");
      } else if (++hiddenIn[host] > hl->stands) {
        mR.error(node, "'" + p.hiddenIn + "' has " + std::to_string(hl->stands) +
                           " stands, and each hides one skirmisher (000 Skirmishers)");
      }
    }
  }

  void readFreeCaptains() {
    const YAML::Node fc = YamlReader::child(mNode, "free_captains");
    std::set<std::string> placed;
    if (fc.IsDefined() && mR.expectSequence(fc, "'free_captains'") &&
        mR.checkCount(fc, platform::limits::kMaxUnitsPerSide, "'free_captains'")) {
      for (const YAML::Node& c : fc) {
        if (!mR.expectMap(c, "a free Captain")) continue;
        mR.checkKeys(c, {"name", "at"});
        const auto name = mR.string(c, "name", true);
        const YAML::Node at = YamlReader::child(c, "at");
        std::optional<Point> where;
        if (!at.IsDefined())
          mR.error(c, "missing required key 'at' (where the Captain stands, in inches)");
        else if (mMeasured)
          where = mMeasured->point(at, "'at'");
        if (!name) continue;
        const YAML::Node nameNode = YamlReader::child(c, "name");
        const LeaderLine* l = leader(*name);
        if (!l) {
          mR.error(nameNode, "unknown leader '" + data::excerpt(*name) +
                                 "' (the army's: " + leaderNames() + ")");
          continue;
        }
        if (!l->with.empty()) {
          mR.error(nameNode, *name + " is attached to line '" + l->with +
                                 "' in the army: a free Captain has no 'with'");
          continue;
        }
        if (!placed.insert(*name).second) {
          mR.error(nameNode, *name + " is placed twice");
          continue;
        }
        if (where) {
          if (mBounds && !contains(*mBounds, *where)) mR.error(at, *name + " stands off the table");
          mOut.freeLeaders.push_back({*name, *where});
        }
      }
    }
    for (const LeaderLine& l : mOut.army.leaders) {
      if (!l.with.empty() || placed.count(l.name)) continue;
      mR.error(
          fc.IsDefined() ? fc : mNode,
          (l.name.empty() ? std::string("an unnamed free Captain (give him a name in the army)")
                          : "the free Captain '" + l.name + "'") +
              " is not placed: every free Captain stands under 'free_captains'");
    }
  }

  YamlReader& mR;
  const Tables& mT;
  MeasuredReader* mMeasured;
  const Rect* mBounds;
  Side mSide;
  YAML::Node mNode;
  SideDeployment& mOut;
  std::vector<Placed>& mPlaced;
  std::vector<std::pair<YAML::Node, std::size_t>> mHidden;  // hidden_in nodes, placement index
};

void readVictory(YamlReader& r, const YAML::Node& root, Victory& v,
                 const std::array<SideDeployment, 2>& sides) {
  const YAML::Node n = YamlReader::child(root, "victory");
  if (!n.IsDefined()) {
    r.error(root,
            "missing required section 'victory' (turn_limit, army_break_percent, "
            "at_turn_limit)");
    return;
  }
  if (!r.expectMap(n, "'victory'")) return;
  r.checkKeys(n, {"turn_limit", "army_break_percent", "at_turn_limit", "decisive_leaders"});
  v.turnLimit = static_cast<int>(r.integer(n, "turn_limit", true, 1, 1000).value_or(v.turnLimit));
  v.armyBreaksAtPercent = static_cast<int>(
      r.integer(n, "army_break_percent", false, 1, 100).value_or(v.armyBreaksAtPercent));
  bool points = false;
  if (const auto s = readSideValue(r, n, "at_turn_limit", true, true, points))
    v.holdsAtTurnLimit = *s;
  const YAML::Node decisive = YamlReader::child(n, "decisive_leaders");
  if (!decisive.IsDefined() || !r.expectSequence(decisive, "'decisive_leaders'")) return;
  for (const YAML::Node& item : decisive) {
    const auto name = r.scalar(item, "a leader's name");
    if (!name) continue;
    const bool known = std::any_of(sides.begin(), sides.end(), [&](const SideDeployment& sd) {
      return std::any_of(sd.army.leaders.begin(), sd.army.leaders.end(),
                         [&](const LeaderLine& l) { return l.name == *name; });
    });
    if (!known)
      r.error(item, "no leader of either army is called '" + *name + "'");
    else
      v.decisiveLeaders.push_back(*name);
  }
}

}  // namespace

std::vector<UnitView> robertsUnitViews(const Deployment& d) {
  std::vector<UnitView> out;
  for (std::size_t s = 0; s < d.sides.size(); ++s) {
    for (const Placement& p : d.sides[s].units) {
      UnitView v;
      v.id = static_cast<UnitId>(out.size());
      v.side = s == 0 ? Side::One : Side::Two;
      v.name = p.name;
      if (v.name.empty()) {
        for (const UnitLine& l : d.sides[s].army.units) {
          if (l.id == p.line) v.name = l.name;
        }
      }
      v.shortName = p.shortName;
      out.push_back(std::move(v));
    }
  }
  return out;
}

RobertsScenario readRobertsScenario(YamlReader& r, const YAML::Node& root, ScenarioInfo info,
                                    const Tables& tables) {
  r.checkKeys(root, {"scenario", "battlefield", "deployment", "sides", "first_acting",
                     "points_limit", "victory", "narration"});
  RobertsScenario out;
  const std::optional<MeasuredTable> table = readTable(r, root);
  std::optional<MeasuredReader> measured;
  if (table) {
    out.table = *table;
    measured.emplace(r, robertsInches(), table->unit);
  }
  const DeploymentZones zones =
      measured ? readDeploymentZones(*measured, r, root) : DeploymentZones{};
  out.zones = zones;

  out.pointsLimit =
      static_cast<int>(r.integer(root, "points_limit", false, 1, 1000000).value_or(0));
  const Rect bounds = table ? table->battlefield->bounds() : Rect{};
  std::vector<Placed> placed;
  readSides(r, root, {"name", "army", "units", "free_captains"}, info,
            [&](int index, Side side, const YAML::Node& s) {
              SideDeployment& sd = out.deployment.sides[static_cast<std::size_t>(index)];
              sd.name = info.sideNames[static_cast<std::size_t>(index)];
              const std::optional<Army> army = readArmy(r, s, tables);
              if (!army) return;
              sd.army = *army;
              if (out.pointsLimit > 0) {
                const long long cost = costOf(tables, sd.army).total;
                if (cost > out.pointsLimit)
                  r.error(YamlReader::child(s, "army"), "the army costs " + std::to_string(cost) +
                                                            " points, over the battle's "
                                                            "points_limit of " +
                                                            std::to_string(out.pointsLimit));
                if (sd.army.points > out.pointsLimit)
                  r.error(YamlReader::child(s, "army"),
                          "the army's allotment of " + std::to_string(sd.army.points) +
                              " points is over the battle's points_limit of " +
                              std::to_string(out.pointsLimit));
                if (sd.army.points == 0) sd.army.points = out.pointsLimit;
              }
              SidePlacements(r, tables, measured ? &*measured : nullptr, table ? &bounds : nullptr,
                             side, s, sd, placed)
                  .read();
            });
  bool points = false;
  if (const auto first = readSideValue(r, root, "first_acting", true, false, points))
    out.deployment.firstActing = *first;
  readVictory(r, root, out.deployment.victory, out.deployment.sides);

  info.turnLimit = out.deployment.victory.turnLimit;
  info.pointsLimit = out.pointsLimit;
  for (const SideDeployment& sd : out.deployment.sides) {
    for (const LeaderLine& l : sd.army.leaders) info.personalities.push_back(leaderLabel(l));
  }
  out.info = std::move(info);
  r.throwIfErrors();

  // Every unit stands wholly on the table, inside its side's zone if it has one, clear of the
  // others. The text has no ground a unit may not stand on.
  checkPlacements(
      r, *out.table.battlefield, placed, zones, [](TerrainKind) { return false; }, "000");
  r.throwIfErrors();
  return out;
}

RobertsScenario loadRobertsScenario(const std::filesystem::path& file) {
  YamlReader r = YamlReader::fromFile(file);
  const YAML::Node root = r.root();
  ScenarioInfo info = readScenarioHeader(r, root);
  const YAML::Node ruleset = YamlReader::child(YamlReader::child(root, "scenario"), "ruleset");
  if (const auto id = r.string(YamlReader::child(root, "scenario"), "ruleset", true);
      id && *id != "roberts")
    r.error(ruleset, "this scenario is for ruleset '" + data::excerpt(*id) + "', not roberts");
  info.ruleset = "roberts";
  const std::shared_ptr<const Tables> tables = loadRobertsTables(rulesetFile("roberts"));

  // The narration's shape first, on a reader of its own, as loadScenarioNode does: its
  // problems are listed with every other problem of the file.
  YamlReader narrationReader = YamlReader::over(root, r.file());
  const std::vector<NarrationDraft> drafts = readNarration(narrationReader, root);
  auto withNarration = [&](std::vector<data::ConfigError> all) {
    std::vector<data::ConfigError> n = narrationReader.errors();
    std::stable_sort(n.begin(), n.end(),
                     [](const data::ConfigError& a, const data::ConfigError& b) {
                       return std::pair(a.line, a.column) < std::pair(b.line, b.column);
                     });
    for (data::ConfigError& e : n) all.push_back(std::move(e));
    return all;
  };
  RobertsScenario out;
  try {
    out = readRobertsScenario(r, root, std::move(info), *tables);
  } catch (const data::ConfigErrors& e) {
    if (narrationReader.ok()) throw;
    throw data::ConfigErrors(withNarration(e.errors()));
  }
  out.info.narration =
      resolveNarration(narrationReader, drafts, out.info, robertsUnitViews(out.deployment));
  if (!narrationReader.ok()) throw data::ConfigErrors(withNarration({}));
  return out;
}

namespace {

// A bought army read from its file, held to the battle's allotment; errors at its file:line:col.
Army boughtArmy(const std::filesystem::path& file, int pointsLimit, const Tables& tables) {
  YamlReader r = YamlReader::fromFile(file);
  Army army = parseRobertsArmy(r, tables);
  r.throwIfErrors();
  const YAML::Node header = YamlReader::child(r.root(), "army");
  const long long cost = costOf(tables, army).total;
  if (cost > pointsLimit)
    r.error(header, "the army costs " + std::to_string(cost) +
                        " points, over the battle's points_limit of " +
                        std::to_string(pointsLimit));
  if (army.points > pointsLimit)
    r.error(header, "the army's allotment of " + std::to_string(army.points) +
                        " points is over the battle's points_limit of " +
                        std::to_string(pointsLimit));
  if (army.units.empty()) r.error(header, "the army has no units to take the field");
  r.throwIfErrors();
  if (army.points == 0) army.points = pointsLimit;
  return army;
}

}  // namespace

YAML::Node withBoughtArmies(const RobertsScenario& base, const YAML::Node& root,
                            const std::array<std::filesystem::path, 2>& armies,
                            const Tables& tables) {
  YAML::Node doc = YAML::Clone(root);
  const Point centre = base.table.battlefield->bounds().centre;
  for (std::size_t i = 0; i < armies.size(); ++i) {
    const std::string side = "side" + std::to_string(i + 1);
    YAML::Node sideNode = doc["sides"][side];
    if (armies[i].empty()) {
      // The scenario's own army, written in: the document stands on its own in a match file.
      sideNode["army"] = YAML::Load(robertsArmyYaml(base.deployment.sides[i].army));
      continue;
    }
    const Rect& zone =
        boughtArmyZone(armies[i], base.pointsLimit, base.zones[i], side, base.info.file);
    Army army = boughtArmy(armies[i], base.pointsLimit, tables);
    SideDeployment sd;
    try {
      sd = deployInZone(tables, army, base.deployment.sides[i].name, zone, centre);
    } catch (const AutoDeployError& e) {
      throw data::ConfigErrors(
          {{armies[i].string(), 1, 1,
            "the army does not fit " + side + "'s deployment zone: " + e.what()}});
    }
    sideNode["army"] = YAML::Load(robertsArmyYaml(sd.army));
    YAML::Node units(YAML::NodeType::Sequence);
    for (const Placement& p : sd.units) {
      YAML::Node u;
      u.SetStyle(YAML::EmitterStyle::Flow);
      u["line"] = p.line;
      if (!p.name.empty()) u["name"] = p.name;
      u["at"] = inchesPointNode(p.front);
      u["facing"] = facingDegrees(p.facing);
      if (p.ranks > 1) u["ranks"] = p.ranks;
      units.push_back(u);
    }
    sideNode["units"] = units;
    sideNode.remove("free_captains");
    if (!sd.freeLeaders.empty()) {
      YAML::Node fc(YAML::NodeType::Sequence);
      for (const FreeLeader& l : sd.freeLeaders) {
        YAML::Node c;
        c.SetStyle(YAML::EmitterStyle::Flow);
        c["name"] = l.name;
        c["at"] = inchesPointNode(l.at);
        fc.push_back(c);
      }
      sideNode["free_captains"] = fc;
    }
  }
  return doc;
}

}  // namespace sandtable::scenario
