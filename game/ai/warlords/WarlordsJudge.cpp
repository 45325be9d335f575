// The judge as a whole: what units are worth, the caches every concern shares, and the score
// of each kind of action (the concerns it weighs them by are in the Judge*.cpp files).
#include "JudgeCommon.h"

namespace sandtable::ai::warlords {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;
using namespace judge;

Judge::Judge(const WarlordsGame& game, const Weights& weights)
    : Judge(game, JudgeWeights::from(weights)) {}

Judge::Judge(const WarlordsGame& game, const JudgeWeights& weights)
    // Clearly ahead on strength, not by a stand or two the next melee may turn round.
    : g(game),
      wt(weights),
      mLimitWinner(game.turnLimitFavours(100)),
      mActivationMod(2 * game.unitStates().size(), kUnknown),
      mInContact(game.unitStates().size(), -1) {
  for (std::size_t k = 0; k < kTerrainKindCount; ++k) {
    if (g.tables().effect(static_cast<TerrainKind>(k)).rough)
      mRoughKinds |= terrainKindBit(static_cast<TerrainKind>(k));
  }
}

std::size_t Judge::RectHash::operator()(const Rect& r) const {
  std::uint64_t h = static_cast<std::uint64_t>(r.centre.x) * 0x9E3779B97F4A7C15ull;
  h = (h ^ (h >> 29) ^ static_cast<std::uint64_t>(r.centre.y)) * 0xBF58476D1CE4E5B9ull;
  h = (h ^ (h >> 31) ^ static_cast<std::uint64_t>(r.facing)) * 0x94D049BB133111EBull;
  h = (h ^ (h >> 27) ^ static_cast<std::uint64_t>(r.width) ^
       (static_cast<std::uint64_t>(r.depth) << 32));
  return static_cast<std::size_t>(h ^ (h >> 31));
}

int Judge::activationModifier(const UnitState& u, bool charging) const {
  // Only a unit the game holds is remembered: a copy with changes (a unit as it would stand
  // after a move) is worked out afresh every time.
  if (&u != &g.unit(u.id)) return g.activationModifier(u, false, 0, charging, nullptr);
  int& m = mActivationMod[2 * static_cast<std::size_t>(u.id) + (charging ? 1 : 0)];
  if (m == kUnknown) m = g.activationModifier(u, false, 0, charging, nullptr);
  return m;
}

bool Judge::inContact(const UnitState& u) const {
  if (&u != &g.unit(u.id)) return g.inContact(u);  // as activationModifier above
  signed char& c = mInContact[static_cast<std::size_t>(u.id)];
  if (c < 0) c = g.inContact(u) ? 1 : 0;
  return c == 1;
}

bool Judge::canCharge(const UnitState& u) const {
  if (!u.active() || u.morale == Morale::Worn || u.morale == Morale::Broken) return false;
  if (!u.formed && u.morale != Morale::Berserk) return false;
  return u.formation != FormationKind::Hedgehog && !inContact(u);
}

double Judge::baseWorth(const UnitState& u) const {
  double w = wt.unitWorth + wt.standWorth * u.standCount();
  w += g.personalitiesIn(u) * wt.personalityWorth;
  // A wounded leader still loses the battle if his unit breaks.
  w += decisiveBoundTo(u) * wt.decisiveWorth;
  return w;
}

double Judge::moraleLossChance(const UnitState& u, int casualties, int champions) const {
  if (u.morale == Morale::Berserk || casualties <= 0) return 0.0;
  const ActivationTable& t = g.tables().activation;
  const int mod = activationModifier(u, false) + t.perCasualty * (casualties - u.casualties);
  return 1.0 - pActivation(t.dice + champions, mod, casualties);
}

double Judge::moraleRisk(const UnitState& u, int casualties, int champions) const {
  // Over the next few activations: the chance of losing a step, weighted by what the step
  // costs (Ready to Worn loses the champions and brings the break one step nearer; Worn to
  // Broken loses the unit).
  const double p = moraleLossChance(u, casualties, champions);
  const double stepCost = u.morale == Morale::Worn ? 1.0 : wt.moraleStep;
  return std::min(wt.moraleRiskCap, stepCost * (1.0 - std::pow(1.0 - p, wt.moraleHorizon)));
}

double Judge::worth(const UnitState& u) const {
  if (!u.active() || u.morale == Morale::Broken) return 0.0;
  const double base = baseWorth(u);
  double w = base;
  if (u.morale == Morale::Worn) w *= wt.wornShare;
  if (!u.formed) w -= wt.unformedCost;
  w -= wt.casualtyWear * u.casualties;
  w -= base * moraleRisk(u, u.casualties, u.champions);
  return std::max(w, wt.leastWorth);
}

int Judge::decisiveWith(const UnitState& u, bool woundedToo) const {
  const auto& names = g.setup().victory.decisivePersonalities;
  if (names.empty()) return 0;
  int n = 0;
  for (const PersonalityState& p : g.personalities()) {
    if (p.unit != u.id || !(p.present() || (woundedToo && p.fate == Fate::Wounded))) continue;
    if (std::find(names.begin(), names.end(), g.personalitySetup(p).name) != names.end()) ++n;
  }
  return n;
}

int Judge::decisiveIn(const UnitState& u) const { return decisiveWith(u, false); }

int Judge::decisiveBoundTo(const UnitState& u) const { return decisiveWith(u, true); }

double Judge::casualtyCost(const UnitState& u) const {
  if (!u.active() || u.morale == Morale::Broken) return wt.brokenCasualty;
  // The figure itself, and the morale it costs from now on (2.2.1).
  const double risk =
      moraleRisk(u, u.casualties + 1, u.champions) - moraleRisk(u, u.casualties, u.champions);
  return wt.casualtyFigure + (u.morale == Morale::Worn ? wt.wornCasualty : 0.0) +
         baseWorth(u) * risk;
}

double Judge::activationChance(const UnitState& u, bool charging, int extra) const {
  const int dice = g.tables().activation.dice + u.champions;
  return pActivation(dice, activationModifier(u, charging) + extra, g.activationWidth(u));
}

bool Judge::mayChargeSoon(const UnitState& u) const {
  if (!canCharge(u)) return false;
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side || e.morale == Morale::Broken) continue;
    if (g.troop(u).skirmisher && !g.troop(e).skirmisher) continue;  // 2.4.4
    if (g.gapBetween(u, e) <= (g.chargeSpans(u) + g.moveSpans(u)) * g.span()) return true;
  }
  return false;
}

