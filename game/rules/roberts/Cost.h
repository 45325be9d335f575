// 000 Point Cost, Forming Units, Captains and Generals: what a unit line, a leader and an army
// cost. Percentages add ("Swift (+10%) and Impetuous (+40%), raising their cost by 50%"); a
// stand costs base x (100 + their sum) / 100, kept exactly in hundredths of a point; a unit's
// stands are summed and rounded to the nearest point (a half upwards) before the Formed-unit
// premium (config/rulesets/roberts.yaml `costs`).
#pragma once

#include <string>
#include <vector>

#include "Army.h"
#include "Tables.h"

namespace sandtable::rules::roberts {

// One percentage of a stand's cost: a weapon, the armour, an attribute.
struct CostPercent {
  std::string what;  // "short thrusting spears (class B)", "Militia"
  int percent = 0;
  std::string freeWith;  // not paid for: "Heavy Mounted", "Impetuous" (empty: paid)
};

struct UnitCost {
  int baseCost = 0;  // the troop type's
  std::vector<CostPercent> percentages;
  int percent = 0;                // the sum of those paid
  long long standHundredths = 0;  // one stand, in hundredths of a point
  int stands = 1;                 // in each unit
  int standsCost = 0;             // the unit's stands, rounded to whole points
  int premium = 0;                // the Formed-unit premium, or 0
  int unitCost = 0;               // standsCost + premium
  int count = 1;
  long long lineCost = 0;  // count x unitCost
};

UnitCost costOf(const Tables& t, const UnitLine& u);
int leaderCost(const Tables& t, LeaderRank rank);

struct ArmyCost {
  std::vector<UnitCost> units;  // in the army's order
  std::vector<int> leaders;
  long long total = 0;
};

ArmyCost costOf(const Tables& t, const Army& army);

// Hundredths of a point as a person writes them: "10", "7.5", "2.25".
std::string pointsText(long long hundredths);

}  // namespace sandtable::rules::roberts
