#include "MicroBattleBed.h"

#include <gtest/gtest.h>

#include "TestPaths.h"
#include "rules/core/GridBattlefield.h"
#include "scenario/microbattle/MicroBattleData.h"

namespace sandtable::test {

using namespace sandtable::rules;
using namespace sandtable::rules::microbattle;

MicroBattleBed::MicroBattleBed() {
  tables = std::make_shared<Tables>(*scenario::loadMicroBattleTables(configPath("rulesets/microbattle.yaml")));
  map.assign(6, std::string(8, '.'));
}

UnitId MicroBattleBed::add(Side side, const std::string& type, int col, int row, const std::string& name) {
  units.push_back({name, type, side, {col, row}});
  return static_cast<UnitId>(units.size() - 1);
}

std::unique_ptr<MicroBattleGame> MicroBattleBed::build() const {
  auto setup = std::make_shared<Setup>();
  setup->tables = tables;
  setup->period = period;
  setup->grid = GridSpec{static_cast<int>(map.front().size()), static_cast<int>(map.size()), 100 * kMillimetre};
  std::vector<TerrainKind> kinds(static_cast<std::size_t>(setup->grid.count()));
  std::vector<int> levels(kinds.size());
  for (std::size_t line = 0; line < map.size(); ++line) {
    const int row = static_cast<int>(map.size() - 1 - line);
    for (int col = 0; col < setup->grid.cols; ++col) {
      const TerrainCard* card = tables->cardBySymbol(map[line][static_cast<std::size_t>(col)]);
      EXPECT_NE(card, nullptr) << "unknown symbol in test map";
      if (!card) continue;
      const auto i = static_cast<std::size_t>(setup->grid.index({col, row}));
      kinds[i] = card->ground;
      levels[i] = card->level;
    }
  }
  setup->battlefield = std::make_shared<GridBattlefield>(setup->grid, kinds, levels, 25 * kMillimetre);
  setup->baselineRow = {0, setup->grid.rows - 1};
  setup->sideNames = {"South", "North"};
  setup->units = units;
  setup->turnLimit = turnLimit;
  setup->atTurnLimit = atLimit;
  setup->objectives = objectives;
  return std::make_unique<MicroBattleGame>(setup);
}

void startActions(Game& game, int activations, bool secondFirst) {
  Dice dice(0, {secondFirst ? 1 : 6, secondFirst ? 6 : 1, activations, 1});
  NullSink sink;
  play(game, {ActionKind::RollInitiative}, dice, sink);
  play(game, {ActionKind::RollActivation}, dice, sink);
  ASSERT_EQ(dice.forcedLeft(), 0u);
}

Action moveTo(UnitId u, int col, int row) {
  Action a{ActionKind::Move, u};
  a.square = Square{col, row};
  return a;
}

Action attack(UnitId u, UnitId target) {
  Action a{ActionKind::Attack, u};
  a.target = target;
  return a;
}

}  // namespace sandtable::test
