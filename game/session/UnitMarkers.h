// A unit's markers as a reader wants them beside what is already said of the unit: the rules'
// generic markers repeat its state ("morale: Ready" beside Ready, "SHAKEN" beside SHAKEN), and
// the battle report, the table's card and its roster each say the state once.
#pragma once

#include <string>
#include <vector>

#include "rules/core/Units.h"

namespace sandtable::session {

// The same word whatever the case ("Broken", "broken").
bool sameWord(const std::string& a, const std::string& b);

// The unit's markers, in their order, less those that say one of `said` again: a marker says it
// when the marker, or its value after a "label: ", is that word, whatever the case.
std::vector<std::string> markersBeyond(const rules::UnitView& unit,
                                       const std::vector<std::string>& said);

}  // namespace sandtable::session