bool Judge::cavalryThreat(const UnitState& u) const {
  for (const UnitState& e : g.unitStates()) {
    if (!e.active() || e.side == u.side || e.morale == Morale::Broken) continue;
    if (g.troop(e).kind != TroopKind::Cavalry) continue;
    if (g.gapBetween(u, e) <= (g.chargeSpans(e) + 2) * g.span()) return true;
  }
  return false;
}

double Judge::formationScore(const UnitState& u, const Action& a) {
  const bool pavises = a.option >= 10000;
  const FormationKind f = formationOfCode(a.option % 10000);
  double v = wt.formationChange;
  if (!u.formed) v += wt.dressRanks;
  // Judge the unit as it would stand in the new formation: its threats, chances and line.
  auto it = mPlacementNow.find(u.id);
  if (it == mPlacementNow.end()) it = mPlacementNow.emplace(u.id, placement(u, u.pose)).first;
  const auto after = g.supposeFormation(u.id, a.option, a.facing);
  Judge there(*after, wt);
  v += there.placement(after->unit(u.id), after->unit(u.id).pose) - it->second;
  // A wide front fails its activations more often (2.2: the score must beat the width), and
  // each failure halts it Unformed after a random move: a line one rank deep pays that
  // every turn for the dice it gains in melee.
  v += wt.failedActivationCost *
       (there.activationChance(after->unit(u.id), false) - activationChance(u, false));
  // What the placement cannot see: Shieldwall and Hedgehog are slow or fixed, and leaving
  // them again costs another activation; columns are for marching, not for battle.
  const bool threatened = cavalryThreat(u);
  const bool holding = f == FormationKind::Shieldwall || f == FormationKind::Hedgehog;
  const bool wasHolding =
      u.formation == FormationKind::Shieldwall || u.formation == FormationKind::Hedgehog;
  if (holding && !wasHolding)
    v += threatened ? wt.holdThreatened : (mayChargeSoon(u) ? wt.holdMayCharge : wt.holdIdle);
  if (wasHolding && !holding && u.formed) v -= threatened ? wt.leaveThreatened : wt.leaveHolding;
  if (f == FormationKind::MarchColumn && u.formation != FormationKind::MarchColumn)
    v += wt.marchColumn;
  if (pavises) {
    bool shotAt = false;
    for (const UnitState& e : g.unitStates()) {
      if (e.active() && e.side != u.side && g.profile(e).missiles != MissileKind::None &&
          g.gapBetween(u, e) <= wt.paviseRangeSpans * g.span()) {
        shotAt = true;
      }
    }
    v += u.pavisesDeployed ? (shotAt ? wt.pavisesDownShotAt : wt.pavisesDown)
                           : (shotAt ? wt.pavisesUp : wt.pavisesIdle);
  }
  return v;
}

