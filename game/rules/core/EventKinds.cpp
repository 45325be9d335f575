// The one table of event kinds: each kind's name in the logs and its roles (EventRoles.h).
// A system that adds a kind adds its line here, with at least one role.
#include <array>

#include "Event.h"

namespace sandtable::rules {

namespace {

using R = EventRole;

struct Entry {
  EventKind kind;
  EventKindInfo info;
};

constexpr std::array<Entry, static_cast<std::size_t>(EventKind::Count_)> kKinds{{
    {EventKind::TurnBegan, {"turn", {R::TurnBegan}}},
    {EventKind::InitiativeDecided, {"initiative", {R::Initiative}}},
    {EventKind::ActivationRolled, {"activation", {R::Activation}}},
    {EventKind::UnitActivated, {"activate", {R::Activation}}},
    {EventKind::UnitMoved, {"move", {R::Moved}}},
    {EventKind::MoveBlocked, {"blocked", {R::Blocked}}},
    {EventKind::AttackMade, {"attack", {R::Attacked}}},
    {EventKind::UnitHit, {"hit", {R::Hit}}},
    {EventKind::UnitShaken, {"shaken", {R::Shaken}}},
    {EventKind::UnitRetreated, {"retreat", {R::Retreated, R::Moved}}},
    {EventKind::UnitRouted, {"rout", {R::Routed}}},
    {EventKind::ArmyMoraleTested, {"morale", {R::ArmyMorale}}},
    {EventKind::TurnEnded, {"end_turn", {R::TurnEnded}}},
    {EventKind::GameOver, {"game_over", {R::GameOver}}},
    {EventKind::DiceRolled, {"dice", {R::Dice}}},
    {EventKind::UnitCharged, {"charge", {R::Charged}}},
    {EventKind::ContactMade, {"contact", {R::Contact, R::Moved}}},
    {EventKind::UnitEvaded, {"evade", {R::Evaded, R::Moved}}},
    {EventKind::UnitFled, {"flee", {R::Fled, R::Moved}}},
    {EventKind::ShotFired, {"shoot", {R::Shot}}},
    {EventKind::MeleeFought, {"melee", {R::Melee}}},
    {EventKind::CasualtiesTaken, {"casualties", {R::Casualties}}},
    {EventKind::StandsLost, {"stands_lost", {R::StandsLost}}},
    {EventKind::MoraleChanged, {"morale_state", {R::MoraleChanged}}},
    {EventKind::FormationChanged, {"formation", {R::Formation}}},
    {EventKind::UnitHalted, {"halted", {R::Halted}}},
    // A wheel pivots: its front point moves, but the stands turn rather than slide.
    {EventKind::UnitWheeled, {"wheel", {R::Wheeled}}},
    {EventKind::FellBack, {"fall_back", {R::FellBack, R::Moved}}},
    {EventKind::FollowedUp, {"follow_up", {R::FollowedUp, R::Moved}}},
    {EventKind::ChampionAdded, {"champion", {R::Personality}}},
    {EventKind::PersonalityLost, {"personality", {R::Personality, R::PersonalityLost}}},
    {EventKind::UnitWentBerserk, {"berserk", {R::Frenzied}}},
    {EventKind::UnitDispersed, {"dispersed", {R::Removed}}},
    {EventKind::OrderGiven, {"order", {R::Command}}},
    {EventKind::MessengerRode, {"messenger", {R::Command}}},
    {EventKind::LeaderRode, {"leader", {R::Command}}},
}};

constexpr bool inKindOrder() {
  for (std::size_t i = 0; i < kKinds.size(); ++i)
    if (static_cast<std::size_t>(kKinds[i].kind) != i) return false;
  return true;
}
static_assert(inKindOrder(), "the table lists every event kind once, in the enum's order");

constexpr std::array<std::string_view, static_cast<std::size_t>(EventRole::Count_)> kRoleNames{
    "turn_began",     "turn_ended", "initiative",  "activation",       "moved",
    "blocked",        "charged",    "contact",     "attacked",         "shot",
    "melee",          "hit",        "casualties",  "stands_lost",      "shaken",
    "morale_changed", "retreated",  "fell_back",   "followed_up",      "evaded",
    "fled",           "routed",     "removed",     "frenzied",         "formation",
    "wheeled",        "halted",     "personality", "personality_lost", "army_morale",
    "game_over",      "dice",       "command"};

constexpr EventKindInfo kUnknown{"?", {}};

}  // namespace

const EventKindInfo& eventInfo(EventKind k) {
  const auto i = static_cast<std::size_t>(k);
  return i < kKinds.size() ? kKinds[i].info : kUnknown;
}

std::string_view eventKindName(EventKind k) { return eventInfo(k).name; }

std::optional<EventKind> eventKindFromName(std::string_view name) {
  for (const Entry& e : kKinds)
    if (e.info.name == name) return e.kind;
  return std::nullopt;
}

std::string_view eventRoleName(EventRole r) {
  const auto i = static_cast<std::size_t>(r);
  return i < kRoleNames.size() ? kRoleNames[i] : "?";
}

}  // namespace sandtable::rules
