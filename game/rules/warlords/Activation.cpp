// 2.2 Activations and 1.7 Morale: the activation roll against the unit's width with its
// champions and casualties, success and failure, losing morale steps, going Berserk and
// the Berserk move, and adding champions.
#include <algorithm>

#include "core/Wording.h"
#include "WarlordsGame.h"

namespace sandtable::rules::warlords {

bool PersonalitySetup::has(Trait t) const { return std::find(traits.begin(), traits.end(), t) != traits.end(); }

bool WarlordsGame::hasPersonality(const UnitState& u, Trait t, bool commanderOnly) const {
  for (const PersonalityState& p : mPersonalities) {
    if (!p.present() || p.unit != u.id) continue;
    if (commanderOnly && p.stand != 0) continue;  // "commands a unit": he is on its command stand
    if (personalitySetup(p).has(t)) return true;
  }
  return false;
}

int WarlordsGame::personalitiesIn(const UnitState& u) const {
  int n = 0;
  for (const PersonalityState& p : mPersonalities) n += (p.present() && p.unit == u.id) ? 1 : 0;
  return n;
}

bool WarlordsGame::isImpetuous(const UnitState& u) const {
  if (profile(u).impetuous) return true;
  // 3.1.2 Rash: a Rash commander makes his line infantry or Cavalry Impetuous.
  const TroopType& t = troop(u);
  return (t.line || t.kind == TroopKind::Cavalry) && hasPersonality(u, Trait::Rash, true);
}

bool WarlordsGame::isDrilledOrVeteranSkirmisher(const UnitState& u) const {
  return troop(u).skirmisher && (profile(u).drilled() || profile(u).veteran);
}

int WarlordsGame::activationModifier(const UnitState& u, bool evading, int evadeSpans, bool charging,
                                     std::vector<Modifier>* out) const {
  const ActivationTable& t = tables().activation;
  int total = 0;
  auto add = [&](std::string label, int v) {
    if (v == 0) return;
    total += v;
    if (out) out->push_back({std::move(label), v});
  };
  add(plural(u.casualties, "casualty", "casualties"), t.perCasualty * u.casualties);
  if (troop(u).skirmisher || profile(u).drilled()) add(troop(u).skirmisher ? "Skirmishers" : "drilled", t.skirmisherOrDrilled);
  if (evading) add("evading, " + std::to_string(evadeSpans) + " spans from the charger", t.evadePerSpan * evadeSpans);
  for (const PersonalityState& p : mPersonalities) {
    if (!p.present()) continue;
    const PersonalitySetup& ps = personalitySetup(p);
    if (p.unit == u.id) {
      add(ps.name + "'s charisma", t.charisma * ps.charisma);
      if (p.stand == 0 && ps.has(Trait::Indecisive))
        add(asSubject(ps.name) + " is Indecisive", t.indecisive);
      if (p.stand == 0 && charging && ps.has(Trait::Aggressive))
        add(asSubject(ps.name) + " is Aggressive", t.aggressive);
    }
    if (ps.has(Trait::ExpertTactician) && ps.side == u.side) {
      // Any friendly unit under his command (his own, or his contingent's) within sight of his unit.
      const UnitState& his = unit(p.unit);
      const int contingent = mSetup->units[static_cast<std::size_t>(u.id)].contingent;
      const bool commands = p.unit == u.id ||
                            (contingent >= 0 && mSetup->contingents[static_cast<std::size_t>(contingent)].general == p.setup);
      if (commands && (p.unit == u.id || canSee(his, u, false))) add(ps.name + ", expert tactician", t.expertTactician);
    }
  }
  return total;
}

bool WarlordsGame::mayAddChampion(const UnitState& u, int score) const {
  // 1.7.5: Ready, an enemy visible within 45 degrees of the front, and a score at least
  // triple the champions already there.
  if (u.morale != Morale::Ready) return false;
  if (score < tables().activation.championMultiple * u.champions) return false;
  return nearestEnemy(u, true) != nullptr;
}

const char* WarlordsGame::checkActivate(const Action& a) const {
  if (mPhase != Phase::Activation) return "units are activated one at a time, after the initiative roll (2.2)";
  if (a.target != kNoUnit || a.point || a.facing || a.option != 0 || a.square) return "activate_unit takes only a unit";
  if (a.unit < 0 || a.unit >= static_cast<UnitId>(mUnits.size())) return "there is no such unit";
  const UnitState& u = unit(a.unit);
  if (!u.active()) return "that unit has left the table";
  if (u.side != mToAct) return "that unit's side is not activating now (2.1)";
  if (u.activated) return "that unit has already used its activation this turn (2.2)";
  return nullptr;
}

WarlordsGame::Roll WarlordsGame::rollActivation(UnitState& u, Dice& dice, EventSink& sink, const char* purpose,
                                                bool evading, int evadeSpans, bool charging) {
  const ActivationTable& t = tables().activation;
  Roll r;
  const int n = t.dice + t.dicePerChampion * u.champions;
  for (int i = 0; i < n; ++i) r.faces.push_back(dice.roll(6));
  std::vector<int> sorted = r.faces;
  std::sort(sorted.begin(), sorted.end(), std::greater<int>());
  for (int i = 0; i < t.keep && i < n; ++i) r.best += sorted[static_cast<std::size_t>(i)];
  for (std::size_t i = 1; i < sorted.size(); ++i) r.doubles = r.doubles || sorted[i] == sorted[i - 1];
  std::vector<Modifier> mods;
  r.score = r.best + activationModifier(u, evading, evadeSpans, charging, sink.wantsText() ? &mods : nullptr);
  const int width = activationWidth(u);
  if (sink.wantsText()) {
    RollRecord rec;
    rec.rule = "001 2.2 Activations";
    rec.purpose = std::string(purpose) + " of " + label(u.id);
    rec.dice = std::to_string(n) + "d6" + (u.champions ? " (" + std::to_string(u.champions) + " champions)" : "") +
               ", two highest";
    rec.faces = r.faces;
    rec.base = r.best;
    rec.modifiers = mods;
    rec.total = r.score;
    rec.test = "needs more than its width " + std::to_string(width);
    rec.outcome = r.score > width ? "success" : "failure";
    if (r.doubles && r.score > width && isImpetuous(u)) rec.outcome += ", doubles";
    Event e{EventKind::DiceRolled, u.side, u.id};
    e.value = r.score;
    e.roll = rec;
    sink.emit(std::move(e));
  }
  return r;
}

void WarlordsGame::activate(UnitId id, Dice& dice, EventSink& sink) {
  UnitState& u = mut(id);
  u.activated = true;
  mActive = ActiveUnit{};
  mActive.unit = id;
  {
    Event e{EventKind::UnitActivated, u.side, id};
    e.from = e.to = u.pose.front;
    if (sink.wantsText()) e.text = subjectVerb(label(id), "activates");
    sink.emit(std::move(e));
  }
  const Roll r = rollActivation(u, dice, sink, "activation", false, 0, false);
  mActive.score = r.score;
  mActive.width = activationWidth(u);
  mActive.success = r.score > mActive.width;
  mPhase = Phase::Orders;

  // 2.2.1 / 2.2.2: Berserk units make a Berserk move whatever the roll, except that a failure
  // also no higher than the casualties first costs a morale step, as it does every unit: Berserk
  // stands above Ready in the list the activation results move a unit along (1.7), so the
  // unit comes to its senses and stops. Before, a Berserk unit never lost a step to its own
  // activations and rode on under any number of casualties.
  if (u.morale == Morale::Berserk) {
    if (!mActive.success && r.score <= u.casualties) {
      applyFailure(u, dice, sink);
      return;
    }
    berserkMove(u, dice, sink, ChargeOrigin::Berserk);
    return;
  }
  if (mActive.success) {
    // 2.2 step 4 and 1.7.1: Impetuous, successful, not Broken (and so Ready), doubles on any
    // two dice, an enemy within charge distance: the unit goes Berserk and charges.
    if (isImpetuous(u) && u.morale == Morale::Ready && r.doubles) {
      bool enemyNear = false;
      for (const UnitState& o : mUnits) {
        if (o.active() && o.side != u.side && gapBetween(u, o) <= chargeSpans(u) * span()) enemyNear = true;
      }
      if (enemyNear) {
        goBerserk(u, sink);
        berserkMove(u, dice, sink, ChargeOrigin::Berserk);
        return;
      }
    }
    if (u.morale == Morale::Broken) {
      mActive.brokenChoice = true;
      return;
    }
    if (u.motion == Motion::Fleeing) u.motion = Motion::Stopped;  // a fleeing unit rallies its flight
    return;
  }
  // A failed roll that an Aggressive commander's +1 would turn into a charge (3.1.2).
  if (u.morale == Morale::Ready && u.formed && hasPersonality(u, Trait::Aggressive, true) &&
      r.score + tables().activation.aggressive > mActive.width) {
    for (const UnitState& o : mUnits) {
      if (o.active() && o.side != u.side && !planCharge(u, o).problem) mActive.aggressiveCharge = true;
    }
    if (mActive.aggressiveCharge) return;
  }
  applyFailure(u, dice, sink);
}

void WarlordsGame::applyFailure(UnitState& u, Dice& dice, EventSink& sink) {
  mActive.success = false;
  mActive.aggressiveCharge = false;
  // 2.2.1: lose a morale step and stop when the roll was also no more than the casualties.
  if (mActive.score <= u.casualties) {
    const Morale before = u.morale;
    loseMoraleStep(u, dice, sink, "activation failed at or below the casualties taken (2.2.1)");
    if (u.active() && before != Morale::Worn && before != Morale::Broken && u.motion == Motion::Moving) {
      u.motion = Motion::Stopped;
    }
    finishActivation(sink);
    return;
  }
  if (u.motion == Motion::Fleeing) {
    flee(u, nearestEnemy(u, false), dice, sink);  // fleeing units continue fleeing
    finishActivation(sink);
    return;
  }
  if (u.morale == Morale::Broken) {
    brokenToEdge(u, sink);  // stopped Broken units head for the table edge
    finishActivation(sink);
    return;
  }
  if (u.motion == Motion::Moving) return;  // continue (end_activation) or random move and halt (halt)
  finishActivation(sink);
}

void WarlordsGame::setMorale(UnitState& u, Morale m, EventSink& sink, const char* why) {
  if (u.morale == m) return;
  u.morale = m;
  if (m == Morale::Worn || m == Morale::Broken) u.champions = 0;  // 1.7.2
  if (m == Morale::Broken) {
    u.everBroken = true;
    unitBrokeWithPersonalities(u, sink);
  }
  Event e{m == Morale::Broken ? EventKind::UnitRouted : EventKind::MoraleChanged, u.side, u.id};
  e.from = e.to = u.pose.front;
  e.value = static_cast<int>(m);
  if (sink.wantsText())
    e.text = subjectVerb(label(u.id), "is") + " now " + std::string(moraleName(m)) + ": " + why;
  sink.emit(std::move(e));
}

void WarlordsGame::loseMoraleStep(UnitState& u, Dice& dice, EventSink& sink, const char* why) {
  switch (u.morale) {
    case Morale::Berserk: setMorale(u, Morale::Ready, sink, why); return;
    case Morale::Ready: setMorale(u, Morale::Worn, sink, why); return;
    case Morale::Worn: breakUnit(u, nearestEnemy(u, false), dice, sink); return;
    case Morale::Broken: disperse(u, sink, "a Broken unit that must lose a morale step disintegrates (1.7.3)"); return;
    case Morale::Dispersed: return;
  }
}

void WarlordsGame::goBerserk(UnitState& u, EventSink& sink) {
  u.morale = Morale::Berserk;
  u.formed = false;  // 2.4.10: as soon as a unit goes Berserk it is also Unformed
  Event e{EventKind::UnitWentBerserk, u.side, u.id};
  e.from = e.to = u.pose.front;
  e.value = static_cast<int>(Morale::Berserk);
  if (sink.wantsText()) e.text = subjectVerb(label(u.id), "goes") + " Berserk (2.2, 1.7.1)";
  sink.emit(std::move(e));
}

WarlordsGame::BerserkAim WarlordsGame::berserkAim(const UnitState& u) const {
  std::vector<std::pair<Length, UnitId>> byDistance;
  for (const UnitState& o : mUnits) {
    if (o.active() && o.side != u.side) byDistance.push_back({gapBetween(u, o), o.id});
  }
  std::sort(byDistance.begin(), byDistance.end());
  for (const auto& [g, id] : byDistance) {
    if (!planCharge(u, unit(id)).problem) return {&unit(id), true};
  }
  return {nearestEnemy(u, true), false};
}

void WarlordsGame::berserkMove(UnitState& u, Dice& dice, EventSink& sink, ChargeOrigin origin) {
  // 2.4.10 / 1.7.1, the first that applies: charge the nearest enemy it can contact moving
  // straight ahead; else a random move at full speed toward the nearest visible enemy
  // within 45 degrees of its front; else it is Ready again. A unit already in contact has
  // its enemy: it holds there and fights it in the melee (any rush would only part them).
  if (const std::vector<Contact> cs = contactsOf(u); !cs.empty()) {
    mActive.orderDone = true;
    Event e{EventKind::MoveBlocked, u.side, u.id, cs.front().b};
    e.from = e.to = u.pose.front;
    if (sink.wantsText()) {
      e.text = subjectVerb(label(u.id), "is") + " already in contact with " + label(cs.front().b) +
               ": no Berserk move, the melee is fought (2.4.10)";
    }
    sink.emit(std::move(e));
    if (origin != ChargeOrigin::MeleeBerserk) finishActivation(sink);
    return;
  }
  const BerserkAim aim = berserkAim(u);
  if (aim.charges) {
    declareCharge(u.id, aim.target->id, origin, sink, dice);
    return;
  }
  mActive.orderDone = true;
  if (const UnitState* target = aim.target) {
    const Angle dir = bearing(u.pose.front, block(*target).centre);
    Length d = randomMove(u, moveSpans(u), dice, sink, "001 2.4.10 Berserk moves", "berserk move");
    d = std::min(d, clearAdvance(u, dir, d, true));
    moveUnitTo(u, {u.pose.front + heading(dir, d), u.pose.facing}, EventKind::UnitMoved, sink,
               "rushes toward " + label(target->id) + " (2.4.10)");
    u.motion = Motion::Moving;
  } else {
    setMorale(u, Morale::Ready, sink, "no enemy in sight within 45 degrees of its front (2.4.10)");
  }
  if (origin == ChargeOrigin::MeleeBerserk) return;
  finishActivation(sink);
}

const char* WarlordsGame::checkChampion(const Action& a) const {
  if (const char* p = checkOrderUnit(a, true)) return p;
  if (a.target != kNoUnit || a.point || a.facing || a.option != 0) return "add_champion takes only a unit";
  const UnitState& u = unit(a.unit);
  if (mActive.orderDone) return "the unit has already acted on this activation (2.2.2: one of the following)";
  if (u.morale != Morale::Ready) return "only a Ready unit may add a champion (1.7.2, 1.7.5)";
  if (mActive.score < tables().activation.championMultiple * u.champions) {
    return "the adjusted score must be at least triple the champions it already has (1.7.5)";
  }
  if (!nearestEnemy(u, true)) return "a champion needs an enemy visible within 45 degrees of the front (1.7.5)";
  return nullptr;
}

void WarlordsGame::addChampion(UnitState& u, EventSink& sink) {
  ++u.champions;
  mActive.orderDone = true;
  Event e{EventKind::ChampionAdded, u.side, u.id};
  e.from = e.to = u.pose.front;
  e.value = u.champions;
  if (sink.wantsText()) {
    e.text = "a champion steps out in front of " + label(u.id) + " (" + std::to_string(u.champions) + " now)";
  }
  sink.emit(std::move(e));
}

}  // namespace sandtable::rules::warlords