double Judge::activationPriority(const UnitState& u) {
  if (inContact(u)) return 0.0;
  double best = 0;
  if (canCharge(u)) {
    for (const UnitState& e : g.unitStates()) {
      if (!e.active() || e.side == u.side) continue;
      if (g.gapBetween(u, e) > g.chargeSpans(u) * g.span()) continue;
      if (g.troop(u).skirmisher && !g.troop(e).skirmisher) continue;
      best = std::max(best, wt.priorityCharge + chargeScore(u, e));
    }
  }
  const UnitProfile& p = g.profile(u);
  if (best == 0 && p.missiles != MissileKind::None) {
    for (const UnitState& e : g.unitStates()) {
      if (!e.active() || e.side == u.side) continue;
      for (ShotStyle st : {ShotStyle::Massed, ShotStyle::Skirmishing}) {
        if (!g.checkShot(u, e, st)) best = std::max(best, wt.priorityShot + shotValue(u, e, st));
      }
    }
  }
  if (best == 0) {
    const UnitState* e = g.nearestEnemy(u, false);
    const double d =
        e ? static_cast<double>(g.gapBetween(u, *e)) / static_cast<double>(g.span()) : 30.0;
    best = wt.priorityMove - std::min(wt.priorityFarCap, d / wt.priorityFarSpans);
  }
  return best;
}

