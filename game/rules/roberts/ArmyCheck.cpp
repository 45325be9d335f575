// The checks, one rule each, in the order a person reads a unit line: kit, formation, size,
// attributes, cost; then the leaders and the army's total.
#include "ArmyCheck.h"

#include "Cost.h"
#include "Names.h"
#include "UnitSize.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

namespace {

// An id from a file as a message quotes it: a long one cut short.
std::string shortId(const std::string& id) {
  return id.size() <= 40 ? id : id.substr(0, 40) + "...";
}

// A unit as a message names it: by its name where it has one (what the army builder shows and
// the file writes beside the id), else by the file's id.
std::string unitCalled(const UnitLine& u) {
  return u.name.empty() ? "'" + shortId(u.id) + "'" : u.name;
}

std::string typesText(const TroopKindSet& types) {
  std::string out;
  std::size_t left = types.count();
  for (std::size_t i = 0; i < kTroopKindCount; ++i) {
    if (!types.test(i)) continue;
    --left;
    if (!out.empty()) out += left == 0 ? " or " : ", ";
    out += troopKindId(TroopKind(i));
  }
  return out.empty() ? "no troop type" : out;
}

struct UnitChecker {
  const Tables& t;
  Scale scale;
  const UnitLine& u;
  int index;
  std::vector<ArmyProblem>& out;

  void add(ArmyField f, std::string message) { out.push_back({index, -1, f, std::move(message)}); }

  template <class Entry>
  void kit(const Entry* e, const std::string& id, ArmyField f, const std::string& what,
           const std::string& section) {
    if (!e) {
      add(f, "unknown " + what + " '" + shortId(id) + "'");
      return;
    }
    if (!e->types.test(static_cast<std::size_t>(u.type)))
      add(f, t.troop(u.type).name + " may not have " + e->name + " (" + section + "." + id +
                 ".types in the ruleset: " + typesText(e->types) + ")");
  }

  void equipment() {
    kit(t.weapon(u.weapon), u.weapon, ArmyField::Weapon, "weapon", "weapons");
    if (!u.missile.empty())
      kit(t.missile(u.missile), u.missile, ArmyField::Missile, "missile weapon", "missile_weapons");
    kit(t.armourOf(u.armour), u.armour, ArmyField::Armour, "armour", "armour");
  }

  void formation() {
    const TroopType& type = t.troop(u.type);
    if (u.formed && type.alwaysUnformed)
      add(ArmyField::Formation, type.name + " must always be Unformed (000 Forming Units)");
    if (!u.formed && u.stands != 1)
      add(ArmyField::Stands, "an Unformed unit is always a single stand, not " +
                                 std::to_string(u.stands) + " (000 Forming Units)");
  }

  void size() {
    if (!u.formed || t.troop(u.type).alwaysUnformed) return;
    const SizeRange r = sizeRange(t, scale, u);
    const std::string level(trainingId(r.training));
    const std::string total = std::to_string(u.stands) + " stands of Size " +
                              std::to_string(r.standSize) + " make " +
                              std::to_string(u.stands * r.standSize);
    const std::string at = " at " + std::string(scaleId(scale));
    if (u.stands * r.standSize > r.maxSize)
      add(ArmyField::Stands, total + ", over the " + level + " maximum of " +
                                 std::to_string(r.maxSize) + at + ": at most " +
                                 std::to_string(r.maxStands) + " stands (000 Forming Units)");
    else if (r.minimumApplies && u.stands * r.standSize < r.minSize)
      add(ArmyField::Stands, total + ", under the " + level + " minimum of " +
                                 std::to_string(r.minSize) + at + ": at least " +
                                 std::to_string(r.minStands) + " stands (000 Forming Units)");
  }

