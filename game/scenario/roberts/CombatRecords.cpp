// Missile fire, melee, pursuit and morale numbers as declarations (the binder does the walk).
#include "CombatRecords.h"

#include "NameSets.h"
#include "RobertsNames.h"

namespace sandtable::scenario::roberts {

using data::YamlReader;
using namespace rules::roberts;
using bind::Record;

namespace {

constexpr int kMod = 6;     // a modifier's bounds
constexpr int kTotal = 40;  // a threshold's bound

Record<MissileRule> missile() {
  using M = MissileRule;
  Record<M> r;
  r.integer("dice", &M::dice, 1, 4)
      .integer("sides", &M::sides, 2, 20)
      .integer("disrupts_at", &M::disruptsAt, -kTotal, kTotal)
      .integer("hits_at", &M::hitsAt, -kTotal, kTotal)
      .integer("hits_scored", &M::hitsScored, 0, 10)
      .integer("disrupted_dv", &M::disruptedDv, -kMod, kMod)
      .integer("large_target_size", &M::largeTargetSize, 1, 100)
      .integer("large_target", &M::largeTarget, -kMod, kMod)
      .integer("mounted_target", &M::mountedTarget, -kMod, kMod)
      .integer("elite_attacks", &M::eliteAttacks, 1, 4)
      .integer("slow_interval_half_turns", &M::slowIntervalHalfTurns, 1, 10)
      .integer("fire_group_max", &M::fireGroupMax, 1, 12)
      .number("fire_group_spacing_inches", &M::fireGroupSpacingInches, 0, 24)
      .custom("fire_in_contact_types", nameSet(&M::fireInContact, troopKindNames(), "troop type"))
      .integer("firing_arc_degrees", &M::firingArcDegrees, 1, 180)
      .integer("extended_arc_degrees", &M::extendedArcDegrees, 1, 180)
      .number("line_of_fire_clearance_inches", &M::lineOfFireClearanceInches, 0, 6)
      .number("figure_height_inches", &M::figureHeightInches, 0, 12)
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, M& m) {
        if (m.hitsAt < m.disruptsAt)
          rd.error(YamlReader::child(n, "hits_at"),
                   "a hit is also a Disruption: hits_at is at "
                   "least disrupts_at");
        if (m.extendedArcDegrees < m.firingArcDegrees)
          rd.error(YamlReader::child(n, "extended_arc_degrees"),
                   "an extended arc is at least the firing arc: extended_arc_degrees is at least "
                   "firing_arc_degrees");
      });
  return r;
}

Record<MeleeRule> melee() {
  using M = MeleeRule;
  Record<M> r;
  r.integer("dice", &M::dice, 1, 4)
      .integer("sides", &M::sides, 2, 20)
      .integer("push_back_at", &M::pushBackAt, -kTotal, kTotal)
      .integer("one_hit_at", &M::oneHitAt, -kTotal, kTotal)
      .integer("two_hits_at", &M::twoHitsAt, -kTotal, kTotal)
      .integer("disrupted_dv", &M::disruptedDv, -kMod, kMod)
      .integer("shock_charging", &M::shockCharging, -kMod, kMod)
      .integer("impetuous_charging", &M::impetuousCharging, -kMod, kMod)
      .integer("uphill", &M::uphill, -kMod, kMod)
      .integer("second_rank_support", &M::secondRankSupport, -kMod, kMod)
      .integer("set_against_charge", &M::setAgainstCharge, -kMod, kMod)
      .integer("overrun", &M::overrun, -kMod, kMod)
      .integer("retreat_base_depths", &M::retreatBaseDepths, 0, 10)
      .number("failed_fall_back_fraction", &M::failedFallBackFraction, 0, 1)
      .custom("cannot_retreat_types", nameSet(&M::cannotRetreat, troopKindNames(), "troop type"))
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, M& m) {
        if (!(m.pushBackAt <= m.oneHitAt && m.oneHitAt <= m.twoHitsAt))
          rd.error(YamlReader::child(n, "one_hit_at"),
                   "the results rise: push_back_at <= one_hit_at <= two_hits_at");
      });
  return r;
}

// A list of kinds of ground ([woods_light, marsh]) into `member`.
template <class T>
typename Record<T>::Reader groundSet(rules::TerrainKindSet T::*member) {
  return [member](YamlReader& rd, const YAML::Node& v, T& t) {
    if (!rd.expectSequence(v, "a list of kinds of ground")) return;
    for (const YAML::Node& item : v) {
      const auto s = rd.scalar(item, "a kind of ground");
      if (!s) continue;
      rules::TerrainKind k = rules::TerrainKind::Clear;
      if (!rules::terrainKindFromName(*s, k)) {
        rd.error(item, "unknown kind of ground '" + data::excerpt(*s) + "'");
        continue;
      }
      t.*member |= rules::terrainKindBit(k);
    }
  };
}

