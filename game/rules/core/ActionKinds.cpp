// The one table of action kinds: each kind's name in the logs, its roles (ActionRoles.h) and
// its words. A system that adds a kind adds its line here, with at least one role.
#include <array>

#include "Action.h"

namespace sandtable::rules {

namespace {

using R = ActionRole;

struct Entry {
  ActionKind kind;
  ActionKindInfo info;
};

constexpr std::array<Entry, static_cast<std::size_t>(ActionKind::Count_)> kKinds{{
    {ActionKind::RollInitiative,
     {"roll_initiative", {R::Initiative, R::Roll}, "roll for initiative"}},
    {ActionKind::RollActivation,
     {"roll_activation", {R::SideActivation, R::Roll}, "roll for activations"}},
    {ActionKind::Move, {"move", {R::Move, R::Order}, "move"}},
    {ActionKind::Attack, {"attack", {R::Attack, R::Order}, "attack"}},
    {ActionKind::EndActivation,
     {"end_activation", {R::EndActivation}, "end this unit's activation"}},
    {ActionKind::EndTurn, {"end_turn", {R::EndTurn}, "end turn"}},
    {ActionKind::ActivateUnit, {"activate_unit", {R::UnitActivation, R::Roll}, "activate"}},
    {ActionKind::Charge, {"charge", {R::Charge, R::Order}, "charge"}},
    {ActionKind::CounterCharge, {"counter_charge", {R::Charge, R::React}, "counter-charge"}},
    {ActionKind::Evade, {"evade", {R::Evade, R::React}, "evade"}},
    {ActionKind::Shoot, {"shoot", {R::Shoot, R::Order}, "shoot at"}},
    {ActionKind::Wheel, {"wheel", {R::Turn, R::Order}, "wheel"}},
    {ActionKind::ChangeFormation,
     {"change_formation", {R::Formation, R::Order}, "change formation"}},
    {ActionKind::Halt, {"halt", {R::Halt, R::Order}, "halt"}},
    {ActionKind::AddChampion, {"add_champion", {R::Champion}, "add a champion"}},
    {ActionKind::HoldGround, {"hold_ground", {R::Stand, R::React}, "hold ground"}},
    {ActionKind::Pass, {"pass", {R::Pass}, "pass"}},
    {ActionKind::FollowUp, {"follow_up", {R::FollowUp}, "follow up"}},
    {ActionKind::ResolveMelee, {"resolve_melee", {R::Melee, R::Roll}, "fight the next melee"}},
    {ActionKind::SwapUnits, {"swap_units", {R::Setup}, "swap with"}},
    {ActionKind::BreakOff, {"break_off", {R::Withdraw, R::Order}, "break off"}},
    {ActionKind::IssueOrder, {"issue_order", {R::Command}, "order the battle/wing of"}},
    {ActionKind::MoveLeader, {"move_leader", {R::Command}, "send its leader to"}},
}};

constexpr bool inKindOrder() {
  for (std::size_t i = 0; i < kKinds.size(); ++i)
    if (static_cast<std::size_t>(kKinds[i].kind) != i) return false;
  return true;
}
static_assert(inKindOrder(), "the table lists every action kind once, in the enum's order");

constexpr std::array<std::string_view, static_cast<std::size_t>(ActionRole::Count_)> kRoleNames{
    "initiative",
    "side_activation",
    "unit_activation",
    "roll",
    "order",
    "move",
    "turn",
    "formation",
    "halt",
    "attack",
    "shoot",
    "charge",
    "melee",
    "react",
    "evade",
    "stand",
    "follow_up",
    "withdraw",
    "champion",
    "setup",
    "end_activation",
    "end_turn",
    "pass",
    "command"};

constexpr ActionKindInfo kUnknown{"?", {}, ""};

}  // namespace

const ActionKindInfo& actionInfo(ActionKind k) {
  const auto i = static_cast<std::size_t>(k);
  return i < kKinds.size() ? kKinds[i].info : kUnknown;
}

std::string_view actionKindName(ActionKind k) { return actionInfo(k).name; }

std::optional<ActionKind> actionKindFromName(std::string_view name) {
  for (const Entry& e : kKinds)
    if (e.info.name == name) return e.kind;
  return std::nullopt;
}

std::string_view actionRoleName(ActionRole r) {
  const auto i = static_cast<std::size_t>(r);
  return i < kRoleNames.size() ? kRoleNames[i] : "?";
}

}  // namespace sandtable::rules
