// An army file as declarations (scenario/YamlBind.h). A unit of one group of figures gives its
// figures, protection and weapons itself; a mixed unit lists its `groups`. Weapon ids are
// checked against the tables as the file is read; the army's rules once it has read cleanly.
#include "WotrArmyFile.h"

#include "WotrNames.h"
#include "platform/InputLimits.h"
#include "rules/wotr/ArmyCheck.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::wotr;
using bind::Record;

namespace {

constexpr int kMaxFigures = 1000;

void readWeapons(YamlReader& r, const YAML::Node& v, const Tables& t,
                 std::vector<std::string>& out) {
  if (!r.expectSequence(v, "'weapons'")) return;
  for (const YAML::Node& item : v) {
    const auto s = r.scalar(item, "a weapon");
    if (!s) continue;
    if (!t.weapon(*s)) {
      std::vector<std::string_view> known;
      for (const Weapon& w : t.weapons) known.push_back(w.id);
      r.error(item, "unknown weapon '" + data::excerpt(*s) +
                        "' (the ruleset's: " + bind::alternatives(known) + ")");
      continue;
    }
    for (const std::string& w : out) {
      if (w == *s) r.error(item, "'" + data::excerpt(*s) + "' is listed twice");
    }
    out.push_back(*s);
  }
}

Record<FigureGroup> group(const Tables& t) {
  Record<FigureGroup> r;
  r.integer("figures", &FigureGroup::figures, 1, kMaxFigures)
      .enumeration("protection", &FigureGroup::protection, wotr::protectionNames())
      .custom("weapons", [&t](YamlReader& rd, const YAML::Node& v, FigureGroup& g) {
        readWeapons(rd, v, t, g.weapons);
      });
  return r;
}

FigureGroup& single(UnitLine& u) {
  if (u.groups.empty()) u.groups.emplace_back();
  return u.groups.front();
}

Record<UnitLine> unitLine(const Tables& t) {
  Record<UnitLine> r;
  r.text("name", &UnitLine::name)
      .text("wing", &UnitLine::wing, bind::kOptional)
      .enumeration("kind", &UnitLine::kind, wotr::kindNames())
      .note("002 Making an Army: 'of the same kind and morale'")
      .enumeration("morale", &UnitLine::morale, wotr::moraleClassNames())
      .integer("bases", &UnitLine::bases, 1, kMaxFigures)
      .boolean("skirmish", &UnitLine::skirmish, bind::kOptional)
      .custom("figures",
              [](YamlReader& rd, const YAML::Node& v, UnitLine& u) {
                if (const auto n = rd.integerValue(v, "'figures'", 1, kMaxFigures))
                  single(u).figures = static_cast<int>(*n);
              })
      .optional()
      .custom("protection",
              [](YamlReader& rd, const YAML::Node& v, UnitLine& u) {
                const auto s = rd.scalar(v, "'protection'");
                if (!s) return;
                for (const auto& n : wotr::protectionNames()) {
                  if (n.name == *s) {
                    single(u).protection = n.value;
                    return;
                  }
                }
                rd.error(v, "'protection' must be none, light, heavy or full, not '" +
                                data::excerpt(*s) + "'");
              })
      .optional()
      .custom("weapons", [&t](YamlReader& rd, const YAML::Node& v,
                              UnitLine& u) { readWeapons(rd, v, t, single(u).weapons); })
      .optional()
      .list("groups", &UnitLine::groups, group(t), "group of figures")
      .optional()
      .check([](YamlReader& rd, const YAML::Node& n, UnitLine&) {
        const bool one = YamlReader::child(n, "figures").IsDefined();
        const bool many = YamlReader::child(n, "groups").IsDefined();
        if (one == many)
          rd.error(n,
                   "a unit gives either its 'figures', 'protection' and 'weapons' or its "
                   "'groups' of mixed weapons");
        if (one && !many &&
            (!YamlReader::child(n, "protection").IsDefined() ||
             !YamlReader::child(n, "weapons").IsDefined()))
          rd.error(n, "a unit of one group gives its 'figures', 'protection' and 'weapons'");
      });
  return r;
}

Record<Wing> wing() {
  Record<Wing> r;
  r.text("name", &Wing::name).text("leader", &Wing::leader);
  return r;
}

Record<Army> armyFile(const Tables& t) {
  Record<Army> header;
  header
      .custom("ruleset",
              [](YamlReader& r, const YAML::Node& v, Army&) {
                const auto s = r.scalar(v, "'ruleset'");
                if (s && *s != "wotr")
                  r.error(v, "this army is for ruleset '" + data::excerpt(*s) + "', not wotr");
              })
      .text("name", &Army::name)
      .text("commander", &Army::commander, bind::kOptional)
      .integer("points", &Army::points, 0, 1000000, bind::kOptional)
      .text("source", &Army::source, bind::kOptional);
  Record<Army> file;
  file.group("army", header)
      .entries("wings", &Army::wings, &Wing::id, wing(), "battle/wing")
      .optional()
      .entries("units", &Army::units, &UnitLine::id, unitLine(t), "unit");
  return file;
}

YAML::Node placeOf(const YAML::Node& root, const ArmyProblem& p) {
  static const char* const kKeys[] = {"figures", "bases", "weapons", "wing", "points"};
  const char* key = kKeys[static_cast<std::size_t>(p.field)];
  YAML::Node at = YamlReader::child(root, "army");
  if (p.unit >= 0) {
    const YAML::Node units = YamlReader::child(root, "units");
    int i = 0;
    for (auto it = units.begin(); it != units.end(); ++it, ++i) {
      if (i == p.unit) at = YAML::Node(it->second);
    }
  }
  const YAML::Node value = YamlReader::child(at, key);
  return value.IsDefined() ? value : at;
}

}  // namespace

Army parseWotrArmy(YamlReader& r, const Tables& t) {
  Army army;
  const YAML::Node root = r.root();
  if (r.expectMap(root, "a War of the Roses army file")) {
    if (!r.checkCount(YamlReader::child(root, "units"), platform::limits::kMaxUnitsPerSide,
                      "'units'") ||
        !r.checkCount(YamlReader::child(root, "wings"), platform::limits::kMaxUnitsPerSide,
                      "'wings'"))
      return army;
  }
  if (!armyFile(t).readInto(r, root, "a War of the Roses army file", army)) return army;
  for (const ArmyProblem& p : checkArmy(t, army)) r.error(placeOf(root, p), p.message);
  return army;
}

Army loadWotrArmy(const std::filesystem::path& file, const Tables& t) {
  YamlReader r = YamlReader::fromFile(file);
  Army army = parseWotrArmy(r, t);
  r.throwIfErrors();
  return army;
}

}  // namespace sandtable::scenario
