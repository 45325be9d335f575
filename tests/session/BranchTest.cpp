// "What if, from here": positions found in a recorded match by action and by turn, games
// branched from them with their own dice, and recordings that must not be branched from.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <thread>

#include "data/ConfigError.h"
#include "rules/core/Match.h"
#include "rules/core/Rng.h"
#include "scenario/MatchFile.h"
#include "session/Branch.h"
#include "session/MatchSession.h"
#include "support/ConfigRefusal.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

const char* const kScenario = "config/scenarios/microbattle_meeting_engagement.yaml";

std::array<session::PlayerSpec, 2> randomAis() {
  return {*session::PlayerSpec::parse("ai:random"), *session::PlayerSpec::parse("ai:random")};
}

// A finished AI battle saved as `battle --save` saves it; with `keep` set, only its first
// `keep` actions, as a match saved mid-battle.
std::filesystem::path savedBattle(const std::string& name,
                                  std::optional<std::size_t> keep = std::nullopt) {
  session::SessionOptions o;
  o.seed = 5;
  o.players = randomAis();
  o.scenarioRef = kScenario;
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / kScenario), o);
  NullSink quiet;
  s.playAi(quiet);
  const auto path = test::scratchDir("branch_" + name) / "match.yaml";
  if (!keep) {
    s.save(path);
    return path;
  }
  scenario::MatchRecord rec = s.record();
  rec.actions.resize(*keep);
  scenario::saveMatchFile(path, rec, std::nullopt);
  return path;
}

scenario::LoadedMatch loadedBattle(const std::string& name,
                                   std::optional<std::size_t> keep = std::nullopt) {
  return scenario::loadMatchFile(savedBattle(name, keep));
}

// The recording's own match after its first `n` actions, applied by hand.
std::unique_ptr<Match> replayed(const scenario::LoadedMatch& lm, std::size_t n) {
  auto m = std::make_unique<Match>(lm.scenario.newGame(), lm.record.seed, lm.record.forcedDice);
  NullSink quiet;
  for (std::size_t i = 0; i < n; ++i) m->submit(lm.record.actions[i].action, quiet);
  return m;
}

std::string refusal(const scenario::LoadedMatch& lm, session::BranchPoint at) {
  try {
    session::findPosition(lm, at);
  } catch (const data::ConfigErrors& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(Branch, PositionByActionIsTheStateAfterThatManyActions) {
  const auto lm = loadedBattle("by_action");
  ASSERT_GT(lm.record.actions.size(), 20u);
  for (const std::size_t n :
       {std::size_t{0}, std::size_t{1}, std::size_t{17}, lm.record.actions.size() - 1}) {
    const session::Position p = session::findPosition(lm, session::BranchPoint::atAction(n));
    const auto m = replayed(lm, n);
    EXPECT_EQ(p.action, n);
    EXPECT_EQ(p.recordedActions, lm.record.actions.size());
    EXPECT_EQ(p.game->stateHash(), m->game().stateHash()) << "after " << n << " actions";
    EXPECT_EQ(p.turn, m->game().phase().turn);
    if (n > 0) {
      EXPECT_EQ(m->hash(), *lm.record.actions[n - 1].hash) << "the recording itself";
    }
  }
}

TEST(Branch, PositionByTurnIsJustBeforeTheTurnsFirstAction) {
  const auto lm = loadedBattle("by_turn");
  const session::Position start = session::findPosition(lm, session::BranchPoint::atTurn(1));
  EXPECT_EQ(start.action, 0u);
  for (const int turn : {2, 3}) {
    const session::Position p =
        session::findPosition(lm, session::BranchPoint::atTurn(static_cast<std::size_t>(turn)));
    EXPECT_EQ(p.turn, turn);
    ASSERT_GT(p.action, 0u);
    // The action before it was still in the turn before; the state after it is the new turn's.
    EXPECT_EQ(replayed(lm, p.action - 1)->game().phase().turn, turn - 1);
    EXPECT_EQ(p.game->stateHash(), replayed(lm, p.action)->game().stateHash());
    const session::Position same =
        session::findPosition(lm, session::BranchPoint::atAction(p.action));
    EXPECT_EQ(same.game->stateHash(), p.game->stateHash());
  }
}

TEST(Branch, WithNoPointAMidBattleSaveBranchesFromItsEnd) {
  const auto lm = loadedBattle("mid_battle", 30);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atEnd());
  EXPECT_EQ(p.action, 30u);
  EXPECT_EQ(p.game->stateHash(), replayed(lm, 30)->game().stateHash());
}

TEST(Branch, BranchingLeavesTheMatchAndThePositionAsTheyWere) {
  const auto path = savedBattle("untouched", 40);
  const std::string before = test::fileText(path);
  const auto lm = scenario::loadMatchFile(path);
  const std::string recordBefore = scenario::renderMatchFile(lm.record, lm.record.result);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atAction(25));
  const std::uint64_t positionBefore = p.game->stateHash();
  const session::BranchOutcome out = session::playBranch(p, 11, randomAis());
  EXPECT_TRUE(out.result.over);
  EXPECT_GT(out.actions, 0u);
  EXPECT_EQ(p.game->stateHash(), positionBefore);
  EXPECT_EQ(scenario::renderMatchFile(lm.record, lm.record.result), recordBefore);
  EXPECT_EQ(test::fileText(path), before);
  // And the match can still be branched from, to the same state.
  EXPECT_EQ(session::findPosition(lm, session::BranchPoint::atAction(25)).game->stateHash(),
            positionBefore);
}

