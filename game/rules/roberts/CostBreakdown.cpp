// The breakdown's words. The numbers are costOf's; this file only lays them out.
#include "CostBreakdown.h"

#include "Cost.h"
#include "Names.h"
#include "Profile.h"
#include "UnitSize.h"
#include "core/Event.h"

namespace sandtable::rules::roberts {

namespace {

std::string signedPercent(int p) { return (p >= 0 ? "+" : "") + std::to_string(p) + "%"; }

void unitLines(const Tables& t, const Army& army, const UnitLine& u, const UnitCost& c,
               std::vector<BreakdownLine>& out) {
  const TroopType& type = t.troop(u.type);
  const Profile p = profileOf(t, army.scale, u);
  std::string heading = u.name + ": ";
  if (c.count != 1) heading += std::to_string(c.count) + " units of ";
  heading += plural(c.stands, "stand", "stands") + " of " + type.name + ", " +
             (u.formed ? "Formed" : "Unformed") + ", " + p.text();
  out.push_back({0, heading, {}});
  out.push_back({1, "base cost (" + type.name + ")", std::to_string(c.baseCost)});
  for (const CostPercent& item : c.percentages) {
    out.push_back(
        {1, item.what,
         item.freeWith.empty() ? signedPercent(item.percent) : "free with " + item.freeWith});
  }
  out.push_back(
      {1, "a stand: " + std::to_string(c.baseCost) + " x " + std::to_string(100 + c.percent) + "%",
       pointsText(c.standHundredths)});
  if (u.formed) {
    const SizeRange r = sizeRange(t, army.scale, u);
    std::string range =
        std::string(trainingId(r.training)) + " at " + std::string(scaleId(army.scale)) + ": ";
    range += r.minimumApplies && r.minSize > 0 ? std::to_string(r.minSize) + "-" : "at most ";
    range += std::to_string(r.maxSize);
    out.push_back({1,
                   "size: " + std::to_string(c.stands) + " x " + std::to_string(r.standSize) +
                       " = " + std::to_string(c.stands * r.standSize) + " (" + range + ")",
                   {}});
  }
  out.push_back({1, plural(c.stands, "stand", "stands") + " x " + pointsText(c.standHundredths),
                 std::to_string(c.standsCost)});
  if (c.premium != 0) out.push_back({1, "Formed-unit premium", "+" + std::to_string(c.premium)});
  if (c.count != 1) {
    out.push_back({1, "a unit", std::to_string(c.unitCost)});
    out.push_back({1, std::to_string(c.count) + " units x " + std::to_string(c.unitCost),
                   std::to_string(c.lineCost)});
  } else {
    out.push_back({1, "the unit", std::to_string(c.lineCost)});
  }
}

}  // namespace

std::vector<BreakdownLine> costBreakdown(const Tables& t, const Army& army) {
  const ArmyCost cost = costOf(t, army);
  std::vector<BreakdownLine> out;
  for (std::size_t i = 0; i < army.units.size(); ++i)
    unitLines(t, army, army.units[i], cost.units[i], out);
  for (std::size_t i = 0; i < army.leaders.size(); ++i) {
    const LeaderLine& l = army.leaders[i];
    std::string label = (l.rank == LeaderRank::General ? "General" : "Captain");
    if (!l.name.empty()) label += " " + l.name;
    std::string with = "roaming free";
    for (const UnitLine& u : army.units) {
      if (!l.with.empty() && u.id == l.with) with = "with " + u.name;
    }
    out.push_back({0, label + " (" + with + ")", std::to_string(cost.leaders[i])});
  }
  std::string total = "Total";
  if (army.points > 0) total += " (of " + std::to_string(army.points) + " points)";
  out.push_back({0, total, std::to_string(cost.total)});
  return out;
}

}  // namespace sandtable::rules::roberts
