// Warlords' tables as declarations: each section of config/rulesets/warlords.yaml, its keys,
// their ranges and the members they fill (the binder, scenario/YamlBind.h, does the walk).
#include "WarlordsData.h"

#include "scenario/TablesFile.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::warlords;
using bind::Name;
using bind::Record;
using rules::TerrainKind;

namespace {

std::vector<Name<TroopKind>> troopKinds() {
  std::vector<Name<TroopKind>> out;
  for (std::size_t k = 0; k < kTroopKindCount; ++k)
    out.push_back({troopKindId(TroopKind(k)), TroopKind(k)});
  return out;
}

Record<TroopType> troopType() {
  Record<TroopType> r;
  r.text("name", &TroopType::name)
      .integer("move", &TroopType::move, 0, 20)
      .integer("charge_bonus", &TroopType::chargeBonus, 0, 20)
      .integer("weight", &TroopType::weight, 0, 100)
      .integer("stand_depth_permille", &TroopType::depthPermille, 100, 3000)
      .boolean("skirmisher", &TroopType::skirmisher, bind::kOptional)
      .boolean("light", &TroopType::light, bind::kOptional)
      .boolean("heavy", &TroopType::heavy, bind::kOptional)
      .boolean("line", &TroopType::line, bind::kOptional)
      .boolean("horse", &TroopType::horse, bind::kOptional)
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, TroopType& t) {
        if (t.light == t.heavy) rd.error(n, "a troop type is either light or heavy (001 1.4.2)");
      });
  return r;
}

Record<TerrainEffect> terrainEffect() {
  Record<TerrainEffect> r;
  r.text("type", &TerrainEffect::type)
      .boolean("impassable", &TerrainEffect::impassable, bind::kOptional)
      .boolean("rough", &TerrainEffect::rough, bind::kOptional)
      .boolean("slow", &TerrainEffect::slow, bind::kOptional)
      .boolean("slope", &TerrainEffect::slope, bind::kOptional)
      .boolean("linear_obstacle", &TerrainEffect::linearObstacle, bind::kOptional)
      .boolean("blocks_visibility", &TerrainEffect::blocksVisibility, bind::kOptional)
      .boolean("blocks_shooting", &TerrainEffect::blocksShooting, bind::kOptional)
      .enumeration("cover", &TerrainEffect::cover,
                   {{"none", Cover::None}, {"light", Cover::Light}, {"heavy", Cover::Heavy}},
                   bind::kOptional)
      .note("001 3.2.1")
      .integer("cover_spans", &TerrainEffect::coverSpans, 0, 20, bind::kOptional)
      .integer("height_levels", &TerrainEffect::heightLevels, 0, 10, bind::kOptional)
      .integer("bank_spans", &TerrainEffect::bankSpans, 0, 5, bind::kOptional)
      .boolean("bank_rough", &TerrainEffect::bankRough, bind::kOptional)
      .boolean("bank_slope", &TerrainEffect::bankSlope, bind::kOptional)
      .source();
  return r;
}

Record<ActivationTable> activation() {
  using A = ActivationTable;
  Record<A> r;
  r.integer("initiative_die", &A::initiativeDie, 2, 20)
      .note("2.1.1")
      .integer("dice", &A::dice, 1, 10)
      .note("2.2")
      .integer("dice_per_champion", &A::dicePerChampion, 0, 5)
      .integer("keep", &A::keep, 1, 10)
      .integer("per_casualty", &A::perCasualty, -10, 0)
      .integer("skirmisher_or_drilled", &A::skirmisherOrDrilled, 0, 10)
      .integer("evade_per_span", &A::evadePerSpan, 0, 10)
      .integer("champion_multiple", &A::championMultiple, 0, 10)
      .note("1.7.5 c")
      .integer("charisma", &A::charisma, 0, 5)
      .note("3.1.2")
      .integer("expert_tactician", &A::expertTactician, 0, 5)
      .integer("indecisive", &A::indecisive, -5, 0)
      .integer("aggressive", &A::aggressive, 0, 5)
      .source();
  return r;
}

Record<MovementTable> movement() {
  using M = MovementTable;
  Record<M> r;
  r.integer("oblique_degrees", &M::obliqueDegrees, 0, 90)
      .integer("stop_from_enemy_spans", &M::stopFromEnemySpans, 0, 5)
      .integer("fast_bonus", &M::fastBonus, 0, 5)
      .integer("slow_penalty", &M::slowPenalty, 0, 5)
      .integer("slow_armour", &M::slowArmour, -5, 1)
      .integer("shieldwall_charge_bonus", &M::shieldwallChargeBonus, 0, 5)
      .integer("rough_penalty", &M::roughPenalty, 0, 5)
      .integer("slope_penalty", &M::slopePenalty, 0, 5)
      .integer("obstacle_penalty", &M::obstaclePenalty, 0, 5)
      .integer("slow_terrain_divisor", &M::slowTerrainDivisor, 1, 10)
      .integer("slope_gradient_permille", &M::slopeGradientPermille, 1, 10000)
      .integer("formation_min_enemy_spans", &M::formationMinEnemySpans, 0, 5)
      .integer("break_off_min_spans", &M::breakOffMinSpans, 0, 5)
      .integer("passage_max_ranks", &M::passageMaxRanks, 1, 10)
      .integer("broken_wheel_degrees", &M::brokenWheelDegrees, 0, 360)
      .integer("sally_port_divisor", &M::sallyPortDivisor, 1, 10)
      .source();
  return r;
}

