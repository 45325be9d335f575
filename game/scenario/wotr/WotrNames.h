// War of the Roses' enumerations as its files spell them.
#pragma once

#include <vector>

#include "rules/wotr/Enums.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario::wotr {

std::vector<bind::Name<rules::wotr::Kind>> kindNames();
std::vector<bind::Name<rules::wotr::MoraleClass>> moraleClassNames();
std::vector<bind::Name<rules::wotr::Protection>> protectionNames();
std::vector<bind::Name<rules::wotr::MeleeRole>> meleeRoleNames();
std::vector<bind::Name<rules::wotr::CasualtyColumn>> casualtyColumnNames();
std::vector<bind::Name<rules::wotr::Cover>> coverNames();
std::vector<bind::Name<rules::wotr::TesterKind>> testerKindNames();
std::vector<bind::Name<rules::wotr::MoraleCause>> moraleCauseNames();
std::vector<bind::Name<rules::wotr::Arm>> armNames();

}  // namespace sandtable::scenario::wotr
