// A loaded scenario: what it is called, which ruleset plays it, the battlefield, and a
// factory for fresh games at its starting position. Loading validates everything first;
// a scenario with any error is not returned at all.
#pragma once

#include <array>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "NarrationCues.h"
#include "data/YamlReader.h"
#include "rules/core/Battlefield.h"
#include "rules/core/Game.h"

namespace sandtable::scenario {

struct ScenarioInfo {
  std::string file;         // where it was loaded from ("<inline>" inside a match file)
  std::string name;
  std::string ruleset;      // "microbattle", ...
  std::string description;
  // The situation (a historical battle's, or a points battle's), may be empty.
  std::string briefing;
  std::string historicalOutcome;  // for teaching: how the battle went in history, may be empty
  // The table opens on the briefing when the battle starts, where there is one.
  bool hasBriefing() const { return !briefing.empty(); }
  // A historical battle is one that says how it went in history.
  bool historical() const { return !historicalOutcome.empty(); }
  std::array<std::string, 2> sideNames{"Side 1", "Side 2"};
  int turnLimit = 0;
  // The personalities' names in the order the scenario writes them (rulesets that have them):
  // the place a PersonalityLost event's `personality` gives.
  std::vector<std::string> personalities;
  // For teaching: passages read out as the battle reaches the events they wait for, in file
  // order (NarrationCues.h); may be empty.
  std::vector<NarrationCue> narration;
  // When the terrain was dealt from the rule system's terrain cards (RandomTerrain.h): each card
  // dealt and where it lies, in words; empty for the scenario's own terrain.
  std::vector<std::string> dealtTerrain;
  // A points battle's allotment: each side may buy its own army to this many points (the
  // armies in the file are the ones offered); 0 for a battle whose armies are fixed.
  int pointsLimit = 0;
};

struct LoadedScenario {
  ScenarioInfo info;
  std::shared_ptr<const rules::Battlefield> battlefield;
  std::function<std::unique_ptr<rules::Game>()> newGame;
  // The same scenario on terrain dealt at random from the rule system's terrain cards, from a
  // seed of the terrain's own stream; empty for rule systems without them (RandomTerrain.h).
  std::function<LoadedScenario(std::uint64_t terrainSeed)> dealTerrain;
  // A points battle (info.pointsLimit > 0): the scenario's document with each side's army read
  // from the file given for it (an empty path keeps the scenario's) and placed by the rule
  // system in that side's deployment zone, every army written in so that the document stands
  // on its own (a match file holds it inline); throws data::ConfigErrors for an army file that
  // is bad or over the allotment. Empty for rule systems without points battles.
  std::function<YAML::Node(const std::array<std::filesystem::path, 2>& armies)> withArmies;
};

// The `scenario:` header every scenario has (name, ruleset, period, description, briefing,
// historical_outcome, source) into a ScenarioInfo; its ruleset is left for the caller to find.
// Throws data::ConfigErrors when the root or the section is missing or not a map; other
// problems are collected in the reader.
ScenarioInfo readScenarioHeader(data::YamlReader& reader, const YAML::Node& root);

// A points battle with bought armies (LoadedScenario::withArmies): the scenario loaded from
// its new document, and the document, for the match to keep inline. Throws data::ConfigErrors
// for a bad army file, std::invalid_argument when the scenario is not a points battle.
struct BoughtScenario {
  LoadedScenario scenario;
  YAML::Node document;
};
BoughtScenario withBoughtArmies(const LoadedScenario& s,
                                const std::array<std::filesystem::path, 2>& armies);

// Loads and validates a scenario file; throws data::ConfigErrors listing every problem.
LoadedScenario loadScenario(const std::filesystem::path& path);
// Loads a scenario held in a node of an already-open document (an inline scenario).
LoadedScenario loadScenarioNode(data::YamlReader& reader, const YAML::Node& root);

}  // namespace sandtable::scenario
