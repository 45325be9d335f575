// Event VI, rally and rout (002), and the risk to a leader after a melee (Melee Results):
// routers' hits, rallying by a leader or by a d6, routers that leave the field, and the
// opponent's d6 for a leader whose unit lost 2 or more figures in melee.
#pragma once

#include <optional>

#include "Profile.h"
#include "core/Dice.h"
#include "core/Event.h"

namespace sandtable::rules::wotr {

// The hits a routing unit takes this phase: 2 (1 for cavalry), 4 (2) if attacked or pursued.
int routerHits(const Tables& t, const Profile& p, bool attackedOrPursued);
// A router with 75% or more of its figures lost leaves the field.
bool leavesField(const Tables& t, int initialFigures, int lost);

enum class RallyOutcome { Rallied, Removed, StillRouting };
struct RallyResult {
  std::optional<RollRecord> roll;  // none when a leader rallies it or it may not roll
  RallyOutcome outcome = RallyOutcome::StillRouting;
};
// A leader in contact always rallies the unit.
RallyResult rallyByLeader();
// Without a leader: a d6, 4+ militia and professionals, 3+ knights (optionally +1 chivalric or
// fanatic, -1 raw); a failure removes the unit. A levy unit may not try.
RallyResult rallyWithoutLeader(const Tables& t, const Profile& p, bool optionalModifiers,
                               Dice& dice);

enum class LeaderFate { Unharmed, Incapacitated, Killed };
// Whether a leader commanding a unit is at risk after it lost `meleeCasualties` in a melee.
bool leaderAtRisk(const Tables& t, int meleeCasualties);
struct LeaderRiskResult {
  RollRecord roll;
  LeaderFate fate = LeaderFate::Unharmed;
};
// The opponent's d6: 5 incapacitates the leader for a move, 6 kills him.
LeaderRiskResult rollLeaderRisk(const Tables& t, Dice& dice);

}  // namespace sandtable::rules::wotr
