// A points battle's army builder (000 Point Cost, Forming Units, Captains and Generals): an army
// bought line by line to an allotment. Every change is checked by the army rules (ArmyCheck) and
// the limit before it is made; a refused one leaves the army as it was and says why, naming the
// rule and its source, so a player sees the reason for every choice he cannot make.
#pragma once

#include <string>
#include <vector>

#include "Army.h"
#include "ArmyCheck.h"
#include "CostBreakdown.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

class ArmyBuilder {
 public:
  // Starts from `start` (the scenario's army, or an empty one); `limit` is the allotment.
  ArmyBuilder(const Tables& tables, Army start, int limit);

  const Army& army() const { return mArmy; }
  int limit() const { return mLimit; }
  long long total() const;
  // The cost line by line, as `sandtable-cli army-cost` prints it.
  std::vector<BreakdownLine> breakdown() const;
  // Why the army cannot take the field as it stands ("" when it can): no units, or a rule the
  // army breaks.
  std::string whyNotReady() const;

  // A unit line of `type` with the first kit its type may carry, Formed unless the type is
  // always Unformed, of the fewest stands its training allows: what "add a unit" starts from.
  UnitLine draft(TroopKind type) const;

  // Why `candidate` could not replace line `index` (-1: be added): the first rule it breaks,
  // or the limit it takes the army over; "" when it could.
  std::string whyNot(const UnitLine& candidate, int index = -1) const;
  // Why one part of `candidate` breaks a rule of its own (its kit, formation, size or
  // attributes), whatever the rest of it and the army: for greying one choice of a unit being
  // drawn up ("" when that part is lawful).
  std::string whyNotPart(const UnitLine& candidate, ArmyField part) const;
  std::string whyNotStands(int index, int stands) const;
  std::string whyNotCount(int index, int count) const;
  std::string whyNotToggle(int index, Attribute a) const;
  // A leader of `rank` attached to line `with` (-1: roaming free).
  std::string whyNotLeader(LeaderRank rank, int with) const;

  // Each makes the change and returns "", or returns why not and changes nothing.
  std::string addUnit(UnitLine u);
  std::string setStands(int index, int stands);
  std::string setCount(int index, int count);
  std::string toggleAttribute(int index, Attribute a);
  std::string addLeader(LeaderRank rank, int with);
  // Removing a line removes the leaders attached to it.
  void removeUnit(int index);
  void removeLeader(int index);

 private:
  std::string overLimit(const Army& a) const;
  std::string whyNotArmy(const Army& a, int unit, int leader) const;
  std::string freshId(TroopKind type) const;

  const Tables* mT;  // a pointer: a builder may be replaced by another (start again)
  Army mArmy;
  int mLimit = 0;
};

}  // namespace sandtable::rules::roberts
