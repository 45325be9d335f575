// Writes a War of the Roses army (one bought at the table's army builder) as an army file the
// reader (WotrArmyFile.h) reads back to the same army.
#pragma once

#include <filesystem>
#include <string>

#include "rules/wotr/Army.h"

namespace sandtable::scenario {

std::string wotrArmyYaml(const rules::wotr::Army& army);
// Written to a temporary file beside `file` and renamed over it (platform/AtomicFile.h): the
// file is whole or not written at all.
void saveWotrArmy(const rules::wotr::Army& army, const std::filesystem::path& file);

}  // namespace sandtable::scenario
