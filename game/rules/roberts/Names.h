// The YAML ids and the words of Robert's Rules' enumerations: "heavy_foot", "Heavy Foot"...
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "Tables.h"

namespace sandtable::rules::roberts {

std::string_view scaleId(Scale s);              // "25mm"
std::string_view troopKindId(TroopKind k);      // "heavy_foot"
std::string_view attributeId(Attribute a);      // "impetuous"
std::string_view attributeName(Attribute a);    // "Impetuous"
std::string_view trainingId(Training t);        // "militia"
std::string_view trainingName(Training t);      // "Militia"
std::string_view phaseId(Phase p);              // "reaction"
std::string_view phaseName(Phase p);            // "Reaction Phase"
std::string_view phasePlayerId(PhasePlayer p);  // "acting"
std::string_view actionKindId(ActionKind k);    // "about_face"
std::string actionKindWords(ActionKind k);      // "about face"
// "Reaction Phase, second half-turn" (halfTurn 1 or 2): where a match stands, for the bar.
std::string_view phaseOfHalfTurn(Phase p, int halfTurn);

std::optional<Scale> scaleFromId(std::string_view id);
std::optional<TroopKind> troopKindFromId(std::string_view id);
std::optional<Attribute> attributeFromId(std::string_view id);

// "Shock and Swift", "Shock": the set's attributes in the table's order, by name.
std::string attributeNames(const AttributeSet& set);

}  // namespace sandtable::rules::roberts
