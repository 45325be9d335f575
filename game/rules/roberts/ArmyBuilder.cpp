// The builder checks a change by making it on a copy: a rule the copy breaks that the army did
// not is the change's, and so is a total over the allotment.
#include "ArmyBuilder.h"

#include <algorithm>
#include <set>

#include "ArmyCheck.h"
#include "Cost.h"
#include "Names.h"
#include "UnitSize.h"

namespace sandtable::rules::roberts {

namespace {

std::set<std::string> messages(const std::vector<ArmyProblem>& ps) {
  std::set<std::string> out;
  for (const ArmyProblem& p : ps) out.insert(p.message);
  return out;
}

bool valid(const Army& a, int index) {
  return index >= 0 && static_cast<std::size_t>(index) < a.units.size();
}

}  // namespace

ArmyBuilder::ArmyBuilder(const Tables& tables, Army start, int limit)
    : mT(&tables), mArmy(std::move(start)), mLimit(limit) {
  mArmy.points = limit;
}

long long ArmyBuilder::total() const { return costOf(*mT, mArmy).total; }

std::vector<BreakdownLine> ArmyBuilder::breakdown() const { return costBreakdown(*mT, mArmy); }

std::string ArmyBuilder::overLimit(const Army& a) const {
  const long long cost = costOf(*mT, a).total;
  if (mLimit <= 0 || cost <= mLimit) return {};
  return "the army would cost " + std::to_string(cost) + " points, " +
         std::to_string(cost - mLimit) + " over the allotment of " + std::to_string(mLimit) +
         " (000 Captains and Generals: the points each player is given to build his army)";
}

std::string ArmyBuilder::whyNotArmy(const Army& a, int unit, int leader) const {
  const std::set<std::string> before = messages(checkArmy(*mT, mArmy));
  const std::vector<ArmyProblem> after = checkArmy(*mT, a);
  // The rule the changed line or leader breaks first, then any the change brings elsewhere (a
  // second unit in a line whose leader is attached to one).
  for (const ArmyProblem& p : after) {
    if (p.field == ArmyField::Points) continue;
    if ((unit >= 0 && p.unit == unit) || (leader >= 0 && p.leader == leader)) return p.message;
  }
  for (const ArmyProblem& p : after) {
    if (p.field != ArmyField::Points && !before.count(p.message)) return p.message;
  }
  return overLimit(a);
}

std::string ArmyBuilder::whyNotReady() const {
  if (mArmy.units.empty())
    return "an army takes the field with at least one unit (Sandtable: a battle needs troops)";
  for (const ArmyProblem& p : checkArmy(*mT, mArmy)) return p.message;
  return overLimit(mArmy);
}

std::string ArmyBuilder::freshId(TroopKind type) const {
  const std::string stem(troopKindId(type));
  for (int n = 1;; ++n) {
    const std::string id = stem + "_" + std::to_string(n);
    if (std::none_of(mArmy.units.begin(), mArmy.units.end(),
                     [&](const UnitLine& u) { return u.id == id; }))
      return id;
  }
}

UnitLine ArmyBuilder::draft(TroopKind type) const {
  const TroopType& tt = mT->troop(type);
  const auto carries = [&](const auto& e) { return e.types.test(static_cast<std::size_t>(type)); };
  UnitLine u;
  u.type = type;
  u.id = freshId(type);
  u.name = tt.name;
  const auto sameName = [&](const UnitLine& l) { return l.name == u.name; };
  for (int n = 2; std::any_of(mArmy.units.begin(), mArmy.units.end(), sameName); ++n)
    u.name = tt.name + " " + std::to_string(n);
  for (const Weapon& w : mT->weapons) {
    if (carries(w)) {
      u.weapon = w.id;
      break;
    }
  }
  // The plainest armour the type may wear: one that neither adds to nor takes from the cost.
  for (const Armour& a : mT->armour) {
    if (carries(a) && (u.armour.empty() || a.costPercent == 0)) {
      u.armour = a.id;
      if (a.costPercent == 0) break;
    }
  }
  // Engines are bought for their missiles.
  if (type == TroopKind::Artillery) {
    for (const MissileWeapon& m : mT->missiles) {
      if (carries(m)) {
        u.missile = m.id;
        break;
      }
    }
  }
  u.formed = !tt.alwaysUnformed;
  u.stands = u.formed ? sizeRange(*mT, mArmy.scale, u).minStands : 1;
  return u;
}

std::string ArmyBuilder::whyNot(const UnitLine& candidate, int index) const {
  Army a = mArmy;
  int at = index;
  if (valid(a, index)) {
    a.units[static_cast<std::size_t>(index)] = candidate;
  } else {
    a.units.push_back(candidate);
    at = static_cast<int>(a.units.size()) - 1;
  }
  return whyNotArmy(a, at, -1);
}

std::string ArmyBuilder::whyNotPart(const UnitLine& candidate, ArmyField part) const {
  for (const ArmyProblem& p : checkUnit(*mT, mArmy.scale, candidate, 0)) {
    if (p.field == part) return p.message;
  }
  return {};
}

std::string ArmyBuilder::whyNotStands(int index, int stands) const {
  if (!valid(mArmy, index)) return "no such unit line";
  if (stands < 1) return "a unit has at least one stand (000 Forming Units); remove the line";
  UnitLine u = mArmy.units[static_cast<std::size_t>(index)];
  u.stands = stands;
  return whyNot(u, index);
}

std::string ArmyBuilder::whyNotCount(int index, int count) const {
  if (!valid(mArmy, index)) return "no such unit line";
  if (count < 1) return "a line buys at least one unit; remove the line";
  UnitLine u = mArmy.units[static_cast<std::size_t>(index)];
  u.count = count;
  return whyNot(u, index);
}

std::string ArmyBuilder::whyNotToggle(int index, Attribute a) const {
  if (!valid(mArmy, index)) return "no such unit line";
  UnitLine u = mArmy.units[static_cast<std::size_t>(index)];
  u.attributes.flip(static_cast<std::size_t>(a));
  return whyNot(u, index);
}

std::string ArmyBuilder::whyNotLeader(LeaderRank rank, int with) const {
  Army a = mArmy;
  LeaderLine l;
  l.rank = rank;
  if (valid(a, with)) l.with = a.units[static_cast<std::size_t>(with)].id;
  a.leaders.push_back(l);
  return whyNotArmy(a, -1, static_cast<int>(a.leaders.size()) - 1);
}

std::string ArmyBuilder::addUnit(UnitLine u) {
  if (u.id.empty()) u.id = freshId(u.type);
  if (std::string why = whyNot(u); !why.empty()) return why;
  mArmy.units.push_back(std::move(u));
  return {};
}

std::string ArmyBuilder::setStands(int index, int stands) {
  if (std::string why = whyNotStands(index, stands); !why.empty()) return why;
  mArmy.units[static_cast<std::size_t>(index)].stands = stands;
  return {};
}

std::string ArmyBuilder::setCount(int index, int count) {
  if (std::string why = whyNotCount(index, count); !why.empty()) return why;
  mArmy.units[static_cast<std::size_t>(index)].count = count;
  return {};
}

std::string ArmyBuilder::toggleAttribute(int index, Attribute a) {
  if (std::string why = whyNotToggle(index, a); !why.empty()) return why;
  mArmy.units[static_cast<std::size_t>(index)].attributes.flip(static_cast<std::size_t>(a));
  return {};
}

std::string ArmyBuilder::addLeader(LeaderRank rank, int with) {
  if (std::string why = whyNotLeader(rank, with); !why.empty()) return why;
  LeaderLine l;
  l.rank = rank;
  if (valid(mArmy, with)) l.with = mArmy.units[static_cast<std::size_t>(with)].id;
  // Every leader is named: a free Captain is placed by his name.
  const std::string stem = rank == LeaderRank::General ? "General" : "Captain";
  const auto taken = [&](const std::string& name) {
    return std::any_of(mArmy.leaders.begin(), mArmy.leaders.end(),
                       [&](const LeaderLine& o) { return o.name == name; });
  };
  l.name = stem;
  for (int n = 2; taken(l.name); ++n) l.name = stem + " " + std::to_string(n);
  mArmy.leaders.push_back(std::move(l));
  return {};
}

void ArmyBuilder::removeUnit(int index) {
  if (!valid(mArmy, index)) return;
  const std::string id = mArmy.units[static_cast<std::size_t>(index)].id;
  mArmy.units.erase(mArmy.units.begin() + index);
  std::erase_if(mArmy.leaders, [&](const LeaderLine& l) { return l.with == id; });
}

void ArmyBuilder::removeLeader(int index) {
  if (index < 0 || static_cast<std::size_t>(index) >= mArmy.leaders.size()) return;
  mArmy.leaders.erase(mArmy.leaders.begin() + index);
}

}  // namespace sandtable::rules::roberts
