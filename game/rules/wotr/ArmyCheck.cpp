// The army's rules, unit by unit, then the total.
#include "ArmyCheck.h"

#include "Cost.h"
#include "Profile.h"

namespace sandtable::rules::wotr {

namespace {

const char* armName(Arm a) {
  return a == Arm::Cavalry ? "cavalry" : a == Arm::Artillery ? "artillery" : "infantry";
}

}  // namespace

std::vector<ArmyProblem> checkArmy(const Tables& t, const Army& army) {
  using F = ArmyProblem::Field;
  std::vector<ArmyProblem> out;
  for (std::size_t i = 0; i < army.units.size(); ++i) {
    const UnitLine& u = army.units[i];
    const int at = static_cast<int>(i);
    const Profile p = profileOf(t, u);
    const UnitSize& size = t.unitSizes[static_cast<std::size_t>(p.arm)];
    if (p.figures < size.minFigures || p.figures > size.maxFigures) {
      out.push_back({at, F::Figures,
                     u.name + ": " + std::to_string(p.figures) + " figures; a unit of " +
                         armName(p.arm) + " has " + std::to_string(size.minFigures) + "-" +
                         std::to_string(size.maxFigures) + " (002 Making an Army)"});
    }
    if (size.maxBases > 0 && u.bases > size.maxBases) {
      out.push_back({at, F::Bases,
                     u.name + ": " + std::to_string(u.bases) + " bases; " + armName(p.arm) +
                         " is at most " + std::to_string(size.maxBases) +
                         " (002 Making an Army: 'artillery is only one base sized')"});
    }
    bool mounted = false, onFoot = false;
    for (const FigureGroup& g : u.groups) {
      bool horse = false;
      for (const std::string& id : g.weapons) {
        const Weapon* w = t.weapon(id);
        horse = horse || (w && w->mount);
      }
      (horse ? mounted : onFoot) = true;
    }
    if (mounted && onFoot) {
      out.push_back({at, F::Weapons,
                     u.name + ": some figures mounted and some on foot; a unit is cavalry or "
                              "infantry (002 Making an Army: 'infantry units ... cavalry')"});
    }
    bool wingKnown = army.wings.empty() && u.wing.empty();
    for (const Wing& w : army.wings) wingKnown = wingKnown || w.id == u.wing;
    if (!wingKnown) {
      out.push_back({at, F::Wing,
                     u.name + ": no battle/wing '" + u.wing +
                         "' in the army (002 Event I: orders go to battles/wings)"});
    }
  }
  const int total = armyCost(t, army);
  if (army.points > 0 && total > army.points) {
    out.push_back({-1, F::Points,
                   "the army costs " + std::to_string(total) + ", over the agreed " +
                       std::to_string(army.points) + " points (002 Making an Army)"});
  }
  return out;
}

}  // namespace sandtable::rules::wotr
