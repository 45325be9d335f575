// The conformance checks catch what they are for: each deliberately broken game of
// BrokenGames.h is played through the same checks as the shipped scenarios and the problem it
// was broken with must be named. Without these, a check that could never fail would pass
// every scenario just the same.
#include <gtest/gtest.h>

#include <algorithm>

#include "BrokenGames.h"
#include "PlayThrough.h"
#include "support/TestPaths.h"

namespace sandtable::conformance {
namespace {

// The smallest shipped battle: quick to play through with every check at every position.
const scenario::LoadedScenario& smallBattle() {
  static const scenario::LoadedScenario sc =
      scenario::loadScenario(test::configPath("scenarios/microbattle_meeting_engagement.yaml"));
  return sc;
}

PlayedGame playRandom(const GameFactory& games) {
  Players players = aiPlayers("random", "random", smallBattle().info.ruleset, 1);
  PlayOptions o;
  o.probeEvery = 1;
  return playToEnd(games, 1, players, o);
}

std::string listed(const Problems& problems) {
  std::string out;
  for (const std::string& p : problems) out += "\n  " + p;
  return out;
}

// Whether any problem says `phrase`.
::testing::AssertionResult names(const Problems& problems, const std::string& phrase) {
  if (std::any_of(problems.begin(), problems.end(),
                  [&](const std::string& p) { return p.find(phrase) != std::string::npos; })) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << "no problem says '" << phrase
         << "'; found:" << (problems.empty() ? " none" : listed(problems));
}

Problems playedProblems(GameFactory (*breakIt)(GameFactory)) {
  return playRandom(breakIt(scenarioGames(smallBattle()))).problems;
}

TEST(ConformanceBrokenGames, TheRealGamePassesTheSameChecks) {
  const GameFactory games = scenarioGames(smallBattle());
  const PlayedGame played = playRandom(games);
  EXPECT_TRUE(played.problems.empty()) << listed(played.problems);
  EXPECT_TRUE(played.result.over);
  EXPECT_TRUE(replayProblems(games, played).empty());
}

TEST(ConformanceBrokenGames, CheckThatRollsADie) {
  EXPECT_TRUE(
      names(playedProblems(broken::checkRollsADie), "rolled 1 die (only apply() may roll)"));
}

TEST(ConformanceBrokenGames, CheckThatChangesState) {
  const Problems found = playedProblems(broken::checkChangesState);
  EXPECT_TRUE(names(found, ") changed the game's state hash"));
}

TEST(ConformanceBrokenGames, CheckThatChangesStateOnceAndThenNoMore) {
  EXPECT_TRUE(
      names(playedProblems(broken::checkMarksTheGameOnce), ") changed the game's state hash"));
}

TEST(ConformanceBrokenGames, CloneThatSharesState) {
  EXPECT_TRUE(
      names(playedProblems(broken::cloneSharesState), "to a copy changed the game's state hash"));
}

TEST(ConformanceBrokenGames, CloneThatLosesState) {
  EXPECT_TRUE(names(playedProblems(broken::cloneLosesState), "has another state hash"));
}

TEST(ConformanceBrokenGames, LegalActionsThatCheckRefuses) {
  EXPECT_TRUE(names(playedProblems(broken::offersWhatCheckRefuses),
                    "and check() refuses it: a rule legalActions() does not know"));
}

TEST(ConformanceBrokenGames, LegalActionsThatRollDice) {
  EXPECT_TRUE(names(playedProblems(broken::legalActionsRollDice), "legalActions() rolled 1 die"));
}

TEST(ConformanceBrokenGames, ApplyThatRollsItsOwnDice) {
  EXPECT_TRUE(names(playedProblems(broken::applyRollsItsOwnDice),
                    "reached two states from one position and equal dice"));
}

TEST(ConformanceBrokenGames, ApplyThatDependsOnTheTextWanted) {
  // Every position passes (a copy and its twin both want no text); the replay, which wants
  // none where the game played wanted it, reaches another state.
  const GameFactory games = broken::applyDependsOnText(scenarioGames(smallBattle()));
  const PlayedGame played = playRandom(games);
  ASSERT_TRUE(played.problems.empty()) << listed(played.problems);
  EXPECT_TRUE(names(replayProblems(games, played), "replayed, action 1 ("));
}

TEST(ConformanceBrokenGames, EventOfAKindWithoutARole) {
  EXPECT_TRUE(names(playedProblems(broken::emitsAnEventWithoutARole), "has no role"));
}

TEST(ConformanceBrokenGames, EventNamingAUnitTheGameDoesNotHave) {
  EXPECT_TRUE(names(playedProblems(broken::eventNamesAStranger),
                    "names unit 987654, which the game does not show"));
}

TEST(ConformanceBrokenGames, GameOverOnTheWrongSide) {
  EXPECT_TRUE(
      names(playedProblems(broken::gameOverOnTheWrongSide), "the [game_over] event names side"));
}

TEST(ConformanceBrokenGames, ReaderThatChangesStateOnce) {
  EXPECT_TRUE(names(playedProblems(broken::unitsMarkTheGameOnce),
                    "at the start, turn 1, initiative: reading the position (the checks or an AI's "
                    "choosing) changed the game"));
}

TEST(ConformanceBrokenGames, HitsThatCountNothing) {
  EXPECT_TRUE(names(playedProblems(broken::hitsCountNothing), "a [hit] event counts 0 lost"));
}

TEST(ConformanceBrokenGames, PhaseNamedAsAnIdentifier) {
  EXPECT_TRUE(
      names(playedProblems(broken::phaseNamedAsAnId), "the phase 'follow_up' is not in words"));
}

TEST(ConformanceBrokenGames, UnitsSharingAnId) {
  EXPECT_TRUE(names(playedProblems(broken::unitsShareAnId), "shares its id with another unit"));
}

TEST(ConformanceBrokenGames, OddsThatRollADie) {
  EXPECT_TRUE(
      names(playedProblems(broken::oddsRollADie), ") rolled 1 die (only apply() may roll)"));
}

TEST(ConformanceBrokenGames, SeenCopyThatDiffersWhenNothingIsHidden) {
  EXPECT_TRUE(names(playedProblems(broken::seenCopyDiffers),
                    "asSeenBy(side1) differs from the match, though hidesFrom(side1) says "
                    "nothing is hidden"));
}

TEST(ConformanceBrokenGames, SeenCopyThatOffersOtherActions) {
  EXPECT_TRUE(names(playedProblems(broken::seenCopyOffersLess), "other actions than the match"));
}

TEST(ConformanceBrokenGames, GameThatNeverEnds) {
  EXPECT_TRUE(names(playedProblems(broken::neverEnds),
                    "legalActions() offers nothing while the game is not over"));
}

TEST(ConformanceBrokenGames, SavedMatchWithAChangedHash) {
  const GameFactory games = scenarioGames(smallBattle());
  PlayedGame played = playRandom(games);
  ASSERT_GE(played.hashes.size(), 3u);
  played.hashes[2] ^= 1;
  EXPECT_TRUE(names(replayProblems(games, played), "replayed, action 3 ("));
  const auto dir = test::scratchDir("conformance-broken");
  EXPECT_TRUE(names(saveLoadProblems(smallBattle().info.file, false, played, dir / "match.yaml"),
                    "the saved match does not replay"));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace sandtable::conformance
