// A failed roll closes the roller's phase ("no further Actions may be attempted once the unit
// has failed an Action Roll this phase"), automatic Actions included.
#include "Attempt.h"

#include <sstream>

#include "ActionRoll.h"
#include "ActionRules.h"
#include "Names.h"

namespace sandtable::rules::roberts {

namespace {

Phase phaseOf(const PhaseLedger& ledger, const AttemptRequest& q) {
  return q.asIn.value_or(ledger.phase());
}

Verdict checkGeneral(const Tables& t, const PhaseLedger& ledger, const Actor& a,
                     const AttemptRequest& q) {
  const GeneralRule& g = t.play.general;
  const GeneralHelp& help = *q.general;
  if (!g.phases.test(static_cast<std::size_t>(ledger.phase())))
    return Verdict::no("a General gives no free Action in the " +
                       std::string(phaseName(ledger.phase())) + " (000 Captains and Generals)");
  if (g.formedOnly && !a.formed)
    return Verdict::no("a General helps Formed units only (000 Captains and Generals)");
  if (help.distanceInches > g.rangeInches) {
    std::ostringstream s;
    s << "the General is " << help.distanceInches << "\" away; he helps only units within "
      << g.rangeInches << "\" (000 Captains and Generals)";
    return Verdict::no(s.str());
  }
  if (ledger.actionsTaken(q.roller) > 0)
    return Verdict::no(
        "a General's free Action must be the unit's first in the phase (000 "
        "Sequence of Play)");
  if (ledger.freeActionsGiven(help.general) >= g.freeActionsPerPhase)
    return Verdict::no("the General has given his free Action this phase");
  return Verdict::ok();
}

}  // namespace

Verdict checkAttempt(const Tables& t, const PhaseLedger& ledger, const Actor& a,
                     const AttemptRequest& q) {
  if (ledger.hasFailed(q.roller))
    return Verdict::no(
        "no further Actions may be attempted once the unit has failed an Action "
        "Roll this phase (000 Sequence of Play)");
  if (Verdict v = mayAttempt(t, phaseOf(ledger, q), q.phasePlayer, a, q.kind); !v) return v;
  if (q.general) return checkGeneral(t, ledger, a, q);
  return Verdict::ok();
}

Attempt attempt(const Tables& t, PhaseLedger& ledger, const Actor& a, const AttemptRequest& q,
                Dice& dice) {
  Attempt out;
  out.why = automaticBecause(t, a, q.kind, phaseOf(ledger, q), q.enemyCouldNotRetreat);
  if (!out.why.empty()) {
    // Automatic anyway: the General's help is not spent on it.
    out.how = HowTaken::Automatic;
    out.success = true;
    ledger.recordAction(q.roller, true);
    return out;
  }
  if (q.general) {
    out.how = HowTaken::GeneralsFreeAction;
    out.success = true;
    out.why = "the General's free Action: no Action Roll is necessary";
    ledger.recordFreeAction(q.roller, q.general->general);
    return out;
  }
  out.how = HowTaken::Rolled;
  out.roll = rollAction(t, a, q.kind, dice);
  out.success = succeeded(t, *out.roll);
  ledger.recordAction(q.roller, out.success);
  return out;
}

double chanceOf(const Tables& t, const PhaseLedger& ledger, const Actor& a,
                const AttemptRequest& q) {
  if (!automaticBecause(t, a, q.kind, phaseOf(ledger, q), q.enemyCouldNotRetreat).empty() ||
      q.general)
    return 1.0;
  return actionRollChance(t, totalOf(actionModifiers(t, a, q.kind)));
}

ActionOdds oddsOf(const Tables& t, const PhaseLedger& ledger, const Actor& a,
                  const AttemptRequest& q) {
  ActionOdds out;
  out.success = chanceOf(t, ledger, a, q);
  out.outcomes.push_back({"the " + t.play.action(q.kind).name + " Action succeeds", out.success});
  return out;
}

}  // namespace sandtable::rules::roberts
