// 000 Sequence of Play: attempting an Action, with the phase's bookkeeping. Whether it may be
// attempted (the Action's own rules, no earlier failure this phase, a General's free Action
// only as the roller's first and within his range), then how it is taken: automatically, by
// the General's free Action, or by an Action Roll.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "Actor.h"
#include "PhaseLedger.h"
#include "Rollers.h"
#include "Tables.h"
#include "core/Action.h"
#include "core/Dice.h"
#include "core/Event.h"
#include "core/Odds.h"

namespace sandtable::rules::roberts {

// A General's free Action asked for: which General (an index of the army's leaders) and how
// far he is from the unit (measured on the table).
struct GeneralHelp {
  int general = 0;
  double distanceInches = 0;
};

struct AttemptRequest {
  Roller roller;
  ActionKind kind = ActionKind::Movement;
  bool phasePlayer = true;            // the roller's side is the phase's player
  bool enemyCouldNotRetreat = false;  // a Pursuit of a stand that could not retreat
  std::optional<GeneralHelp> general;
  // An Action taken as in another phase: a Breakthrough's Action Phase Actions in the Combat
  // Phase (000 Melee Combat, Breakthroughs). The ledger's phase otherwise.
  std::optional<Phase> asIn;
};

enum class HowTaken : std::uint8_t { Automatic, GeneralsFreeAction, Rolled };

struct Attempt {
  HowTaken how = HowTaken::Rolled;
  bool success = false;
  std::string why;                 // why no roll was needed (Automatic, GeneralsFreeAction)
  std::optional<RollRecord> roll;  // when rolled
};

// Whether the request may be made now; rolls nothing.
Verdict checkAttempt(const Tables& t, const PhaseLedger& ledger, const Actor& a,
                     const AttemptRequest& q);
// Takes a request checkAttempt allows, rolling through `dice` if a roll is needed, and records
// it in the ledger.
Attempt attempt(const Tables& t, PhaseLedger& ledger, const Actor& a, const AttemptRequest& q,
                Dice& dice);
// The chance the request succeeds (1 when no roll is needed), exact; nothing is rolled.
double chanceOf(const Tables& t, const PhaseLedger& ledger, const Actor& a,
                const AttemptRequest& q);
// The same as the odds a rules::Game gives (Game::odds): its success and the outcome in words.
ActionOdds oddsOf(const Tables& t, const PhaseLedger& ledger, const Actor& a,
                  const AttemptRequest& q);

}  // namespace sandtable::rules::roberts
