// The table's sounds and animations come from the events' roles: a Warlords volley, charge,
// contact, melee, loss and flight each have theirs, as MicroBattle's attacks and routs do.
// These fail if the role mapping (view/EventSounds.cpp, view/EventAnimation.cpp) is taken out.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "view/EventAnimation.h"
#include "view/EventSounds.h"

using namespace sandtable;
using namespace sandtable::rules;
using view::AnimationCue;

namespace {

constexpr Length kSpan = 40 * kMillimetre;

UnitView unitAt(UnitId id, Side side, Point at) {
  UnitView u;
  u.id = id;
  u.side = side;
  u.stands.push_back({Rect{at, 0, kSpan, kSpan / 2}});
  return u;
}

Event event(EventKind kind, UnitId unit, UnitId other, Point from, Point to, int value = 0) {
  Event e{kind, Side::One, unit, other, from, to};
  e.value = value;
  return e;
}

// Two units a few spans apart, both still on the table after the action.
view::ActionRecord record(std::vector<Event> events) {
  view::ActionRecord r;
  r.before = {unitAt(0, Side::One, {0, 0}), unitAt(1, Side::Two, {0, 4 * kSpan})};
  r.after = r.before;
  r.events = std::move(events);
  return r;
}

std::vector<std::string> keys(const std::vector<view::SoundCue>& cues) {
  std::vector<std::string> out;
  for (const view::SoundCue& c : cues) out.push_back(c.key);
  return out;
}

const AnimationCue* cueNamed(const std::vector<AnimationCue>& cues, std::string_view name) {
  const auto it =
      std::find_if(cues.begin(), cues.end(), [&](const AnimationCue& c) { return c.name == name; });
  return it == cues.end() ? nullptr : &*it;
}

}  // namespace

TEST(EventSounds, AWarlordsVolleyIsHeardWhereTheShootersStand) {
  const auto cues =
      view::eventSounds({event(EventKind::ShotFired, 0, 1, {0, 0}, {0, 4 * kSpan}, 2)});
  ASSERT_EQ(keys(cues), std::vector<std::string>{"shot"});
  EXPECT_EQ(cues[0].unit, 0);
  EXPECT_EQ(cues[0].at, (Point{0, 0}));
}

TEST(EventSounds, AMeleeClashesOnceForItsTwoSidesEvents) {
  // Warlords reports a melee round once for each side.
  const auto cues = view::eventSounds({event(EventKind::MeleeFought, 0, 1, {0, 0}, {0, kSpan}, 5),
                                       event(EventKind::MeleeFought, 1, 0, {0, kSpan}, {0, 0}, 3)});
  EXPECT_EQ(keys(cues), std::vector<std::string>{"melee"});
}

TEST(EventSounds, AChargeAndItsContactMarchOnceAFlightMarchesAndARoutCries) {
  const auto cues =
      view::eventSounds({event(EventKind::UnitCharged, 0, 1, {0, 0}, {0, 4 * kSpan}),
                         event(EventKind::ContactMade, 0, kNoUnit, {0, 0}, {0, 3 * kSpan}),
                         event(EventKind::UnitRouted, 1, kNoUnit, {0, 4 * kSpan}, {0, 4 * kSpan}),
                         event(EventKind::UnitFled, 1, kNoUnit, {0, 4 * kSpan}, {0, 9 * kSpan})});
  EXPECT_EQ(keys(cues), (std::vector<std::string>{"move", "routed", "move"}));
}

TEST(EventSounds, AnAttackTheKindDoesNotTellApartIsAShotAtRangeAndAClashHandToHand) {
  EXPECT_EQ(keys(view::eventSounds({event(EventKind::AttackMade, 0, 1, {0, 0}, {0, kSpan}, 1)})),
            std::vector<std::string>{"shot"});
  EXPECT_EQ(keys(view::eventSounds({event(EventKind::AttackMade, 0, 1, {0, 0}, {0, kSpan}, 0)})),
            std::vector<std::string>{"melee"});
}

TEST(EventSounds, TheGamesOwnMomentsAndOneRattleOfDice) {
  Event dice{EventKind::DiceRolled};
  const auto cues =
      view::eventSounds({Event{EventKind::TurnBegan}, Event{EventKind::InitiativeDecided}, dice,
                         dice, Event{EventKind::GameOver}});
  EXPECT_EQ(keys(cues),
            (std::vector<std::string>{"turn_began", "initiative", "dice", "game_over"}));
}

TEST(EventAnimation, AVolleyShakesTheShootersWithAFlashToTheTarget) {
  const auto cues =
      view::eventAnimation(record({event(EventKind::ShotFired, 0, 1, {0, 0}, {0, 4 * kSpan}, 2)}));
  const AnimationCue* shot = cueNamed(cues, "shot");
  ASSERT_TRUE(shot);
  EXPECT_EQ(shot->unit, 0);
  EXPECT_EQ(shot->motion, AnimationCue::Motion::Shake);
  EXPECT_EQ(shot->flash, AnimationCue::Flash::Shot);
  EXPECT_EQ(shot->to, (Point{0, 4 * kSpan}));  // the target's middle
}

