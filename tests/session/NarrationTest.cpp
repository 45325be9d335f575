// session::NarrationTracker: which narration cues a battle reaches, each once, in file order;
// the events that name them (a PersonalityLost event says which personality); the same cues
// whether Hastings is played or its recording replayed; and the state hash untouched by them.
#include <gtest/gtest.h>

#include <fstream>

#include "rules/core/Match.h"
#include "rules/warlords/WarlordsBed.h"
#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "session/Narration.h"
#include "session/Replay.h"
#include "support/Players.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;
using scenario::CueTrigger;
using scenario::NarrationCue;

namespace {

NarrationCue cue(CueTrigger t, const std::string& text) {
  NarrationCue c;
  c.trigger = t;
  c.text = text;
  return c;
}
NarrationCue turnCue(int turn, const std::string& text) {
  NarrationCue c = cue(CueTrigger::Turn, text);
  c.turn = turn;
  return c;
}
NarrationCue unitCue(CueTrigger t, UnitId unit, const std::string& text) {
  NarrationCue c = cue(t, text);
  c.unit = unit;
  return c;
}
NarrationCue personCue(int personality, const std::string& text) {
  NarrationCue c = cue(CueTrigger::PersonalityLost, text);
  c.personality = personality;
  return c;
}
NarrationCue overCue(Side winner, bool any, const std::string& text) {
  NarrationCue c = cue(CueTrigger::BattleOver, text);
  c.winner = winner;
  c.anyEnding = any;
  return c;
}

Event event(EventKind k, Side side = Side::None, UnitId unit = kNoUnit, int value = 0) {
  Event e{k, side, unit};
  e.value = value;
  return e;
}

std::vector<std::string> texts(const std::vector<session::FiredCue>& fired) {
  std::vector<std::string> out;
  for (const session::FiredCue& f : fired) out.push_back(f.what->text);
  return out;
}

using Texts = std::vector<std::string>;

}  // namespace

TEST(Narration, EachTriggerFiresOnItsEventOnceInFileOrder) {
  session::NarrationTracker t(
      {turnCue(1, "dawn"), turnCue(3, "noon"), unitCue(CueTrigger::UnitBroken, 2, "u2 breaks"),
       unitCue(CueTrigger::UnitDispersed, 4, "u4 dispersed"),
       unitCue(CueTrigger::UnitBroken, 4, "u4 broken or dispersed"),
       unitCue(CueTrigger::UnitBerserk, 1, "u1 berserk"), personCue(1, "second man lost"),
       overCue(Side::Two, false, "side2 wins"), overCue(Side::None, true, "any end"),
       overCue(Side::None, false, "a draw")});
  EXPECT_EQ(texts(t.start(1)), Texts{"dawn"});
  EXPECT_TRUE(t.feed(event(EventKind::TurnBegan, Side::None, kNoUnit, 2), 5).empty())
      << "no cue for turn 2";
  const auto noon = t.feed(event(EventKind::TurnBegan, Side::None, kNoUnit, 3), 9);
  ASSERT_EQ(texts(noon), Texts{"noon"});
  EXPECT_EQ(noon[0].turn, 3);
  EXPECT_EQ(noon[0].action, 9u);
  EXPECT_EQ(noon[0].cue, 1u);
  EXPECT_TRUE(t.feed(event(EventKind::UnitRouted, Side::One, 3), 10).empty()) << "another unit";
  const auto broke = t.feed(event(EventKind::UnitRouted, Side::One, 2), 11);
  ASSERT_EQ(texts(broke), Texts{"u2 breaks"});
  EXPECT_EQ(broke[0].turn, 3) << "the turn it fired in";
  EXPECT_TRUE(t.feed(event(EventKind::UnitRouted, Side::One, 2), 12).empty()) << "once a match";
  // A dispersal is a breaking too: both cues, in the file's order, and not again on its rout.
  EXPECT_EQ(texts(t.feed(event(EventKind::UnitDispersed, Side::Two, 4), 13)),
            (Texts{"u4 dispersed", "u4 broken or dispersed"}));
  EXPECT_TRUE(t.feed(event(EventKind::UnitRouted, Side::Two, 4), 13).empty());
  EXPECT_EQ(texts(t.feed(event(EventKind::UnitWentBerserk, Side::One, 1), 14)),
            Texts{"u1 berserk"});
  Event lost = event(EventKind::PersonalityLost, Side::One, 2);
  lost.personality = 0;
  EXPECT_TRUE(t.feed(lost, 15).empty()) << "the first personality has no cue";
  lost.personality = 1;
  EXPECT_EQ(texts(t.feed(lost, 16)), Texts{"second man lost"});
  EXPECT_TRUE(t.feed(lost, 17).empty()) << "wounded, then captured: once";
  EXPECT_EQ(texts(t.feed(event(EventKind::GameOver, Side::Two), 18)),
            (Texts{"side2 wins", "any end"}));
  EXPECT_EQ(t.fired().size(), 9u) << "all but the draw's";
  EXPECT_EQ(t.latest()->what->text, "any end");
}

