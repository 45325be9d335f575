// What a battle looked like, counted from its events by their roles: charges, shots and routs
// by side, rounds of melee once a pair and action (session::CountingSink), and the counts a
// branch carries are those of the game it played.
#include <gtest/gtest.h>

#include <set>
#include <tuple>

#include "rules/core/Event.h"
#include "session/BattleCounts.h"
#include "session/Branch.h"
#include "session/MatchSession.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

Event event(EventKind kind, Side side, UnitId unit, UnitId other = kNoUnit, int value = 0) {
  Event e{kind, side, unit, other};
  e.value = value;
  return e;
}

TEST(BattleCounts, ChargesShotsAndRoutsCountByTheActingUnitsSide) {
  session::CountingSink sink;
  sink.nextAction();
  sink.emit(event(EventKind::UnitCharged, Side::Two, 4, 1));
  sink.emit(event(EventKind::UnitCharged, Side::One, 1, 4));  // a counter-charge
  sink.emit(event(EventKind::UnitCharged, Side::Two, 5, 2));
  sink.emit(event(EventKind::ShotFired, Side::One, 2, 5, 3));
  sink.emit(event(EventKind::AttackMade, Side::Two, 6, 2, 1));  // an attack at range is a shot
  sink.emit(event(EventKind::UnitRouted, Side::One, 2));
  sink.emit(event(EventKind::TurnBegan, Side::None, kNoUnit, kNoUnit, 2));
  const session::BattleCounts& c = sink.counts();
  EXPECT_EQ(c.charges, (std::array<int, 2>{1, 2}));
  EXPECT_EQ(c.shots, (std::array<int, 2>{1, 1}));
  EXPECT_EQ(c.routs, (std::array<int, 2>{1, 0}));
  EXPECT_EQ(c.meleeRounds, 0);
}

TEST(BattleCounts, AUnitThatRoutsTwiceIsOneRout) {
  // A system may report a unit's breaking and its leaving the table both as routs.
  session::CountingSink sink;
  sink.nextAction();
  sink.emit(event(EventKind::UnitRouted, Side::Two, 7));
  sink.nextAction();
  sink.emit(event(EventKind::UnitRouted, Side::Two, 7));
  sink.emit(event(EventKind::UnitRouted, Side::Two, 8));
  EXPECT_EQ(sink.counts().routs, (std::array<int, 2>{0, 2}));
}

TEST(BattleCounts, APairsFightInOneActionIsOneRoundOfMelee) {
  session::CountingSink sink;
  sink.nextAction();
  // Each side of a fight reports its own score: one round.
  sink.emit(event(EventKind::MeleeFought, Side::One, 1, 4, 7));
  sink.emit(event(EventKind::MeleeFought, Side::Two, 4, 1, 5));
  // Another pair in the same action: another round.
  sink.emit(event(EventKind::MeleeFought, Side::One, 2, 5, 3));
  sink.emit(event(EventKind::MeleeFought, Side::Two, 5, 2, 6));
  EXPECT_EQ(sink.counts().meleeRounds, 2);
  // The first pair again in the next action (the next turn's round); a blow hand to hand the
  // kind does not tell apart (an attack at range 0) counts as melee.
  sink.nextAction();
  sink.emit(event(EventKind::MeleeFought, Side::Two, 4, 1, 2));
  sink.emit(event(EventKind::AttackMade, Side::One, 1, 4, 0));
  EXPECT_EQ(sink.counts().meleeRounds, 3);
  EXPECT_EQ(sink.counts().shots, (std::array<int, 2>{0, 0}));
}

TEST(BattleCounts, ItWantsNoTextSoCountingCostsWhatPlayingQuietlyDoes) {
  EXPECT_FALSE(session::CountingSink().wantsText());
}

// Every event of a game, with the number of the action that caused it.
class ActionEvents final : public EventSink {
 public:
  bool wantsText() const override { return false; }
  void emit(Event e) override { events.emplace_back(action, std::move(e)); }
  std::size_t action = 0;
  std::vector<std::pair<std::size_t, Event>> events;
};

TEST(BattleCounts, ABranchCarriesTheCountsOfTheGameItPlayed) {
  // The scripted yardstick charges whenever it may, so a Warlords battle between two has charges
  // and melee; the same game played as a match, its events tallied here, gives the same counts.
  const char* const path = "config/scenarios/warlords_meeting_engagement.yaml";
  const scenario::LoadedScenario sc = scenario::loadScenario(test::sourceRoot() / path);
  session::SessionOptions o;
  o.seed = 7;
  o.players = {*session::PlayerSpec::parse("ai:scripted"),
               *session::PlayerSpec::parse("ai:scripted")};
  session::MatchSession whole(sc, o);
  ActionEvents seen;
  whole.playAi(seen, [&](const Action&) { ++seen.action; });
  const session::BranchOutcome out = session::playBranch(session::startOf(sc), 7, o.players);
  ASSERT_EQ(out.finalHash, whole.match().hash());

  session::BattleCounts expected;
  std::set<std::tuple<std::size_t, UnitId, UnitId>> rounds;
  std::set<UnitId> routed;
  for (const auto& [action, e] : seen.events) {
    if (e.side == Side::None) continue;
    const auto s = static_cast<std::size_t>(sideIndex(e.side));
    if (e.is(EventRole::Charged)) ++expected.charges[s];
    if (isShot(e)) ++expected.shots[s];
    if (e.is(EventRole::Routed) && routed.insert(e.unit).second) ++expected.routs[s];
    if (isMeleeBlow(e))
      rounds.emplace(action, std::min(e.unit, e.other), std::max(e.unit, e.other));
  }
  expected.meleeRounds = static_cast<int>(rounds.size());
  EXPECT_EQ(out.counts.charges, expected.charges);
  EXPECT_EQ(out.counts.shots, expected.shots);
  EXPECT_EQ(out.counts.routs, expected.routs);
  EXPECT_EQ(out.counts.meleeRounds, expected.meleeRounds);
  EXPECT_GT(out.counts.charges[0] + out.counts.charges[1], 0);
  EXPECT_GT(out.counts.meleeRounds, 0);
}

}  // namespace
