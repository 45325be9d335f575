// "What if, from here": a position taken from a recorded match, and games played out from it
// with fresh dice. The CLI's `whatif --match` and the 3D table both branch through these.
// Nothing here touches globals. But a position's game, and every clone of it, shares its
// scenario's battlefield, whose Bullet world answers sight and contact questions and is not
// safe for two threads at once: a thread that plays branches while another uses the same
// scenario must load its own (the table's what-if worker loads the match file afresh).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "BattleCounts.h"
#include "PlayerSpec.h"
#include "rules/core/Game.h"
#include "rules/core/Result.h"
#include "scenario/MatchFile.h"

namespace sandtable::session {

// Where in a recording to branch: at its end, at the start of a turn, or after a number of
// its actions.
struct BranchPoint {
  enum class By { End, Turn, Action };
  By by = By::End;
  std::size_t value = 0;  // the turn (1 = the start) or the count of actions (0 = the start)

  static BranchPoint atEnd() { return {}; }
  static BranchPoint atTurn(std::size_t turn) { return {By::Turn, turn}; }
  static BranchPoint atAction(std::size_t actions) { return {By::Action, actions}; }
};

// A point of a recorded match (or a scenario's start) that games can branch from; the
// battle is not over there.
struct Position {
  std::unique_ptr<rules::Game> game;  // the state there; each branch plays on its own clone
  std::string ruleset;                // the scenario's rule system, for its AIs
  std::size_t action = 0;             // recorded actions applied to reach it
  std::size_t recordedActions = 0;    // actions the whole recording holds
  int turn = 1;                       // game->phase().turn there
  std::optional<rules::Action> recordedNext;  // the action the recording took there, if any

