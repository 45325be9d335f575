// Reads config/rulesets/wotr.yaml into War of the Roses' Tables.
#pragma once

#include <filesystem>
#include <memory>

#include "data/YamlReader.h"
#include "rules/wotr/Tables.h"

namespace sandtable::scenario {

// Parses and validates the tables; collects errors in the reader.
std::shared_ptr<rules::wotr::Tables> parseWotrTables(data::YamlReader& reader);
// Loads a ruleset file (cached per path for the life of the process); throws ConfigErrors.
std::shared_ptr<const rules::wotr::Tables> loadWotrTables(const std::filesystem::path& file);

}  // namespace sandtable::scenario
