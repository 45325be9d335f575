// Robert's Rules' tables as declarations: each section of config/rulesets/roberts.yaml, its
// keys, their ranges and the members they fill (the binder, scenario/YamlBind.h, does the walk).
#include "RobertsData.h"

#include "CombatRecords.h"
#include "MovementRecords.h"
#include "NameSets.h"
#include "PlayRecords.h"
#include "RobertsNames.h"
#include "scenario/TablesFile.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario {

using data::YamlReader;
using namespace sandtable::rules::roberts;
using bind::Record;
using roberts::nameSet;

namespace {

constexpr int kMaxPercent = 500;

Record<TroopType> troopType() {
  Record<StandBase> base;
  base.integer("figures", &StandBase::figures, 1, 50)
      .integer("width_mm", &StandBase::widthMm, 5, 500)
      .integer("depth_mm", &StandBase::depthMm, 5, 500);
  Record<TroopType> r;
  r.text("name", &TroopType::name)
      .boolean("mounted", &TroopType::mounted)
      .integer("av_per_figure", &TroopType::avPerFigure, 0, 10)
      .integer("dv_per_figure", &TroopType::dvPerFigure, 0, 10)
      .integer("size", &TroopType::size, 1, 100)
      .note("000 Forming Units")
      .integer("base_cost", &TroopType::baseCost, 1, 1000)
      .note("000 Point Cost")
      .boolean("always_unformed", &TroopType::alwaysUnformed, bind::kOptional)
      .boolean("minimum_size_applies", &TroopType::minimumSizeApplies, bind::kOptional)
      .custom("free_attributes",
              nameSet(&TroopType::freeAttributes, roberts::attributeNames(), "attribute"))
      .optional()
      .table("bases", &TroopType::bases, roberts::scaleNames(), &StandBase::scale, base, "scale",
             "a stand's figures and base are given at every scale (000 The Stands)")
      .source();
  return r;
}

template <class E>
Record<E>& withTypes(Record<E>& r, TroopKindSet E::*types) {
  return r.custom("types", nameSet(types, roberts::troopKindNames(), "troop type"));
}

Record<Weapon> weapon() {
  Record<Weapon> r;
  r.text("name", &Weapon::name)
      .text("class", &Weapon::weaponClass)
      .integer("av", &Weapon::av, -10, 10)
      .integer("cost_percent", &Weapon::costPercent, -100, kMaxPercent)
      .boolean("may_set", &Weapon::maySet, bind::kOptional)
      .boolean("lost_after_first_contact", &Weapon::lostAfterFirstContact, bind::kOptional)
      .boolean("rank_support", &Weapon::rankSupport, bind::kOptional);
  withTypes(r, &Weapon::types).source();
  return r;
}

Record<MissileWeapon> missile() {
  using M = MissileWeapon;
  Record<M> r;
  r.text("name", &M::name)
      .integer("mav_per_figure", &M::mavPerFigure, 0, 10)
      .integer("mav", &M::mav, 0, 20)
      .integer("cost_percent", &M::costPercent, -100, kMaxPercent)
      .integer("armour_piercing", &M::armourPiercing, 0, 5, bind::kOptional)
      .boolean("elite_double_attack", &M::eliteDoubleAttack, bind::kOptional)
      .boolean("fires_over", &M::firesOver, bind::kOptional)
      .boolean("slow", &M::slow, bind::kOptional);
  roberts::addMissileWeaponGeometry(r);
  withTypes(r, &M::types).source().check([](YamlReader& rd, const YAML::Node& n, M& m) {
    if (m.mavPerFigure == 0 && m.mav == 0)
      rd.error(n,
               "a missile weapon gives a Missile Attack Value: 'mav_per_figure' or 'mav' above 0");
  });
  return r;
}

Record<Armour> armour() {
  Record<Armour> r;
  r.text("name", &Armour::name)
      .integer("dv", &Armour::dv, -10, 10)
      .integer("cost_percent", &Armour::costPercent, -100, kMaxPercent)
      .boolean("armoured", &Armour::armoured, bind::kOptional);
  withTypes(r, &Armour::types).source();
  return r;
}

Record<AttributeRule> attribute() {
  Record<AttributeRule> r;
  r.integer("cost_percent", &AttributeRule::costPercent, -100, kMaxPercent)
      .boolean("never_demoralized", &AttributeRule::neverDemoralized, bind::kOptional)
      .custom("implies", nameSet(&AttributeRule::implies, roberts::attributeNames(), "attribute"))
      .optional()
      .source();
  return r;
}

Record<ExclusivePair> exclusivePair() {
  Record<ExclusivePair> r;
  r.custom("attributes",
           [](YamlReader& rd, const YAML::Node& v, ExclusivePair& p) {
             AttributeSet set;
             if (!roberts::readNameSet(rd, v, roberts::attributeNames(), "attribute", set)) return;
             if (set.count() != 2) {
               rd.error(v, "'attributes' names the two that exclude each other, not " +
                               std::to_string(set.count()));
               return;
             }
             bool first = true;
             for (std::size_t i = 0; i < kAttributeCount; ++i) {
               if (!set.test(i)) continue;
               (first ? p.first : p.second) = Attribute(i);
               first = false;
             }
           })
      .text("source", &ExclusivePair::source)
      .check([](YamlReader& rd, const YAML::Node& n, ExclusivePair& p) {
        if (p.source.empty())
          rd.error(YamlReader::child(n, "source"),
                   "'source' must say why (the text or the reasoning)");
      });
  return r;
}

Record<SizeLimits> sizeLimits() {
  Record<SizeLimits> r;
  r.integer("min_size", &SizeLimits::minSize, 0, 1000)
      .integer("max_size", &SizeLimits::maxSize, 1, 1000)
      .source()
      .check([](YamlReader& rd, const YAML::Node& n, SizeLimits& s) {
        if (s.minSize > s.maxSize)
          rd.error(YamlReader::child(n, "min_size"), "'min_size' is above 'max_size'");
      });
  return r;
}

const Record<Tables>& robertsTables() {
  static const Record<Tables> record = [] {
    Record<ScaleRule> scale;
    scale.integer("unit_size_multiplier", &ScaleRule::unitSizeMultiplier, 1, 10).source();
    Record<Costs> costs;
    costs.integer("formed_unit_premium", &Costs::formedUnitPremium, 0, 1000)
        .integer("general", &Costs::general, 0, 10000)
        .integer("captain", &Costs::captain, 0, 10000)
        .source();
    Record<LeaderRules> leaders;
    leaders.boolean("one_per_unit", &LeaderRules::onePerUnit).source();
    Record<Casualties> casualties;
    casualties.integer("hits_per_stand", &Casualties::hitsPerStand, 1, 10)
        .integer("demoralized_at_percent", &Casualties::demoralizedAtPercent, 1, 100)
        .source();
    Record<Tables> t;
    t.custom("ruleset", bind::rulesetHeader<Tables>("roberts"))
        .section()
        .table("scales", &Tables::scales, roberts::scaleNames(), &ScaleRule::scale, scale, "scale")
        .table("troop_types", &Tables::troops, roberts::troopKindNames(), &TroopType::kind,
               troopType(), "troop type",
               "every troop type of the text needs its stands (000 The Stands)")
        .entries("weapons", &Tables::weapons, &Weapon::id, weapon(), "weapon")
        .entries("missile_weapons", &Tables::missiles, &MissileWeapon::id, missile(),
                 "missile weapon")
        .entries("armour", &Tables::armour, &Armour::id, armour(), "armour")
        .table("attributes", &Tables::attributes, roberts::attributeNames(),
               &AttributeRule::attribute, attribute(), "attribute",
               "every attribute of the text has its cost (000 Point Cost)")
        .list("exclusive_attributes", &Tables::exclusive, exclusivePair(), "pair of attributes")
        .table("training", &Tables::training, roberts::trainingNames(), &SizeLimits::training,
               sizeLimits(), "training level",
               "every training level has its unit sizes (000 Forming Units)")
        .record("costs", &Tables::costs, costs)
        .record("leaders", &Tables::leaders, leaders)
        .record("casualties", &Tables::casualties, casualties);
    roberts::addPlaySections(t);
    roberts::addCombatSections(t);
    roberts::addMovementSections(t);
    return t;
  }();
  return record;
}

}  // namespace

std::shared_ptr<Tables> parseRobertsTables(YamlReader& r) {
  auto t = std::make_shared<Tables>();
  robertsTables().readInto(r, r.root(), "a Robert's Rules ruleset file", *t);
  return t;
}

std::shared_ptr<const Tables> loadRobertsTables(const std::filesystem::path& file) {
  return loadTablesOnce(file, &parseRobertsTables);
}

}  // namespace sandtable::scenario
