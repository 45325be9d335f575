// A scenario played on terrain dealt at random (MicroBattle's terrain cards, 003 Set Up) rather
// than the terrain it draws. The deal comes from the match seed through a stream of its own, so
// the same seed deals the same terrain and the dice of the battle are the same either way.
#pragma once

#include <cstdint>

#include "Scenario.h"

namespace sandtable::scenario {

// Whether the scenario's rule system deals terrain from cards.
inline bool canDealTerrain(const LoadedScenario& s) { return static_cast<bool>(s.dealTerrain); }

// The scenario on terrain dealt from `matchSeed`; throws std::invalid_argument naming the rule
// system when it has no terrain cards.
LoadedScenario withDealtTerrain(const LoadedScenario& s, std::uint64_t matchSeed);

// Why a scenario's terrain cannot be dealt, in words naming the systems that can: "random terrain
// is dealt from terrain cards, which only <systems> have; 'Hastings' is a warlords scenario".
std::string cannotDealTerrainWords(const LoadedScenario& s);

}  // namespace sandtable::scenario
