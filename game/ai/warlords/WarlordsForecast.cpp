#include "WarlordsForecast.h"

#include "WarlordsJudge.h"

namespace sandtable::ai::warlords {

using rules::Rect;
using rules::warlords::Morale;
using rules::warlords::UnitState;
using rules::warlords::WarlordsGame;

namespace {

// The first round of `c`'s charge struck home on `t`'s `edge`, as the rules would fight it
// (the judge's reckoning, Judge::exchangeAt): each side's dice and modifiers from
// meleeOddsWith, and the change the ground where the two would stand makes to the ground
// where they stand now.
struct StruckRound {
  WarlordsGame::MeleeOdds charger;
  WarlordsGame::MeleeOdds target;
  int chargerGround = 0;
  int targetGround = 0;
};

StruckRound struckRound(const WarlordsGame& g, const Judge& judge, const UnitState& c,
                        const UnitState& t, rules::Zone edge) {
  StruckRound r;
  const WarlordsGame::Supposed s{c.id, t.id, edge, true, false};
  r.charger = g.meleeOddsWith(c, t, &s);
  r.target = g.meleeOddsWith(t, c, &s);
  const Rect tb = g.block(t);
  const Judge::GroundChange there =
      judge.groundChange(c, judge.contactRect(tb, edge, g.block(c)), t, tb);
  r.chargerGround = there.a;
  r.targetGround = there.d;
  return r;
}

// The first round `a` would fight against `b`, from `a`'s side, with the supposed charge `s`
// struck home (or as things stand, with none), where the two stand.
MeleeForecast roundWith(const WarlordsGame& g, const UnitState& a, const UnitState& b,
                        const WarlordsGame::Supposed* s, WarlordsGame::MeleeOdds* aOdds = nullptr,
                        WarlordsGame::MeleeOdds* bOdds = nullptr) {
  const WarlordsGame::MeleeOdds mine = g.meleeOddsWith(a, b, s);
  const WarlordsGame::MeleeOdds theirs = g.meleeOddsWith(b, a, s);
  if (aOdds) *aOdds = mine;
  if (bOdds) *bOdds = theirs;
  return forecastMelee(mine.dice, mine.modifierTotal(), g.combatWidth(a), theirs.dice,
                       theirs.modifierTotal(), g.combatWidth(b), g.tables().melee);
}

}  // namespace

ChargeForecast forecastCharge(const WarlordsGame& g, rules::UnitId chargerId,
                              rules::UnitId targetId) {
  const UnitState& c = g.unit(chargerId);
  const UnitState& t = g.unit(targetId);
  ChargeForecast f;
  const rules::warlords::ChargePlan plan = g.planCharge(c, t);
  if (plan.problem) {
    f.problem = plan.problem;
    return f;
  }
  const Judge judge(g, weightsFor("warlords"));
  f.pReach = judge.reachChance(plan);
  f.edge = plan.targetEdge;
  f.crossesStakes = plan.crossesStakes;

  const StruckRound r = struckRound(g, judge, c, t, plan.targetEdge);
  f.mine = r.charger;
  f.theirs = r.target;
  f.myGroundThere = r.chargerGround;
  f.theirGroundThere = r.targetGround;
  f.round = forecastMelee(f.mine.dice, f.mine.modifierTotal() + f.myGroundThere, g.combatWidth(c),
                          f.theirs.dice, f.theirs.modifierTotal() + f.theirGroundThere,
                          g.combatWidth(t), g.tables().melee);
  f.joinsMelee = judge.friendsFight(c, t);
  if (f.joinsMelee) {
    f.supports = judge.meleeJoined(c, t, plan.targetEdge);
    if (f.supports != rules::kNoUnit) {
      const UnitState& ally = g.unit(f.supports);
      const WarlordsGame::Supposed struck{c.id, t.id, plan.targetEdge, true, false};
      f.round = roundWith(g, ally, t, &struck, &f.mine, &f.theirs);
      f.unsupported = roundWith(g, ally, t, nullptr);
      f.myGroundThere = f.theirGroundThere = 0;
    }
  }
  // The target's answers (2.4.4.2, 2.4.7), as the normal AI weighs them.
  f.targetMayEvade = g.mayEvade(t, c);
  if (f.targetMayEvade)
    f.pEvade =
        judge.evadeChance(t, static_cast<double>(plan.distance) / static_cast<double>(g.span()));
  f.targetMayCounterCharge = g.mayCounterCharge(t, c);
  return f;
}

AnswerForecast forecastAnswers(const WarlordsGame& g, rules::UnitId chargedId) {
  AnswerForecast f;
  const auto& pending = g.pendingCharge();
  if (!pending || pending->target != chargedId ||
      g.currentPhase() != rules::warlords::Phase::Reaction) {
    f.problem = "no charge waits for this unit's answer";
    return f;
  }
  const UnitState& c = g.unit(pending->charger);
  const UnitState& t = g.unit(chargedId);
  const rules::warlords::ChargePlan plan = g.planCharge(c, t);
  Judge judge(g, weightsFor("warlords"));
  auto round = [&](const WarlordsGame::MeleeOdds& mine, int myGround,
                   const WarlordsGame::MeleeOdds& theirs, int theirGround) {
    return forecastMelee(mine.dice, mine.modifierTotal() + myGround, g.combatWidth(t), theirs.dice,
                         theirs.modifierTotal() + theirGround, g.combatWidth(c), g.tables().melee);
  };

  f.pReach = judge.chargerReaches(plan);
  f.edge = plan.problem ? rules::Zone::Front : plan.targetEdge;
  f.crossesStakes = !plan.problem && plan.crossesStakes;
  const StruckRound struck = struckRound(g, judge, c, t, f.edge);
  f.mine = struck.target;
  f.theirs = struck.charger;
  f.myGroundThere = struck.targetGround;
  f.theirGroundThere = struck.chargerGround;
  f.hold = round(f.mine, f.myGroundThere, f.theirs, f.theirGroundThere);

  f.mayCounterCharge = g.mayCounterCharge(t, c);
  if (f.mayCounterCharge) {
    f.pGoes = judge.activationChance(t, true);
    // A Shieldwall that counter-charges is a Line when it meets them (2.3.1.2, as
    // ChargeMove.cpp has it): its Shieldwall dice stay behind.
    const WarlordsGame& out =
        t.formation == rules::warlords::FormationKind::Shieldwall ? judge.asLine(t) : g;
    const Judge outJudge(out, judge.weights());
    const UnitState& tOut = out.unit(t.id);
    const UnitState& cOut = out.unit(c.id);
    const WarlordsGame::Supposed met{c.id, t.id, rules::Zone::Front, true, true};
    f.meetingMine = out.meleeOddsWith(tOut, cOut, &met);
    f.meetingTheirs = out.meleeOddsWith(cOut, tOut, &met);
    const Judge::Meeting place = outJudge.meetingPlace(cOut, tOut, plan);
    const Judge::GroundChange halfway =
        outJudge.groundChange(cOut, place.charger, tOut, place.target);
    f.myGroundMeeting = halfway.d;
    f.theirGroundMeeting = halfway.a;
    f.meeting = round(f.meetingMine, f.myGroundMeeting, f.meetingTheirs, f.theirGroundMeeting);
  }

  f.mayEvade = g.mayEvade(t, c);
  if (f.mayEvade) {
    f.pEvade =
        judge.evadeChance(t, static_cast<double>(plan.distance) / static_cast<double>(g.span()));
    f.pCaught = judge.chargerReaches(plan, g.moveSpans(t));
    f.caughtInRear = !g.troop(t).skirmisher;
  }
  return f;
}

MeleeRoundForecast forecastNextMelee(const WarlordsGame& g) {
  MeleeRoundForecast f;
  const std::optional<rules::warlords::MeleePair> next = g.nextMelee();
  if (!next) {
    f.problem = "no melee is to be fought next";
    return f;
  }
  f.pair = *next;
  f.round = roundWith(g, g.unit(next->a), g.unit(next->b), nullptr, &f.a, &f.b);
  return f;
}

}  // namespace sandtable::ai::warlords
