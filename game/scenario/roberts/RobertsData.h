// Reads config/rulesets/roberts.yaml into Robert's Rules' Tables.
#pragma once

#include <filesystem>
#include <memory>

#include "data/YamlReader.h"
#include "rules/roberts/Tables.h"

namespace sandtable::scenario {

// Parses and validates the tables; collects errors in the reader.
std::shared_ptr<rules::roberts::Tables> parseRobertsTables(data::YamlReader& reader);
// Loads a ruleset file (cached per path for the life of the process); throws ConfigErrors.
std::shared_ptr<const rules::roberts::Tables> loadRobertsTables(const std::filesystem::path& file);

}  // namespace sandtable::scenario
