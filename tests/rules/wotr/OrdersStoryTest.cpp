// The historical scenarios' stories (config/stories/wotr_*.yaml, docs/scenarios.md Stories):
// their texts are there, their armies load, every battle/wing has an opening order the book
// takes, and every narration cue names what the armies hold. The match's scenario reader will
// read them in full; until then this is the test that loads them (STYLE.md 9).
#include <gtest/gtest.h>

#include <array>
#include <set>

#include "WotrBed.h"
#include "rules/wotr/ArmyCheck.h"
#include "rules/wotr/Orders.h"
#include "scenario/wotr/WotrArmyFile.h"

using namespace sandtable;
using namespace sandtable::test::wotr;
using data::YamlReader;
using rules::Side;

namespace {

struct Story {
  YAML::Node root;
  std::array<Army, 2> armies;
};

Story load(const char* file) {
  Story s;
  s.root = YamlReader::fromFile(test::configPath(std::string("stories/") + file)).root();
  const YAML::Node armies = YamlReader::child(s.root, "armies");
  for (const Side side : {Side::One, Side::Two}) {
    const YAML::Node path = YamlReader::child(armies, std::string(rules::sideKey(side)));
    EXPECT_TRUE(path.IsScalar());
    s.armies[rules::sideIndex(side)] =
        scenario::loadWotrArmy(test::configPath(path.Scalar()), tables());
  }
  return s;
}

std::string text(const YAML::Node& map, const char* key) {
  const YAML::Node n = YamlReader::child(map, key);
  return n.IsScalar() ? n.Scalar() : std::string();
}

// The book the story's opening orders write, every write accepted.
OrderBook openingBook(const Story& s) {
  std::vector<WingKey> wings;
  for (const Side side : {Side::One, Side::Two})
    for (const Wing& w : s.armies[rules::sideIndex(side)].wings) wings.push_back({side, w.id});
  OrderBook book = openBook(wings);
  const YAML::Node orders = YamlReader::child(s.root, "opening_orders");
  for (const Side side : {Side::One, Side::Two}) {
    const YAML::Node mine = YamlReader::child(orders, std::string(rules::sideKey(side)));
    EXPECT_EQ(mine.size(), s.armies[rules::sideIndex(side)].wings.size()) << "every wing";
    for (const auto& kv : mine) {
      const auto order = orderFromId(kv.second.Scalar());
      if (!order) {
        ADD_FAILURE() << "unknown order " << kv.second.Scalar();
        continue;
      }
      EXPECT_EQ(writeOpeningOrder(book, {side, kv.first.Scalar()}, *order), "")
          << kv.first.Scalar();
    }
  }
  beginBattle(book);
  return book;
}

void checkStory(const Story& s) {
  const YAML::Node header = YamlReader::child(s.root, "story");
  EXPECT_EQ(text(header, "ruleset"), "wotr");
  for (const char* key : {"name", "description", "briefing", "historical_outcome", "source"})
    EXPECT_GT(text(header, key).size(), 20u) << key;
  for (const Army& a : s.armies) EXPECT_TRUE(checkArmy(tables(), a).empty()) << a.name;

  std::set<std::string> units, leaders;
  for (const Army& a : s.armies) {
    for (const UnitLine& u : a.units) units.insert(u.name);
    for (const Wing& w : a.wings) leaders.insert(w.leader);
    leaders.insert(a.commander);
  }
  const YAML::Node cues = YamlReader::child(s.root, "narration");
  ASSERT_TRUE(cues.IsSequence());
  for (const YAML::Node& cue : cues) {
    EXPECT_GT(text(cue, "text").size(), 20u);
    const YAML::Node when = YamlReader::child(cue, "when");
    ASSERT_EQ(when.size(), 1u);
    const std::string trigger = when.begin()->first.Scalar();
    const std::string value = when.begin()->second.Scalar();
    if (trigger == "unit_broken")
      EXPECT_TRUE(units.count(value)) << value;
    else if (trigger == "personality_lost")
      EXPECT_TRUE(leaders.count(value)) << value;
    else if (trigger == "battle_over")
      EXPECT_TRUE(value == "side1" || value == "side2" || value == "draw") << value;
    else
      EXPECT_EQ(trigger, "turn");
  }
}

}  // namespace

TEST(WotrStories, Bosworth) {
  const Story s = load("wotr_bosworth_1485.yaml");
  checkStory(s);
  const OrderBook book = openingBook(s);
  EXPECT_EQ(book.orderOf({Side::One, "vanguard"}), Order::Attack);
  EXPECT_EQ(book.orderOf({Side::One, "rearguard"}), Order::Defend);  // Northumberland
  EXPECT_EQ(book.orderOf({Side::Two, "william_stanley"}), Order::Defend);
  // The wings that will not engage are the armies' own.
  const YAML::Node apart = YamlReader::child(s.root, "will_not_engage");
  EXPECT_EQ(YamlReader::child(apart, "side1")[0].Scalar(), "rearguard");
  EXPECT_EQ(YamlReader::child(apart, "side2")[0].Scalar(), "thomas_stanley");
  EXPECT_NE(book.find({Side::Two, "thomas_stanley"}), nullptr);
  // Each side reads its own orders only.
  EXPECT_EQ(orderText(book, tables(), Side::Two, {Side::One, "rearguard"}), "order unknown");
}

TEST(WotrStories, Tewkesbury) {
  const Story s = load("wotr_tewkesbury_1471.yaml");
  checkStory(s);
  const OrderBook book = openingBook(s);
  EXPECT_EQ(book.orderOf({Side::One, "main"}), Order::Engage);
  EXPECT_EQ(book.orderOf({Side::Two, "somerset"}), Order::Defend);
  EXPECT_EQ(book.wings.size(), 6u);
}
