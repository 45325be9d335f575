// War of the Roses' tables as declarations: each section of config/rulesets/wotr.yaml, its keys,
// their ranges and the members they fill (the binder, scenario/YamlBind.h, does the walk).
#include "WotrData.h"

#include <charconv>

#include "WotrNames.h"
#include "scenario/TablesFile.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::wotr;
using bind::Record;

namespace {

constexpr int kMaxModifier = 20;
constexpr int kMaxCost = 100;
constexpr double kMaxInches = 200;

// "1/3": a fraction of positive whole numbers, at most 1.
bool parseFraction(const std::string& s, Fraction& out) {
  const auto slash = s.find('/');
  if (slash == std::string::npos) return false;
  int num = 0, den = 0;
  const char* b = s.data();
  const char* e = b + s.size();
  const auto r1 = std::from_chars(b, b + slash, num);
  const auto r2 = std::from_chars(b + slash + 1, e, den);
  if (r1.ec != std::errc() || r1.ptr != b + slash || r2.ec != std::errc() || r2.ptr != e)
    return false;
  if (num < 0 || den < 1 || num > den) return false;
  out = {num, den};
  return true;
}

Record<Mod> mod() {
  Record<Mod> r;
  r.integer("value", &Mod::value, -kMaxModifier, kMaxModifier).source();
  return r;
}

Record<KindRule> kind() {
  Record<KindRule> r;
  r.text("name", &KindRule::name)
      .integer("cost", &KindRule::cost, -kMaxCost, kMaxCost)
      .note("002 Figure points value")
      .integer("melee", &KindRule::meleeModifier, -kMaxModifier, kMaxModifier)
      .integer("rally_needs", &KindRule::rallyNeeds, 0, 7)
      .note("002 Event VI")
      .source();
  return r;
}

Record<MoraleClassRule> moraleClass() {
  using M = MoraleClassRule;
  Record<M> r;
  r.text("name", &M::name)
      .integer("cost", &M::cost, -kMaxCost, kMaxCost)
      .integer("melee", &M::meleeModifier, -kMaxModifier, kMaxModifier)
      .integer("morale", &M::moraleModifier, -kMaxModifier, kMaxModifier)
      .integer("rally", &M::rallyModifier, -kMaxModifier, kMaxModifier)
      .boolean("first_melee", &M::firstMelee, bind::kOptional)
      .boolean("may_go_furious", &M::mayGoFurious, bind::kOptional)
      .source();
  return r;
}

Record<ProtectionRule> protection() {
  Record<ProtectionRule> r;
  r.text("name", &ProtectionRule::name)
      .integer("cost", &ProtectionRule::cost, -kMaxCost, kMaxCost)
      .source();
  return r;
}

Record<Weapon> weapon() {
  Record<Shooting> shoots;
  shoots.enumeration("casualties", &Shooting::casualties, wotr::casualtyColumnNames())
      .note("002 Target protection")
      .integer("dice", &Shooting::dice, 1, 2)
      .integer("modifier", &Shooting::modifier, -kMaxModifier, kMaxModifier)
      .number("range", &Shooting::range, 0, kMaxInches)
      .number("long_range", &Shooting::longRange, 0, kMaxInches)
      .check([](YamlReader& rd, const YAML::Node& n, Shooting& s) {
        if (s.casualties == CasualtyColumn::Melee)
          rd.error(YamlReader::child(n, "casualties"),
                   "a weapon shoots in a column of fire, not melee");
        if (s.longRange > s.range)
          rd.error(YamlReader::child(n, "long_range"), "'long_range' is beyond 'range'");
      });
  Record<Weapon> r;
  r.text("name", &Weapon::name)
      .integer("cost", &Weapon::cost, -kMaxCost, kMaxCost)
      .note("002 Figure points value")
      .enumeration("melee", &Weapon::melee, wotr::meleeRoleNames())
      .note("002 Melee modifiers")
      .boolean("mount", &Weapon::mount, bind::kOptional)
      .boolean("artillery", &Weapon::artillery, bind::kOptional)
      .enumeration("cover", &Weapon::cover, wotr::coverNames(), bind::kOptional)
      .record("shoots", &Weapon::shooting, shoots)
      .optional()
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, Weapon& w) {
        w.shoots = YamlReader::child(n, "shoots").IsDefined();
        const bool shooterRole = w.melee == MeleeRole::Shooter || w.melee == MeleeRole::Longbow;
        if (shooterRole && !w.shoots)
          rd.error(n, "a shooter's weapon ('melee: shooter' or 'longbow') has its 'shoots'");
        if (w.artillery && !w.shoots) rd.error(n, "an artillery piece has its 'shoots'");
      });
  return r;
}

