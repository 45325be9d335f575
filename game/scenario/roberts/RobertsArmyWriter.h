// Writes a Robert's Rules army (one bought at the table's army builder) as an army file the
// reader (RobertsArmyFile.h) reads back to the same army.
#pragma once

#include <filesystem>
#include <string>

#include "rules/roberts/Army.h"

namespace sandtable::scenario {

std::string robertsArmyYaml(const rules::roberts::Army& army);
// Written to a temporary file beside `file` and renamed over it (platform/AtomicFile.h).
void saveRobertsArmy(const rules::roberts::Army& army, const std::filesystem::path& file);

}  // namespace sandtable::scenario
