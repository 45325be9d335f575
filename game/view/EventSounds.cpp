#include "EventSounds.h"

#include <set>
#include <utility>

namespace sandtable::view {

using namespace sandtable::rules;

std::vector<SoundCue> eventSounds(const std::vector<Event>& events) {
  std::vector<SoundCue> out;
  bool diced = false;
  std::set<UnitId> marched;
  std::set<std::pair<UnitId, UnitId>> fought;
  for (const Event& e : events) {
    if (e.is(EventRole::TurnBegan)) out.push_back({"turn_began", kNoUnit, std::nullopt, 0.8f});
    if (e.is(EventRole::Initiative)) out.push_back({"initiative", kNoUnit, std::nullopt, 0.7f});
    if (e.is(EventRole::GameOver)) out.push_back({"game_over", kNoUnit, std::nullopt, 1.0f});
    if (e.is(EventRole::Dice) && !diced) {
      out.push_back({"dice", kNoUnit, std::nullopt, 0.7f});
      diced = true;  // one rattle per action, however many dice
    }
    // A charge sets off the charger's march (hooves); the move that follows is the same sound.
    if ((e.is(EventRole::Moved) || e.is(EventRole::Charged)) && e.unit != kNoUnit &&
        marched.insert(e.unit).second)
      out.push_back({"move", e.unit, e.from, 1.0f});
    if (isShot(e) && e.unit != kNoUnit) out.push_back({"shot", e.unit, e.from, 1.0f});
    if (isMeleeBlow(e) && fought.insert(std::minmax(e.unit, e.other)).second)
      out.push_back({"melee", e.unit, e.to, 1.0f});
    if (e.is(EventRole::Routed))
      out.push_back({"routed", e.unit, e.from == Point{} ? e.to : e.from, 1.0f});
  }
  return out;
}

}  // namespace sandtable::view
