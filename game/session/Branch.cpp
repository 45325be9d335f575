#include "Branch.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "OrderForecast.h"
#include "Replay.h"
#include "ai/AiPlayer.h"
#include "data/YamlReader.h"
#include "rules/core/Match.h"
#include "rules/core/Wording.h"

namespace sandtable::session {

using namespace sandtable::rules;

namespace {

// The point is a choice made about this file, so it is reported against the file; at the
// recorded action where that helps (the one that ended the battle), otherwise the file alone.
[[noreturn]] void refuse(const scenario::LoadedMatch& lm, const YAML::Mark* mark,
                         std::string message) {
  data::ConfigError e = mark ? data::errorAt(lm.file, *mark, std::move(message))
                             : data::ConfigError{lm.file, 0, 0, std::move(message)};
  throw data::ConfigErrors({std::move(e)});
}

std::string plural(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// The whole file first: a hash that differs after a branch point still means the file is
// not the match it claims to be.
ReplayReport checkWhole(const scenario::LoadedMatch& lm) {
  NullSink quiet;
  ReplayReport checked = replayMatch(lm, quiet);
  if (!checked.ok) throw data::ConfigErrors({checked.error});
  return checked;
}

// Branches roll their own dice from their own seeds; forced dice the recording has not used by
// the branch point would be dropped without a word, so such a point is refused instead.
void refuseUnusedForcedDice(const scenario::LoadedMatch& lm, const Match& match, std::size_t applied) {
  const std::size_t left = match.dice().forcedLeft();
  if (left == 0) return;
  const std::size_t first = lm.record.forcedDice.size() - left;
  const YAML::Mark* mark = first < lm.record.forcedMarks.size() ? &lm.record.forcedMarks[first] : nullptr;
  refuse(lm, mark,
         (left == 1 ? std::string("1 forced die") : std::to_string(left) + " forced dice") + " (from #" + std::to_string(first + 1) + ") not yet used after " +
             plural(applied, "recorded action") +
             ": the games played from there roll their own dice and would drop them; branch after the "
             "action that uses them, or remove them from 'forced_dice'");
}

Position positionOf(const scenario::LoadedMatch& lm, const Match& match, std::size_t applied) {
  refuseUnusedForcedDice(lm, match, applied);
  Position p;
  p.game = match.game().clone();
  p.ruleset = lm.scenario.info.ruleset;
  p.action = applied;
  p.recordedActions = lm.record.actions.size();
  p.turn = match.game().phase().turn;
  if (applied < lm.record.actions.size()) p.recordedNext = lm.record.actions[applied].action;
  return p;
}

}  // namespace

Position Position::copy() const {
  Position p;
  p.game = game ? game->clone() : nullptr;
  p.ruleset = ruleset;
  p.action = action;
  p.recordedActions = recordedActions;
  p.turn = turn;
  p.recordedNext = recordedNext;
  return p;
}

Position findPosition(const scenario::LoadedMatch& lm, BranchPoint at) {
  const scenario::MatchRecord& rec = lm.record;
  const std::size_t recorded = rec.actions.size();
  NullSink quiet;
  const ReplayReport checked = checkWhole(lm);
  if (at.by == BranchPoint::By::Turn && at.value < 1)
    refuse(lm, nullptr, "turns are counted from 1");
  if (at.by == BranchPoint::By::Action && at.value > recorded) {
    refuse(lm, nullptr,
           "action " + std::to_string(at.value) + " is beyond the recording, which has " +
               plural(recorded, "action") + " (" +
               plural(static_cast<std::size_t>(checked.turns), "turn") + ")");
  }
  // How many actions the point lies after: the check's own record of the turns gives a turn's
  // first position.
  std::size_t target = recorded;
  if (at.by == BranchPoint::By::Action) target = at.value;
  if (at.by == BranchPoint::By::Turn) {
    const bool reachable = at.value <= static_cast<std::size_t>(std::numeric_limits<int>::max());
    target = reachable ? firstPositionOfTurn(checked.turnAfter, static_cast<int>(at.value)) : recorded + 1;
    if (target > recorded) {
      refuse(lm, nullptr,
             "turn " + std::to_string(at.value) + " is beyond the recording, which has " +
                 plural(static_cast<std::size_t>(checked.turns), "turn") + " (" +
                 plural(recorded, "action") + ")");
    }
  }
  // Walk the verified recording again up to the point: its states are now known good.
  Match match(lm.scenario.newGame(), rec.seed, rec.forcedDice);
  for (std::size_t i = 0; i < target; ++i) match.submit(rec.actions[i].action, quiet);
  const std::size_t applied = target;
  const int turn = match.game().phase().turn;
  if (match.over()) {
    const YAML::Mark* last = applied > 0 ? &rec.actions[applied - 1].mark : nullptr;
    refuse(lm, last,
           "the battle is already over at action " + std::to_string(applied) + " (turn " +
               std::to_string(turn) + "): " + match.game().result().reason +
               "; branch from an earlier turn or action");
  }
  return positionOf(lm, match, applied);
}

std::vector<Position> turnStarts(const scenario::LoadedMatch& lm) {
  const scenario::MatchRecord& rec = lm.record;
  const ReplayReport checked = checkWhole(lm);
  // One walk of the verified recording, a copy of the state at each turn's first position.
  NullSink quiet;
  Match match(lm.scenario.newGame(), rec.seed, rec.forcedDice);
  std::vector<Position> out;
  std::size_t applied = 0;
  for (int turn = 1; turn <= checked.turns; ++turn) {
    const std::size_t first = firstPositionOfTurn(checked.turnAfter, turn);
    if (first >= checked.turnAfter.size() || checked.turnAfter[first] != turn) continue;  // never reached
    for (; applied < first; ++applied) match.submit(rec.actions[applied].action, quiet);
    if (match.over()) break;
    out.push_back(positionOf(lm, match, applied));
  }
  return out;
}

Position startOf(const scenario::LoadedScenario& scenario) {
  Position p;
  p.game = scenario.newGame();
  p.ruleset = scenario.info.ruleset;
  p.turn = p.game->phase().turn;
  return p;
}

BranchOutcome playBranch(const Position& from, std::uint64_t seed,
                         const std::array<PlayerSpec, 2>& players,
                         const std::optional<rules::Action>& first, const std::vector<rules::Action>& then) {
  std::array<std::unique_ptr<ai::AiPlayer>, 2> ais;
  for (std::size_t i = 0; i < 2; ++i) {
    if (players[i].human)
      throw std::invalid_argument("a branch is played by AIs only; side" + std::to_string(i + 1) +
                                  " is human");
    // The streams MatchSession gives a new match's AIs, so a branch from a match's start
    // with seed s is the game a match with seed s plays.
    ais[i] = ai::makeAi(players[i].level, from.ruleset, aiSeed(seed, static_cast<int>(i)));
  }
  Match match(from.game->clone(), seed);
  CountingSink counted;  // wants no text, as a NullSink does; counts what the battle looked like
  BranchOutcome out;
  if (first) {
    counted.nextAction();
    match.submit(*first, counted);
    ++out.actions;
    // The rest of the plan while the rules allow it: an order after a failed activation is not
    // given, and the AI plays the unit on as it sees fit.
    for (const Action& step : then) {
      if (match.over() || !match.check(step)) {
        out.cutShort = true;
        break;
      }
      counted.nextAction();
      match.submit(step, counted);
      ++out.actions;
    }
  }
  while (!match.over()) {
    const Side s = match.game().phase().sideToAct;
    if (s == Side::None)
      break;  // nobody to act and not over: reported as unfinished, as whatif does
    const Action chosen = ais[static_cast<std::size_t>(sideIndex(s))]->choose(match.game());
    counted.nextAction();
    match.submit(chosen, counted);
    ++out.actions;
  }
  out.result = match.game().result();
  out.turns = match.game().phase().turn;
  out.finalHash = match.hash();
  out.counts = counted.counts();
  return out;
}

std::optional<rules::Action> lawfulActionNamed(const rules::Game& game, const std::string& text) {
  std::vector<Action> lawful;
  game.legalActions(lawful);
  for (const Action& a : lawful) {
    if (toString(a) == text) return a;
  }
  return std::nullopt;
}

rules::Action insteadAction(const Position& at, const std::string& text) {
  if (const auto named = lawfulActionNamed(*at.game, text)) return *named;
  std::vector<Action> lawful;
  at.game->legalActions(lawful);
  const Side side = at.game->phase().sideToAct;
  std::string message = "'" + text + "' is not a lawful action at action " + std::to_string(at.action) +
                        " (turn " + std::to_string(at.turn) + "), where side" +
                        std::to_string(sideIndex(side) + 1) + " is to act; the lawful ones are:";
  for (const Action& a : lawful) message += "\n  " + toString(a);
  throw std::invalid_argument(message);
}

FollowOn ordersAfter(const rules::Game& game, const rules::Action& first) {
  FollowOn out;
  if (first.unit == kNoUnit || !game.check(first)) return out;
  NullSink quiet;
  for (int probe = 1; probe <= kOrderProbes; ++probe) {
    std::unique_ptr<Game> g = game.clone();
    Dice dice(static_cast<std::uint64_t>(probe));
    g->apply(first, dice, quiet);
    if (g->result().over) continue;
    std::vector<Action> lawful;
    g->legalActions(lawful);
    std::vector<Action> orders;
    for (const Action& a : lawful) {
      if (a.unit == first.unit && !a.is(ActionRole::EndActivation)) orders.push_back(a);
    }
    if (orders.size() > out.orders.size()) {
      out.orders = std::move(orders);
      out.after = std::move(g);
    }
    // A choice of several (a success: moves, wheels, formations, charges) is what is wanted;
    // a failure offers one or two (halt, or the charge an Aggressive leader allows).
    if (out.orders.size() >= 4) break;
  }
  return out;
}

std::vector<rules::Action> insteadPlan(const Position& at, const std::string& first,
                                       const std::vector<std::string>& then) {
  std::vector<Action> plan{insteadAction(at, first)};
  std::unique_ptr<Game> before = at.game->clone();
  for (const std::string& text : then) {
    FollowOn next = ordersAfter(*before, plan.back());
    const auto it = std::find_if(next.orders.begin(), next.orders.end(),
                                 [&](const Action& a) { return toString(a) == text; });
    if (it == next.orders.end()) {
      std::string message = "'" + text + "' is not an order the unit could be given after " + toString(plan.back()) +
                            " at action " + std::to_string(at.action) + " (turn " + std::to_string(at.turn) + ")";
      if (next.orders.empty()) {
        message += "; it could be given none";
      } else {
        message += "; the orders it could be given are:";
        for (const Action& a : next.orders) message += "\n  " + toString(a);
      }
      throw std::invalid_argument(message);
    }
    plan.push_back(*it);
    before = std::move(next.after);
  }
  return plan;
}

int BranchTally::slot(const Result& r) { return !r.over || r.winner == Side::None ? 2 : sideIndex(r.winner); }

void BranchTally::add(const BranchOutcome& outcome) {
  const auto who = static_cast<std::size_t>(slot(outcome.result));
  ++won[who];
  ++endings[who][outcome.result.ending];
  if (!outcome.result.over) ++unfinishedEndings[outcome.result.ending];
  turns += outcome.turns;
  if (outcome.cutShort) ++cutShort;
}

int BranchTally::unfinished() const {
  int n = 0;
  for (const auto& [ending, count] : unfinishedEndings) n += count;
  return n;
}

std::map<Ending, int> BranchTally::drawEndings() const {
  std::map<Ending, int> out;
  for (const auto& [ending, count] : endings[2]) {
    const auto it = unfinishedEndings.find(ending);
    const int drawn = count - (it == unfinishedEndings.end() ? 0 : it->second);
    if (drawn > 0) out[ending] = drawn;
  }
  return out;
}

std::string swingSentence(const std::string& sideOneName, int fromTurn, const BranchTally& from,
                          int toTurn, const BranchTally& to, bool soFar) {
  return rules::theWithinSentences(
      std::string("The biggest swing") + (soFar ? " so far" : "") + ": turn " +
      std::to_string(fromTurn) + " to " + std::to_string(toTurn) + ", " + sideOneName + " " +
      percentWords(from.share(0)) + " to " + percentWords(to.share(0)) + ".");
}

int biggestSwing(const std::vector<BranchTally>& tallies) {
  int best = -1;
  double most = 0;
  for (std::size_t i = 1; i < tallies.size(); ++i) {
    const BranchTally &a = tallies[i - 1], &b = tallies[i];
    if (a.games() == 0 || b.games() == 0) continue;
    const double change = std::abs(b.share(0) - a.share(0));
    if (change > most) {
      most = change;
      best = static_cast<int>(i);
    }
  }
  return best;
}

}  // namespace sandtable::session
