// The army writer (scenario/wotr/WotrArmyWriter.h): every shipped War of the Roses army written
// and read back is the same army, field by field, at the same cost; a bought one with a mixed
// unit, skirmishers and a name YAML must quote likewise.
#include <gtest/gtest.h>

#include "WotrBed.h"
#include "rules/wotr/Cost.h"
#include "scenario/wotr/WotrArmyFile.h"
#include "scenario/wotr/WotrArmyWriter.h"

namespace sandtable::test::wotr {
namespace {

void expectSame(const Army& a, const Army& b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.source, b.source);
  EXPECT_EQ(a.points, b.points);
  EXPECT_EQ(a.commander, b.commander);
  ASSERT_EQ(a.wings.size(), b.wings.size());
  for (std::size_t i = 0; i < a.wings.size(); ++i) {
    EXPECT_EQ(a.wings[i].id, b.wings[i].id);
    EXPECT_EQ(a.wings[i].name, b.wings[i].name);
    EXPECT_EQ(a.wings[i].leader, b.wings[i].leader);
  }
  ASSERT_EQ(a.units.size(), b.units.size());
  for (std::size_t i = 0; i < a.units.size(); ++i) {
    const UnitLine& u = a.units[i];
    const UnitLine& v = b.units[i];
    EXPECT_EQ(u.id, v.id);
    EXPECT_EQ(u.name, v.name);
    EXPECT_EQ(u.wing, v.wing);
    EXPECT_EQ(u.kind, v.kind);
    EXPECT_EQ(u.morale, v.morale);
    EXPECT_EQ(u.bases, v.bases);
    EXPECT_EQ(u.skirmish, v.skirmish);
    ASSERT_EQ(u.groups.size(), v.groups.size()) << u.id;
    for (std::size_t g = 0; g < u.groups.size(); ++g) {
      EXPECT_EQ(u.groups[g].figures, v.groups[g].figures);
      EXPECT_EQ(u.groups[g].protection, v.groups[g].protection);
      EXPECT_EQ(u.groups[g].weapons, v.groups[g].weapons);
    }
  }
  EXPECT_EQ(armyCost(tables(), a), armyCost(tables(), b));
}

Army writtenAndRead(const Army& a, const std::string& name) {
  const std::filesystem::path file = scratchDir("wotr_army_writer") / name;
  scenario::saveWotrArmy(a, file);
  return scenario::loadWotrArmy(file, tables());
}

}  // namespace

TEST(WotrArmyWriter, EveryShippedArmyReadsBackTheSame) {
  for (const char* name :
       {"wotr_sample_wings.yaml", "wotr_bosworth_1485_henry.yaml", "wotr_bosworth_1485_richard.yaml",
        "wotr_tewkesbury_1471_edward.yaml", "wotr_tewkesbury_1471_somerset.yaml"}) {
    SCOPED_TRACE(name);
    const Army a = scenario::loadWotrArmy(configPath(std::string("armies/") + name), tables());
    expectSame(a, writtenAndRead(a, name));
  }
}

TEST(WotrArmyWriter, ABoughtArmyWithAwkwardNamesReadsBackTheSame) {
  Army a;
  a.name = "Lord Hastings' men: \"the first\" # not a comment";
  a.commander = "Sir William: Lord Hastings";
  a.points = 600;
  a.wings = {{"battle_1", "The first battle", "Sir John - of the van"}};
  UnitLine u;
  u.id = "levy_1";
  u.name = "Levy [bows, spears]";
  u.wing = "battle_1";
  u.kind = Kind::Levy;
  u.morale = MoraleClass::Raw;
  u.bases = 4;
  u.skirmish = true;
  u.groups = {{8, Protection::None, {"bow"}}, {8, Protection::Light, {"spear", "pavise"}}};
  a.units.push_back(u);
  const Army back = writtenAndRead(a, "bought.yaml");
  expectSame(a, back);
  // Written whole: no temporary (".bought.yaml.XXXXXX") is left beside it.
  for (const auto& e : std::filesystem::directory_iterator(scratchDir("wotr_army_writer")))
    EXPECT_NE(e.path().filename().string().front(), '.') << e.path();
}

}  // namespace sandtable::test::wotr
