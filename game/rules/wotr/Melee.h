// Event IV, melee (002): each side rolls 2d6, or 1d6 when it fights two melees, is fought in
// flank or rear, or is at half its initial strength or less (and then counts only the
// casualties past that half); the Melee modifiers; the score times the melee fraction of the
// opponent's protection, rounded to the nearest (a half down), is the opponent's casualties.
// The side that inflicts more wins; equal casualties are a draw.
#pragma once

#include <algorithm>
#include <vector>

#include "Profile.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::wotr {

struct MeleeSide {
  const Profile* unit = nullptr;
  int initialFigures = 0;
  int lost = 0;     // figures lost so far
  int figures = 0;  // figures in this melee (for outnumbering); 0: initial - lost
  bool fightingTwoMelees = false;
  bool fightingInFlankOrRear = false;  // this unit is engaged on its flank or rear
  bool charging = false, pursuing = false;
  bool firstMelee = false;
  bool furious = false;
  int furiousClosingMove = 0;  // the move of its charge it closes in: 2, 3 or more (0: not)
  bool leaderCommanding = false;
  int pikeRanksThirdFourth = 0;  // its 3rd and 4th ranks of pike in a front melee (0-2)
  bool interpenetrated = false;  // interpenetrating or interpenetrated this move
  bool attackingFlank = false, attackingRear = false;
  bool advantageOfGround = false;
  bool opponentInEarthworks = false;
  bool attackingBehindObstacle = false;  // the enemy it attacks is behind an obstacle
  bool chargingUphill = false;
  bool firedThisMove = false;
  bool attackedInFlankOrRearNotFrontal = false;  // attacked so, and not fighting that enemy
  bool previouslyRouted = false;                 // the optional rule, when played
};

// The 3rd and 4th ranks of pike a block `ranks` deep brings to a front melee (002 Melee
// modifiers: +1 each), 0 to 2.
inline int pikeRanksThirdFourth(int ranks) { return std::clamp(ranks - 2, 0, 2); }

// The dice a side rolls: 2, or 1 (two melees, flank or rear, half strength or less).
int meleeDice(const Tables& t, const MeleeSide& s);
std::vector<Modifier> meleeModifiers(const Tables& t, const MeleeSide& self,
                                     const MeleeSide& opponent);

struct MeleeRoll {
  RollRecord roll;
  int inflicted = 0;  // casualties on the opponent
};
enum class MeleeOutcome { FirstWins, SecondWins, Draw };
struct MeleeResult {
  MeleeRoll first, second;
  MeleeOutcome outcome = MeleeOutcome::Draw;
};

// Rolls for `a` then `b`.
MeleeResult resolveMelee(const Tables& t, const MeleeSide& a, const MeleeSide& b, Dice& dice);

// Artillery is removed when an enemy comes into contact; skirmishers avoid contact with
// enemies that are not skirmishers.
bool removedOnContact(const Profile& p);
bool avoidsContact(const Profile& p, const Profile& enemy);

}  // namespace sandtable::rules::wotr