TEST(EventAnimation, AMeleeLungesEachSideAtTheOtherWithAFlash) {
  const auto cues =
      view::eventAnimation(record({event(EventKind::MeleeFought, 0, 1, {0, 0}, {0, kSpan}, 5),
                                   event(EventKind::MeleeFought, 1, 0, {0, kSpan}, {0, 0}, 3)}));
  ASSERT_EQ(cues.size(), 2u);
  for (const AnimationCue& c : cues) {
    EXPECT_EQ(c.name, "melee");
    EXPECT_EQ(c.motion, AnimationCue::Motion::Lunge);
    EXPECT_EQ(c.flash, AnimationCue::Flash::Melee);
  }
  EXPECT_EQ(cues[1].unit, 1);
  EXPECT_EQ(cues[1].to, (Point{0, 0}));
}

TEST(EventAnimation, AChargeLungesAndItsContactSlidesThenLunges) {
  const auto cues = view::eventAnimation(
      record({event(EventKind::UnitCharged, 0, 1, {0, 0}, {0, 4 * kSpan}),
              event(EventKind::ContactMade, 0, kNoUnit, {0, 0}, {0, 3 * kSpan})}));
  ASSERT_EQ(cues.size(), 3u);
  EXPECT_EQ(cues[0].name, "charge");
  EXPECT_EQ(cues[0].motion, AnimationCue::Motion::Lunge);
  EXPECT_EQ(cues[1].name, "move");
  EXPECT_EQ(cues[1].motion, AnimationCue::Motion::Slide);
  EXPECT_EQ(cues[1].to, (Point{0, 3 * kSpan}));
  EXPECT_EQ(cues[2].name, "contact");
  EXPECT_EQ(cues[2].motion, AnimationCue::Motion::Lunge);
  EXPECT_GT(cues[2].to.y, cues[2].from.y);  // on, the way it came
}

TEST(EventAnimation, LossesShakeTheUnitWithAFlashOnIt) {
  for (EventKind k : {EventKind::CasualtiesTaken, EventKind::StandsLost, EventKind::UnitHit}) {
    const auto cues =
        view::eventAnimation(record({event(k, 1, kNoUnit, {0, 4 * kSpan}, {0, 4 * kSpan}, 1)}));
    ASSERT_EQ(cues.size(), 1u) << eventKindName(k);
    EXPECT_EQ(cues[0].name, "hit");
    EXPECT_EQ(cues[0].flash, AnimationCue::Flash::Hit);
  }
}

TEST(EventAnimation, AFlightSlidesAndAUnitItTakesOffTheTableRunsOnAtItsRout) {
  const Event flee = event(EventKind::UnitFled, 1, kNoUnit, {0, 4 * kSpan}, {0, 9 * kSpan});
  const auto stays = view::eventAnimation(record({flee}));
  ASSERT_EQ(stays.size(), 1u);
  EXPECT_EQ(stays[0].name, "flight");
  EXPECT_EQ(stays[0].motion, AnimationCue::Motion::Slide);
  // Warlords: a unit fleeing off the edge flees there, then is reported routed from there.
  view::ActionRecord off =
      record({flee, event(EventKind::UnitRouted, 1, kNoUnit, {0, 9 * kSpan}, {0, 11 * kSpan})});
  off.after[1].status = UnitStatus::Routed;
  const auto gone = view::eventAnimation(off);
  ASSERT_EQ(gone.size(), 2u);  // it runs on from where it fled to; no fade where it stood
  EXPECT_EQ(gone[0].motion, AnimationCue::Motion::Slide);
  EXPECT_EQ(gone[1].name, "rout");
  EXPECT_EQ(gone[1].motion, AnimationCue::Motion::Run);
  EXPECT_EQ(gone[1].from, (Point{0, 9 * kSpan}));
}

TEST(EventAnimation, ARoutOffTheTableRunsABrokenUnitLeftOnItShudders) {
  const Event rout = event(EventKind::UnitRouted, 1, kNoUnit, {0, 4 * kSpan}, {0, 4 * kSpan});
  view::ActionRecord off = record({rout});
  off.after[1].status = UnitStatus::Routed;
  const auto gone = view::eventAnimation(off);
  ASSERT_EQ(gone.size(), 1u);
  EXPECT_EQ(gone[0].motion, AnimationCue::Motion::Run);
  EXPECT_TRUE(gone[0].toRear);  // the rules gave no way: to its rear
  const auto stays = view::eventAnimation(record({rout}));
  ASSERT_EQ(stays.size(), 1u);
  EXPECT_EQ(stays[0].name, "rout");
  EXPECT_EQ(stays[0].motion, AnimationCue::Motion::Shake);
}

TEST(EventAnimation, AUnitGoneWithoutARoutFades) {
  view::ActionRecord r =
      record({event(EventKind::UnitDispersed, 1, kNoUnit, {0, 4 * kSpan}, {0, 4 * kSpan})});
  r.after[1].status = UnitStatus::Removed;
  const auto cues = view::eventAnimation(r);
  ASSERT_EQ(cues.size(), 1u);
  EXPECT_EQ(cues[0].name, "fade");
  EXPECT_EQ(cues[0].unit, 1);
}
