// Ids as config/rulesets/roberts.yaml and the army files spell them.
#include "Names.h"

#include <array>

namespace sandtable::rules::roberts {

namespace {

constexpr std::array<std::string_view, kScaleCount> kScales{"25mm", "15mm"};
constexpr std::array<std::string_view, kTroopKindCount> kTroops{
    "heavy_foot",    "medium_foot", "skirmisher",     "heavy_mounted",
    "light_mounted", "artillery",   "battle_platform"};
constexpr std::array<std::string_view, kAttributeCount> kAttributeIds{
    "elite", "militia", "fanatic",   "guard", "unreliable", "reluctant",
    "swift", "eager",   "impetuous", "shock", "vulnerable"};
constexpr std::array<std::string_view, kAttributeCount> kAttributeNames{
    "Elite", "Militia", "Fanatic",   "Guard", "Unreliable", "Reluctant",
    "Swift", "Eager",   "Impetuous", "Shock", "Vulnerable"};
constexpr std::array<std::string_view, kTrainingCount> kTraining{"militia", "regular", "elite"};
constexpr std::array<std::string_view, kTrainingCount> kTrainingNames{"Militia", "Regular",
                                                                      "Elite"};
constexpr std::array<std::string_view, kPhaseCount> kPhases{"action", "reaction", "assault",
                                                            "charge", "combat"};
constexpr std::array<std::string_view, kPhaseCount> kPhaseNames{
    "Action Phase", "Reaction Phase", "Assault Phase", "Charge Phase", "Combat Phase"};
// The phase in each half-turn, as the table's bar and the logs name where a match stands.
constexpr std::array<std::array<std::string_view, kPhaseCount>, 2> kPhasesOfHalfTurns{
    {{"Action Phase, first half-turn", "Reaction Phase, first half-turn",
      "Assault Phase, first half-turn", "Charge Phase, first half-turn",
      "Combat Phase, first half-turn"},
     {"Action Phase, second half-turn", "Reaction Phase, second half-turn",
      "Assault Phase, second half-turn", "Charge Phase, second half-turn",
      "Combat Phase, second half-turn"}}};
constexpr std::array<std::string_view, 2> kPhasePlayers{"acting", "reacting"};
constexpr std::array<std::string_view, kActionKindCount> kActionKinds{
    "movement",         "stop",         "about_face",    "change_face", "retrograde",
    "change_formation", "missile_fire", "countercharge", "set",         "countermand",
    "withdrawal",       "pursuit",      "fall_back"};

template <class E, std::size_t N>
std::optional<E> find(const std::array<std::string_view, N>& ids, std::string_view id) {
  for (std::size_t i = 0; i < N; ++i) {
    if (ids[i] == id) return static_cast<E>(i);
  }
  return std::nullopt;
}

}  // namespace

std::string_view scaleId(Scale s) { return kScales.at(static_cast<std::size_t>(s)); }
std::string_view troopKindId(TroopKind k) { return kTroops.at(static_cast<std::size_t>(k)); }
std::string_view attributeId(Attribute a) { return kAttributeIds.at(static_cast<std::size_t>(a)); }
std::string_view attributeName(Attribute a) {
  return kAttributeNames.at(static_cast<std::size_t>(a));
}
std::string_view trainingId(Training t) { return kTraining.at(static_cast<std::size_t>(t)); }
std::string_view trainingName(Training t) { return kTrainingNames.at(static_cast<std::size_t>(t)); }
std::string_view phaseId(Phase p) { return kPhases.at(static_cast<std::size_t>(p)); }
std::string_view phaseName(Phase p) { return kPhaseNames.at(static_cast<std::size_t>(p)); }
std::string_view phaseOfHalfTurn(Phase p, int halfTurn) {
  return kPhasesOfHalfTurns.at(halfTurn == 2 ? 1 : 0).at(static_cast<std::size_t>(p));
}
std::string_view phasePlayerId(PhasePlayer p) {
  return kPhasePlayers.at(static_cast<std::size_t>(p));
}
std::string_view actionKindId(ActionKind k) { return kActionKinds.at(static_cast<std::size_t>(k)); }
std::string actionKindWords(ActionKind k) {
  std::string words(actionKindId(k));
  for (char& c : words) c = c == '_' ? ' ' : c;
  return words;
}

std::optional<Scale> scaleFromId(std::string_view id) { return find<Scale>(kScales, id); }
std::optional<TroopKind> troopKindFromId(std::string_view id) {
  return find<TroopKind>(kTroops, id);
}
std::optional<Attribute> attributeFromId(std::string_view id) {
  return find<Attribute>(kAttributeIds, id);
}

std::string attributeNames(const AttributeSet& set) {
  std::string out;
  std::size_t left = set.count();
  for (std::size_t i = 0; i < kAttributeCount; ++i) {
    if (!set.test(i)) continue;
    --left;
    if (!out.empty()) out += left == 0 ? " and " : ", ";
    out += kAttributeNames[i];
  }
  return out;
}

}  // namespace sandtable::rules::roberts
