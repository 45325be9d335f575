// An army file as declarations (scenario/YamlBind.h): the `army` header, `units` keyed by id,
// `leaders`. Ids of weapons, missile weapons and armour are checked against the tables as the
// file is read; the army's rules are checked once the whole file has read cleanly, and each
// problem is placed at the key it is about.
#include "RobertsArmyFile.h"

#include "NameSets.h"
#include "RobertsNames.h"
#include "platform/InputLimits.h"
#include "rules/roberts/ArmyCheck.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::roberts;
using bind::Record;

namespace {

constexpr int kMaxStandsOrCount = 200;

// A field naming an entry of the tables (a weapon, a missile weapon, an armour).
template <class E>
Record<UnitLine>::Reader entryId(std::string UnitLine::*member, const std::vector<E>& entries,
                                 std::string noun) {
  return [member, &entries, noun](YamlReader& r, const YAML::Node& v, UnitLine& u) {
    const auto s = r.scalar(v, "'" + noun + "'");
    if (!s) return;
    std::vector<std::string_view> known;
    for (const E& e : entries) {
      if (e.id == *s) {
        u.*member = *s;
        return;
      }
      known.push_back(e.id);
    }
    r.error(v, "unknown " + noun + " '" + data::excerpt(*s) +
                   "' (the ruleset's: " + bind::alternatives(known) + ")");
  };
}

Record<UnitLine> unitLine(const Tables& t) {
  Record<UnitLine> r;
  r.text("name", &UnitLine::name)
      .enumeration("type", &UnitLine::type, roberts::troopKindNames())
      .note("000 The Stands")
      .enumeration("formation", &UnitLine::formed,
                   std::vector<bind::Name<bool>>{{"formed", true}, {"unformed", false}})
      .note("000 Forming Units")
      .integer("stands", &UnitLine::stands, 1, kMaxStandsOrCount, bind::kOptional)
      .integer("count", &UnitLine::count, 1, kMaxStandsOrCount, bind::kOptional)
      .custom("weapon", entryId(&UnitLine::weapon, t.weapons, "weapon"))
      .custom("missile", entryId(&UnitLine::missile, t.missiles, "missile weapon"))
      .optional()
      .custom("armour", entryId(&UnitLine::armour, t.armour, "armour"))
      .custom("attributes",
              roberts::nameSet(&UnitLine::attributes, roberts::attributeNames(), "attribute"))
      .optional()
      .check([](YamlReader& rd, const YAML::Node& n, UnitLine& u) {
        if (u.formed && !YamlReader::child(n, "stands").IsDefined())
          rd.error(n, "missing required key 'stands': how many stands a Formed unit has");
      });
  return r;
}

Record<LeaderLine> leaderLine() {
  Record<LeaderLine> r;
  r.enumeration("rank", &LeaderLine::rank,
                std::vector<bind::Name<LeaderRank>>{{"general", LeaderRank::General},
                                                    {"captain", LeaderRank::Captain}})
      .note("000 Captains and Generals")
      .text("name", &LeaderLine::name, bind::kOptional)
      .text("with", &LeaderLine::with, bind::kOptional);
  return r;
}

Record<Army> armyFile(const Tables& t) {
  Record<Army> header;
  header
      .custom("ruleset",
              [](YamlReader& r, const YAML::Node& v, Army&) {
                const auto s = r.scalar(v, "'ruleset'");
                if (s && *s != "roberts")
                  r.error(v, "this army is for ruleset '" + data::excerpt(*s) + "', not roberts");
              })
      .text("name", &Army::name)
      .enumeration("scale", &Army::scale, roberts::scaleNames())
      .note("000 The Stands")
      .integer("points", &Army::points, 0, 1000000, bind::kOptional)
      .text("source", &Army::source, bind::kOptional);
  Record<Army> file;
  file.group("army", header)
      .entries("units", &Army::units, &UnitLine::id, unitLine(t), "unit")
      .list("leaders", &Army::leaders, leaderLine(), "leader")
      .optional();
  return file;
}

// The node a problem is about: the key of the unit line or leader it names, or the line itself.
YAML::Node placeOf(const YAML::Node& root, const ArmyProblem& p) {
  static const char* const kKeys[] = {"type",   "formation",  "stands", "weapon", "missile",
                                      "armour", "attributes", "rank",   "with",   "points"};
  const char* key = kKeys[static_cast<std::size_t>(p.field)];
  YAML::Node at = YamlReader::child(root, "army");
  if (p.unit >= 0) {
    const YAML::Node units = YamlReader::child(root, "units");
    int i = 0;
    for (auto it = units.begin(); it != units.end(); ++it, ++i) {
      if (i == p.unit) at = YAML::Node(it->second);
    }
  } else if (p.leader >= 0) {
    const YAML::Node leaders = YamlReader::child(root, "leaders");
    at = leaders[static_cast<std::size_t>(p.leader)];
  }
  const YAML::Node value = YamlReader::child(at, key);
  return value.IsDefined() ? value : at;
}

}  // namespace

Army parseRobertsArmy(YamlReader& r, const Tables& t) {
  Army army;
  const YAML::Node root = r.root();
  if (r.expectMap(root, "a Robert's Rules army file")) {
    if (!r.checkCount(YamlReader::child(root, "units"), platform::limits::kMaxUnitsPerSide,
                      "'units'") ||
        !r.checkCount(YamlReader::child(root, "leaders"), platform::limits::kMaxUnitsPerSide,
                      "'leaders'"))
      return army;
  }
  if (!armyFile(t).readInto(r, root, "a Robert's Rules army file", army)) return army;
  for (const ArmyProblem& p : checkArmy(t, army)) r.error(placeOf(root, p), p.message);
  return army;
}

Army loadRobertsArmy(const std::filesystem::path& file, const Tables& t) {
  YamlReader r = YamlReader::fromFile(file);
  Army army = parseRobertsArmy(r, t);
  r.throwIfErrors();
  return army;
}

}  // namespace sandtable::scenario
