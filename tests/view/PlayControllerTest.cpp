// The table's match driver: people's actions checked by the rules, the AI at the pace the
// player sets, hot-seat handovers and the other side's replay, undo, save, load, autosave.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>

#include "rules/core/Hash.h"
#include "session/OrderForecast.h"
#include "session/TurnEvents.h"
#include "support/Players.h"
#include "support/TestPaths.h"
#include "view/ActionMenu.h"
#include "view/PlayController.h"

namespace sandtable::view {
namespace {

using namespace sandtable::rules;
using session::PlayerSpec;

using test::kHuman;
const PlayerSpec kAi = test::kRandomAi;

std::unique_ptr<PlayController> match(PlayerSpec one, PlayerSpec two, std::uint64_t seed = 5,
                                      std::filesystem::path autosave = {}) {
  return PlayController::newMatch(test::configPath("scenarios/microbattle_meeting_engagement.yaml"),
                                  seed, {one, two}, autosave);
}

// Plays side actions (rolls) for people until units may act, accepting handovers.
void toUnitActions(PlayController& p) {
  for (int guard = 0; guard < 10; ++guard) {
    if (p.handoverPending()) p.acceptHandover();
    if (!unitsThatCanAct(p.game()).empty()) return;
    const auto side = sideActions(p.game());
    ASSERT_FALSE(side.empty());
    ASSERT_TRUE(p.submit(side.front().action));
  }
}

// A move of the side to act that rolls no dice (a unit whose move is one fixed number).
std::optional<Action> plainMove(const PlayController& p) {
  for (const UnitView& u : p.game().units()) {
    if (u.side != p.sideToAct() ||
        (u.type != "heavy_infantry" && u.type != "archers" && u.type != "cavalry"))
      continue;
    for (const Action& a : p.game().legalActions()) {
      if (a.unit == u.id && a.kind == ActionKind::Move) return a;
    }
  }
  return std::nullopt;
}

TEST(PlayController, APersonsIllegalActionIsRefusedWithTheRule) {
  auto p = match(kHuman, kAi);
  ASSERT_TRUE(p->humanToAct());
  const Verdict v = p->submit(Action{ActionKind::Move, 0, kNoUnit, Square{2, 1}});
  EXPECT_FALSE(v.legal);
  EXPECT_FALSE(v.why.empty());
  EXPECT_TRUE(p->history().empty());
  ASSERT_TRUE(p->submit(Action{ActionKind::RollInitiative}));
  ASSERT_EQ(p->history().size(), 1u);
  EXPECT_FALSE(p->history()[0].events.empty());
  EXPECT_FALSE(p->log().empty());
  EXPECT_TRUE(p->log().front().roll.has_value()) << "the initiative roll is in the dice log";
}

TEST(PlayController, TheAiPlaysAtThePaceSetAndCanBeSpedUpPausedOrSkipped) {
  auto p = match(kAi, kAi);
  p->setSecondsPerAiAction(1.0f);
  p->tick(0.6f, false);
  EXPECT_EQ(p->history().size(), 0u);
  p->tick(0.6f, true);  // the table is still animating: the AI waits
  EXPECT_EQ(p->history().size(), 0u);
  p->tick(0.6f, false);
  EXPECT_EQ(p->history().size(), 1u);
  EXPECT_TRUE(p->history()[0].byAi);
  p->setAiSpeed(4.0f);
  p->tick(0.3f, false);
  EXPECT_EQ(p->history().size(), 2u);
  p->setAiPaused(true);
  p->tick(5.0f, false);
  EXPECT_EQ(p->history().size(), 2u);
  p->setAiPaused(false);
  p->skipAi();
  EXPECT_TRUE(p->over());
  EXPECT_TRUE(p->history().back().instant);
  EXPECT_EQ(p->takeRecords().size(), p->history().size());
  EXPECT_TRUE(p->takeRecords().empty());
}

// Each attack's odds before its dice are logged above its rolls, as session::forecastOrder gives
// them in the position it was made from.
TEST(PlayController, TheLogGivesEachAttacksOddsBeforeItsRolls) {
  auto p = match(kAi, kAi);
  p->setSecondsPerAiAction(1.0f);
  int attacks = 0;
  for (int step = 0; step < 3000 && !p->over(); ++step) {
    const std::unique_ptr<Game> before = p->game().clone();
    const std::size_t made = p->history().size();
    p->tick(1.0f, false);
    ASSERT_EQ(p->history().size(), made + 1);
    const ActionRecord& rec = p->history().back();
    const auto want = session::forecastOrder(*before, rec.action);
    std::vector<const LogEntry*> entries;
    for (const LogEntry& e : p->log())
      if (e.actionIndex == rec.index) entries.push_back(&e);
    const bool logged = !entries.empty() && entries.front()->odds;
    EXPECT_EQ(logged, want.has_value()) << toString(rec.action);
    if (!want || !logged) continue;
    ++attacks;
    EXPECT_EQ(rec.action.kind, ActionKind::Attack);
    EXPECT_EQ(entries.front()->text, "Odds before the dice: " + want->summary);
    EXPECT_TRUE(std::any_of(entries.begin() + 1, entries.end(), [](const LogEntry* e) { return e->roll.has_value(); }))
        << "then the attack's own rolls";
    EXPECT_EQ(std::count_if(entries.begin(), entries.end(), [](const LogEntry* e) { return e->odds; }), 1);
  }
  EXPECT_TRUE(p->over());
  EXPECT_GT(attacks, 0) << "a battle to the end has attacks";
}

// The dice log reads as sentences: each event's own words, begun with a capital, without the
// command line's kind tag and unit ids ("[shoot] Breton archers (2) (u11) fire at ..."); the
// rolls' headlines and modifiers likewise; nothing else changed, nothing lost.
TEST(PlayController, TheDiceLogSaysEachEventWithoutTheCommandLinesTagsAndIds) {
  auto p = PlayController::newMatch(test::configPath("scenarios/roberts_hastings_1066.yaml"), 3,
                                    {kAi, kAi}, {});
  p->setSecondsPerAiAction(1.0f);
  int withIds = 0;
  for (int step = 0; step < 400 && !p->over(); ++step) p->tick(1.0f, false);
  for (const ActionRecord& rec : p->history()) {
    std::vector<const LogEntry*> lines;
    for (const LogEntry& e : p->log())
      if (e.actionIndex == rec.index && !e.narration && !e.odds && e.weighed.empty())
        lines.push_back(&e);
    std::vector<const Event*> said;
    for (const Event& e : rec.events)
      if (e.roll || !e.text.empty()) said.push_back(&e);
    ASSERT_EQ(lines.size(), said.size())
        << "a line for every event with words, at action " << rec.index;
    for (std::size_t i = 0; i < said.size(); ++i) {
      const Event& e = *said[i];
      const LogEntry& line = *lines[i];
      const std::string raw = e.roll ? e.roll->text() : e.text;
      withIds += raw.find(" (u") != std::string::npos;
      EXPECT_EQ(line.text, capitalised(session::withoutUnitIds(raw)));
      EXPECT_EQ(line.text.find(" (u"), std::string::npos) << line.text;
      EXPECT_NE(line.text.front(), '[') << line.text;
      EXPECT_FALSE(std::islower(static_cast<unsigned char>(line.text.front()))) << line.text;
      ASSERT_EQ(line.roll.has_value(), e.roll.has_value());
      if (!e.roll) continue;
      EXPECT_EQ(line.roll->purpose, capitalised(session::withoutUnitIds(e.roll->purpose)));
      EXPECT_EQ(line.roll->outcome, session::withoutUnitIds(e.roll->outcome));
      EXPECT_EQ(line.roll->faces, e.roll->faces);
      EXPECT_EQ(line.roll->total, e.roll->total);
      ASSERT_EQ(line.roll->modifiers.size(), e.roll->modifiers.size());
      for (std::size_t m = 0; m < e.roll->modifiers.size(); ++m) {
        EXPECT_EQ(line.roll->modifiers[m].value, e.roll->modifiers[m].value);
        EXPECT_EQ(line.roll->modifiers[m].label.find(" (u"), std::string::npos);
      }
    }
  }
  EXPECT_GT(withIds, 50) << "the rules' own words name units by id, for the command line's log";
}

TEST(PlayController, AHardAisChoicesBringWhatItWeighedToTheLog) {
  // hard searches where a choice is worth it: the log keeps the alternatives it weighed, the
  // chosen first, on a line of their own before the action's odds and rolls (the dice log
  // shows them when the player asks for the AI's reasons). normal does not search: none.
  auto p = match(PlayerSpec{false, "generic-hard"}, PlayerSpec{false, "normal"}, 4);
  p->setSecondsPerAiAction(1.0f);
  int searched = 0;
  for (int step = 0; step < 60 && !p->over(); ++step) {
    const Side side = p->sideToAct();
    p->tick(1.0f, false);
    const ActionRecord& rec = p->history().back();
    for (const LogEntry& e : p->log()) {
      if (e.actionIndex != rec.index || e.weighed.empty()) continue;
      EXPECT_EQ(side, Side::One) << "only hard searches";
      EXPECT_EQ(e.weighed.front().action, rec.action) << "the chosen first";
      EXPECT_GE(e.weighed.size(), 2u);
      ++searched;
    }
  }
  EXPECT_GT(searched, 0) << "in sixty actions hard had a choice worth searching";
}

TEST(PlayController, HotSeatHandsTheTableOverAndReplaysTheOtherSide) {
  auto p = match(kHuman, kHuman, 11);
  ASSERT_TRUE(p->hotSeat());
  EXPECT_TRUE(p->handoverPending()) << "the first player takes the table";
  EXPECT_FALSE(p->submit(Action{ActionKind::RollInitiative}).legal);
  // Play both sides by their first legal action until the side to act changes hands.
  int handovers = 0;
  for (int i = 0; i < 200 && handovers < 3 && !p->over(); ++i) {
    if (p->handoverPending()) {
      ++handovers;
      const Side next = p->handoverTo();
      const auto replay = p->opponentReplay();
      for (const ActionRecord* r : replay)
        EXPECT_NE(r->side, next) << "a replay shows only the other side";
      if (handovers > 1) {
        EXPECT_FALSE(replay.empty());
      }
      p->acceptHandover();
      continue;
    }
    std::vector<Action> legal = p->game().legalActions();
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(p->submit(legal.front()));
  }
  EXPECT_GE(handovers, 2);
}

// What the rules keep from a side (an event for one side only, rules::Event::onlyFor: an
// order written) is shown at a hot-seat table only while that side is at it, to the one
// person playing an AI only if it is theirs, and to anyone once the battle is over.
TEST(PlayController, ALineForOneSideIsShownOnlyToThatSide) {
  LogEntry forOne;
  forOne.onlyFor = Side::One;
  LogEntry forBoth;
  auto seat = match(kHuman, kHuman, 11);
  ASSERT_TRUE(seat->hotSeat());
  for (int i = 0; i < 50 && seat->sideToAct() != Side::Two && !seat->over(); ++i) {
    if (seat->handoverPending()) seat->acceptHandover();
    ASSERT_TRUE(seat->submit(seat->game().legalActions().front()));
  }
  ASSERT_EQ(seat->sideToAct(), Side::Two);
  EXPECT_EQ(seat->viewer(), Side::Two);
  EXPECT_FALSE(seat->shows(forOne)) << "side two sits at the table";
  EXPECT_TRUE(seat->shows(forBoth));
  auto againstAi = match(kAi, kHuman, 11);
  EXPECT_EQ(againstAi->viewer(), Side::Two) << "the one person at the table";
  EXPECT_FALSE(againstAi->shows(forOne));
  auto spectators = match(kAi, kAi, 11);
  EXPECT_EQ(spectators->viewer(), Side::None);
  EXPECT_TRUE(spectators->shows(forOne)) << "two AIs: nothing to keep from anyone";
}

TEST(PlayController, UndoTakesBackAnActionThatRolledNoDice) {
  auto p = match(kHuman, kHuman, 3);
  toUnitActions(*p);
  EXPECT_FALSE(p->canUndo()) << "the last action rolled dice";
  const auto move = plainMove(*p);
  ASSERT_TRUE(move);
  const std::uint64_t before = p->session().match().hash();
  const std::size_t logBefore = p->log().size();
  const int jumps = p->jumps();
  ASSERT_TRUE(p->submit(*move));
  ASSERT_TRUE(p->canUndo());
  ASSERT_TRUE(p->undo());
  EXPECT_EQ(p->session().match().hash(), before);
  EXPECT_EQ(p->log().size(), logBefore);
  EXPECT_GT(p->jumps(), jumps) << "the table redraws after an undo";
}

TEST(PlayController, InAHotSeatUndoNeverReachesBackOverTheHandover) {
  auto p = match(kHuman, kHuman, 3);
  toUnitActions(*p);
  // The side to act plays plainly until the table changes hands.
  const Side first = p->sideToAct();
  for (int i = 0; i < 50 && !p->handoverPending(); ++i) {
    const auto side = sideActions(p->game());
    const auto move = plainMove(*p);
    ASSERT_TRUE(move || !side.empty());
    ASSERT_TRUE(p->submit(move ? *move : side.back().action));
  }
  ASSERT_TRUE(p->handoverPending());
  EXPECT_FALSE(p->canUndo()) << "nobody undoes while the table is covered";
  p->acceptHandover();
  ASSERT_NE(p->sideToAct(), first);
  const std::size_t actions = p->session().match().actions().size();
  EXPECT_FALSE(p->canUndo()) << "the last action is the other player's";
  EXPECT_FALSE(p->undo());
  EXPECT_EQ(p->session().match().actions().size(), actions);
}

TEST(PlayController, UndoTakesBackAWholeDragThroughSeveralSquares) {
  auto p = match(kHuman, kHuman, 3);
  toUnitActions(*p);
  // A unit with a plain move that may go on a second square, taken as one plan of two steps.
  const std::uint64_t before = p->session().match().hash();
  std::vector<Action> plan;
  for (const Action& first : p->game().legalActions()) {
    if (first.kind != ActionKind::Move) continue;
    auto probe = p->game().clone();
    Dice dice(1);
    NullSink ignored;
    probe->apply(first, dice, ignored);
    if (dice.rolled() > 0) continue;  // a move that rolled dice cannot be undone
    for (const Action& a : probe->legalActions()) {
      if (a.unit == first.unit && a.kind == ActionKind::Move && a.square != first.square) {
        plan = {first, a};
        break;
      }
    }
    if (!plan.empty()) break;
  }
  ASSERT_EQ(plan.size(), 2u) << "some unit may go on a second square";
  const std::size_t actions = p->session().match().actions().size();
  p->follow(plan);
  for (int i = 0; i < 5 && p->following(); ++i) p->tick(0.1f, false);
  ASSERT_EQ(p->session().match().actions().size(), actions + 2);
  ASSERT_TRUE(p->undo());
  EXPECT_EQ(p->session().match().actions().size(), actions) << "both steps of the drag are taken back";
  EXPECT_EQ(p->session().match().hash(), before);
}

TEST(PlayController, TheDiceLogFilesATurnsEndUnderThatTurnAndTheNextsBeginningUnderTheNext) {
  auto p = match(kAi, kAi, 4);
  p->skipAi();
  int begins = 0;
  const LogEntry* lastEnd = nullptr;
  for (const LogEntry& e : p->log()) {
    if (e.kind == EventKind::TurnEnded) lastEnd = &e;
    if (e.kind != EventKind::TurnBegan) continue;
    // "Turn 13 begins" is filed under turn 13, and the end of the side's turn just before it
    // (by the same action) under turn 12.
    const std::size_t at = e.text.find("Turn ");
    ASSERT_NE(at, std::string::npos) << e.text;
    const int turn = std::stoi(e.text.substr(at + 5));
    EXPECT_EQ(e.turn, turn) << e.text;
    if (turn > 1) {
      ASSERT_NE(lastEnd, nullptr);
      EXPECT_EQ(lastEnd->turn, turn - 1) << lastEnd->text;
    }
    ++begins;
  }
  EXPECT_GT(begins, 2);
}

TEST(PlayController, AStudysAttacksAndChargesLeaveOutShotsAcrossTheGrid) {
  // A battle with archers, studied: its gambles are the attacks made from the next square
  // (hand to hand), never the archers' shots from farther off.
  const PlayerSpec normal{false, "normal"};
  auto p = PlayController::newMatch(test::configPath("scenarios/microbattle_knights_and_longbows.yaml"), 3,
                                    {normal, normal}, {});
  p->skipAi();
  const auto dir = test::scratchDir("play-gambles");
  p->save(dir / "match.yaml");
  auto study = PlayController::study(dir / "match.yaml");
  auto distance = [&](std::size_t index) {
    const ActionRecord& r = p->history()[index];
    std::optional<Square> from, to;
    for (const UnitView& u : r.before) {
      if (u.id == r.action.unit) from = u.square;
      if (u.id == r.action.target) to = u.square;
    }
    return from && to ? manhattan(*from, *to) : 0;
  };
  int shots = 0;
  for (std::size_t i = 0; i < p->history().size(); ++i)
    shots += p->history()[i].action.kind == ActionKind::Attack && distance(i) > 1 ? 1 : 0;
  ASSERT_GT(shots, 0) << "the battle chosen should have shots in it";
  const std::vector<session::Gamble>& gambles = study->studyGambles();
  ASSERT_FALSE(gambles.empty());
  for (const session::Gamble& g : gambles) EXPECT_LE(distance(g.action), 1) << g.what;
}

TEST(PlayController, NothingIsUndoneOnceTheBattleIsOver) {
  auto p = match(kAi, kAi, 4);
  p->skipAi();
  ASSERT_TRUE(p->over());
  EXPECT_FALSE(p->canUndo());
  EXPECT_FALSE(p->undo());
}

TEST(PlayController, ASavedMatchLoadsBackWithItsHistory) {
  const auto dir = test::scratchDir("play-save");
  auto p = match(kHuman, kAi, 9, dir / "auto.yaml");
  ASSERT_TRUE(p->submit(Action{ActionKind::RollInitiative}));
  EXPECT_TRUE(std::filesystem::exists(dir / "auto.yaml")) << "autosaved after the action";
  p->skipAi();
  for (int i = 0; i < 40 && !p->over(); ++i) {
    if (p->aiToAct()) p->skipAi();
    if (p->humanToAct()) {
      ASSERT_TRUE(p->submit(p->game().legalActions().front()));
    }
  }
  p->save(dir / "match.yaml");
  auto back = PlayController::load(dir / "match.yaml", {});
  EXPECT_EQ(back->session().match().hash(), p->session().match().hash());
  EXPECT_EQ(back->history().size(), p->history().size());
  EXPECT_EQ(back->log().size(), p->log().size());
  EXPECT_TRUE(back->session().player(Side::One).human);
  EXPECT_FALSE(back->session().player(Side::Two).human);
  // And the autosave is itself a match file that loads.
  auto resumed = PlayController::load(dir / "auto.yaml", {});
  EXPECT_EQ(resumed->session().match().hash(), p->session().match().hash());
}

TEST(PlayController, ATamperedSaveIsRefusedWithWhereItDiffers) {
  const auto dir = test::scratchDir("play-tamper");
  auto p = match(kHuman, kAi, 4);
  ASSERT_TRUE(p->submit(Action{ActionKind::RollInitiative}));
  p->save(dir / "match.yaml");
  std::string text;
  {
    std::ifstream in(dir / "match.yaml");
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  const auto at = text.find("hash: ");
  ASSERT_NE(at, std::string::npos);
  text[at + 8] = text[at + 8] == '1' ? '2' : '1';
  std::ofstream(dir / "match.yaml") << text;
  try {
    PlayController::load(dir / "match.yaml", {});
    FAIL() << "loaded a tampered match";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("match.yaml:"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace sandtable::view