  void attributes() {
    const TroopType& type = t.troop(u.type);
    for (std::size_t i = 0; i < kAttributeCount; ++i) {
      if (!u.attributes.test(i)) continue;
      const std::string name(attributeName(Attribute(i)));
      if (type.freeAttributes.test(i))
        add(ArmyField::Attributes,
            type.name + " are " + name +
                " at no cost (000 Point Cost: attributes that come with the troop "
                "type); leave it out");
      for (std::size_t j = 0; j < kAttributeCount; ++j) {
        if (j != i && u.attributes.test(j) && t.attributes[j].implies.test(i))
          add(ArmyField::Attributes, std::string(attributeName(Attribute(j))) +
                                         " stands are automatically " + name +
                                         " (000 Attributes); leave it out");
      }
    }
    const AttributeSet held = u.attributes | type.freeAttributes;
    for (const ExclusivePair& p : t.exclusive) {
      if (held.test(static_cast<std::size_t>(p.first)) &&
          held.test(static_cast<std::size_t>(p.second)))
        add(ArmyField::Attributes,
            "a stand may not be both " + std::string(attributeName(p.first)) + " and " +
                std::string(attributeName(p.second)) + " (" + p.source + ")");
    }
  }

  void cost() {
    const UnitCost c = costOf(t, u);
    if (c.standHundredths <= 0)
      add(ArmyField::Attributes, "its percentages come to " + std::to_string(c.percent) +
                                     "%, leaving a stand " + pointsText(c.standHundredths) +
                                     " points: no stand is free (000 Point Cost)");
  }
};

void checkLeaders(const Tables& t, const Army& army, std::vector<ArmyProblem>& out) {
  std::vector<int> leadersWith(army.units.size(), 0);
  for (std::size_t li = 0; li < army.leaders.size(); ++li) {
    const LeaderLine& l = army.leaders[li];
    const auto add = [&](ArmyField f, std::string m) {
      out.push_back({-1, static_cast<int>(li), f, std::move(m)});
    };
    const std::string who = l.rank == LeaderRank::General ? "a General" : "a Captain";
    if (l.with.empty()) {
      if (l.rank == LeaderRank::General)
        add(ArmyField::With, "each General must be attached to a unit (000 Captains and Generals)");
      continue;
    }
    int found = -1;
    for (std::size_t ui = 0; ui < army.units.size(); ++ui) {
      if (army.units[ui].id == l.with) found = static_cast<int>(ui);
    }
    if (found < 0) {
      std::string known;
      for (const UnitLine& u : army.units)
        known += (known.empty() ? "'" : ", '") + shortId(u.id) + "'";
      add(ArmyField::With, "no unit is called '" + shortId(l.with) +
                               "' (the units: " + (known.empty() ? "none" : known) + ")");
      continue;
    }
    const UnitLine& u = army.units[static_cast<std::size_t>(found)];
    if (u.count != 1)
      add(ArmyField::With, subjectVerb(unitCalled(u), "is") + " " + std::to_string(u.count) +
                               " units; " + who + " is attached to one: give it a line of its own");
    if (l.rank == LeaderRank::Captain && !u.formed)
      add(ArmyField::With,
          "a Captain is attached only to a Formed unit, or roams free (000 Captains and Generals)");
    if (t.leaders.onePerUnit && ++leadersWith[static_cast<std::size_t>(found)] == 2)
      add(ArmyField::With, subjectVerb(unitCalled(u), "has") +
                               " a leader already, and a unit has at most one: a General has the "
                               "same effect as a Captain for his unit (000 Captains and Generals)");
  }
}

}  // namespace

std::vector<ArmyProblem> checkUnit(const Tables& t, Scale scale, const UnitLine& u, int index) {
  std::vector<ArmyProblem> out;
  UnitChecker c{t, scale, u, index, out};
  c.equipment();
  c.formation();
  c.size();
  c.attributes();
  if (out.empty()) c.cost();
  return out;
}

std::vector<ArmyProblem> checkArmy(const Tables& t, const Army& army) {
  std::vector<ArmyProblem> out;
  for (std::size_t i = 0; i < army.units.size(); ++i) {
    auto unit = checkUnit(t, army.scale, army.units[i], static_cast<int>(i));
    out.insert(out.end(), unit.begin(), unit.end());
  }
  checkLeaders(t, army, out);
  if (out.empty() && army.points > 0) {
    const long long total = costOf(t, army).total;
    if (total > army.points)
      out.push_back({-1, -1, ArmyField::Points,
                     "the army costs " + std::to_string(total) + " points, " +
                         std::to_string(total - army.points) + " over its allotment of " +
                         std::to_string(army.points) + " (000 Point Cost)"});
  }
  return out;
}

}  // namespace sandtable::rules::roberts
