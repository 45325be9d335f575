// The measured-table battlefield of a scenario: its ground scale, size, ground (a
// heightmap image or a described relief) and terrain features, read from YAML with every
// error reported as file:line:col, and built into a Bullet battlefield. Any measured
// ruleset's scenario loader calls readBattlefieldSection on its `battlefield:` section;
// the format is described in docs/battlefield.md.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>

#include "battlefield/TerrainSpec.h"
#include "data/YamlReader.h"
#include "rules/core/Battlefield.h"

namespace sandtable::scenario {

struct LoadedBattlefield {
  std::shared_ptr<const rules::Battlefield> battlefield;
  // What the battlefield was built from, read-only: the 3D table draws this.
  std::shared_ptr<const battlefield::TerrainSpec> terrain;
};

// Reads a scenario's `battlefield:` section: the battlefield inline, or `{file: PATH}`
// naming a battlefield file (relative to the scenario's folder or to config/). Errors go
// to `reader` (those inside a named file with that file's name); returns nothing when
// there were any, so a caller can report them with its own and throw once.
std::optional<LoadedBattlefield> readBattlefieldSection(data::YamlReader& reader,
                                                        const YAML::Node& section);
// Loads a battlefield file (a top-level `battlefield:` section); throws data::ConfigErrors.
LoadedBattlefield loadBattlefieldFile(const std::filesystem::path& file);
// The battlefield of any file that has one: a battlefield file, a scenario with a
// measured battlefield (whether or not its ruleset is in this build), or any other
// scenario (loaded whole). Throws data::ConfigErrors.
LoadedBattlefield loadBattlefieldOf(const std::filesystem::path& file);
// Whether a `battlefield:` section describes a measured table (rather than a grid's
// squares, as MicroBattle's do).
bool isMeasuredBattlefield(const YAML::Node& section);

// The physical defaults of every feature kind (heights, how each treats sight, line
// widths) and of lone trees and buildings, from config/battlefields/feature_kinds.yaml,
// read once; throws data::ConfigErrors.
const battlefield::FeatureDefaults& featureDefaults();
battlefield::FeatureDefaults loadFeatureDefaults(const std::filesystem::path& file);

}  // namespace sandtable::scenario