  // A copy of the state (sharing the battlefield, as every clone does).
  Position copy() const;
};

// Finds the position after checking the whole recording as `replay` does (every hash and
// the recorded result), so a tampered file is never branched from. Throws data::ConfigErrors,
// placed in the match file, when the recording is bad, when the point lies beyond it (the
// message says how many turns or actions it has), or when the battle is already over there.
Position findPosition(const scenario::LoadedMatch& match, BranchPoint at);

// The first position of every turn of the recording at which the battle is not yet over,
// in order (turn 1 is the start): where "how did the odds move?" branches. Checks the whole
// recording first, as findPosition does, and throws data::ConfigErrors the same way.
std::vector<Position> turnStarts(const scenario::LoadedMatch& match);

// A scenario's starting position: branching from it plays whole games.
Position startOf(const scenario::LoadedScenario& scenario);

// How one branch ended.
struct BranchOutcome {
  rules::Result result;
  int turns = 0;                // the final turn number, the turns before the branch point included
  std::size_t actions = 0;      // actions played after the branch point
  std::uint64_t finalHash = 0;  // the branch's match hash at its end (state and its own dice)
  // A step of the plan after the first was not lawful when its turn came (the activation
  // failed, so the unit could not be given the order), and the AIs played on without it.
  bool cutShort = false;
  // What the branch looked like: its charges, shots, routs and rounds of melee, counted from the
  // events of the actions played after the branch point (the sink the game reports to).
  BattleCounts counts;
};

// Plays one game from `from` to its end, AI against AI: a clone of the position's game with
// fresh dice seeded with `seed`, and each side's AI seeded from it as a new match's AIs are
// (so branching at a match's start with seed s plays the same game as a match with seed s).
// Reads `from` only. Throws std::invalid_argument when a player is not an AI.
// With `first`, that action is taken before the AIs play (with the branch's own dice, as an
// action a player chose): "what if the unit had done this instead?". It must be legal at
// `from` (insteadAction finds one); an illegal one throws rules::IllegalAction. Then each of
// `then`, in order, if check() allows it when its turn comes: "what if the knights had been
// activated and charged?" (ordersAfter lists the orders); the first that is not allowed ends
// the plan there (BranchOutcome::cutShort) and the AIs play on.
BranchOutcome playBranch(const Position& from, std::uint64_t seed,
                         const std::array<PlayerSpec, 2>& players,
                         const std::optional<rules::Action>& first = std::nullopt,
                         const std::vector<rules::Action>& then = {});

// What the unit of `first` could go on to be given once `first` is taken at `game` (after an
// activation, what a successful one allows): found by taking it on copies of the game with dice
// seeded 1, 2, ... (up to kOrderProbes) and keeping the longest list of the unit's lawful
// actions there, the end of its activation left out. `after` is the copy that gave them, for
// their words. Nothing for an action of no unit, or when the unit never has a choice after it.
inline constexpr int kOrderProbes = 16;
struct FollowOn {
  std::vector<rules::Action> orders;
  std::unique_ptr<rules::Game> after;
};
FollowOn ordersAfter(const rules::Game& game, const rules::Action& first);

// The plan `first`, then each of `then` (texts as the logs write actions: "activate_unit u13",
// "charge u13 -> u3"): the first lawful at `at` (insteadAction), each later one found among the
// orders its unit could go on to be given after the steps before it (ordersAfter). Throws
// std::invalid_argument, listing those orders, when a later one is not among them.
std::vector<rules::Action> insteadPlan(const Position& at, const std::string& first,
                                       const std::vector<std::string>& then);

// The action, among those the rules list as lawful at `at`, whose text (rules::toString, as
// `replay --verbose` and the logs write actions: "halt u5", "charge u3 -> u12") is `text`.
// Throws std::invalid_argument naming the side to act and every lawful action's text when
// none is, so the right one can be picked from the message.
rules::Action insteadAction(const Position& at, const std::string& text);
// The lawful action of `game` whose text is `text`, if there is one (insteadAction's search).
std::optional<rules::Action> lawfulActionNamed(const rules::Game& game, const std::string& text);

// Games played from one position, tallied as they end: who won, what decided it, how long.
struct BranchTally {
  std::array<int, 3> won{};                            // side 1, side 2, drawn or unfinished
  std::array<std::map<rules::Ending, int>, 3> endings;  // what decided them, by the same three
  long turns = 0;                                      // summed final turn numbers
  int cutShort = 0;  // games whose plan stopped before its end (BranchOutcome::cutShort)
  // Of won[2] and endings[2], the games that did not end (not over, and nobody to act), by
  // what their result says decided them; the rest of won[2] are draws. The table's chart
  // shows the third share whole; `whatif --each-turn` counts the two apart, as whatif does.
  std::map<rules::Ending, int> unfinishedEndings;

  // Which of the three a result counts under: 0 side 1, 1 side 2, 2 drawn or unfinished.
  static int slot(const rules::Result& result);
  void add(const BranchOutcome& outcome);
  int games() const { return won[0] + won[1] + won[2]; }
  int unfinished() const;
  int draws() const { return won[2] - unfinished(); }
  std::map<rules::Ending, int> drawEndings() const;  // endings[2] less the unfinished games'
  double share(int who) const { return games() > 0 ? static_cast<double>(won[static_cast<std::size_t>(who)]) / games() : 0; }
  double meanTurns() const { return games() > 0 ? static_cast<double>(turns) / games() : 0; }
};

// Of tallies from successive points (the start of each turn), the index i >= 1 where side 1's
// share of the wins changed most from the point before, among points with games in both;
// -1 when there is no such pair. Where the battle turned most, by the AI's games.
int biggestSwing(const std::vector<BranchTally>& tallies);

// That swing in words, as every table of the odds by turn (the reports, `whatif --each-turn`, the
// table's odds panel) says it: "The biggest swing: turn 3 to 4, the English 40 % to 65 %." Where
// the games are still being played it is the biggest "so far".
std::string swingSentence(const std::string& sideOneName, int fromTurn, const BranchTally& from,
                          int toTurn, const BranchTally& to, bool soFar = false);

}  // namespace sandtable::session
