// Robert's Rules' enumerations as the binder names them (from rules/roberts/Names.h).
#pragma once

#include <vector>

#include "rules/roberts/Names.h"
#include "scenario/YamlBind.h"

namespace sandtable::scenario::roberts {

std::vector<bind::Name<rules::roberts::Scale>> scaleNames();
std::vector<bind::Name<rules::roberts::TroopKind>> troopKindNames();
std::vector<bind::Name<rules::roberts::Attribute>> attributeNames();
std::vector<bind::Name<rules::roberts::Training>> trainingNames();
std::vector<bind::Name<rules::roberts::Phase>> phaseNames();
std::vector<bind::Name<rules::roberts::PhasePlayer>> phasePlayerNames();
std::vector<bind::Name<rules::roberts::ActionKind>> actionKindNames();

}  // namespace sandtable::scenario::roberts