TEST(Narration, ADrawFiresTheDrawCueAndAWinDoesNot) {
  session::NarrationTracker draw(
      {overCue(Side::None, false, "a draw"), overCue(Side::One, false, "side1 wins")});
  EXPECT_EQ(texts(draw.feed(event(EventKind::GameOver, Side::None), 40)), Texts{"a draw"});
  session::NarrationTracker win(
      {overCue(Side::None, false, "a draw"), overCue(Side::One, false, "side1 wins")});
  EXPECT_EQ(texts(win.feed(event(EventKind::GameOver, Side::One), 40)), Texts{"side1 wins"});
}

TEST(Narration, RewindingForgetsLaterCuesSoTheyFireAgain) {
  session::NarrationTracker t(
      {turnCue(1, "dawn"), turnCue(2, "morning"), unitCue(CueTrigger::UnitBroken, 0, "u0 breaks")});
  t.start(1);
  t.feed(event(EventKind::TurnBegan, Side::None, kNoUnit, 2), 4);
  t.feed(event(EventKind::UnitRouted, Side::One, 0), 6);
  ASSERT_EQ(t.fired().size(), 3u);
  t.rewindTo(6, 2);
  EXPECT_EQ(t.fired().size(), 3u) << "the cue of action 6 stands at position 6";
  t.rewindTo(5, 2);
  EXPECT_EQ(texts(t.fired()), (Texts{"dawn", "morning"}));
  t.rewindTo(0, 1);
  EXPECT_EQ(texts(t.fired()), Texts{"dawn"}) << "the first position keeps its own cue";
  EXPECT_EQ(texts(t.feed(event(EventKind::TurnBegan, Side::None, kNoUnit, 2), 4)),
            Texts{"morning"});
  const auto again = t.feed(event(EventKind::UnitRouted, Side::One, 0), 7);
  ASSERT_EQ(texts(again), Texts{"u0 breaks"});
  EXPECT_EQ(again[0].turn, 2);
  EXPECT_EQ(again[0].action, 7u);
}

TEST(Narration, ThePersonalityLostEventNamesWhichPersonality) {
  // 3.1.3.1 with forced dice (as PersonalityTest's duel): A's doubles 5,5 cause casualties,
  // the yellow 1 picks the rightmost personality in the stands hit, red 1 kills him. Two
  // personalities in B's unit: the event names the one the dice chose, by his place.
  test::WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId a = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  bed.person(a, "Leofric", 0, 1, 1);
  bed.person(b, "Tostig", 0, 1, 0);
  bed.person(b, "Morcar", 0, 1, 2);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {5, 5, 1, 1, 1, 2});
  warlords::WarlordsTestAccess::fight(*g, a, b, d, ev);
  std::vector<int> lost;
  for (const Event& e : ev.events) {
    if (e.kind == EventKind::PersonalityLost) lost.push_back(e.personality);
  }
  ASSERT_EQ(lost.size(), 1u);
  const int who = lost[0];
  ASSERT_TRUE(who == 1 || who == 2) << "one of B's two, not A's Leofric";
  EXPECT_EQ(g->personalities()[static_cast<std::size_t>(who)].fate, warlords::Fate::Killed);
  EXPECT_NE(g->personalities()[static_cast<std::size_t>(3 - who)].fate, warlords::Fate::Killed);
  // The tracker fires the cue of the man the event names, not his companion's.
  session::NarrationTracker t({personCue(1, "Tostig falls"), personCue(2, "Morcar falls")});
  std::vector<std::string> fired;
  for (const Event& e : ev.events) {
    for (const auto& f : t.feed(e, 1)) fired.push_back(f.what->text);
  }
  EXPECT_EQ(fired, Texts{who == 1 ? "Tostig falls" : "Morcar falls"});
}