TEST(Branch, TheSameSeedPlaysTheSameGame) {
  const auto lm = loadedBattle("same_seed", 40);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atEnd());
  const session::BranchOutcome a = session::playBranch(p, 21, randomAis());
  const session::BranchOutcome b = session::playBranch(p.copy(), 21, randomAis());
  EXPECT_EQ(a.finalHash, b.finalHash);
  EXPECT_EQ(a.turns, b.turns);
  EXPECT_EQ(a.actions, b.actions);
  EXPECT_EQ(session::winnerKey(a.result), session::winnerKey(b.result));
}

TEST(Branch, DifferentSeedsPlayDifferentGames) {
  const auto lm = loadedBattle("seeds", 40);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atEnd());
  std::set<std::string> winners;
  std::set<std::uint64_t> ends;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const session::BranchOutcome out = session::playBranch(p, deriveSeed(1, seed), randomAis());
    winners.insert(session::winnerKey(out.result));
    ends.insert(out.finalHash);
  }
  EXPECT_GE(winners.size(), 2u) << "eight branches from one position all ended alike";
  EXPECT_GE(ends.size(), 7u);
}

TEST(Branch, FromTheStartWithSeedSItIsTheMatchWithSeedS) {
  const auto lm = loadedBattle("from_start", 40);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atAction(0));
  session::SessionOptions o;
  o.seed = 33;
  o.players = {*session::PlayerSpec::parse("ai:normal"), *session::PlayerSpec::parse("ai:random")};
  session::MatchSession whole(lm.scenario, o);
  NullSink quiet;
  whole.playAi(quiet);
  const session::BranchOutcome out = session::playBranch(p, 33, o.players);
  EXPECT_EQ(out.finalHash, whole.match().hash());
  EXPECT_EQ(out.actions, whole.match().actions().size());
  EXPECT_EQ(session::playBranch(session::startOf(lm.scenario), 33, o.players).finalHash,
            out.finalHash);
}

TEST(Branch, AThreadWithItsOwnLoadPlaysTheSameBranch) {
  // As the table's what-if worker does: the match loaded afresh in the thread (its own
  // battlefield), while this thread plays from its own load at the same time.
  const std::filesystem::path file = savedBattle("thread", 40);
  session::BranchOutcome there;
  std::thread worker([&there, file] {
    const auto mine = scenario::loadMatchFile(file);
    there = session::playBranch(session::findPosition(mine, session::BranchPoint::atEnd()), 5, randomAis());
  });
  const auto lm = scenario::loadMatchFile(file);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atEnd());
  const session::BranchOutcome here = session::playBranch(p, 5, randomAis());
  worker.join();
  EXPECT_EQ(there.finalHash, here.finalHash);
  EXPECT_EQ(session::playBranch(p.copy(), 5, randomAis()).finalHash, here.finalHash) << "a copy plays alike";
}

TEST(Branch, ATamperedRecordingIsRefusedWhereverTheBranchPointIs) {
  const auto lm = scenario::loadMatchFile(test::sourceRoot() / "tests/cli/bad/tampered_match.yaml");
  // Action 3's hash was changed: branching before it still refuses the file.
  for (const auto at : {session::BranchPoint::atAction(1), session::BranchPoint::atTurn(1),
                        session::BranchPoint::atEnd()}) {
    const std::string why = refusal(lm, at);
    EXPECT_NE(why.find("tampered_match.yaml:11:5: action 3 ("), std::string::npos) << why;
    EXPECT_NE(why.find("differs from the recorded"), std::string::npos) << why;
  }
}

