// What a Warlords charge is likely to bring, for the table to show beside a charge order: a
// player weighing it, or a teacher asking why it failed, reads the same reckoning the normal AI
// makes of it (the random move's reach, the first melee round from both sides' dice and
// modifiers with the ground where the two would meet, the target's answers), in numbers
// rather than a score. Read-only; nothing here rolls a die.
#pragma once

#include "rules/warlords/Odds.h"
#include "rules/warlords/WarlordsGame.h"

namespace sandtable::ai::warlords {

struct ChargeForecast {
  const char* problem = nullptr;  // why the charge cannot be made (then nothing else is set)
  double pReach = 0;              // the charge move, a random move (2.4.9), reaches the target
  rules::Zone edge = rules::Zone::Front;  // the target's edge it strikes
  bool crossesStakes = false;     // through the sharp side of stakes (3.3.3.3)
  // The first melee round, were the charge to strike home: each side's dice and modifiers as
  // the rules count them (meleeOddsWith), and the change the ground where they would meet
  // makes to the ground they stand on now (uphill, own armour on rough ground).
  rules::warlords::WarlordsGame::MeleeOdds mine;
  rules::warlords::WarlordsGame::MeleeOdds theirs;
  int myGroundThere = 0;
  int theirGroundThere = 0;
  rules::warlords::MeleeForecast round;
  // Friends already fight the target. The opponents in a melee are the two with the greatest
  // front-edge contact (2.6): where a friend's stays the greater, the charge joins that
  // friend's melee as a supporting unit, rolling no dice of its own and adding to the
  // friend's. `mine`, `theirs` and `round` are then that friend's melee with it, from the
  // friend's side (fought where they stand: no ground changes), and `unsupported` the same
  // round as it stands without it. Where the charge's contact is the greater, it fights the
  // target itself and the friends support it (their dice are in `mine` already).
  bool joinsMelee = false;
  rules::UnitId supports = rules::kNoUnit;  // the friend whose melee it would join
  rules::warlords::MeleeForecast unsupported;
  bool targetMayEvade = false;
  double pEvade = 0;              // if it tries: it gets away (its activation, 2.4.7)
  bool targetMayCounterCharge = false;
};

// The forecast of `charger` charging `target` as the game stands (a Berserk charger as the
// rules drive it, straight at its target).
ChargeForecast forecastCharge(const rules::warlords::WarlordsGame& g, rules::UnitId charger, rules::UnitId target);

// What each answer to a charge is likely to bring the unit charged (2.4.4.2, 2.4.7), for the
// table to show beside the answers a player must choose between: the numbers the normal AI
// weighs them by (Judge::reactionScore). Each melee round is from the charged unit's side.
// Shooting at the charger (2.5.4) is a shot's forecast.
struct AnswerForecast {
  const char* problem = nullptr;  // no charge is waiting for this unit's answer
  // Holding its ground: the charge strikes home if its random move reaches, on `edge`, and
  // the first round is fought with the charger charging.
  double pReach = 0;
  rules::Zone edge = rules::Zone::Front;
  bool crossesStakes = false;  // the charger comes through stakes before the unit (3.3.3.3)
  rules::warlords::WarlordsGame::MeleeOdds mine;
  rules::warlords::WarlordsGame::MeleeOdds theirs;
  int myGroundThere = 0;
  int theirGroundThere = 0;
  rules::warlords::MeleeForecast hold;
  // Counter-charging: it goes only on a passed activation (failing, it stands as if holding)
  // and the two meet halfway, both charging, on the ground there.
  bool mayCounterCharge = false;
  double pGoes = 0;
  rules::warlords::WarlordsGame::MeleeOdds meetingMine;
  rules::warlords::WarlordsGame::MeleeOdds meetingTheirs;
  int myGroundMeeting = 0;
  int theirGroundMeeting = 0;
  rules::warlords::MeleeForecast meeting;
  // Evading: it gets away on a passed activation (failing, it flees, 2.2.1), and the charger
  // comes on after it, striking it still if its move covers the evader's move as well; all
  // but skirmishers (who turn to face again) are then struck in the rear.
  bool mayEvade = false;
  double pEvade = 0;
  double pCaught = 0;
  bool caughtInRear = false;
};

AnswerForecast forecastAnswers(const rules::warlords::WarlordsGame& g, rules::UnitId charged);

// The next melee of the melee phase (2.6.1), as the rules will fight it: its two opponents
// with their dice and modifiers (supporting units' dice and penalties included), and the
// round from the first opponent's side. Nothing is chosen here, but a player pressing on and
// a teacher stepping through a recording both ask how it is likely to go.
struct MeleeRoundForecast {
  const char* problem = nullptr;  // no melee is next (not the melee phase)
  rules::warlords::MeleePair pair;
  rules::warlords::WarlordsGame::MeleeOdds a;
  rules::warlords::WarlordsGame::MeleeOdds b;
  rules::warlords::MeleeForecast round;  // from pair.a's side
};

MeleeRoundForecast forecastNextMelee(const rules::warlords::WarlordsGame& g);

}  // namespace sandtable::ai::warlords