TEST(Narration, AWoundedManCapturedAsHisUnitBreaksIsNamedToo) {
  // PersonalityTest's wounded-then-captured duel: both events carry his place.
  test::WarlordsBed bed;
  const int foot = bed.closeFoot();
  const UnitId a = bed.add(Side::One, foot, 3, 20, 10, 0);
  const UnitId b = bed.add(Side::Two, foot, 3, 20, 10, 180);
  bed.person(a, "Leofric", 0, 1, 1);
  bed.person(b, "Tostig", 0, 1, 0);
  auto g = bed.build();
  EventList ev;
  Dice d(0, {6, 6, 4, 1, 1, 1, 3, 3, 3, 3});
  warlords::WarlordsTestAccess::fight(*g, a, b, d, ev);
  ASSERT_EQ(g->personalities()[1].fate, warlords::Fate::Captured);
  int events = 0;
  for (const Event& e : ev.events) {
    if (e.kind != EventKind::PersonalityLost) continue;
    ++events;
    EXPECT_EQ(e.personality, 1) << e.text;
  }
  EXPECT_EQ(events, 2) << "wounded, then captured";
}

namespace {

const char* const kHastings = "config/scenarios/warlords_hastings_1066.yaml";

struct Narrated {
  std::vector<std::tuple<std::size_t, int, std::size_t>> cues;  // (cue, turn, action)
  std::vector<std::uint64_t> hashes;
};

void note(Narrated& n, const session::FiredCue& f) { n.cues.emplace_back(f.cue, f.turn, f.action); }

// Hastings played to its end by the random AIs, its cues noted as they fire; saved to `save`.
Narrated playHastings(std::uint64_t seed, const std::filesystem::path& save) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {test::kRandomAi, test::kRandomAi};
  o.scenarioRef = kHastings;
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / kHastings), o);
  Narrated n;
  session::NarrationTracker tracker(s.scenario().info.narration);
  for (const auto& f : tracker.start(s.game().phase().turn)) note(n, f);
  NullSink quiet;
  session::NarrationSink sink(
      tracker, quiet, [&]() { return s.match().actions().size() + 1; },
      [&](const session::FiredCue& f) { note(n, f); });
  s.playAi(sink);
  n.hashes = s.match().hashes();
  s.save(save);
  return n;
}

}  // namespace

TEST(Narration, ReplayingARecordedHastingsGivesTheCuesOfPlayingIt) {
  const auto file = test::scratchDir("narration-replay") / "hastings.yaml";
  const Narrated played = playHastings(3, file);
  ASSERT_GE(played.cues.size(), 2u) << "turn 1's cue and the battle's end at least";
  EXPECT_EQ(std::get<2>(played.cues.front()), 0u) << "turn 1's cue at the first position";
  const scenario::LoadedMatch lm = scenario::loadMatchFile(file);
  Narrated replayed;
  session::NarrationTracker tracker(lm.scenario.info.narration);
  for (const auto& f : tracker.start(1)) note(replayed, f);
  std::size_t applying = 0;
  NullSink quiet;
  session::NarrationSink sink(
      tracker, quiet, [&]() { return applying; },
      [&](const session::FiredCue& f) { note(replayed, f); });
  const session::ReplayReport rep = session::replayMatch(
      lm, sink, [&](std::size_t applied, const Action&, const Game&) { applying = applied + 1; });
  ASSERT_TRUE(rep.ok) << rep.problem();
  EXPECT_EQ(replayed.cues, played.cues);
  // The last cue is the battle's end, at its last action.
  const auto& info = lm.scenario.info;
  const auto& last = played.cues.back();
  EXPECT_EQ(info.narration.at(std::get<0>(last)).trigger, CueTrigger::BattleOver);
  EXPECT_EQ(std::get<2>(last), rep.applied);
}

TEST(Narration, TheStateHashIsTheSameWithOrWithoutNarration) {
  // The same battle from a copy of Hastings with its narration cut off, watched by no tracker:
  // every hash the same, action for action.
  const std::string text = test::fileText(test::sourceRoot() / kHastings);
  const auto cut = text.find("\nnarration:");
  ASSERT_NE(cut, std::string::npos);
  const auto dir = test::scratchDir("narration-hash");
  std::ofstream(dir / "hastings_silent.yaml") << text.substr(0, cut + 1);
  // Its battlefield is named relative to the data root, as the shipped file names it.
  const scenario::LoadedScenario silent = scenario::loadScenario(dir / "hastings_silent.yaml");
  ASSERT_TRUE(silent.info.narration.empty());
  session::SessionOptions o;
  o.seed = 5;
  o.players = {test::kRandomAi, test::kRandomAi};
  session::MatchSession plain(silent, o);
  NullSink quiet;
  plain.playAi(quiet);
  const Narrated narrated = playHastings(5, dir / "narrated.yaml");
  EXPECT_FALSE(narrated.cues.empty());
  EXPECT_EQ(plain.match().initialHash(),
            session::MatchSession(scenario::loadScenario(test::sourceRoot() / kHastings), o)
                .match()
                .initialHash());
  EXPECT_EQ(plain.match().hashes(), narrated.hashes);
}
