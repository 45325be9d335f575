// The builder tries a change on a copy of the army: a rule the copy breaks that the army did not
// is the change's, and so is a cost over the agreed points.
#include "ArmyBuilder.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>

#include "Profile.h"
#include "core/Wording.h"

namespace sandtable::rules::wotr {

namespace {

// The outline's army wings: "Yellow cavalry 4 [bases] 12 [figures]", "White cavalry 3 9",
// "Blue longbowmen 4 16", "Red xbowmen 6 12 + 12" (002 Army wings). reconstructed: three
// horse or four foot to a base, the last base taking what is left.
constexpr int kHorsePerBase = 3;
constexpr int kFootPerBase = 4;

constexpr std::array<const char*, 10> kOrdinals{"first",   "second",  "third", "fourth",
                                                "fifth",   "sixth",   "seventh", "eighth",
                                                "ninth",   "tenth"};

constexpr const char* kWhyOrders = "(002 Event I: orders are given to each battle/wing)";

bool validUnit(const Army& a, int index) {
  return index >= 0 && static_cast<std::size_t>(index) < a.units.size();
}

int unitsIn(const Army& a, const std::string& wing) {
  return static_cast<int>(std::count_if(a.units.begin(), a.units.end(),
                                        [&](const UnitLine& u) { return u.wing == wing; }));
}

std::set<std::string> messagesOf(const std::vector<ArmyProblem>& ps) {
  std::set<std::string> out;
  for (const ArmyProblem& p : ps) {
    if (p.field != ArmyProblem::Field::Points) out.insert(p.message);
  }
  return out;
}

std::string lowered(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

int basesFor(const Tables& t, const UnitLine& u) {
  const Profile p = profileOf(t, u);
  const UnitSize& size = t.unitSizes[static_cast<std::size_t>(p.arm)];
  if (size.maxBases > 0) return size.maxBases;
  const int each = p.cavalry() ? kHorsePerBase : kFootPerBase;
  return std::max(1, (p.figures + each - 1) / each);
}

UnitLine fitted(const Tables& t, UnitLine u) {
  if (u.groups.empty()) return u;
  const UnitSize& size = t.unitSizes[static_cast<std::size_t>(profileOf(t, u).arm)];
  int figures = figuresOf(u);
  // Too many: taken from the last groups first, each keeping a figure.
  for (auto g = u.groups.rbegin(); g != u.groups.rend() && figures > size.maxFigures; ++g) {
    const int take = std::min(figures - size.maxFigures, g->figures - 1);
    g->figures -= take;
    figures -= take;
  }
  if (figures < size.minFigures) u.groups.back().figures += size.minFigures - figures;
  u.bases = basesFor(t, u);
  return u;
}

ArmyBuilder::ArmyBuilder(const Tables& tables, Army start, int limit)
    : mT(&tables), mArmy(std::move(start)), mLimit(limit) {
  mArmy.points = limit;
}

std::string ArmyBuilder::overLimit(const Army& a) const {
  const int cost = armyCost(*mT, a);
  if (mLimit <= 0 || cost <= mLimit) return {};
  return "the army would cost " + std::to_string(cost) + " points, " +
         std::to_string(cost - mLimit) + " over the agreed " + std::to_string(mLimit) +
         " (002 Making an Army: 'Players choose the total points to build their armies by "
         "mutual agreement')";
}

std::string ArmyBuilder::whyNotReady() const {
  if (mArmy.units.empty())
    return "an army takes the field with at least one unit (Sandtable: a battle needs troops)";
  if (mArmy.wings.empty())
    return "the army has no battle/wing to fight in; add one " + std::string(kWhyOrders);
  for (const ArmyProblem& p : checkArmy(*mT, mArmy)) {
    if (p.field != ArmyProblem::Field::Points) return p.message;
  }
  for (const Wing& w : mArmy.wings) {
    if (unitsIn(mArmy, w.id) == 0)
      return subjectVerb(w.name, "has") + " no units: give it some or remove it " + kWhyOrders;
  }
  return overLimit(mArmy);
}

std::string ArmyBuilder::freshId(Kind kind) const {
  const std::string stem = lowered(mT->kind(kind).name);
  for (int n = 1;; ++n) {
    const std::string id = stem + "_" + std::to_string(n);
    if (std::none_of(mArmy.units.begin(), mArmy.units.end(),
                     [&](const UnitLine& u) { return u.id == id; }))
      return id;
  }
}

// "Militia (Longbow)", "Knight (Lance, Horse) 2": its kind and weapons, unique in the army.
std::string ArmyBuilder::nameFor(const UnitLine& u) const {
  std::vector<std::string> weapons;
  for (const FigureGroup& g : u.groups) {
    for (const std::string& id : g.weapons) {
      const Weapon* w = mT->weapon(id);
      if (w && std::find(weapons.begin(), weapons.end(), w->name) == weapons.end())
        weapons.push_back(w->name);
    }
  }
  std::string stem = mT->kind(u.kind).name;
  for (std::size_t i = 0; i < weapons.size(); ++i)
    stem += (i == 0 ? " (" : ", ") + weapons[i] + (i + 1 == weapons.size() ? ")" : "");
  std::string name = stem;
  const auto taken = [&](const std::string& n) {
    return std::any_of(mArmy.units.begin(), mArmy.units.end(),
                       [&](const UnitLine& o) { return o.name == n; });
  };
  for (int n = 2; taken(name); ++n) name = stem + " " + std::to_string(n);
  return name;
}

UnitLine ArmyBuilder::draft(Kind kind, const std::string& wing) const {
  UnitLine u;
  u.kind = kind;
  u.morale = MoraleClass::Ordinary;
  u.wing = wing;
  u.groups.push_back(
      {mT->unitSizes[static_cast<std::size_t>(Arm::Infantry)].minFigures, Protection::None, {}});
  u.bases = basesFor(*mT, u);
  return u;
}

std::string ArmyBuilder::whyNotUnit(const UnitLine& candidate) const {
  Army alone;
  alone.units.push_back(candidate);
  alone.units.front().wing.clear();
  if (alone.units.front().name.empty()) alone.units.front().name = nameFor(candidate);
  for (const ArmyProblem& p : checkArmy(*mT, alone)) return p.message;
  return {};
}

std::string ArmyBuilder::whyNot(const UnitLine& candidate, int index) const {
  Army a = mArmy;
  int at = index;
  if (validUnit(a, index)) {
    a.units[static_cast<std::size_t>(index)] = candidate;
  } else {
    a.units.push_back(candidate);
    at = static_cast<int>(a.units.size()) - 1;
  }
  UnitLine& u = a.units[static_cast<std::size_t>(at)];
  if (u.name.empty()) u.name = nameFor(u);
  const std::vector<ArmyProblem> after = checkArmy(*mT, a);
  // The rule the changed line breaks first, then any the change brings elsewhere.
  for (const ArmyProblem& p : after) {
    if (p.field != ArmyProblem::Field::Points && p.unit == at) return p.message;
  }
  const std::set<std::string> before = messagesOf(checkArmy(*mT, mArmy));
  for (const ArmyProblem& p : after) {
    if (p.field != ArmyProblem::Field::Points && !before.count(p.message)) return p.message;
  }
  return overLimit(a);
}

std::string ArmyBuilder::whyNotFigures(int index, int group, int figures) const {
  if (!validUnit(mArmy, index)) return "no such unit";
  UnitLine u = mArmy.units[static_cast<std::size_t>(index)];
  if (group < 0 || static_cast<std::size_t>(group) >= u.groups.size()) return "no such group";
  if (figures < 1) return "each group of a unit has at least one figure; remove the unit instead";
  u.groups[static_cast<std::size_t>(group)].figures = figures;
  u.bases = basesFor(*mT, u);
  return whyNot(u, index);
}

std::string ArmyBuilder::whyNotWing(int index, const std::string& wing) const {
  if (!validUnit(mArmy, index)) return "no such unit";
  if (std::none_of(mArmy.wings.begin(), mArmy.wings.end(),
                   [&](const Wing& w) { return w.id == wing; }))
    return "no battle/wing '" + wing + "' in the army";
  UnitLine u = mArmy.units[static_cast<std::size_t>(index)];
  u.wing = wing;
  return whyNot(u, index);
}

std::string ArmyBuilder::whyNotAddWing() const {
  for (const Wing& w : mArmy.wings) {
    if (unitsIn(mArmy, w.id) == 0)
      return subjectVerb(w.name, "has") +
             " no units yet: a battle/wing without troops has nothing to order " + kWhyOrders;
  }
  return {};
}

std::string ArmyBuilder::whyNotRemoveWing(int wing) const {
  if (wing < 0 || static_cast<std::size_t>(wing) >= mArmy.wings.size())
    return "no such battle/wing";
  if (mArmy.wings.size() == 1)
    return "the army keeps at least one battle/wing under a leader " + std::string(kWhyOrders);
  const Wing& w = mArmy.wings[static_cast<std::size_t>(wing)];
  const int n = unitsIn(mArmy, w.id);
  if (n > 0)
    return theWithinSentences(std::to_string(n) + (n == 1 ? " unit" : " units") + " of " + w.name +
                              " would be in no battle/wing: move or remove " +
                              (n == 1 ? "it" : "them") + " first " + kWhyOrders);
  return {};
}

std::string ArmyBuilder::addUnit(UnitLine u) {
  if (std::string why = whyNot(u); !why.empty()) return why;
  if (u.id.empty()) u.id = freshId(u.kind);
  if (u.name.empty()) u.name = nameFor(u);
  mArmy.units.push_back(std::move(u));
  return {};
}

std::string ArmyBuilder::setFigures(int index, int group, int figures) {
  if (std::string why = whyNotFigures(index, group, figures); !why.empty()) return why;
  UnitLine& u = mArmy.units[static_cast<std::size_t>(index)];
  u.groups[static_cast<std::size_t>(group)].figures = figures;
  u.bases = basesFor(*mT, u);
  return {};
}

std::string ArmyBuilder::setWing(int index, const std::string& wing) {
  if (std::string why = whyNotWing(index, wing); !why.empty()) return why;
  mArmy.units[static_cast<std::size_t>(index)].wing = wing;
  return {};
}

std::string ArmyBuilder::addWing() {
  if (std::string why = whyNotAddWing(); !why.empty()) return why;
  // The next free "battle_N", named by its place: "The second battle", its leader "The
  // captain of the second battle" (the outline names no leaders).
  int n = static_cast<int>(mArmy.wings.size()) + 1;
  const auto taken = [&](const std::string& id) {
    return std::any_of(mArmy.wings.begin(), mArmy.wings.end(),
                       [&](const Wing& w) { return w.id == id; });
  };
  while (taken("battle_" + std::to_string(n))) ++n;
  const std::string place = static_cast<std::size_t>(n) <= kOrdinals.size()
                                ? std::string(kOrdinals[static_cast<std::size_t>(n - 1)])
                                : std::to_string(n) + "th";
  mArmy.wings.push_back({"battle_" + std::to_string(n), "The " + place + " battle",
                         "The captain of the " + place + " battle"});
  return {};
}

std::string ArmyBuilder::removeWing(int wing) {
  if (std::string why = whyNotRemoveWing(wing); !why.empty()) return why;
  mArmy.wings.erase(mArmy.wings.begin() + wing);
  return {};
}

void ArmyBuilder::removeUnit(int index) {
  if (!validUnit(mArmy, index)) return;
  mArmy.units.erase(mArmy.units.begin() + index);
}

}  // namespace sandtable::rules::wotr
