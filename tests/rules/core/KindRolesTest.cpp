// The one table of event kinds and the one of action kinds: every kind has a name the logs
// use, that name reads back as the kind, and every kind declares at least one role.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "rules/core/Action.h"
#include "rules/core/Event.h"

using namespace sandtable::rules;

namespace {

std::vector<EventKind> allEventKinds() {
  std::vector<EventKind> out;
  for (int i = 0; i < static_cast<int>(EventKind::Count_); ++i)
    out.push_back(static_cast<EventKind>(i));
  return out;
}

std::vector<ActionKind> allActionKinds() {
  std::vector<ActionKind> out;
  for (int i = 0; i < static_cast<int>(ActionKind::Count_); ++i)
    out.push_back(static_cast<ActionKind>(i));
  return out;
}

}  // namespace

TEST(EventKinds, EveryKindHasARoleAndANameThatReadsBack) {
  std::set<std::string_view> names;
  for (EventKind k : allEventKinds()) {
    const EventKindInfo& info = eventInfo(k);
    EXPECT_FALSE(info.roles.empty()) << info.name << " has no role";
    EXPECT_FALSE(info.name.empty());
    EXPECT_NE(info.name, "?");
    EXPECT_TRUE(names.insert(info.name).second) << info.name << " names two kinds";
    EXPECT_EQ(eventKindName(k), info.name);
    EXPECT_EQ(eventKindFromName(info.name), k) << info.name;
  }
  EXPECT_FALSE(eventKindFromName("no_such_kind"));
}

TEST(EventKinds, AKindOutsideTheTableHasNoRole) {
  const EventKindInfo& info = eventInfo(EventKind::Count_);
  EXPECT_EQ(info.name, "?");
  EXPECT_TRUE(info.roles.empty());
}

TEST(EventKinds, EveryRoleIsDeclaredBySomeKindAndHasAName) {
  std::set<std::string_view> names;
  for (int r = 0; r < static_cast<int>(EventRole::Count_); ++r) {
    const auto role = static_cast<EventRole>(r);
    EXPECT_NE(eventRoleName(role), "?") << r;
    EXPECT_TRUE(names.insert(eventRoleName(role)).second) << eventRoleName(role);
    bool declared = false;
    for (EventKind k : allEventKinds()) declared = declared || eventInfo(k).roles.has(role);
    EXPECT_TRUE(declared) << eventRoleName(role) << " is declared by no kind";
  }
}

TEST(EventKinds, EventsReadTheirKindsRoles) {
  Event shot{EventKind::ShotFired};
  EXPECT_TRUE(shot.is(EventRole::Shot));
  EXPECT_FALSE(shot.is(EventRole::Melee));
  EXPECT_TRUE(isShot(shot));
  Event flight{EventKind::UnitFled};
  EXPECT_TRUE(flight.is(EventRole::Fled));
  EXPECT_TRUE(flight.is(EventRole::Moved));
  // An attack the kind does not tell apart is a shot at range and a melee blow hand to hand.
  Event attack{EventKind::AttackMade};
  attack.value = 1;
  EXPECT_TRUE(isShot(attack));
  EXPECT_FALSE(isMeleeBlow(attack));
  attack.value = 0;
  EXPECT_FALSE(isShot(attack));
  EXPECT_TRUE(isMeleeBlow(attack));
  EXPECT_TRUE(isMeleeBlow(Event{EventKind::MeleeFought}));
}

TEST(ActionKinds, EveryKindHasARoleWordsAndANameThatReadsBack) {
  std::set<std::string_view> names;
  for (ActionKind k : allActionKinds()) {
    const ActionKindInfo& info = actionInfo(k);
    EXPECT_FALSE(info.roles.empty()) << info.name << " has no role";
    EXPECT_FALSE(info.words.empty()) << info.name << " has no words";
    EXPECT_TRUE(names.insert(info.name).second) << info.name << " names two kinds";
    EXPECT_EQ(actionKindName(k), info.name);
    EXPECT_EQ(actionKindFromName(info.name), k) << info.name;
  }
  EXPECT_EQ(actionInfo(ActionKind::Count_).name, "?");
  EXPECT_TRUE(actionInfo(ActionKind::Count_).roles.empty());
}

TEST(ActionKinds, EveryRoleIsDeclaredBySomeKindAndHasAName) {
  std::set<std::string_view> names;
  for (int r = 0; r < static_cast<int>(ActionRole::Count_); ++r) {
    const auto role = static_cast<ActionRole>(r);
    EXPECT_NE(actionRoleName(role), "?") << r;
    EXPECT_TRUE(names.insert(actionRoleName(role)).second) << actionRoleName(role);
    bool declared = false;
    for (ActionKind k : allActionKinds()) declared = declared || actionInfo(k).roles.has(role);
    EXPECT_TRUE(declared) << actionRoleName(role) << " is declared by no kind";
  }
}

TEST(ActionKinds, ActionsReadTheirKindsRoles) {
  Action counter{ActionKind::CounterCharge};
  EXPECT_TRUE(counter.is(ActionRole::Charge));
  EXPECT_TRUE(counter.is(ActionRole::React));
  EXPECT_FALSE(counter.is(ActionRole::Order));
  EXPECT_TRUE(Action{ActionKind::Wheel}.is(ActionRole::Turn));
  EXPECT_FALSE(Action{ActionKind::Wheel}.is(ActionRole::Move));
}

TEST(RoleSet, HoldsRolesAsBits) {
  const EventRoles s{EventRole::Moved, EventRole::Fled};
  EXPECT_TRUE(s.has(EventRole::Moved));
  EXPECT_TRUE(s.has(EventRole::Fled));
  EXPECT_FALSE(s.has(EventRole::Shot));
  EXPECT_TRUE(s.any({EventRole::Shot, EventRole::Fled}));
  EXPECT_FALSE(s.any({EventRole::Shot, EventRole::Melee}));
  EXPECT_TRUE(EventRoles{}.empty());
  EXPECT_EQ(s, (EventRoles{EventRole::Moved} | EventRoles{EventRole::Fled}));
}

TEST(Condition, EveryMoraleLevelHasItsOwnKey) {
  using M = Condition::Morale;
  std::set<std::string_view> keys;
  for (M m : {M::Steady, M::Shaken, M::Wavering, M::Broken, M::Frenzied, M::Gone}) {
    EXPECT_NE(moraleKey(m), "?");
    EXPECT_TRUE(keys.insert(moraleKey(m)).second) << moraleKey(m);
  }
}
