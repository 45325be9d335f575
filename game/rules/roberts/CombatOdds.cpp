// Each chance sums the ways of core DiceOdds' totals through the same result functions the
// rolls use, so the odds and the rules cannot disagree.
#include "CombatOdds.h"

#include "Melee.h"
#include "MissileFire.h"
#include "Pursuit.h"
#include "core/DiceOdds.h"

namespace sandtable::rules::roberts {

namespace {

// Each total of `dice` dice of `sides` sides with `modifier` added, and its chance.
template <class Each>
void eachTotal(int dice, int sides, int modifier, Each each) {
  const odds::DiceWays w = odds::sumOf(dice, sides);
  for (std::size_t s = 0; s < w.ways.size(); ++s)
    each(static_cast<int>(s) + modifier,
         static_cast<double>(w.ways[s]) / static_cast<double>(w.total));
}

}  // namespace

MissileOdds missileOdds(const Tables& t, int modifier) {
  const MissileRule& r = t.combat.missile;
  MissileOdds o;
  eachTotal(r.dice, r.sides, modifier, [&](int total, double p) {
    const MissileResult m = missileResultOf(t, total);
    (m.hits > 0 ? o.disruptedAndHit : m.disrupts ? o.disruptedOnly : o.nothing) += p;
  });
  return o;
}

MeleeOdds simultaneousOdds(const Tables& t, int firstModifier, int secondModifier) {
  const MeleeRule& r = t.combat.melee;
  const odds::DiceWays w = odds::sumOf(r.dice, r.sides);
  const double all = static_cast<double>(w.total) * static_cast<double>(w.total);
  MeleeOdds o;
  for (std::size_t a = 0; a < w.ways.size(); ++a) {
    for (std::size_t b = 0; b < w.ways.size(); ++b) {
      const double p = static_cast<double>(w.ways[a] * w.ways[b]) / all;
      if (p == 0) continue;
      const int fa = static_cast<int>(a) + firstModifier;
      const int fb = static_cast<int>(b) + secondModifier;
      const Counts c = whichCounts(fa, fb);
      const MeleeResult m = meleeResultOf(t, c == Counts::First ? fa : fb);
      if (c == Counts::Neither || !m.pushBack) {
        o.none += p;
      } else {
        (c == Counts::First ? o.first : o.second)[static_cast<std::size_t>(m.hits)] += p;
      }
    }
  }
  return o;
}

MeleeOdds singleAttackOdds(const Tables& t, int modifier) {
  const MeleeRule& r = t.combat.melee;
  MeleeOdds o;
  eachTotal(r.dice, r.sides, modifier, [&](int total, double p) {
    const MeleeResult m = meleeResultOf(t, total);
    (m.pushBack ? o.first[static_cast<std::size_t>(m.hits)] : o.none) += p;
  });
  return o;
}

std::array<double, 4> pursuitOdds(const Tables& t, int modifier) {
  const MeleeRule& r = t.combat.melee;
  std::array<double, 4> o{};
  eachTotal(r.dice, r.sides, modifier, [&](int total, double p) {
    o[static_cast<std::size_t>(pursuitHitsOf(t, total))] += p;
  });
  return o;
}

double moraleChance(const Tables& t, int modifier) {
  const MoraleRule& r = t.combat.morale;
  const odds::DiceWays w = odds::sumOf(r.dice, r.sides);
  return static_cast<double>(w.atLeast(r.target - modifier)) / static_cast<double>(w.total);
}

}  // namespace sandtable::rules::roberts
