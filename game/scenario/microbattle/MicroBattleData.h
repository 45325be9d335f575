// Reads config/rulesets/microbattle.yaml into MicroBattle's Tables.
#pragma once

#include <filesystem>
#include <memory>

#include "data/YamlReader.h"
#include "rules/microbattle/Tables.h"

namespace sandtable::scenario {

// Parses and validates the tables; collects errors in the reader.
std::shared_ptr<rules::microbattle::Tables> parseMicroBattleTables(data::YamlReader& reader);
// Loads a ruleset file (cached per path for the life of the process); throws ConfigErrors.
std::shared_ptr<const rules::microbattle::Tables> loadMicroBattleTables(const std::filesystem::path& file);

}  // namespace sandtable::scenario