Record<MeleeGroundRule> meleeGround() {
  using G = MeleeGroundRule;
  Record<G> r;
  r.number("uphill_margin_inches", &G::uphillMarginInches, 0, 12)
      .custom("shock_lost_in", groundSet(&G::shockLostIn))
      .custom("cover", groundSet(&G::cover))
      .integer("defender_in_cover", &G::defenderInCover, -kMod, kMod)
      .custom("obstacles", groundSet(&G::obstacles))
      .integer("across_obstacle", &G::acrossObstacle, -kMod, kMod)
      .source();
  return r;
}

Record<PursuitRule> pursuit() {
  using P = PursuitRule;
  Record<P> r;
  r.integer("one_hit_at", &P::oneHitAt, -kTotal, kTotal)
      .integer("two_hits_at", &P::twoHitsAt, -kTotal, kTotal)
      .integer("three_hits_at", &P::threeHitsAt, -kTotal, kTotal)
      .integer("advance_base_depths", &P::advanceBaseDepths, 0, 10)
      .number("overrun_leftover_fraction", &P::overrunLeftoverFraction, 0, 10)
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, P& p) {
        if (!(p.oneHitAt <= p.twoHitsAt && p.twoHitsAt <= p.threeHitsAt))
          rd.error(YamlReader::child(n, "two_hits_at"),
                   "the results rise: one_hit_at <= two_hits_at <= three_hits_at");
      });
  return r;
}

Record<ChargeRule> charging() {
  using C = ChargeRule;
  Record<C> r;
  r.integer("oblique_degrees", &C::obliqueDegrees, 0, 90)
      .number("skirmisher_penalty_inches", &C::skirmisherPenaltyInches, 0, 24)
      .source();
  return r;
}

Record<SkirmisherRule> skirmishers() {
  using S = SkirmisherRule;
  Record<S> r;
  r.number("withdrawal_inches", &S::withdrawalInches, 0, 24)
      .number("adjacent_penalty_inches", &S::adjacentPenaltyInches, 0, 24)
      .source();
  return r;
}

Record<MoraleRule> morale() {
  using M = MoraleRule;
  Record<M> r;
  r.integer("dice", &M::dice, 1, 4)
      .integer("sides", &M::sides, 2, 20)
      .integer("target", &M::target, 1, kTotal)
      .integer("guard", &M::guard, -kMod, kMod)
      .integer("unreliable", &M::unreliable, -kMod, kMod)
      .integer("demoralized", &M::demoralized, -kMod, kMod)
      .integer("leader", &M::leader, -kMod, kMod)
      .integer("per_stand_lost", &M::perStandLost, -kMod, kMod)
      .integer("hits_per_stand_on_failure", &M::hitsPerStandOnFailure, 0, 10)
      .boolean("fanatics_pass", &M::fanaticsPass)
      .number("rout_nearby_inches", &M::routNearbyInches, 0, 48)
      .source();
  return r;
}

Record<DemoralizedRule> demoralized() {
  using D = DemoralizedRule;
  Record<D> r;
  r.integer("combat", &D::combat, -kMod, kMod)
      .number("move_inches", &D::moveInches, -24, 0)
      .source();
  return r;
}

}  // namespace

void addMissileWeaponGeometry(Record<MissileWeapon>& weapon) {
  // Every missile weapon reaches somewhere: 0 would be a weapon that never fires.
  weapon.number("range_inches", &MissileWeapon::rangeInches, 0.5, 96)
      .boolean("extended_arc", &MissileWeapon::extendedArc, bind::kOptional);
}

void addCombatSections(Record<Tables>& tables) {
  Record<CombatTables> combat;
  combat.record("missile_fire", &CombatTables::missile, missile())
      .record("melee", &CombatTables::melee, melee())
      .record("melee_ground", &CombatTables::meleeGround, meleeGround())
      .record("pursuit", &CombatTables::pursuit, pursuit())
      .record("morale", &CombatTables::morale, morale())
      .record("demoralized", &CombatTables::demoralized, demoralized());
  // Top-level keys of the file that fill Tables::combat, as the play sections fill Tables::play.
  for (const Record<CombatTables>::Field& f : combat.fields()) {
    tables
        .custom(f.key,
                [f](YamlReader& r, const YAML::Node& v, Tables& t) { f.read(f, r, v, t.combat); })
        .section();
  }
  tables.record("charging", &Tables::charging, charging());
  tables.record("skirmishers", &Tables::skirmishers, skirmishers());
}

}  // namespace sandtable::scenario::roberts
