#include "UnitMarkers.h"

#include <algorithm>
#include <cctype>

namespace sandtable::session {

bool sameWord(const std::string& a, const std::string& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

std::vector<std::string> markersBeyond(const rules::UnitView& unit,
                                       const std::vector<std::string>& said) {
  std::vector<std::string> kept;
  for (const std::string& m : unit.markers) {
    const std::size_t label = m.find(": ");
    const std::string value = label == std::string::npos ? m : m.substr(label + 2);
    const bool again = std::any_of(said.begin(), said.end(),
                                   [&](const std::string& s) { return sameWord(value, s); });
    if (!again) kept.push_back(m);
  }
  return kept;
}

}  // namespace sandtable::session