Record<UnitSize> unitSize() {
  Record<UnitSize> r;
  r.integer("min_figures", &UnitSize::minFigures, 1, 1000)
      .integer("max_figures", &UnitSize::maxFigures, 1, 1000)
      .integer("max_bases", &UnitSize::maxBases, 0, 1000, bind::kOptional)
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, UnitSize& s) {
        if (s.minFigures > s.maxFigures)
          rd.error(YamlReader::child(n, "min_figures"), "'min_figures' is above 'max_figures'");
      });
  return r;
}

Record<CasualtyRow> casualtyRow() {
  Record<CasualtyRow> r;
  for (const auto& p : wotr::protectionNames()) {
    const auto i = static_cast<std::size_t>(p.value);
    r.parsed(
        std::string(p.name),
        [i](const std::string& s, CasualtyRow& row) {
          return parseFraction(s, row.byProtection[i]);
        },
        "a fraction such as 1/3");
  }
  r.source();
  return r;
}

Record<MoraleRow> moraleRow() {
  Record<MoraleRow> r;
  r.custom("needs",
           [](YamlReader& rd, const YAML::Node& v, MoraleRow& row) {
             if (!rd.expectMap(v, "'needs'")) return;
             std::vector<std::string> keys;
             for (const auto& t : wotr::testerKindNames()) keys.emplace_back(t.name);
             rd.checkKeys(v, keys);
             for (const auto& t : wotr::testerKindNames()) {
               const YAML::Node cell = YamlReader::child(v, std::string(t.name));
               if (!cell.IsDefined()) {
                 rd.error(v, "'needs' has no score for " + std::string(t.name) +
                                 " (002 Event V: every testing unit has one)");
                 continue;
               }
               if (const auto n = rd.integerValue(cell, "'" + std::string(t.name) + "'", -6, 12))
                 row.needs[static_cast<std::size_t>(t.value)] = static_cast<int>(*n);
             }
           })
      .custom("furious",
              [](YamlReader& rd, const YAML::Node& v, MoraleRow& row) {
                if (!rd.expectSequence(v, "'furious'")) return;
                for (const YAML::Node& item : v) {
                  const auto s = rd.scalar(item, "a testing unit");
                  if (!s) continue;
                  bool known = false;
                  std::vector<std::string_view> spelled;
                  for (const auto& t : wotr::testerKindNames()) {
                    spelled.push_back(t.name);
                    if (t.name == *s) {
                      row.furious[static_cast<std::size_t>(t.value)] = known = true;
                    }
                  }
                  if (!known)
                    rd.error(item, "unknown testing unit '" + data::excerpt(*s) + "' (expected " +
                                       bind::alternatives(spelled) + ")");
                }
              })
      .optional()
      .source();
  return r;
}

template <class S>
void addMods(Record<S>& r, std::initializer_list<std::pair<const char*, Mod S::*>> mods) {
  for (const auto& [key, member] : mods) r.record(key, member, mod());
}

Record<FireModifiers> fireModifiers() {
  using F = FireModifiers;
  Record<F> r;
  addMods(r, {{"per_two_casualties_infantry_firers", &F::perTwoCasualtiesInfantryFirers},
              {"per_casualty_cavalry_firers", &F::perCasualtyCavalryFirers},
              {"mounted_firers", &F::mountedFirers},
              {"target_cavalry", &F::targetCavalry},
              {"target_artillery_or_skirmishers", &F::targetArtilleryOrSkirmishers},
              {"target_four_ranks_deep", &F::targetFourRanksDeep},
              {"skirmishers_avoided_last_turn", &F::skirmishersAvoidedLastTurn},
              {"long_range", &F::longRange},
              {"soft_cover", &F::softCover},
              {"medium_cover", &F::mediumCover},
              {"hard_cover", &F::hardCover}});
  return r;
}

