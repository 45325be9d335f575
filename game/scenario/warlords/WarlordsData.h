// Reads config/rulesets/warlords.yaml into Warlords' Tables.
#pragma once

#include <filesystem>
#include <memory>

#include "data/YamlReader.h"
#include "rules/warlords/Tables.h"

namespace sandtable::scenario {

// Parses and validates the tables; collects errors in the reader.
std::shared_ptr<rules::warlords::Tables> parseWarlordsTables(data::YamlReader& reader);
// Loads a ruleset file (cached per path for the life of the process); throws ConfigErrors.
std::shared_ptr<const rules::warlords::Tables> loadWarlordsTables(const std::filesystem::path& file);

}  // namespace sandtable::scenario
