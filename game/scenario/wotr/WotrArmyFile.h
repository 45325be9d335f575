// Reads a War of the Roses army file (config/armies/wotr_*.yaml): its `army` header, its
// battles/wings and its units, checked against the tables and the army's rules
// (rules/wotr/ArmyCheck.h), every problem at its file:line:col.
#pragma once

#include <filesystem>

#include "data/YamlReader.h"
#include "rules/wotr/Army.h"
#include "rules/wotr/Tables.h"

namespace sandtable::scenario {

rules::wotr::Army parseWotrArmy(data::YamlReader& reader, const rules::wotr::Tables& t);
// Throws data::ConfigErrors.
rules::wotr::Army loadWotrArmy(const std::filesystem::path& file, const rules::wotr::Tables& t);

}  // namespace sandtable::scenario
