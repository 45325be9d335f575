#include "Wording.h"

#include <cctype>

namespace sandtable::rules {

namespace {

std::string_view headNoun(std::string_view name) {
  if (const std::size_t of = name.find(" of "); of != std::string_view::npos)
    name = name.substr(0, of);
  while (!name.empty() && (name.back() == ' ' || name.back() == ')')) {
    // A label's "(u3)" says which unit, not what it is.
    if (name.back() == ')') {
      const std::size_t open = name.rfind('(');
      if (open == std::string_view::npos) break;
      name = name.substr(0, open);
    } else {
      name.remove_suffix(1);
    }
  }
  const std::size_t space = name.rfind(' ');
  return space == std::string_view::npos ? name : name.substr(space + 1);
}

}  // namespace

bool namesMany(std::string_view name) {
  const std::string_view noun = headNoun(name);
  if (noun.size() < 3) return false;
  auto lower = [&](std::size_t fromEnd) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(noun[noun.size() - fromEnd])));
  };
  // The plurals in -men ("billmen", "Tostig's men", "Genoese crossbowmen") take no s.
  if (lower(3) == 'm' && lower(2) == 'e' && lower(1) == 'n') return true;
  if (lower(1) != 's') return false;
  const char before = lower(2);
  return before != 's' && before != 'u' && before != 'i' && before != '\'';
}

std::string_view isOrAre(std::string_view name) { return namesMany(name) ? "are" : "is"; }
std::string_view hasOrHave(std::string_view name) { return namesMany(name) ? "have" : "has"; }

}  // namespace sandtable::rules