TEST(Branch, APositionWhereTheBattleIsOverIsRefused) {
  const auto lm = loadedBattle("over");
  const std::size_t n = lm.record.actions.size();
  const std::string atEnd = refusal(lm, session::BranchPoint::atEnd());
  EXPECT_NE(atEnd.find(": the battle is already over at action " + std::to_string(n) + " (turn "),
            std::string::npos)
      << atEnd;
  EXPECT_EQ(refusal(lm, session::BranchPoint::atAction(n)), atEnd);
  EXPECT_EQ(refusal(lm, session::BranchPoint::atAction(n - 1)), "");
}

TEST(Branch, APointBeyondTheRecordingIsRefusedWithItsLength) {
  const auto lm = loadedBattle("beyond", 30);
  const int turns = replayed(lm, 30)->game().phase().turn;
  EXPECT_NE(refusal(lm, session::BranchPoint::atAction(31))
                .find("action 31 is beyond the recording, which has 30 actions"),
            std::string::npos);
  const std::string pastTurns =
      refusal(lm, session::BranchPoint::atTurn(static_cast<std::size_t>(turns + 1)));
  EXPECT_NE(pastTurns.find("is beyond the recording, which has " + std::to_string(turns) + " turn"),
            std::string::npos)
      << pastTurns;
  EXPECT_NE(refusal(lm, session::BranchPoint::atTurn(0)).find("turns are counted from 1"),
            std::string::npos);
}

TEST(Branch, TurnStartsAreEveryTurnsFirstPositionWhileTheBattleIsOn) {
  const auto lm = loadedBattle("turn_starts");  // fought to its end
  const std::vector<session::Position> starts = session::turnStarts(lm);
  const int lastTurn = replayed(lm, lm.record.actions.size())->game().phase().turn;
  ASSERT_GE(starts.size(), 2u);
  EXPECT_EQ(starts.front().action, 0u);
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const session::Position& s = starts[i];
    EXPECT_EQ(s.turn, static_cast<int>(i) + 1) << "one for each turn, in order";
    EXPECT_FALSE(s.game->result().over);
    const session::Position same =
        session::findPosition(lm, session::BranchPoint::atTurn(static_cast<std::size_t>(s.turn)));
    EXPECT_EQ(s.action, same.action) << "turn " << s.turn;
    EXPECT_EQ(s.game->stateHash(), same.game->stateHash()) << "turn " << s.turn;
  }
  // The last turn's start is there unless the battle ended as that turn began.
  EXPECT_GE(static_cast<int>(starts.size()), lastTurn - 1);
  EXPECT_LE(static_cast<int>(starts.size()), lastTurn);
}

TEST(Branch, TurnStartsRefuseATamperedRecording) {
  const auto lm = scenario::loadMatchFile(test::sourceRoot() / "tests/cli/bad/tampered_match.yaml");
  const std::string why = test::configRefusal([&] { session::turnStarts(lm); });
  EXPECT_NE(why.find("tampered_match.yaml:11:5: action 3 ("), std::string::npos) << why;
}

TEST(Branch, ATallyCountsEachGameUnderItsWinnerAndItsEnding) {
  const auto lm = loadedBattle("tally", 40);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atEnd());
  session::BranchTally t;
  std::array<int, 3> won{};
  long turns = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const session::BranchOutcome out = session::playBranch(p, seed, randomAis());
    t.add(out);
    const Result& r = out.result;
    ++won[static_cast<std::size_t>(!r.over || r.winner == Side::None ? 2 : sideIndex(r.winner))];
    turns += out.turns;
  }
  EXPECT_EQ(t.games(), 6);
  EXPECT_EQ(t.won, won);
  int endings = 0;
  for (const auto& byWinner : t.endings) {
    for (const auto& [ending, n] : byWinner) endings += n;
  }
  EXPECT_EQ(endings, 6);
  EXPECT_DOUBLE_EQ(t.share(0) + t.share(1) + t.share(2), 1.0);
  EXPECT_DOUBLE_EQ(t.meanTurns(), static_cast<double>(turns) / 6);
  EXPECT_EQ(session::BranchTally{}.share(0), 0.0) << "no games, no shares (not a division by zero)";
}

