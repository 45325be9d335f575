// 000 Melee Combat: an attack's modifiers and result (7 or more Pushes Back, higher scores one
// or two hits), and simultaneous attacks of stands facing each other, where only the higher
// roll counts. Contact, facing and the slope come from the table as inputs.
#pragma once

#include <vector>

#include "Fighter.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::roberts {

// The attacker's situation, as the table and the phase decide it.
struct MeleeSituation {
  bool charging = false;           // its charge made this contact this phase
  bool afterFirstContact = false;  // weapons 'lost in the initial contact' are gone
  bool shockTerrain = true;        // the terrain allows Shock's charge bonus
  bool uphill = false;             // attacking uphill
  bool secondRankSupport = false;  // supported by a second rank of spearmen
  bool setAgainstCharge = false;   // Set, and the enemy charged it
  bool overrun = false;            // a Pursuit attack with movement left over
  std::vector<Modifier> terrain;
};

// The modifiers of `attacker`'s attack on `defender`: AV (less weapons lost), DV, the
// defender Disrupted, the charge, Demoralized, the situation's and the terrain's.
std::vector<Modifier> meleeModifiers(const Tables& t, const Fighter& attacker,
                                     const Fighter& defender, const MeleeSituation& s);

struct MeleeResult {
  bool pushBack = false;
  int hits = 0;
};
MeleeResult meleeResultOf(const Tables& t, int total);

RollRecord rollMeleeAttack(const Tables& t, const Fighter& attacker, const Fighter& defender,
                           const MeleeSituation& s, Dice& dice);

// Which roll of a simultaneous combat counts: the higher; neither on a tie.
enum class Counts { First, Second, Neither };
struct Simultaneous {
  RollRecord first, second;
  Counts counts = Counts::Neither;
  MeleeResult result;  // on the other side of whichever counts
};
Counts whichCounts(int firstTotal, int secondTotal);
// `first` attacks `second` and `second` attacks `first` at once, first's dice rolled first.
Simultaneous rollSimultaneous(const Tables& t, const Fighter& first, const MeleeSituation& fs,
                              const Fighter& second, const MeleeSituation& ss, Dice& dice);

}  // namespace sandtable::rules::roberts
