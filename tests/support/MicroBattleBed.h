// A test bed for MicroBattle rules: a small battlefield drawn as text, units placed on
// squares, the shipped tables (with options a test may switch), and forced dice.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "RulesSteps.h"  // play, rolls, hasEvent: every user of the bed wants them
#include "rules/microbattle/MicroBattleGame.h"

namespace sandtable::test {

struct MicroBattleBed {
  MicroBattleBed();

  std::shared_ptr<rules::microbattle::Tables> tables;  // a copy of config/rulesets/microbattle.yaml
  std::string period = "shock";
  std::vector<std::string> map;                       // north row first; default all clear 8 x 6
  std::vector<rules::microbattle::UnitSetup> units;
  int turnLimit = 12;
  rules::microbattle::TurnLimitOutcome atLimit = rules::microbattle::TurnLimitOutcome::Strength;
  std::vector<rules::microbattle::Objective> objectives;

  // Adds a unit and returns its id.
  rules::UnitId add(rules::Side side, const std::string& type, int col, int row, const std::string& name = "");
  std::unique_ptr<rules::microbattle::MicroBattleGame> build() const;
};

// Rolls initiative (side one first unless `secondFirst`) and `activations` for that side.
void startActions(rules::Game& game, int activations, bool secondFirst = false);

rules::Action moveTo(rules::UnitId u, int col, int row);
rules::Action attack(rules::UnitId u, rules::UnitId target);

}  // namespace sandtable::test