double Judge::score(const Action& a) {
  switch (a.kind) {
    case ActionKind::RollInitiative:
    case ActionKind::ResolveMelee:
      return 1.0;
    case ActionKind::Pass:
      return 0.0;
    case ActionKind::SwapUnits:
      return -1.0;
    case ActionKind::ActivateUnit:
      return activationPriority(g.unit(a.unit));
    case ActionKind::EndActivation: {
      const UnitState& u = g.unit(a.unit);
      const ActiveUnit& act = g.active();
      if (act.aggressiveCharge) return 0.0;
      if (!act.orderDone && u.motion == Motion::Moving && !act.brokenChoice) {
        // It goes on straight ahead (2.4.1): judge where that leaves it.
        const Length go =
            g.clearAdvance(u, u.pose.facing, g.moveAllowance(u, u.pose, u.pose), true);
        // A Shieldwall that goes on moving leaves it (continueMove).
        return moveScore(u, {u.pose.front + heading(u.pose.facing, go), u.pose.facing},
                         u.formation == FormationKind::Shieldwall) +
               wt.goOn;
      }
      return 0.0;
    }
    case ActionKind::Move: {
      const UnitState& u = g.unit(a.unit);
      const Pose to{*a.point, *a.facing};
      return moveScore(u, to, moveLeavesShieldwall(u, to));
    }
    case ActionKind::Wheel: {
      const UnitState& u = g.unit(a.unit);
      if (g.active().brokenChoice) return wt.brokenWheel;
      return moveScore(u, g.wheeled(u, u.pose, *a.facing));
    }
    case ActionKind::Halt: {
      const UnitState& u = g.unit(a.unit);
      if (g.active().brokenChoice) {
        const UnitState* e = g.nearestEnemy(u, false);
        return e && g.gapBetween(u, *e) > wt.brokenHaltSpans * g.span() ? wt.brokenHalt
                                                                        : -wt.brokenHalt;
      }
      if (!g.active().success) return wt.failedHalt;  // a random move and Unformed
      // Stop where we are rather than blunder on (drilled troops may then wheel or form).
      const Length go = g.clearAdvance(u, u.pose.facing, g.moveAllowance(u, u.pose, u.pose), true);
      const double onward = moveScore(u, {u.pose.front + heading(u.pose.facing, go), u.pose.facing},
                                      u.formation == FormationKind::Shieldwall);
      return std::max(-wt.moveCost, -onward) + wt.halt;
    }
    case ActionKind::ChangeFormation:
      return formationScore(g.unit(a.unit), a);
    case ActionKind::AddChampion: {
      // A champion is +1 when charging and a die more to activate; each is worth less than
      // the last, and standing to gather them while the enemy is far away wins nothing.
      const UnitState& u = g.unit(a.unit);
      double v = (mayChargeSoon(u) ? wt.championCharging : wt.championIdle) *
                 std::pow(wt.championDecay, u.champions);
      // A die more for every activation: fewer failures, and a unit with casualties keeps
      // its morale (2.2.1).
      const ActivationTable& t = g.tables().activation;
      const int mod = activationModifier(u, false);
      const int width = g.activationWidth(u);
      v += wt.failedActivationCost * (pActivation(t.dice + u.champions + 1, mod, width) -
                                      pActivation(t.dice + u.champions, mod, width));
      v += baseWorth(u) * (moraleRisk(u, u.casualties, u.champions) -
                           moraleRisk(u, u.casualties, u.champions + 1));
      // But an Impetuous unit goes Berserk on doubles among any two of its dice (2.2, 1.7.1):
      // each champion's die makes that far likelier (one in six on two dice, four in nine on
      // three), and a Berserk unit is Unformed and must charge whatever the odds, leaving a
      // shieldwall or a hill to do it.
      if (g.isImpetuous(u)) {  // its champions stay with it for the battle
        const bool holding =
            u.formation == FormationKind::Shieldwall || u.formation == FormationKind::Hedgehog;
        // With a decisive leader in it, a Berserk activation is priced as his (the Duke's
        // knights gathered champions and went Berserk on three dice, four times in nine).
        const double berserkCost = decisiveIn(u) > 0 ? wt.decisiveBerserkCost
                                   : holding         ? wt.berserkHolding
                                                     : wt.berserkCost;
        v -= berserkCost *
             (pAnyDoubles(t.dice + u.champions + 1) - pAnyDoubles(t.dice + u.champions));
      }
      // Standing still under missiles to gather champions is a poor bargain.
      for (const UnitState& e : g.unitStates()) {
        if (!e.active() || e.side == u.side || g.profile(e).missiles == MissileKind::None) continue;
        if (!g.checkShot(e, u, ShotStyle::Massed) || !g.checkShot(e, u, ShotStyle::Skirmishing)) {
          v -= wt.championUnderFire;
          break;
        }
      }
      return v;
    }
    case ActionKind::Charge: {
      const UnitState& c = g.unit(a.unit);
      const UnitState& t = g.unit(a.target);
      if (g.currentPhase() == Phase::Interrupt)
        return activationChance(c, true) * chargeScore(c, t) - wt.activationCost;
      return chargeScore(c, t);
    }
    case ActionKind::Shoot: {
      if (g.currentPhase() == Phase::Reaction) return reactionScore(a);
      const UnitState& s = g.unit(a.unit);
      const UnitState& t = g.unit(a.target);
      const double v = exactShotValue(s, t, static_cast<ShotStyle>(a.option));
      if (g.currentPhase() == Phase::SupportFire) {
        const bool mayHalt = g.expectedHits(s, t, static_cast<ShotStyle>(a.option)) >
                             g.combatWidth(t) * wt.mayHaltHits;
        return activationChance(s, false) * (v + (mayHalt ? wt.supportHalt : 0.0)) -
               wt.activationCost;
      }
      return v + wt.shotOrder;
    }
    case ActionKind::CounterCharge:
    case ActionKind::Evade:
    case ActionKind::HoldGround:
      return reactionScore(a);
    case ActionKind::FollowUp: {
      const auto& f = *g.pendingFollowUp();
      if (a.option == 0) return 0.0;
      const UnitState& w = g.unit(f.winner);
      // Horse would rather charge again next turn (+1, +1 Cavalry, +1 lances) than grind on.
      const double keepGoing = g.troop(w).horse ? wt.followUpHorse : wt.followUpFoot;
      return moveScore(w, {w.pose.front + f.shift, w.pose.facing}) + keepGoing;
    }
    case ActionKind::BreakOff: {
      const UnitState& u = g.unit(a.unit);
      double worst = 0;
      for (const Contact& c : g.contactsOf(u))
        worst = std::min(worst, exchange(u, g.unit(c.b), c.edgeB, false));
      return -worst * wt.breakOffShare - wt.breakOffCost - wt.breakOffStep * a.option;
    }
    default:
      return 0.0;
  }
}

}  // namespace sandtable::ai::warlords
