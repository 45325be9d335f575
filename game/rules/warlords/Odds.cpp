#include "Odds.h"

#include <algorithm>
#include <cmath>

#include "RandomMove.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

using odds::choose;

double pActivation(int dice, int modifier, int width) {
  const auto& d = bestTwoOf(dice);
  double p = 0;
  for (int s = 0; s <= 12; ++s) p += s + modifier > width ? d[static_cast<std::size_t>(s)] : 0.0;
  return p;
}

double pRandomMoveReaches(int dice, double needSpans, const RandomMoveTable& t) {
  if (dice <= 0) return needSpans <= 0 ? 1.0 : 0.0;
  double p = 0;
  for (int six = 0; six <= dice; ++six) {
    for (int one = 0; six + one <= dice; ++one) {
      const int rest = dice - six - one;
      const double pr = choose(dice, six) * choose(dice - six, one) * std::pow(1.0 / 6, six + one) *
                        std::pow(4.0 / 6, rest);
      const int adjust = randomMoveAdjust(six, one, t);
      if (dice + adjust >= needSpans - 1e-9) p += pr;
    }
  }
  return p;
}

MeleeForecast forecastMelee(int myDice, int myMod, int myWidth, int theirDice, int theirMod,
                            int theirWidth, const MeleeTable& t) {
  const auto& mine = bestTwoOf(myDice);
  const auto& theirs = bestTwoOf(theirDice);
  MeleeForecast f;
  for (int a = 2; a <= 12; ++a) {
    const double pa = mine[static_cast<std::size_t>(a)];
    if (pa == 0) continue;
    const int sa = a + myMod;
    const double dealt = sa > 0 ? static_cast<double>(sa / std::max(1, theirWidth)) : 0.0;
    f.casDealt += pa * dealt;
    for (int b = 2; b <= 12; ++b) {
      const double pb = theirs[static_cast<std::size_t>(b)];
      if (pb == 0) continue;
      const double p = pa * pb;
      const int sb = b + theirMod;
      if (sa > sb) {
        f.pWin += p;
        const int base = std::max(sb, t.ratioFloor);
        if (sa >= t.unformMultiple * base) f.pTheyTwice += p;
        if (sa >= t.breakMultiple * base) f.pTheyBreak += p;
      } else if (sb > sa) {
        f.pLose += p;
        const int base = std::max(sa, t.ratioFloor);
        if (sb >= t.breakMultiple * base) f.pIBreak += p;
      }
    }
  }
  for (int b = 2; b <= 12; ++b) {
    const int sb = b + theirMod;
    f.casTaken += theirs[static_cast<std::size_t>(b)] *
                  (sb > 0 ? static_cast<double>(sb / std::max(1, myWidth)) : 0.0);
  }
  return f;
}

std::optional<ActionOdds> WarlordsGame::odds(const Action& a) const {
  if (!check(a)) return std::nullopt;
  ActionOdds o;
  switch (a.kind) {
    case ActionKind::ActivateUnit: {
      // 2.2: the two highest of the activation dice, modified, beat the unit's width.
      const UnitState& u = unit(a.unit);
      const ActivationTable& t = tables().activation;
      const int dice = t.dice + t.dicePerChampion * u.champions;
      o.success =
          pActivation(dice, activationModifier(u, false, 0, false, nullptr), activationWidth(u));
      o.outcomes.push_back({"the unit activates", o.success});
      return o;
    }
    case ActionKind::Shoot: {
      const ShotOdds s = shotOdds(unit(a.unit), unit(a.target), static_cast<ShotStyle>(a.option));
      o.success = s.pCasualty;
      o.lossesDealt = s.expectedCasualties;
      o.outcomes.push_back({"at least one casualty", s.pCasualty});
      o.outcomes.push_back({"the target is Halted", s.pHalt});
      if (s.pPersonalityDice > 0)
        o.outcomes.push_back({"a personality's fate is rolled for", s.pPersonalityDice});
      return o;
    }
    case ActionKind::Charge: {
      // 2.4.9: the charge move is a random move; it must cover the distance to contact. What
      // the melee would bring depends on where the two meet, which the table's charge
      // forecast works out (session/warlords).
      const ChargePlan plan = planCharge(unit(a.unit), unit(a.target));
      if (plan.problem) return std::nullopt;
      const double need = static_cast<double>(plan.distance) / static_cast<double>(span());
      o.success = pRandomMoveReaches(plan.dice, need, tables().randomMove);
      o.outcomes.push_back({"the charge reaches its target", o.success});
      return o;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace sandtable::rules::warlords
