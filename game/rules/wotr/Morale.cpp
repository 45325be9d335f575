// The morale test.
#include "Morale.h"

#include "Roll.h"

namespace sandtable::rules::wotr {

MoraleCause strongestCause(const std::vector<Profile>& enemies) {
  MoraleCause c = MoraleCause::Levy;
  for (const Profile& e : enemies) {
    if (causeOf(e) < c) c = causeOf(e);  // the rows run from the highest kind down
  }
  return c;
}

bool shakenByRout(const Tables& t, const Profile& tester, const Profile& router, bool sameBattle,
                  bool perBattleMorale) {
  if (perBattleMorale && !sameBattle) return false;
  return t.kind(router.kind).cost >= t.kind(tester.kind).cost;
}

int moraleNeeds(const Tables& t, const Profile& tester, MoraleCause cause) {
  return t.moraleRow(cause).needs[static_cast<std::size_t>(testerKind(tester))];
}

std::vector<Modifier> moraleModifiers(const Tables& t, const Profile& tester,
                                      const MoraleSituation& s) {
  const MoraleModifiers& m = t.moraleModifiers;
  std::vector<Modifier> out;
  if (s.leaderCommanding) add(out, "commanded by leader", m.leaderCommanding.value);
  add(out, t.moraleClass(tester.morale).name, t.moraleClass(tester.morale).moraleModifier);
  if (s.lostMeleeThisTurn) add(out, "lost a melee this turn", m.lostMeleeThisTurn.value);
  if (s.lostLeaderThisTurn) add(out, "lost its leader this turn", m.lostLeaderThisTurn.value);
  add(out, "friends in rout within 12\"", s.friendsInRout * m.friendInRout.value);
  if (s.attackedInFlank) add(out, "attacked in flank", m.attackedInFlank.value);
  if (s.attackedInRear) add(out, "attacked in rear", m.attackedInRear.value);
  // Losses: the largest share reached only ("25% or more", "50% or more", "75% or more").
  const int share = s.initialFigures > 0 ? s.lost * 100 : 0;
  if (share >= 75 * s.initialFigures && s.initialFigures > 0)
    add(out, "lost 75% or more", m.lost75.value);
  else if (share >= 50 * s.initialFigures && s.initialFigures > 0)
    add(out, "lost 50% or more", m.lost50.value);
  else if (share >= 25 * s.initialFigures && s.initialFigures > 0)
    add(out, "lost 25% or more", m.lost25.value);
  if (s.previouslyRouted) add(out, "previously routed", m.previouslyRouted.value);
  return out;
}

MoraleResult testMorale(const Tables& t, const Profile& tester, const MoraleSituation& s,
                        Dice& dice) {
  MoraleResult r;
  r.needs = moraleNeeds(t, tester, s.cause);
  r.roll = rollWith(dice, 1, t.moraleRules.die, "002 Event V", "morale test",
                    moraleModifiers(t, tester, s));
  r.roll.test = "needs " + std::to_string(r.needs) + "+";
  const bool furiousCell =
      t.moraleRow(s.cause).furious[static_cast<std::size_t>(testerKind(tester))];
  if (furiousCell && t.moraleClass(tester.morale).mayGoFurious &&
      r.roll.faces.front() == t.moraleRules.furiousOn) {
    r.outcome = MoraleOutcome::Furious;
    r.roll.outcome = "FURIOUS";
  } else if (r.roll.total >= r.needs) {
    r.outcome = MoraleOutcome::Passed;
    r.roll.outcome = "passed";
  } else if (s.cause == MoraleCause::Shooting) {
    r.outcome = MoraleOutcome::FallBack;
    r.roll.outcome = "falls back half a move";
  } else {
    r.outcome = MoraleOutcome::Rout;
    r.roll.outcome = "routs";
  }
  return r;
}

MeleeTestOrder meleeTestOrder(MeleeOutcome outcome) {
  switch (outcome) {
    case MeleeOutcome::FirstWins:
      return {1, 0, true};
    case MeleeOutcome::SecondWins:
      return {0, 1, true};
    case MeleeOutcome::Draw:
      break;
  }
  return {0, 1, false};
}

}  // namespace sandtable::rules::wotr
