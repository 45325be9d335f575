// Figure, unit and army points, and the cost line by line.
#include "Cost.h"

#include "core/Event.h"

namespace sandtable::rules::wotr {

namespace {

std::string signedText(int v) { return (v >= 0 ? "+" : "") + std::to_string(v); }

}  // namespace

int figureCost(const Tables& t, Kind kind, MoraleClass morale, Protection protection,
               const std::vector<std::string>& weapons) {
  int cost = t.kind(kind).cost + t.moraleClass(morale).cost + t.protection(protection).cost;
  for (const std::string& id : weapons) {
    if (const Weapon* w = t.weapon(id)) cost += w->cost;
  }
  return cost;
}

int groupCost(const Tables& t, const UnitLine& u, const FigureGroup& g) {
  return g.figures * figureCost(t, u.kind, u.morale, g.protection, g.weapons);
}

int unitCost(const Tables& t, const UnitLine& u) {
  int cost = 0;
  for (const FigureGroup& g : u.groups) cost += groupCost(t, u, g);
  return cost;
}

int armyCost(const Tables& t, const Army& army) {
  int cost = 0;
  for (const UnitLine& u : army.units) cost += unitCost(t, u);
  return cost;
}

std::vector<CostLine> costBreakdown(const Tables& t, const Army& army) {
  std::vector<CostLine> lines;
  for (const UnitLine& u : army.units) {
    lines.push_back({0,
                     u.name + ": " + rules::plural(figuresOf(u), "figure") + " on " +
                         rules::plural(u.bases, "base"),
                     ""});
    for (const FigureGroup& g : u.groups) {
      lines.push_back({1, t.kind(u.kind).name, signedText(t.kind(u.kind).cost)});
      lines.push_back({1, t.moraleClass(u.morale).name, signedText(t.moraleClass(u.morale).cost)});
      lines.push_back(
          {1, t.protection(g.protection).name, signedText(t.protection(g.protection).cost)});
      for (const std::string& id : g.weapons) {
        if (const Weapon* w = t.weapon(id)) lines.push_back({1, w->name, signedText(w->cost)});
      }
      const int each = figureCost(t, u.kind, u.morale, g.protection, g.weapons);
      lines.push_back({1, rules::plural(g.figures, "figure") + " x " + std::to_string(each),
                       std::to_string(g.figures * each)});
    }
    lines.push_back({1, "the unit", std::to_string(unitCost(t, u))});
  }
  const std::string of =
      army.points > 0 ? " (of " + std::to_string(army.points) + " points)" : std::string();
  lines.push_back({0, "Total" + of, std::to_string(armyCost(t, army))});
  return lines;
}

}  // namespace sandtable::rules::wotr