// A draw and a game that did not end share the table's third share, but are counted apart:
// `whatif --each-turn --json` reports them as `draw` and `unfinished`, as plain whatif does.
TEST(Branch, ATallyKeepsDrawsApartFromUnfinishedGames) {
  auto outcome = [](bool over, Side winner, Ending ending) {
    session::BranchOutcome o;
    o.result.over = over;
    o.result.winner = winner;
    o.result.ending = ending;
    o.turns = 5;
    return o;
  };
  session::BranchTally t;
  t.add(outcome(true, Side::One, Ending::ArmyBroken));
  t.add(outcome(true, Side::None, Ending::TurnLimit));
  t.add(outcome(true, Side::None, Ending::ArmyBroken));  // both armies broke at once
  t.add(outcome(false, Side::None, Ending::None));       // stopped with nobody to act
  EXPECT_EQ(t.games(), 4);
  EXPECT_EQ(t.won, (std::array<int, 3>{1, 0, 3})) << "the third share is still drawn or unfinished";
  EXPECT_EQ(t.draws(), 2);
  EXPECT_EQ(t.unfinished(), 1);
  EXPECT_EQ(t.drawEndings(),
            (std::map<Ending, int>{{Ending::ArmyBroken, 1}, {Ending::TurnLimit, 1}}));
  EXPECT_EQ(t.unfinishedEndings, (std::map<Ending, int>{{Ending::None, 1}}));
  EXPECT_EQ(session::BranchTally{}.draws() + session::BranchTally{}.unfinished(), 0);
}

// "What if the unit had done this instead?": the chosen action is found by its text among the
// lawful ones and taken first in the branch, which then plays on as any branch does. With an
// action that rolls no dice, that is exactly the branch from the position after it.
TEST(Branch, InsteadTakesTheChosenActionFirst) {
  const auto lm = loadedBattle("instead", 60);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atAction(25));
  ASSERT_TRUE(p.recordedNext.has_value());
  EXPECT_EQ(*p.recordedNext, lm.record.actions[25].action);
  std::vector<Action> lawful;
  p.game->legalActions(lawful);
  // A lawful action other than the recorded one that rolls no dice.
  std::optional<Action> quiet;
  std::unique_ptr<Game> after;
  for (const Action& a : lawful) {
    if (a == *p.recordedNext) continue;
    auto g = p.game->clone();
    Dice dice(1);
    NullSink sink;
    g->apply(a, dice, sink);
    if (dice.rolled() == 0) {
      quiet = a;
      after = std::move(g);
      break;
    }
  }
  ASSERT_TRUE(quiet.has_value()) << "no dice-free alternative at action 25";
  EXPECT_EQ(session::insteadAction(p, toString(*quiet)), *quiet);
  session::Position then = p.copy();
  then.game = std::move(after);
  const session::BranchOutcome taken = session::playBranch(p, 31, randomAis(), *quiet);
  const session::BranchOutcome fromThen = session::playBranch(then, 31, randomAis());
  EXPECT_EQ(taken.finalHash, fromThen.finalHash);
  EXPECT_EQ(taken.actions, fromThen.actions + 1);
  EXPECT_EQ(session::winnerKey(taken.result), session::winnerKey(fromThen.result));
  // Without it, the same seed plays the AI's own choice there instead.
  EXPECT_NE(session::playBranch(p, 31, randomAis()).finalHash, taken.finalHash);
}

TEST(Branch, InsteadRefusesAnActionThatIsNotLawfulThereAndListsTheLawfulOnes) {
  const auto lm = loadedBattle("instead_refused", 60);
  const session::Position p = session::findPosition(lm, session::BranchPoint::atAction(25));
  std::vector<Action> lawful;
  p.game->legalActions(lawful);
  ASSERT_FALSE(lawful.empty());
  try {
    session::insteadAction(p, "charge u99 -> u98");
    FAIL() << "an action that is not lawful there was taken";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("'charge u99 -> u98' is not a lawful action at action 25"), std::string::npos) << what;
    for (const Action& a : lawful) EXPECT_NE(what.find("\n  " + toString(a)), std::string::npos) << toString(a);
  }
  // And a branch handed an unlawful first action refuses it rather than play it.
  Action bogus = lawful.front();
  bogus.unit = 99;
  EXPECT_THROW(session::playBranch(p, 31, randomAis(), bogus), IllegalAction);
}