Record<MeleeModifiers> meleeModifiers() {
  using M = MeleeModifiers;
  Record<M> r;
  addMods(r, {{"shooters", &M::shooters},
              {"longbowmen", &M::longbowmen},
              {"cavalry", &M::cavalry},
              {"pike_charging_infantry_or_standing_vs_cavalry",
               &M::pikeChargingInfantryOrStandingVsCavalry},
              {"lance_charging_or_pursuing", &M::lanceChargingOrPursuing},
              {"others_charging_or_pursuing", &M::othersChargingOrPursuing},
              {"chivalric_fanatic_or_furious_first_melee", &M::chivalricFanaticOrFuriousFirstMelee},
              {"leader_commanding", &M::leaderCommanding},
              {"pike_third_fourth_rank_each", &M::pikeThirdFourthRankEach},
              {"furious_closing_second_move", &M::furiousClosingSecondMove},
              {"furious_closing_later_move", &M::furiousClosingLaterMove},
              {"interpenetrating", &M::interpenetrating},
              {"attacking_flank", &M::attackingFlank},
              {"attacking_rear", &M::attackingRear},
              {"advantage_of_ground", &M::advantageOfGround},
              {"opponents_in_earthworks", &M::opponentsInEarthworks},
              {"per_two_casualties_infantry", &M::perTwoCasualtiesInfantry},
              {"per_casualty_cavalry", &M::perCasualtyCavalry},
              {"infantry_attacking_obstacle", &M::infantryAttackingObstacle},
              {"cavalry_attacking_obstacle", &M::cavalryAttackingObstacle},
              {"cavalry_vs_standing_infantry", &M::cavalryVsStandingInfantry},
              {"charging_uphill", &M::chargingUphill},
              {"outnumbered_3_to_2", &M::outnumbered3To2},
              {"outnumbered_2_to_1", &M::outnumbered2To1},
              {"outnumbered_3_to_1", &M::outnumbered3To1},
              {"cavalry_fired_this_move", &M::cavalryFiredThisMove},
              {"attacked_in_flank_or_rear", &M::attackedInFlankOrRear},
              {"previously_routed", &M::previouslyRouted}});
  return r;
}

Record<MoraleModifiers> moraleModifiers() {
  using M = MoraleModifiers;
  Record<M> r;
  addMods(r, {{"leader_commanding", &M::leaderCommanding},
              {"lost_melee_this_turn", &M::lostMeleeThisTurn},
              {"lost_leader_this_turn", &M::lostLeaderThisTurn},
              {"friend_in_rout", &M::friendInRout},
              {"attacked_in_flank", &M::attackedInFlank},
              {"attacked_in_rear", &M::attackedInRear},
              {"lost_25", &M::lost25},
              {"lost_50", &M::lost50},
              {"lost_75", &M::lost75},
              {"previously_routed", &M::previouslyRouted}});
  return r;
}

// Event I: the four orders and the messengers who carry a change of order.
std::vector<bind::Name<Order>> orderNames() {
  std::vector<bind::Name<Order>> names;
  for (std::size_t i = 0; i < kOrderCount; ++i)
    names.push_back({kOrderIds[i], static_cast<Order>(i)});
  return names;
}

Record<OrderRule> orderRule() {
  Record<OrderRule> r;
  r.text("name", &OrderRule::name)
      .number("advance", &OrderRule::advance, 0, 1, bind::kOptional)
      .number("retreat", &OrderRule::retreat, 0, 1, bind::kOptional)
      .number("stand_off", &OrderRule::standOff, 0, kMaxInches, bind::kOptional)
      .integer("guess_weight", &OrderRule::guessWeight, 1, 100)
      .source();
  return r;
}

Record<MessengerRules> messengerRules() {
  Record<MessengerRules> r;
  r.number("catch_distance", &MessengerRules::catchDistance, 0, kMaxInches).source();
  return r;
}

