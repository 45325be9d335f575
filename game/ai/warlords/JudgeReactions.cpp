// The judge's valuing of the answers to a charge: holding, counter-charging, evading or
// shooting.
#include "JudgeCommon.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using namespace judge;

Judge::Meeting Judge::meetingPlace(const UnitState& c, const UnitState& t,
                                   const ChargePlan& plan) const {
  // The counter-charger goes out toward the charger by half the distance or its move, and
  // fights there, giving up the ground it stood on.
  const ChargePlan mine = g.planCharge(t, c);
  const Angle toward = (!mine.problem || mine.outOfReach)
                           ? mine.direction
                           : normalizeAngle(plan.direction + kHalfTurn);
  const Length half =
      std::min(std::max(plan.distance, mine.distance) / 2, g.moveSpans(t) * g.span());
  Meeting m;
  m.target = g.block(t);
  m.target.centre = m.target.centre + heading(toward, half);
  m.charger = contactRect(m.target, Zone::Front, g.block(c));
  return m;
}

double Judge::evadeChance(const UnitState& t, double needSpans) const {
  return g.isDrilledOrVeteranSkirmisher(t)
             ? 1.0
             : activationChance(t, false, static_cast<int>(needSpans));
}

double Judge::reactionScore(const Action& a) {
  const auto& pc = *g.pendingCharge();
  const UnitState& c = g.unit(pc.charger);
  const UnitState& t = g.unit(a.unit);
  const ChargePlan plan = g.planCharge(c, t);
  const Zone edge = plan.problem ? Zone::Front : plan.targetEdge;
  const double need = static_cast<double>(plan.distance) / static_cast<double>(g.span());
  const double pReach = chargerReaches(plan);
  const Rect tb = g.block(t);
  const Rect at = contactRect(tb, edge, g.block(c));
  // Field defences the charge crosses (stakes before the target) are met only if the target
  // stays behind them: a counter-charge goes out beyond them.
  const Point contact = c.pose.front + heading(plan.direction, plan.distance);
  const DefencesOnCharge crossed =
      plan.problem ? DefencesOnCharge{} : defencesOnCharge(g, c, c.pose.front, contact);
  const double hold = -pReach * throughDefences(c, crossed, exchangeAt(c, at, t, tb, edge, true));
  switch (a.kind) {
    case ActionKind::HoldGround:
      return hold;
    case ActionKind::CounterCharge: {
      // The two meet halfway, where the counter-charger gives up the slope it stood on.
      const Meeting met = meetingPlace(c, t, plan);
      const double p = activationChance(t, true);
      // Out beyond its field defences, it gives up their shelter from the next charges too.
      const double unsheltered =
          g.setup().defences.empty() ? 0.0 : shelterNow(t) - shelter(t, met.target);
      // A Shieldwall that goes out is a Line when it meets them (2.3.1.2): its Shieldwall dice
      // stay behind.
      double struck = 0;
      if (t.formation == FormationKind::Shieldwall) {
        const WarlordsGame& line = asLine(t);
        Judge there(line, wt);
        struck = there.exchangeAt(line.unit(c.id), met.charger, line.unit(t.id), met.target,
                                  Zone::Front, true, true);
      } else {
        struck = exchangeAt(c, met.charger, t, met.target, Zone::Front, true, true);
      }
      const double meeting = -struck - unsheltered;
      return p * meeting + (1 - p) * hold - wt.activationCost;
    }
    case ActionKind::Evade: {
      const double p = evadeChance(t, need);
      const double flee = -wt.fleeCost * worth(t);
      // Away it goes by its move, and the charger comes on after it (2.4.7): a charge that
      // still reaches catches all but skirmishers (who turn to face again) from the rear.
      const bool facesAgain = g.troop(t).skirmisher;
      const double pCatch = chargerReaches(plan, g.moveSpans(t));
      const double caught =
          -std::max(0.0, exchange(c, t, facesAgain ? Zone::Front : Zone::Rear, true));
      const double away = pCatch * caught + (1 - pCatch) * -wt.evadedCost;
      return p * away + (1 - p) * flee - wt.activationCost * wt.evadeActivationShare;
    }
    case ActionKind::Shoot: {
      const double p = activationChance(t, false);
      const double shot = shotValue(t, c, static_cast<ShotStyle>(a.option));
      const double halted =
          -pReach * throughDefences(c, crossed, exchangeAt(c, at, t, tb, edge, false));
      const bool mayHalt = g.expectedHits(t, c, static_cast<ShotStyle>(a.option)) >
                           g.combatWidth(c) * wt.mayHaltHits;
      return p * (shot + (mayHalt ? wt.reactionHaltShare * (halted - hold) : 0.0)) + hold -
             wt.activationCost;
    }
    default:
      return hold;
  }
}

}  // namespace sandtable::ai::warlords