namespace {

// A Warlords recording cut after its first action (seed 4: the Baron's host has the
// initiative): the position is the Baron's first activation, his knights four spans from the
// Earl's spearmen (tests/render/scripts/warlords_skirmish.yaml).
scenario::LoadedMatch warlordsAtActivation(const std::string& name) {
  // The scenario beside the match: a match names files only there or in the data folders.
  const auto dir = test::scratchDir("branch_" + name);
  std::filesystem::copy_file(test::sourceRoot() / "tests/render/scripts/warlords_skirmish.yaml",
                             dir / "warlords_skirmish.yaml");
  session::SessionOptions o;
  o.seed = 4;
  o.players = randomAis();
  o.scenarioRef = "warlords_skirmish.yaml";
  session::MatchSession s(scenario::loadScenario(dir / "warlords_skirmish.yaml"), o);
  NullSink quiet;
  s.playAi(quiet);
  scenario::MatchRecord rec = s.record();
  rec.actions.resize(1);
  const auto path = dir / "match.yaml";
  scenario::saveMatchFile(path, rec, std::nullopt);
  return scenario::loadMatchFile(path);
}

}  // namespace

// "What if William's knights had charged?": the unit's activation, then its order. The orders
// are those a successful activation allows; every game rolls the activation with its own dice
// and gives the order exactly when the rules then allow it, counting the games where they did
// not; the same seed plays the same game.
TEST(Branch, APlanActivatesTheUnitAndGivesItsOrderWhenTheActivationAllows) {
  const auto lm = warlordsAtActivation("plan");
  const session::Position p = session::findPosition(lm, session::BranchPoint::atAction(1));
  ASSERT_EQ(p.game->phase().sideToAct, Side::One);
  const Action activate{ActionKind::ActivateUnit, 0};
  const Action charge{ActionKind::Charge, 0, 2};
  ASSERT_TRUE(p.game->check(activate));
  EXPECT_FALSE(p.game->check(charge)) << "not before the activation";
  const session::FollowOn next = session::ordersAfter(*p.game, activate);
  ASSERT_TRUE(next.after);
  EXPECT_NE(std::find(next.orders.begin(), next.orders.end(), charge), next.orders.end())
      << "a successful activation allows the charge";
  for (const Action& o : next.orders) {
    EXPECT_EQ(o.unit, 0);
    EXPECT_NE(o.kind, ActionKind::EndActivation);
    EXPECT_TRUE(next.after->check(o)) << toString(o);
  }
  EXPECT_EQ(session::insteadPlan(p, "activate_unit u0", {"charge u0 -> u2"}),
            (std::vector<Action>{activate, charge}));

  int cut = 0, given = 0;
  for (std::uint64_t g = 0; g < 24; ++g) {
    const std::uint64_t seed = deriveSeed(9, g);
    const session::BranchOutcome out = session::playBranch(p, seed, randomAis(), activate, {charge});
    // The game's own activation roll decides: the same dice on a match of its own.
    Match alone(p.game->clone(), seed);
    NullSink quiet;
    alone.submit(activate, quiet);
    EXPECT_EQ(out.cutShort, !alone.check(charge)) << "game " << g;
    (out.cutShort ? cut : given) += 1;
    EXPECT_EQ(session::playBranch(p, seed, randomAis(), activate, {charge}).finalHash, out.finalHash);
  }
  EXPECT_GT(given, 0) << "most activations of knights needing more than 4 succeed";
  EXPECT_GT(cut, 0) << "and some fail: the order is then not given";
  session::BranchTally tally;
  for (std::uint64_t g = 0; g < 24; ++g)
    tally.add(session::playBranch(p, deriveSeed(9, g), randomAis(), activate, {charge}));
  EXPECT_EQ(tally.cutShort, cut);
}

TEST(Branch, APlanRefusesAnOrderTheUnitCouldNotBeGivenAndListsThoseItCould) {
  const auto lm = warlordsAtActivation("plan_refused");
  const session::Position p = session::findPosition(lm, session::BranchPoint::atAction(1));
  try {
    session::insteadPlan(p, "activate_unit u0", {"charge u0 -> u3"});  // the archers, out of reach
    FAIL() << "an order out of the knights' reach was taken";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("'charge u0 -> u3' is not an order the unit could be given after activate_unit u0 at action 1"),
              std::string::npos)
        << what;
    EXPECT_NE(what.find("\n  charge u0 -> u2"), std::string::npos) << what;
  }
  // The first step is checked as --instead checks it.
  EXPECT_THROW(session::insteadPlan(p, "activate_unit u2", {}), std::invalid_argument);
}
