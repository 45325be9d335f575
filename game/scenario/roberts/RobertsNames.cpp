// Every value of each enumeration with its id, in the enumeration's order.
#include "RobertsNames.h"

namespace sandtable::scenario::roberts {

namespace {

template <class E, std::size_t N, class Id>
std::vector<bind::Name<E>> all(Id id) {
  std::vector<bind::Name<E>> out;
  for (std::size_t i = 0; i < N; ++i) out.push_back({id(E(i)), E(i)});
  return out;
}

}  // namespace

using namespace rules::roberts;

std::vector<bind::Name<Scale>> scaleNames() { return all<Scale, kScaleCount>(&scaleId); }
std::vector<bind::Name<TroopKind>> troopKindNames() {
  return all<TroopKind, kTroopKindCount>(&troopKindId);
}
std::vector<bind::Name<Attribute>> attributeNames() {
  return all<Attribute, kAttributeCount>(&attributeId);
}
std::vector<bind::Name<Training>> trainingNames() {
  return all<Training, kTrainingCount>(&trainingId);
}

std::vector<bind::Name<Phase>> phaseNames() { return all<Phase, kPhaseCount>(&phaseId); }
std::vector<bind::Name<PhasePlayer>> phasePlayerNames() {
  return all<PhasePlayer, 2>(&phasePlayerId);
}
std::vector<bind::Name<ActionKind>> actionKindNames() {
  return all<ActionKind, kActionKindCount>(&actionKindId);
}

}  // namespace sandtable::scenario::roberts