Record<RandomMoveTable> randomMove() {
  using R = RandomMoveTable;
  Record<R> r;
  r.integer("high_face", &R::highFace, 1, 6)
      .integer("low_face", &R::lowFace, 1, 6)
      .integer("step", &R::step, 0, 5)
      .integer("big_step", &R::bigStep, 0, 10)
      .integer("ratio", &R::ratio, 1, 10)
      .source();
  return r;
}

Record<ShootingTable> shooting() {
  using S = ShootingTable;
  Record<MissileRange> range;
  range.integer("skirmishing", &MissileRange::skirmishing, 0, 100)
      .integer("massed", &MissileRange::massed, 0, 100);
  Record<S> r;
  r.record("hand", &S::hand, range)
      .record("light", &S::light, range)
      .record("heavy", &S::heavy, range)
      .integer("massed_dice_per_stand", &S::massedDicePerStand, 0, 10)
      .integer("skirmish_dice_per_stand", &S::skirmishDicePerStand, 0, 10)
      .integer("longbow_massed_dice_per_file", &S::longbowMassedDicePerFile, 0, 10)
      .integer("arbalest_massed_range", &S::arbalestMassedRange, 0, 100)
      .integer("armour_piercing_range", &S::armourPiercingRange, 0, 100)
      .integer("hit_on", &S::hitOn, 1, 7)
      .integer("horse_multiplier", &S::horseMultiplier, 1, 10)
      .integer("skirmisher_divisor", &S::skirmisherDivisor, 1, 10)
      .integer("light_cover_stands", &S::lightCoverStands, 1, 10)
      .integer("heavy_cover_stands", &S::heavyCoverStands, 1, 10)
      .integer("personality_red_dice", &S::personalityRedDice, 0, 5)
      .source();
  return r;
}

Record<MeleeTable> melee() {
  using M = MeleeTable;
  Record<M> r;
  r.integer("dice", &M::dice, 1, 10)
      .integer("keep", &M::keep, 1, 10)
      .integer("close_foot_second_rank_dice", &M::closeFootSecondRankDice, 0, 5)
      .integer("per_rank_dice", &M::perRankDice, 0, 5)
      .integer("flank_dice", &M::flankDice, 0, 5)
      .integer("veteran_dice", &M::veteranDice, 0, 5)
      .integer("hated_dice", &M::hatedDice, 0, 5)
      .integer("charging", &M::charging, -5, 5)
      .integer("per_champion_charging", &M::perChampionCharging, -5, 5)
      .integer("wedge_vs_shieldwall", &M::wedgeVsShieldwall, -5, 5)
      .integer("cavalry_charging", &M::cavalryCharging, -5, 5)
      .integer("lances_charging", &M::lancesCharging, -5, 5)
      .integer("elite", &M::elite, -5, 5)
      .integer("pike_front", &M::pikeFront, -5, 5)
      .integer("uphill_opponent", &M::uphillOpponent, -5, 5)
      .integer("light_weapons", &M::lightWeapons, -5, 5)
      .integer("flank_contacted", &M::flankContacted, -5, 5)
      .integer("rear_contacted", &M::rearContacted, -5, 5)
      .integer("charged_in_flank_by_heavy", &M::chargedInFlankByHeavy, -5, 5)
      .integer("coward", &M::coward, -5, 5)
      .integer("nemesis", &M::nemesis, -5, 5)
      .integer("bounty", &M::bounty, -5, 5)
      .integer("fall_back_spans", &M::fallBackSpans, 0, 10)
      .integer("unform_multiple", &M::unformMultiple, 1, 10)
      .integer("break_multiple", &M::breakMultiple, 1, 10)
      .integer("ratio_floor", &M::ratioFloor, 0, 10)
      .source();
  return r;
}

// One integer and its source: the small sections.
template <class S>
Record<S> oneNumber(std::string key, int S::*member, int min, int max) {
  Record<S> r;
  r.integer(std::move(key), member, min, max).source();
  return r;
}

const Record<Tables>& warlordsTables() {
  static const Record<Tables> record = [] {
    Record<Tables> t;
    t.custom("ruleset", bind::rulesetHeader<Tables>("warlords"))
        .section()
        .table("troop_types", &Tables::troops, troopKinds(), &TroopType::kind, troopType(),
               "troop type")
        .note("1.4.2")
        .record("activation", &Tables::activation, activation())
        .record("movement", &Tables::movement, movement())
        .record("random_move", &Tables::randomMove, randomMove())
        .record("shooting", &Tables::shooting, shooting())
        .record("melee", &Tables::melee, melee())
        .record("personalities", &Tables::personalities,
                oneNumber("kill_multiple", &PersonalityTable::killMultiple, 0, 10))
        .record("field_defences", &Tables::fieldDefences,
                oneNumber("stakes_pike_ranks", &FieldDefenceTable::stakesPikeRanks, 0, 5))
        .record("victory", &Tables::victory,
                oneNumber("army_break_percent", &VictoryDefaults::armyBreakPercent, 1, 100))
        .table("terrain", &Tables::terrain, bind::terrainKindNames(),
               static_cast<TerrainKind TerrainEffect::*>(nullptr), terrainEffect(),
               "battlefield feature", "every battlefield feature needs its Warlords meaning");
    return t;
  }();
  return record;
}

}  // namespace

std::shared_ptr<Tables> parseWarlordsTables(YamlReader& r) {
  auto t = std::make_shared<Tables>();
  warlordsTables().readInto(r, r.root(), "a Warlords ruleset file", *t);
  return t;
}

std::shared_ptr<const Tables> loadWarlordsTables(const std::filesystem::path& file) {
  return loadTablesOnce(file, &parseWarlordsTables);
}

}  // namespace sandtable::scenario
