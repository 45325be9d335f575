// Reads a Robert's Rules army file (config/armies/roberts_*.yaml; the format is described in
// docs/rules/roberts.md) and checks it against the ruleset's tables: every problem, the
// file's own and every army rule it breaks (rules/roberts/ArmyCheck.h), at its file:line:col.
#pragma once

#include <filesystem>

#include "data/YamlReader.h"
#include "rules/roberts/Army.h"
#include "rules/roberts/Tables.h"

namespace sandtable::scenario {

// Collects errors in the reader; the army is whole only when the reader has none.
rules::roberts::Army parseRobertsArmy(data::YamlReader& reader,
                                      const rules::roberts::Tables& tables);
// Throws data::ConfigErrors when anything is wrong.
rules::roberts::Army loadRobertsArmy(const std::filesystem::path& file,
                                     const rules::roberts::Tables& tables);

}  // namespace sandtable::scenario
