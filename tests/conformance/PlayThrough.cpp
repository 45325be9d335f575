#include "PlayThrough.h"

#include <exception>

#include "rules/core/Hash.h"
#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "session/PlayerSpec.h"
#include "session/Replay.h"

namespace sandtable::conformance {

using namespace sandtable::rules;

namespace {

// "after action 12 (move u3 to (2,4)), turn 2, actions": where a problem was seen.
std::string positionName(const Game& game, const std::vector<Action>& actions) {
  std::string at = actions.empty() ? "at the start"
                                   : "after action " + std::to_string(actions.size()) + " (" +
                                         toString(actions.back()) + ")";
  const PhaseInfo p = game.phase();
  return at + ", turn " + std::to_string(p.turn) + ", " + std::string(p.phase);
}

void addAt(const std::string& at, Problems found, Problems& out) {
  for (std::string& p : found) out.push_back(at + ": " + p);
}

}  // namespace

GameFactory scenarioGames(const scenario::LoadedScenario& scenario) {
  return [newGame = scenario.newGame](Dice&) { return newGame(); };
}

Players aiPlayers(const std::string& one, const std::string& two, const std::string& system,
                  std::uint64_t seed) {
  return {ai::makeAi(one, system, session::aiSeed(seed, 0)),
          ai::makeAi(two, system, session::aiSeed(seed, 1))};
}

Action HandOver::choose(const Game& game) {
  if (mLeft > 0) {
    --mLeft;
    return mFirst->choose(game);
  }
  return mThen->choose(game);
}

PlayedGame playToEnd(const GameFactory& newGame, std::uint64_t seed, Players& players,
                     const PlayOptions& options) {
  PlayedGame out;
  out.seed = seed;
  for (int i = 0; i < 2; ++i)
    out.players[static_cast<std::size_t>(i)] =
        "ai:" + std::string(players[static_cast<std::size_t>(i)]->level());
  Dice dice(seed);
  const std::unique_ptr<Game> game = newGame(dice);
  out.initialHash = matchHash(*game, dice);
  try {
    ++out.probes;
    addAt(positionName(*game, out.actions), positionProblems(*game, dice), out.problems);
    // The game as the last apply() left it: nothing else may change it or move the dice,
    // not the checks, not an AI's choosing (each check names the call it caught when the
    // change repeats; this catches a change made once, by any call).
    std::uint64_t settled = out.initialHash;
    auto unsettled = [&] {
      if (matchHash(*game, dice) == settled) return false;
      out.problems.push_back(positionName(*game, out.actions) +
                             ": reading the position (the checks or an AI's choosing) changed the "
                             "game or moved the dice");
      return true;
    };
    while (out.problems.empty() && !game->result().over && !unsettled()) {
      const std::string at = positionName(*game, out.actions);
      if (static_cast<int>(out.actions.size()) >= options.maxActions) {
        out.problems.push_back(at + ": still not over after " + std::to_string(options.maxActions) +
                               " actions");
        break;
      }
      ai::AiPlayer& player = *players[static_cast<std::size_t>(sideIndex(game->phase().sideToAct))];
      const std::uint64_t before = matchHash(*game, dice);
      const Action a = player.choose(*game);
      if (matchHash(*game, dice) != before) {
        out.problems.push_back(at + ": the " + std::string(player.level()) +
                               " AI's choosing changed the game or the dice");
        break;
      }
      if (const Verdict v = game->check(a); !v) {
        out.problems.push_back(at + ": the " + std::string(player.level()) + " AI chose " +
                               toString(a) + ", which check() refuses: " + v.why);
        break;
      }
      EventList events;
      Problems applied = applyChecked(*game, dice, a, events, settled);
      out.actions.push_back(a);
      out.hashes.push_back(settled);
      const std::string after = positionName(*game, out.actions);
      addAt(after, std::move(applied), out.problems);
      const bool probe = out.actions.size() % static_cast<std::size_t>(options.probeEvery) == 0 ||
                         game->result().over;
      if (probe && out.problems.empty()) {
        ++out.probes;
        addAt(after, hookProblems(*game, dice), out.problems);
      }
    }
    if (out.problems.empty()) unsettled();
  } catch (const std::exception& e) {
    out.problems.push_back(positionName(*game, out.actions) + ": threw: " + e.what());
  }
  out.result = game->result();
  out.turns = game->phase().turn;
  return out;
}

Problems replayProblems(const GameFactory& newGame, const PlayedGame& played) {
  Dice dice(played.seed);
  const std::unique_ptr<Game> game = newGame(dice);
  if (matchHash(*game, dice) != played.initialHash)
    return {"replayed, the game starts in another state"};
  // Without text this time: the paths that build no words must reach the same states.
  NullSink quiet;
  for (std::size_t i = 0; i < played.actions.size(); ++i) {
    const Action& a = played.actions[i];
    const std::string which =
        "replayed, action " + std::to_string(i + 1) + " (" + toString(a) + ")";
    if (const Verdict v = game->check(a); !v) return {which + " is refused: " + v.why};
    game->apply(a, dice, quiet);
    if (matchHash(*game, dice) != played.hashes[i]) {
      return {which + " reaches " + hashToString(matchHash(*game, dice)) + ", not " +
              hashToString(played.hashes[i])};
    }
  }
  if (game->result().over != played.result.over || game->result().winner != played.result.winner) {
    return {"replayed, the game ends with another result"};
  }
  return {};
}

Problems saveLoadProblems(const std::filesystem::path& scenarioFile, bool randomTerrain,
                          const PlayedGame& played, const std::filesystem::path& matchFile) {
  scenario::MatchRecord record;
  record.scenarioRef = scenario::scenarioReference(scenarioFile);
  record.randomTerrain = randomTerrain;
  record.seed = played.seed;
  record.players = played.players;
  record.initialHash = played.initialHash;
  for (std::size_t i = 0; i < played.actions.size(); ++i)
    record.actions.push_back({played.actions[i], played.hashes[i], {}});
  scenario::MatchSummary summary;
  summary.winner = session::winnerKey(played.result);
  summary.turns = played.turns;
  summary.finalHash = played.hashes.empty() ? played.initialHash : played.hashes.back();
  scenario::saveMatchFile(matchFile, record, summary);

  const scenario::LoadedMatch loaded = scenario::loadMatchFile(matchFile);
  const std::string file = matchFile.string();
  if (loaded.record.seed != played.seed) return {file + ": read back with another seed"};
  if (loaded.record.initialHash != played.initialHash)
    return {file + ": read back with another starting hash"};
  if (loaded.record.actions.size() != played.actions.size()) {
    return {file + ": read back with " + std::to_string(loaded.record.actions.size()) +
            " actions, not " + std::to_string(played.actions.size())};
  }
  for (std::size_t i = 0; i < played.actions.size(); ++i) {
    const scenario::RecordedAction& r = loaded.record.actions[i];
    if (r.action != played.actions[i]) {
      return {file + ": action " + std::to_string(i + 1) + " was written as " +
              toString(played.actions[i]) + " and read back as " + toString(r.action)};
    }
    if (r.hash != played.hashes[i])
      return {file + ": action " + std::to_string(i + 1) + " read back with another hash"};
  }
  // Replaying the file checks every recorded hash and the recorded result; with text, as
  // `sandtable-cli replay` prints it.
  EventList text;
  const session::ReplayReport replay = session::replayMatch(loaded, text);
  if (!replay.ok) return {"the saved match does not replay: " + replay.problem()};
  if (!replay.verified())
    return {"the saved match replays unverified: " + replay.unverifiedReason()};
  if (replay.applied != played.actions.size())
    return {"the saved match replays only " + std::to_string(replay.applied) + " actions"};
  return {};
}

}  // namespace sandtable::conformance
