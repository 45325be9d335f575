// Small pieces of English for the rules' log lines, so that a unit named in the plural reads
// right: "Scouts are SHAKEN", "Legio IX is hit", "Archers of Ettrick Forest are Unformed".
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rules {

// Whether a unit's name names many ("Scouts", "Gyrth's housecarls", "Archers of the vale",
// "Genoese crossbowmen"): its head noun (the last word, or the last before " of ") ends in -men,
// or in an s that is no -ss, -us or -is ("Marius", "Lewis") and no possessive, or it is a people
// named by its adjective ("The French", "Rhys ap Thomas's Welsh", "The Genoese"). A collective
// such as "Norman foot" or "Keith's light horse" names one body and stays singular.
bool namesMany(std::string_view name);
// "its" or "their" for the name: "Gyrth's housecarls run for their baseline".
std::string itsOrTheir(std::string_view name);
// "it" or "them", "it" or "they" for the name: "to screen them", "all they had left".
std::string itOrThem(std::string_view name);
std::string itOrThey(std::string_view name);
// The verb, given in the third person singular ("routs", "passes", "rallies", "is", "has"), as
// it agrees with the name: "rout", "pass", "rally", "are", "have" for a name that names many.
std::string agreeing(std::string_view name, std::string_view verb);
// The name as an owner: "The Red Rose's", "The Normans'" (a plural in s takes the apostrophe
// only), "The French" (a people named by its adjective owns as it stands: "The French army").
std::string possessive(std::string_view name);
// A person's name as the subject of a sentence: a title set off by a comma ("Edward, Duke of
// York") is closed by another before the verb comes ("Edward, Duke of York, is wounded"); a
// name without one stands as it is.
std::string asSubject(std::string_view name);
// The name followed by its verb: subjectVerb("Red crossbowmen (u5)", "routs") is
// "Red crossbowmen (u5) rout".
std::string subjectVerb(std::string_view name, std::string_view verb);

// A name as one side's: "Blue longbowmen of the White Rose", "The C-in-C of the Red Rose" (a
// side named "The ..." reads "the ..." within the line).
std::string ofSide(std::string_view name, std::string_view sideName);

// A name that begins "The" ("The King's housecarls", "The Yorkists") heads a roster line as its
// scenario writes it; within a sentence it reads "the". The text with every "The" that follows a
// word of its own sentence lowered: "Somerset's archers shoot at the two hundred spears". A "The"
// after a full stop, a colon, a bracket or a quotation mark begins something and is kept.
std::string theWithinSentences(std::string_view text);

// One name a side gives: side 0 (side one) or 1 (side two), and the name to tell apart.
struct SidesName {
  int side = 0;
  std::string* name = nullptr;
};
// Where both sides give the same name (the same army on both sides of a meeting engagement or a
// points battle), each is written ofSide its side, so that no log line reads "Red crossbowmen
// shoot at Red crossbowmen". Names that only one side gives are left as they are.
void tellApartBySide(const std::vector<SidesName>& names,
                     const std::array<std::string, 2>& sideNames);

}  // namespace sandtable::rules
