// A War of the Roses points battle's army builder (002 Making an Army: "Players choose the total
// points to build their armies by mutual agreement ... Then they can organize units in size,
// type and armament accordingly"): units bought to the agreed points, each of one kind and
// morale in groups of figures that share protection and weapons, in battles/wings under their
// leaders. Every change is tried on a copy against the army's rules (ArmyCheck) and the points
// first; a refused one leaves the army as it was and says why in the outline's words.
#pragma once

#include <string>
#include <vector>

#include "Army.h"
#include "ArmyCheck.h"
#include "Cost.h"
#include "Tables.h"

namespace sandtable::rules::wotr {

// The bases a unit of these figures stands on. The outline gives no basing; its army wings put
// three horse or four foot on a base (Yellow cavalry 12 on 4, Blue longbowmen 16 on 4), and
// an artillery unit "is only one base sized".
int basesFor(const Tables& t, const UnitLine& u);

// `u` made to keep its arm's size once its weapons have changed what it is (a horse makes
// foot into cavalry): its figures brought inside the arm's range, a group at a time from the
// last, and its bases counted again. A unit that cannot be made to fit is left as it is, for
// the rules to say why.
UnitLine fitted(const Tables& t, UnitLine u);

class ArmyBuilder {
 public:
  // Starts from `start` (the scenario's army, or an empty one); `limit` is the agreed points.
  ArmyBuilder(const Tables& tables, Army start, int limit);

  const Army& army() const { return mArmy; }
  int limit() const { return mLimit; }
  int total() const { return armyCost(*mT, mArmy); }
  // The cost line by line, as `sandtable-cli army-cost` prints it.
  std::vector<CostLine> breakdown() const { return costBreakdown(*mT, mArmy); }
  // Why the army cannot take the field as it stands ("" when it can).
  std::string whyNotReady() const;

  // A unit of `kind` in battle/wing `wing`: the fewest figures of foot, ordinary morale, no
  // armour and no weapons, on its bases; what "add a unit" starts from.
  UnitLine draft(Kind kind, const std::string& wing) const;
  // Why `candidate` breaks a rule of its own (its figures, bases, horse and foot), whatever the
  // army: for greying a choice of a unit being drawn up ("" when it keeps them).
  std::string whyNotUnit(const UnitLine& candidate) const;
  // Why `candidate` could not replace line `index` (-1: be added): a rule it breaks, or the
  // points it takes the army over; "" when it could.
  std::string whyNot(const UnitLine& candidate, int index = -1) const;
  std::string whyNotFigures(int index, int group, int figures) const;
  std::string whyNotWing(int index, const std::string& wing) const;
  std::string whyNotAddWing() const;
  std::string whyNotRemoveWing(int wing) const;

  // Each makes the change and returns "", or returns why not and changes nothing. A unit
  // added without an id or name is given them.
  std::string addUnit(UnitLine u);
  std::string setFigures(int index, int group, int figures);
  std::string setWing(int index, const std::string& wing);
  std::string addWing();
  std::string removeWing(int wing);
  void removeUnit(int index);
  void removeAllUnits() { mArmy.units.clear(); }

 private:
  std::string overLimit(const Army& a) const;
  std::string nameFor(const UnitLine& u) const;
  std::string freshId(Kind kind) const;

  const Tables* mT;  // a pointer: a builder may be replaced by another (start again)
  Army mArmy;
  int mLimit = 0;
};

}  // namespace sandtable::rules::wotr
