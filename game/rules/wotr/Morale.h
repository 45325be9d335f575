// Event V, morale (002): a d6 and the Morale modifiers against the score the table needs, by
// the cause (the enemy's kind, a leader hit or a rout, shooting) and the testing unit's kind.
// A chivalric or fanatic unit's natural 6, where the table marks it, makes it FURIOUS. A unit
// that fails under fire falls back half a move facing the enemy; otherwise it routs.
#pragma once

#include <vector>

#include "Melee.h"
#include "Profile.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::wotr {

struct MoraleSituation {
  MoraleCause cause = MoraleCause::Shooting;
  int initialFigures = 0;
  int lost = 0;
  bool leaderCommanding = false;
  bool lostMeleeThisTurn = false;
  bool lostLeaderThisTurn = false;
  int friendsInRout = 0;  // friendly units of the same or a superior kind routing within 12"
  bool attackedInFlank = false, attackedInRear = false;
  bool previouslyRouted = false;  // the optional rule, when played
};

// The cause of a unit fighting several enemies: the highest kind among them.
MoraleCause strongestCause(const std::vector<Profile>& enemies);
// Whether a friend's rout (or its leader hit) makes `tester` test: the router is of the same
// or a superior kind (kind point value); under the optional per-battle morale, only a friend of
// the same battle.
bool shakenByRout(const Tables& t, const Profile& tester, const Profile& router,
                  bool sameBattle = true, bool perBattleMorale = false);

int moraleNeeds(const Tables& t, const Profile& tester, MoraleCause cause);
std::vector<Modifier> moraleModifiers(const Tables& t, const Profile& tester,
                                      const MoraleSituation& s);

enum class MoraleOutcome { Passed, Furious, FallBack, Rout };
struct MoraleResult {
  RollRecord roll;
  int needs = 0;
  MoraleOutcome outcome = MoraleOutcome::Passed;
};
MoraleResult testMorale(const Tables& t, const Profile& tester, const MoraleSituation& s,
                        Dice& dice);

// After a melee (0: its first side, 1: its second): the loser tests first and the winner only
// if the loser passes; on a draw both test.
struct MeleeTestOrder {
  int first = 0, second = 1;
  bool secondOnlyIfFirstPasses = false;
};
MeleeTestOrder meleeTestOrder(MeleeOutcome outcome);

}  // namespace sandtable::rules::wotr
