// 003 Attacking, Battle Results and Morale: attack rolls with their modifiers, the
// defender's counterattack, Def rolls, SHAKEN, retreats, routs and army morale.
#include <algorithm>

#include "core/Wording.h"
#include "ActionShape.h"
#include "MicroBattleGame.h"

namespace sandtable::rules::microbattle {

int MicroBattleGame::effectiveRange(const UnitType& t) const {
  return (tables().options.musketRangeOneSquare && t.musket) ? std::min(1, t.range) : t.range;
}

const char* MicroBattleGame::checkAttack(const Action& a) const {
  if (mPhase != Phase::Actions) return "units attack only during their side's actions, after the activation roll";
  if (const char* p = extraFields(a, true, true, false)) return p;
  if (const char* p = actorProblem(a.unit)) return p;
  if (a.target < 0 || a.target >= static_cast<UnitId>(mUnits.size())) return "there is no such unit";
  const UnitState& u = unit(a.unit);
  const UnitState& t = unit(a.target);
  if (t.side == u.side) return "a unit attacks only enemy units";
  if (t.status != UnitStatus::Active) return "the target has left the field";
  if (u.id == mActive && mRoadMarch) return "a unit on road march may not attack (variant: road march)";
  if (u.id == mActive && u.type->artillery && mMovedSteps > 0) return "artillery may not move and fire (003 Movement)";
  const int range = effectiveRange(*u.type);
  const int d = manhattan(u.at, t.at);
  if (range == 0) {
    if (d != 1) return "range 0: the attacker must be able to move into the defender's square (003 Attacking)";
    if (!canEnter(u, t.at)) return "range 0: the attacker could not enter the defender's terrain (003 Attacking)";
    return nullptr;
  }
  if (d > range) return "the target is out of range (003 Unit Stats)";
  if (!canSee(u.at, t.at)) return "the target cannot be seen: terrain blocks the line of sight";
  return nullptr;
}

AttackOdds MicroBattleGame::attackOdds(UnitId attackerId, UnitId targetId, Square from, bool charging,
                                       bool counterattack) const {
  const UnitState& attacker = unit(attackerId);
  const UnitState& target = unit(targetId);
  // Outflanked: another of the attacker's units is also in contact with the defender.
  bool outflanked = false;
  for (const UnitState& friendUnit : mUnits) {
    outflanked = outflanked || (friendUnit.id != attacker.id && friendUnit.side == attacker.side &&
                                friendUnit.status == UnitStatus::Active && manhattan(friendUnit.at, target.at) == 1);
  }
  return attackOddsAt(attacker, from, target.at, charging, outflanked, counterattack);
}

AttackOdds MicroBattleGame::attackOddsAt(const UnitState& attacker, Square from, Square to, bool charging,
                                         bool outflanked, bool counterattack) const {
  const UnitType& type = *attacker.type;
  const AdvantageFactors& f = tables().advantages;
  AttackOdds o;
  // 003 Attacking: "Defender in melee may counterattack": the counterattack is part of the
  // melee, so an archer or a musket answering it fights hand to hand as well.
  o.melee = counterattack || effectiveRange(type) == 0;
  o.charging = charging && o.melee && type.cvCharging > 0;
  o.cv = o.charging ? type.cvCharging : type.cv;

  const Length up = elevationOf(from);
  const Length down = elevationOf(to);
  if (up > down) o.factors.push_back({"downhill", f.downhill});
  if (up < down) o.factors.push_back({"uphill", f.uphill});
  const TerrainCard& targetGround = terrainOf(to);
  if (targetGround.cover == Cover::All || (targetGround.cover == Cover::Ranged && !o.melee)) {
    o.factors.push_back({"target in " + targetGround.id, f.targetInCover});
  }
  if (!o.melee && type.longRangeFrom > 0 && type.longRangeFrom <= effectiveRange(type) &&
      manhattan(from, to) >= type.longRangeFrom) {
    o.factors.push_back({"long range", f.longRange});
  }
  if (o.melee && outflanked) o.factors.push_back({"outflanked", f.outflanked});
  if (terrainOf(from).occupantDisadvantaged) o.factors.push_back({"attacker in " + terrainOf(from).id, f.attackerInBadGround});
  if (targetGround.occupantDisadvantaged) o.factors.push_back({"target in " + targetGround.id, f.targetInBadGround});

  int sum = 0;
  for (const Modifier& m : o.factors) sum += m.value;
  o.advantage = std::clamp(sum, -f.netCap, f.netCap);
  o.shaken = attacker.shaken ? tables().shakenPenalty : 0;
  return o;
}

void MicroBattleGame::applyAttack(const Action& a, Dice& dice, EventSink& sink) {
  startActivation(a.unit, sink);
  UnitState& attacker = mUnits[static_cast<std::size_t>(a.unit)];
  UnitState& target = mUnits[static_cast<std::size_t>(a.target)];
  const bool melee = effectiveRange(*attacker.type) == 0;
  const bool charging = melee && isCharging(attacker.id, target.id);

  Event e{EventKind::AttackMade, attacker.side, attacker.id, target.id};
  e.from = mSetup->grid.centre(attacker.at);
  e.to = mSetup->grid.centre(target.at);
  e.value = melee ? 0 : 1;
  if (sink.wantsText())
    e.text =
        subjectVerb(label(attacker.id), melee ? "attacks" : "shoots at") + " " + label(target.id);
  sink.emit(std::move(e));

  const bool hit = rollAttack(attacker, target, charging, false, dice, sink);
  if (!hit && melee && mPhase != Phase::Over && target.status == UnitStatus::Active) {
    // 003 Attacking: the defender in melee may counterattack if the attacker fails to hit.
    // It always does: a counterattack risks nothing, so no player would decline it.
    rollAttack(target, attacker, false, true, dice, sink);
  }
  finishActivation();
}

bool MicroBattleGame::rollAttack(UnitState& attacker, UnitState& target, bool charging, bool counter, Dice& dice,
                                 EventSink& sink) {
  const AttackOdds o = attackOdds(attacker.id, target.id, attacker.at, charging, counter);
  const int face = dice.roll(6);
  const int total = face + o.modifierTotal();
  const bool hit = total >= o.cv;
  if (sink.wantsText()) {
    RollRecord r;
    r.rule = "003 Attacking";
    r.purpose = std::string(counter ? "counterattack" : o.melee ? "melee attack" : "ranged attack") + " by " +
                label(attacker.id) + " on " + label(target.id);
    r.dice = "d6";
    r.faces = {face};
    r.base = face;
    int sum = 0;
    for (const Modifier& m : o.factors) {
      r.modifiers.push_back(m);
      sum += m.value;
    }
    if (sum != o.advantage) {
      r.modifiers.push_back({"net advantage limited to +-" + std::to_string(tables().advantages.netCap), o.advantage - sum});
    }
    if (o.shaken != 0) r.modifiers.push_back({"SHAKEN", o.shaken});
    r.total = total;
    r.test = "needs CV " + std::to_string(o.cv) + "+" + (o.charging ? " (charging)" : "");
    r.outcome = hit ? "hit" : "miss";
    sink.emit({EventKind::DiceRolled, attacker.side, attacker.id, target.id, {}, {}, hit ? 1 : 0, {}, r});
  }
  if (hit) takeHit(target, dice, sink);
  return hit;
}

AttackForecast MicroBattleGame::attackForecast(const Action& a) const {
  const UnitState& attacker = unit(a.unit);
  const UnitState& target = unit(a.target);
  const bool melee = effectiveRange(*attacker.type) == 0;
  // The Def roll as takeHit makes it: below Def fails (SHAKEN, or a rout for a SHAKEN unit); the
  // retreat face also retreats a unit that was not SHAKEN, and in the variant a light unit that
  // retreats is not SHAKEN by it.
  const Tables& t = tables();
  auto defence = [&t](const UnitState& u, double& fails, double& retreats) {
    fails = retreats = 0;
    for (int face = 1; face <= 6; ++face) {
      if (face >= u.type->def) continue;
      const bool back = face == t.retreatOn;
      const bool ignores = back && t.options.lightIgnoreShakenOnRetreat && u.type->unitClass == UnitClass::Light;
      if (!ignores) fails += 1.0 / 6.0;
      if (back && (ignores || !u.shaken)) retreats += 1.0 / 6.0;
    }
  };
  AttackForecast f;
  f.attack = attackOdds(attacker.id, target.id, attacker.at, melee && isCharging(attacker.id, target.id));
  f.pHit = f.attack.hittingFaces() / 6.0;
  double fails = 0, retreats = 0;
  defence(target, fails, retreats);
  f.pTargetFails = f.pHit * fails;
  f.pTargetRetreats = f.pHit * retreats;
  f.targetRoutsOnFailure = target.shaken;
  if (melee) {
    // 003 Attacking: on a miss the defender counterattacks (applyAttack: it always does).
    f.counter = attackOdds(target.id, attacker.id, target.at, false, true);
    f.pCounterHits = (1.0 - f.pHit) * f.counter->hittingFaces() / 6.0;
    defence(attacker, fails, retreats);
    f.pAttackerFails = f.pCounterHits * fails;
    f.attackerRoutsOnFailure = attacker.shaken;
  }
  return f;
}

void MicroBattleGame::takeHit(UnitState& u, Dice& dice, EventSink& sink) {
  const Tables& t = tables();
  Event hitEvent{EventKind::UnitHit, u.side, u.id};
  hitEvent.value = 1;
  hitEvent.from = hitEvent.to = mSetup->grid.centre(u.at);
  if (sink.wantsText()) hitEvent.text = subjectVerb(label(u.id), "is") + " hit";
  sink.emit(std::move(hitEvent));

  // 003 Battle Results: roll Def or more; failing makes the unit SHAKEN (a second time: it
  // routs); a 1 also makes it retreat.
  const int face = dice.roll(6);
  const bool passed = face >= u.type->def;
  const bool retreats = !passed && face == t.retreatOn;
  const bool lightIgnores = retreats && t.options.lightIgnoreShakenOnRetreat && u.type->unitClass == UnitClass::Light;
  if (sink.wantsText()) {
    RollRecord r;
    r.rule = "003 Battle Results";
    r.purpose = "defence of " + label(u.id);
    r.dice = "d6";
    r.faces = {face};
    r.base = r.total = face;
    r.test = "needs Def " + std::to_string(u.type->def) + "+";
    if (passed) r.outcome = "holds";
    else if (lightIgnores) r.outcome = "retreats; light troops ignore SHAKEN when retreating (variant)";
    else if (u.shaken) r.outcome = "SHAKEN a second time: routs";
    else r.outcome = retreats ? "SHAKEN and retreats" : "SHAKEN";
    sink.emit({EventKind::DiceRolled, u.side, u.id, kNoUnit, {}, {}, passed ? 0 : 1, {}, r});
  }
  if (passed) return;
  if (!lightIgnores) {
    if (u.shaken) {
      rout(u, "SHAKEN a second time", dice, sink);
      return;
    }
    u.shaken = true;
    Event e{EventKind::UnitShaken, u.side, u.id};
    e.from = e.to = mSetup->grid.centre(u.at);
    if (sink.wantsText()) e.text = subjectVerb(label(u.id), "is") + " SHAKEN";
    sink.emit(std::move(e));
  }
  if (retreats) retreat(u, dice, sink);
}

void MicroBattleGame::rout(UnitState& u, const char* why, Dice& dice, EventSink& sink) {
  u.status = UnitStatus::Routed;
  Event e{EventKind::UnitRouted, u.side, u.id};
  e.from = mSetup->grid.centre(u.at);
  const int dir = mSetup->baselineRow[sideIndex(u.side)] == 0 ? -1 : 1;
  e.to = mSetup->grid.centre({u.at.col, u.at.row + dir * 2});
  if (sink.wantsText())
    e.text = subjectVerb(label(u.id), "routs") + " (" + why + ") and " +
             agreeing(label(u.id), "leaves") + " the field";
  sink.emit(std::move(e));
  testArmyMorale(u.side, dice, sink);
}

void MicroBattleGame::testArmyMorale(Side side, Dice& dice, EventSink& sink) {
  if (mPhase == Phase::Over) return;
  const Tables& t = tables();
  const int remaining = activeCount(side);
  const int initial = mInitial[sideIndex(side)];
  const std::string& name = mSetup->sideNames[sideIndex(side)];
  const std::string& other = mSetup->sideNames[sideIndex(opponent(side))];
  if (remaining == 0) {
    endGame(opponent(side), Ending::ArmyDestroyed, possessive(name) + " army is destroyed: victory to " + other, sink);
    return;
  }
  // 003 Morale: below 50 % of the initial strength, roll for each unit lost; 4+ fights on.
  if (remaining * 100 >= initial * t.armyMoralePercent) return;
  const int face = dice.roll(6);
  const bool holds = face >= t.armyMoraleTarget;
  if (sink.wantsText()) {
    RollRecord r;
    r.rule = "003 Morale";
    r.purpose = "army morale of " + name + " (" + std::to_string(remaining) + " of " + std::to_string(initial) +
                " units left)";
    r.dice = "d6";
    r.faces = {face};
    r.base = r.total = face;
    r.test = "needs " + std::to_string(t.armyMoraleTarget) + "+";
    r.outcome = holds ? "the army fights on" : "the army retreats: the game ends";
    sink.emit({EventKind::DiceRolled, side, kNoUnit, kNoUnit, {}, {}, holds ? 1 : 0, {}, r});
  }
  Event e{EventKind::ArmyMoraleTested, side};
  e.value = holds ? 1 : 0;
  sink.emit(std::move(e));
  if (!holds) {
    endGame(opponent(side), Ending::ArmyRetreated,
            possessive(name) + " army retreats (morale roll " + std::to_string(face) + "): victory to " + other, sink);
  }
}

}  // namespace sandtable::rules::microbattle
