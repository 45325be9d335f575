#include "Action.h"

#include <array>

namespace sandtable::rules {
namespace {
constexpr std::array<std::string_view, static_cast<std::size_t>(ActionKind::Count_)> kNames{
    "roll_initiative", "roll_activation", "move", "attack", "end_activation", "end_turn",
    // Warlords
    "activate_unit", "charge", "counter_charge", "evade", "shoot", "wheel", "change_formation", "halt",
    "add_champion", "hold_ground", "pass", "follow_up", "resolve_melee", "swap_units", "break_off"};
}

std::string_view actionKindName(ActionKind k) { return kNames.at(static_cast<std::size_t>(k)); }

std::optional<ActionKind> actionKindFromName(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == name) return static_cast<ActionKind>(i);
  }
  return std::nullopt;
}

std::string toString(const Action& a) {
  std::string s(actionKindName(a.kind));
  if (a.unit != kNoUnit) s += " u" + std::to_string(a.unit);
  if (a.target != kNoUnit) s += " -> u" + std::to_string(a.target);
  if (a.square) s += " to (" + std::to_string(a.square->col) + "," + std::to_string(a.square->row) + ")";
  if (a.point) s += " to (" + std::to_string(a.point->x) + "," + std::to_string(a.point->y) + ")um";
  if (a.facing) s += " facing " + std::to_string(toDegrees(*a.facing)) + "deg";
  if (a.option != 0) s += " option " + std::to_string(a.option);
  return s;
}

}  // namespace sandtable::rules
