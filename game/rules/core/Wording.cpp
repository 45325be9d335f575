#include "Wording.h"

#include <cctype>
#include <set>

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

// The plural of one verb in the third person singular.
std::string pluralVerb(std::string_view verb) {
  if (verb == "is") return "are";
  if (verb == "has") return "have";
  if (verb == "was") return "were";
  if (verb == "does") return "do";
  auto endsWith = [&](std::string_view end) { return verb.ends_with(end); };
  // "rallies" -> "rally", but "flees" keeps its e.
  if (endsWith("ies") && verb.size() > 4) return std::string(verb.substr(0, verb.size() - 3)) + "y";
  // "passes", "pushes", "reaches", "fixes", "goes" -> drop the "es".
  if (endsWith("sses") || endsWith("shes") || endsWith("ches") || endsWith("xes") ||
      endsWith("zes") || endsWith("oes"))
    return std::string(verb.substr(0, verb.size() - 2));
  if (endsWith("s")) return std::string(verb.substr(0, verb.size() - 1));
  return std::string(verb);
}

// A people named by its adjective ("The French", "Chandée's French", "Rhys ap Thomas's Welsh",
// "The Genoese"): a capitalised head noun in -sh, -ch or -ese. Such a word is always plural when
// it names men, and it owns as it stands ("the French army").
bool namesAPeopleByItsAdjective(std::string_view noun) {
  if (noun.size() < 4 || !std::isupper(static_cast<unsigned char>(noun.front()))) return false;
  return noun.ends_with("sh") || noun.ends_with("ch") || noun.ends_with("ese");
}

}  // namespace

bool namesMany(std::string_view name) {
  const std::string_view noun = headNoun(name);
  if (noun.size() < 3) return false;
  if (namesAPeopleByItsAdjective(noun)) return true;
  auto lower = [&](std::size_t fromEnd) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(noun[noun.size() - fromEnd])));
  };
  // The plurals in -men ("billmen", "Tostig's men", "Genoese crossbowmen") take no s.
  if (lower(3) == 'm' && lower(2) == 'e' && lower(1) == 'n') return true;
  if (lower(1) != 's') return false;
  const char before = lower(2);
  return before != 's' && before != 'u' && before != 'i' && before != '\'';
}

std::string itsOrTheir(std::string_view name) { return namesMany(name) ? "their" : "its"; }
std::string itOrThem(std::string_view name) { return namesMany(name) ? "them" : "it"; }
std::string itOrThey(std::string_view name) { return namesMany(name) ? "they" : "it"; }

std::string agreeing(std::string_view name, std::string_view verb) {
  if (!namesMany(name)) return std::string(verb);
  // Only the first word agrees: "falls back" -> "fall back", "is Pushed Back" -> "are Pushed Back".
  const std::size_t space = verb.find(' ');
  if (space == std::string_view::npos) return pluralVerb(verb);
  return pluralVerb(verb.substr(0, space)) + std::string(verb.substr(space));
}

std::string possessive(std::string_view name) {
  std::string out(name);
  if (namesAPeopleByItsAdjective(headNoun(name))) return out;
  out += namesMany(name) && name.ends_with('s') ? "'" : "'s";
  return out;
}

std::string asSubject(std::string_view name) {
  std::string out(name);
  if (name.find(", ") != std::string_view::npos && !name.ends_with(',')) out += ',';
  return out;
}

std::string subjectVerb(std::string_view name, std::string_view verb) {
  std::string out(name);
  out += ' ';
  out += agreeing(name, verb);
  return out;
}

std::string ofSide(std::string_view name, std::string_view sideName) {
  return theWithinSentences(std::string(name) + " of " + std::string(sideName));
}

std::string theWithinSentences(std::string_view text) {
  std::string out(text);
  for (std::size_t at = out.find("The "); at != std::string::npos; at = out.find("The ", at + 4)) {
    if (at < 2 || out[at - 1] != ' ') continue;
    const char before = out[at - 2];
    const bool withinSentence = std::isalnum(static_cast<unsigned char>(before)) || before == ',' ||
                                before == ';' || before == ')';
    if (withinSentence) out[at] = 't';
  }
  return out;
}

void tellApartBySide(const std::vector<SidesName>& names,
                     const std::array<std::string, 2>& sideNames) {
  std::array<std::set<std::string>, 2> given;
  for (const SidesName& n : names) given[static_cast<std::size_t>(n.side)].insert(*n.name);
  for (const SidesName& n : names) {
    const std::size_t other = n.side == 0 ? 1 : 0;
    if (given[other].count(*n.name))
      *n.name = ofSide(*n.name, sideNames[static_cast<std::size_t>(n.side)]);
  }
}

}  // namespace sandtable::rules
