// What a Warlords match shows of itself: the state hash over every bit of rules state, and
// the units as the table draws them (footprints, troop types, markers in words).
#include "WarlordsGame.h"
#include "core/Hash.h"

namespace sandtable::rules::warlords {

std::uint64_t WarlordsGame::stateHash() const {
  Hasher h;
  h.add(std::string_view("warlords"));
  h.add(mTurn);
  h.add(static_cast<int>(mPhase));
  h.add(static_cast<int>(mFirst));
  h.add(static_cast<int>(mLastInitiative));
  h.add(static_cast<int>(mToAct));
  h.add(mSecondSide);
  h.add(mCunningDone[0]);
  h.add(mCunningDone[1]);
  h.add(mActive.unit);
  h.add(mActive.score);
  h.add(mActive.width);
  h.add(mActive.success);
  h.add(mActive.aggressiveCharge);
  h.add(mActive.orderDone);
  h.add(mActive.shot);
  h.add(mActive.moved);
  h.add(mActive.haltedBySuccess);
  h.add(mActive.afterHaltUsed);
  h.add(mActive.brokenChoice);
  h.add(mActive.brokenHalted);
  h.add(mActive.massedShot);
  h.add(mCharge.has_value());
  if (mCharge) {
    h.add(mCharge->charger);
    h.add(mCharge->target);
    h.add(static_cast<int>(mCharge->origin));
    h.add(mCharge->chargerHalted);
    h.add(mCharge->counterCharged);
    h.add(mCharge->evaded);
  }
  h.add(mFormation.has_value());
  if (mFormation) {
    h.add(mFormation->unit);
    h.add(mFormation->code);
    h.add(mFormation->facing.value_or(-1));
    h.add(mFormation->pavises);
  }
  h.add(mFollowUp.has_value());
  if (mFollowUp) {
    h.add(mFollowUp->winner);
    h.add(mFollowUp->loser);
    h.add(mFollowUp->shift.x);
    h.add(mFollowUp->shift.y);
  }
  h.add(static_cast<int>(mMelees.size()));
  for (const MeleePair& m : mMelees) {
    h.add(m.a);
    h.add(m.b);
  }
  h.add(static_cast<int>(mMeleeNext));
  for (UnitId id : mFoughtThisPhase) h.add(id);
  for (const UnitState& u : mUnits) {
    h.add(u.id);
    h.add(u.pose.front.x);
    h.add(u.pose.front.y);
    h.add(u.pose.facing);
    h.add(static_cast<int>(u.formation));
    h.add(u.ranks);
    h.add(u.formed);
    h.add(static_cast<int>(u.motion));
    h.add(static_cast<int>(u.morale));
    h.add(u.champions);
    h.add(u.casualties);
    h.add(static_cast<int>(u.stands.size()));
    for (int s : u.stands) h.add(s);
    h.add(static_cast<int>(u.status));
    h.add(u.activated);
    h.add(u.haltedByShooting);
    h.add(u.charging);
    h.add(u.hitInFlankByHeavyCharge);
    for (Angle a : u.passedThrough) h.add(a);
    h.add(u.foughtMelee);
    h.add(u.pavisesDeployed);
    h.add(u.pavisesLost);
    h.add(u.everBroken);
  }
  for (const PersonalityState& p : mPersonalities) {
    h.add(p.unit);
    h.add(p.stand);
    h.add(static_cast<int>(p.fate));
  }
  h.add(mDecisiveLoss[0]);
  h.add(mDecisiveLoss[1]);
  h.add(mResult.over);
  h.add(static_cast<int>(mResult.winner));
  return h.value();
}

namespace {

// The morale states of 1.4 on the kernel's ladder; Dispersed, or off the table, is gone.
Condition condition(const UnitState& u) {
  Condition c;
  c.words = std::string(moraleName(u.morale));
  c.disordered = u.active() && !u.formed;
  if (!u.active()) {
    c.morale = Condition::Morale::Gone;
    return c;
  }
  switch (u.morale) {
    case Morale::Ready:
      c.morale = Condition::Morale::Steady;
      break;
    case Morale::Worn:
      c.morale = Condition::Morale::Wavering;
      break;
    case Morale::Broken:
      c.morale = Condition::Morale::Broken;
      break;
    case Morale::Berserk:
      c.morale = Condition::Morale::Frenzied;
      break;
    case Morale::Dispersed:
      c.morale = Condition::Morale::Gone;
      break;
  }
  return c;
}

}  // namespace

std::vector<UnitView> WarlordsGame::units() const {
  std::vector<UnitView> out;
  for (const UnitState& u : mUnits) {
    const UnitProfile& p = profile(u);
    UnitView v;
    v.id = u.id;
    v.side = u.side;
    v.name = mSetup->units[static_cast<std::size_t>(u.id)].name;
    v.shortName = mSetup->units[static_cast<std::size_t>(u.id)].shortName;
    v.type = std::string(troopKindId(p.type));
    v.typeName = troop(u).name;
    for (const Rect& r : standFootprints(u)) v.stands.push_back({r});
    v.status = u.status;
    v.condition = condition(u);
    v.strength = u.active() ? u.standCount() : 0;
    // The morale marker is also the berserker marker of 1.4.4 ("morale: Berserk"): said once.
    v.markers.push_back("morale: " + std::string(moraleName(u.morale)));
    const std::string stands = std::to_string(u.standCount()) + " of " + std::to_string(u.initialStands);
    using K = Counter::Kind;
    v.counters.push_back({K::Casualties, u.casualties});
    v.counters.push_back({K::Stands, u.active() ? u.standCount() : 0});
    if (u.active()) {
      v.counters.push_back({K::Champions, u.champions});
      if (u.activated && mPhase != Phase::Over) v.counters.push_back({K::Activated, 1});
      if (u.id == mActive.unit) v.counters.push_back({K::Acting, 1});
      if (u.charging) v.counters.push_back({K::Charging, 1});
      if (u.pavisesDeployed) v.counters.push_back({K::Defences, 1});
    }
    int leaders = 0;
    for (const PersonalityState& ps : mPersonalities) leaders += ps.unit == u.id && ps.present() ? 1 : 0;
    if (leaders > 0) v.counters.push_back({K::Leaders, leaders});
    if (!u.active()) {
      // Dispersed, or fled off the table's edge: how it stood and moved is over; what it lost
      // and the stands it left with are the tally.
      v.markers.push_back("casualties: " + std::to_string(u.casualties));
      v.markers.push_back("stands: none on the table (left with " + stands + ")");
    } else {
      v.markers.push_back("formation: " + std::string(formationId(u.formation)) + ", " +
                          plural(static_cast<int>(u.stands.empty() ? 0 : widths(u).size()), "rank") + ", " +
                          std::to_string(u.stands.empty() ? 0 : frontWidth(u)) + " wide");
      v.markers.push_back(u.formed ? "Formed" : "Unformed");
      v.markers.push_back("motion: " + std::string(motionName(u.motion)));
      v.markers.push_back("champions: " + std::to_string(u.champions));
      v.markers.push_back("casualties: " + std::to_string(u.casualties));
      v.markers.push_back("stands: " + stands);
      if (u.pavisesDeployed) v.markers.push_back("pavises deployed");
      if (u.charging) v.markers.push_back("charging");
      if (u.activated && mPhase != Phase::Over) v.markers.push_back("activated");
      if (u.id == mActive.unit) v.markers.push_back("activating");
    }
    for (const PersonalityState& ps : mPersonalities) {
      if (ps.unit != u.id) continue;
      const PersonalitySetup& s = personalitySetup(ps);
      std::string m = "personality: " + s.name + " (charisma " + (s.charisma >= 0 ? "+" : "") +
                      std::to_string(s.charisma) + ", prowess " + (s.prowess >= 0 ? "+" : "") + std::to_string(s.prowess);
      for (Trait t : s.traits) m += ", " + std::string(traitId(t));
      m += ps.present() ? ")" : "), " + std::string(fateName(ps.fate));
      v.markers.push_back(m);
    }
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace sandtable::rules::warlords