const Record<Tables>& wotrTables() {
  static const Record<Tables> record = [] {
    Record<FireRules> fire;
    fire.number("arc_degrees", &FireRules::arcDegrees, 0, 180).source();
    Record<MeleeRules> melee;
    melee.integer("dice", &MeleeRules::dice, 1, 4)
        .integer("reduced_dice", &MeleeRules::reducedDice, 1, 4)
        .integer("half_strength_percent", &MeleeRules::halfStrengthPercent, 1, 100)
        .number("charge_arc_degrees", &MeleeRules::chargeArcDegrees, 0, 180)
        .source();
    Record<MoraleRules> morale;
    morale.integer("die", &MoraleRules::die, 2, 20)
        .integer("furious_on", &MoraleRules::furiousOn, 1, 20)
        .number("see_radius", &MoraleRules::seeRadius, 0, kMaxInches)
        .source();
    Record<RoutRules> routs;
    routs.integer("hits", &RoutRules::hits, 0, 100)
        .integer("cavalry_hits", &RoutRules::cavalryHits, 0, 100)
        .integer("attacked_hits", &RoutRules::attackedHits, 0, 100)
        .integer("attacked_cavalry_hits", &RoutRules::attackedCavalryHits, 0, 100)
        .integer("leave_field_percent", &RoutRules::leaveFieldPercent, 1, 100)
        .integer("rally_die", &RoutRules::rallyDie, 2, 20)
        .source();
    Record<LeaderRules> leaders;
    leaders.integer("risk_casualties", &LeaderRules::riskCasualties, 1, 100)
        .integer("risk_die", &LeaderRules::riskDie, 2, 20)
        .integer("incapacitated_on", &LeaderRules::incapacitatedOn, 1, 20)
        .integer("killed_on", &LeaderRules::killedOn, 1, 20)
        .integer("incapacitated_moves", &LeaderRules::incapacitatedMoves, 0, 10)
        .number("command_radius", &LeaderRules::commandRadius, 0, kMaxInches)
        .number("messenger_speed", &LeaderRules::messengerSpeed, 0, kMaxInches)
        .source()
        .check([](YamlReader& rd, const YAML::Node& n, LeaderRules& l) {
          if (l.incapacitatedOn >= l.killedOn)
            rd.error(YamlReader::child(n, "incapacitated_on"),
                     "'incapacitated_on' is a lower roll than 'killed_on'");
        });
    using MR = MovementRates;
    Record<MR> movement;
    movement
        .number("leaders_messengers_unarmoured_cavalry", &MR::leadersMessengersUnarmouredCavalry, 0,
                kMaxInches)
        .number("infantry", &MR::infantry, 0, kMaxInches)
        .number("fully_armoured_cavalry", &MR::fullyArmouredCavalry, 0, kMaxInches)
        .number("fully_armoured_dismounted_knights", &MR::fullyArmouredDismountedKnights, 0,
                kMaxInches)
        .number("other_cavalry", &MR::otherCavalry, 0, kMaxInches)
        .number("limbered_artillery", &MR::limberedArtillery, 0, kMaxInches)
        .number("unlimbered_artillery", &MR::unlimberedArtillery, 0, kMaxInches)
        .source();
    using TP = TerrainPenalties;
    Record<TP> terrain;
    terrain.number("minor", &TP::minor, 0, kMaxInches)
        .number("minor_cavalry_artillery", &TP::minorCavalryArtillery, 0, kMaxInches)
        .number("major", &TP::major, 0, kMaxInches)
        .number("major_cavalry_allowance", &TP::majorCavalryAllowance, 0, kMaxInches)
        .boolean("major_impassable_to_artillery", &TP::majorImpassableToArtillery)
        .source();
    Record<Tables> t;
    t.custom("ruleset", bind::rulesetHeader<Tables>("wotr"))
        .section()
        .table("kinds", &Tables::kinds, wotr::kindNames(), &KindRule::kind, kind(), "kind",
               "every kind has its points (002 Figure points value)")
        .table("morale_classes", &Tables::moraleClasses, wotr::moraleClassNames(),
               &MoraleClassRule::morale, moraleClass(), "morale class")
        .table("protection", &Tables::protections, wotr::protectionNames(),
               &ProtectionRule::protection, protection(), "protection")
        .entries("weapons", &Tables::weapons, &Weapon::id, weapon(), "weapon")
        .table("unit_sizes", &Tables::unitSizes, wotr::armNames(), &UnitSize::arm, unitSize(),
               "arm", "every arm has its unit sizes (002 Making an Army)")
        .table("casualties", &Tables::casualties, wotr::casualtyColumnNames(), &CasualtyRow::column,
               casualtyRow(), "casualty column",
               "every column of the Target protection table (002)")
        .record("fire", &Tables::fire, fire)
        .record("fire_modifiers", &Tables::fireModifiers, fireModifiers())
        .record("melee", &Tables::melee, melee)
        .record("melee_modifiers", &Tables::meleeModifiers, meleeModifiers())
        .table("morale_table", &Tables::morale, wotr::moraleCauseNames(), &MoraleRow::cause,
               moraleRow(), "morale cause", "every row of the morale table (002 Event V)")
        .record("morale", &Tables::moraleRules, morale)
        .record("morale_modifiers", &Tables::moraleModifiers, moraleModifiers())
        .record("routs", &Tables::routs, routs)
        .record("leaders", &Tables::leaders, leaders)
        .record("movement", &Tables::movement, movement)
        .record("terrain", &Tables::terrain, terrain)
        .table("orders", &Tables::orders, orderNames(), &OrderRule::order, orderRule(), "order",
               "every order a battle/wing may be given (002 Event I)")
        .record("messengers", &Tables::messengers, messengerRules());
    return t;
  }();
  return record;
}

}  // namespace

std::shared_ptr<Tables> parseWotrTables(YamlReader& r) {
  auto t = std::make_shared<Tables>();
  wotrTables().readInto(r, r.root(), "a War of the Roses ruleset file", *t);
  return t;
}

std::shared_ptr<const Tables> loadWotrTables(const std::filesystem::path& file) {
  return loadTablesOnce(file, &parseWotrTables);
}

}  // namespace sandtable::scenario
