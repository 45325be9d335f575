// The MicroBattle AI's numbers (config/ai/microbattle.yaml), read once from the AI's Weights
// into typed fields: the judge asks for them thousands of times a decision, too often to look
// each up by name.
#pragma once

#include <cstddef>

#include "ai/Weights.h"

namespace sandtable::ai::microbattle {

struct JudgeWeights {
  // Reads every field from `w`; std::out_of_range naming the first weight `w` lacks.
  explicit JudgeWeights(const Weights& w);

  // What a failed Def roll costs its side (damageValue): the scale of every other value.
  double routValue;    // a unit lost
  double shakenValue;  // a unit one failure from routing
  double armyBreak;    // the army retreats: the game is lost

  // The enemy's next turn and ours, as a square's placement weighs them.
  double activationShare;  // the chance that a unit gets to act next turn
  double threatWeight;     // how much the enemy's next turn weighs
  double ourReachWeight;   // what we could strike next turn, against what they could

  // Where a unit stands (placement).
  double closeWeight;         // the pull toward the two nearest enemies, per square
  double objectivePull;       // the pull toward an objective, per square
  double objectiveHeld;       // standing on an objective in the battle's last turns
  int objectiveTurns;         // how many last turns that counts in
  double coverAll;            // ground that covers from every attack
  double coverRanged;         // ground that covers from shooting
  double groundDisadvantage;  // ground that makes its occupant fight at a disadvantage
  double groundExitRoll;      // ground a unit of its type must roll to leave
  double highGround;          // any height
  double lineFriend;          // per friend on either hand
  int lineFriends;            // the most friends counted

  // Actions (normal's ranking).
  double moveThreshold;   // what a fresh unit's move must gain before it spends its activation
  double attackTieBreak;  // added to an attack, so a strike beats a move of equal worth
  double missedReach;     // a square reached only with the higher move, when the roll fails
  std::size_t replyCandidates;  // how many of the best are looked at one turn on
  double replyWeight;           // how much the change in next turn's balance counts

  // winChance: a logistic function of what decides a MicroBattle ("late": times the share of
  // the turn limit played).
  double winUnits;         // per unit more still fighting
  double winShaken;        // per SHAKEN unit more
  double winMoraleMargin;  // the difference of 1 / (1 + routs before a morale test)
  double winThreat;        // per point of next-turn strikes more
  double winUnitsLate;     // per unit more (a SHAKEN one winShakenLate less)
  double winShakenLate;
  double winObjectives;      // per objective more held
  double winObjectivesLate;  // per objective more held
};

}  // namespace sandtable::ai::microbattle
