// The cost of a unit line, item by item, in integers: hundredths of a point until the unit's
// stands are summed, whole points after.
#include "Cost.h"

#include "Names.h"

namespace sandtable::rules::roberts {

namespace {

// Rounds hundredths to the nearest whole point, a half upwards (for either sign).
long long roundHalfUp(long long hundredths) {
  const long long shifted = hundredths + 50;
  return shifted >= 0 ? shifted / 100 : -((-shifted + 99) / 100);
}

std::string freeReason(const Tables& t, const UnitLine& u, Attribute a) {
  const std::size_t i = static_cast<std::size_t>(a);
  if (u.attributes.test(i)) return {};
  const TroopType& type = t.troop(u.type);
  if (type.freeAttributes.test(i)) return type.name;
  const AttributeSet granted = u.attributes | type.freeAttributes;
  for (std::size_t j = 0; j < kAttributeCount; ++j) {
    if (granted.test(j) && t.attributes[j].implies.test(i))
      return std::string(attributeName(Attribute(j)));
  }
  return {};
}

}  // namespace

UnitCost costOf(const Tables& t, const UnitLine& u) {
  UnitCost c;
  c.baseCost = t.troop(u.type).baseCost;
  if (const Weapon* w = t.weapon(u.weapon))
    c.percentages.push_back({w->name + " (class " + w->weaponClass + ")", w->costPercent, {}});
  if (const MissileWeapon* m = t.missile(u.missile))
    c.percentages.push_back({m->name, m->costPercent, {}});
  if (const Armour* a = t.armourOf(u.armour))
    c.percentages.push_back({a->name, a->costPercent, {}});
  // The attributes paid for, then those that come free, each group in the table's order.
  const AttributeSet all = effectiveAttributes(t, u);
  for (const bool paid : {true, false}) {
    for (std::size_t i = 0; i < kAttributeCount; ++i) {
      if (!all.test(i)) continue;
      const Attribute a = Attribute(i);
      std::string freeWith = freeReason(t, u, a);
      if (freeWith.empty() == paid)
        c.percentages.push_back(
            {std::string(attributeName(a)), t.attributes[i].costPercent, std::move(freeWith)});
    }
  }
  for (const CostPercent& p : c.percentages) {
    if (p.freeWith.empty()) c.percent += p.percent;
  }
  c.standHundredths = static_cast<long long>(c.baseCost) * (100 + c.percent);
  c.stands = u.formed ? u.stands : 1;
  c.standsCost = static_cast<int>(roundHalfUp(c.standHundredths * c.stands));
  c.premium = u.formed ? t.costs.formedUnitPremium : 0;
  c.unitCost = c.standsCost + c.premium;
  c.count = u.count;
  c.lineCost = static_cast<long long>(c.count) * c.unitCost;
  return c;
}

int leaderCost(const Tables& t, LeaderRank rank) {
  return rank == LeaderRank::General ? t.costs.general : t.costs.captain;
}

ArmyCost costOf(const Tables& t, const Army& army) {
  ArmyCost out;
  for (const UnitLine& u : army.units) {
    out.units.push_back(costOf(t, u));
    out.total += out.units.back().lineCost;
  }
  for (const LeaderLine& l : army.leaders) {
    out.leaders.push_back(leaderCost(t, l.rank));
    out.total += out.leaders.back();
  }
  return out;
}

std::string pointsText(long long hundredths) {
  const bool negative = hundredths < 0;
  const long long v = negative ? -hundredths : hundredths;
  std::string out = (negative ? "-" : "") + std::to_string(v / 100);
  const long long frac = v % 100;
  if (frac != 0) {
    out += '.';
    out += static_cast<char>('0' + frac / 10);
    if (frac % 10 != 0) out += static_cast<char>('0' + frac % 10);
  }
  return out;
}

}  // namespace sandtable::rules::roberts
