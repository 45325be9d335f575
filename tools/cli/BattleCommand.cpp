// `sandtable-cli battle`: one AI-vs-AI battle from start to finish.
#include <fstream>
#include <iostream>
#include <sstream>

#include "CliCommon.h"
#include "Commands.h"
#include "platform/AtomicFile.h"
#include "SeedOption.h"
#include "scenario/MatchFile.h"
#include "scenario/RulesetRegistry.h"
#include "session/MatchSession.h"

namespace sandtable::cli {

using namespace sandtable::rules;

namespace {

struct BattleOptions {
  std::string scenario;
  std::uint64_t seed = 1;
  // The same opponents as `whatif` and the table: a battle looks like the games that tally it.
  std::string side1 = "ai:normal";
  std::string side2 = "ai:normal";
  std::string save;
  std::string log;
  bool json = false;
  bool verbose = false;
  bool randomTerrain = false;
  std::string army1, army2;  // armies bought for a points battle; empty: the scenario's
};

// Passes every event to the progress printer and keeps a full log when asked for one.
class BattleSink final : public EventSink {
 public:
  BattleSink(EventSink* progress, std::ostream* log) : mProgress(progress), mLog(log) {}
  bool wantsText() const override { return mProgress != nullptr || mLog != nullptr; }
  void emit(Event e) override {
    if (mLog) {
      if (const std::string line = formatEvent(e); !line.empty()) *mLog << line << "\n";
    }
    if (mProgress) mProgress->emit(std::move(e));
  }

 private:
  EventSink* mProgress;
  std::ostream* mLog;
};

int runBattle(const BattleOptions& o) {
  const auto parsed = parseAiPlayers(o.side1, o.side2);
  if (!parsed) return kExitBadInput;
  const std::array<session::PlayerSpec, 2>& players = *parsed;
  // A --save that cannot be written is refused before the battle is played, not after.
  if (!o.save.empty()) platform::checkWriteTarget(o.save);
  const std::string path = o.scenario.empty() ? defaultScenarioPath() : o.scenario;
  scenario::LoadedScenario sc = scenario::loadScenario(path);
  session::SessionOptions so;
  so.scenarioRef = scenario::scenarioReference(path);
  if (!o.army1.empty() || !o.army2.empty()) {
    if (!sc.withArmies) {
      std::cerr << "error: --army1/--army2: " << path
                << " is not a points battle (no points_limit): its "
                << "armies are its own\n";
      return kExitBadInput;
    }
    // The match keeps the scenario with the bought armies written in, so that it replays alone.
    scenario::BoughtScenario bought = scenario::withBoughtArmies(sc, {o.army1, o.army2});
    sc = std::move(bought.scenario);
    so.inlineScenario = bought.document;
    so.scenarioRef.clear();
  }
  if (!dealTerrainIfAsked(sc, o.randomTerrain, o.seed)) return kExitBadInput;
  so.seed = o.seed;
  so.randomTerrain = o.randomTerrain;
  so.players = players;
  session::MatchSession session(sc, so);

  std::ofstream logFile;
  if (!o.log.empty()) {
    logFile.open(o.log);
    if (!logFile) {
      std::cerr << "error: cannot write the log to " << o.log << "\n";
      return kExitBadInput;
    }
  }
  const scenario::ScenarioInfo& info = session.scenario().info;
  ProgressPrinter progress(std::cout, &session.game(), o.verbose);
  BattleSink sink(o.json ? nullptr : &progress, o.log.empty() ? nullptr : &logFile);
  // The scenario's narration: each cue printed after the action that brings it (after that
  // turn's strengths, so that a new turn's cue follows the last turn's summary).
  session::NarrationTracker narration(info.narration);
  std::vector<session::FiredCue> cues = narration.start(session.game().phase().turn);
  std::size_t cuesShown = 0;
  auto showCues = [&]() {
    for (; cuesShown < cues.size() && !o.json; ++cuesShown) printCue(std::cout, cues[cuesShown]);
  };
  session::NarrationSink narrated(
      narration, sink, [&]() { return session.match().actions().size() + 1; },
      [&](const session::FiredCue& c) { cues.push_back(c); });
  if (!o.json) {
    std::cout << "Sandtable: " << info.name << " (" << info.ruleset << "), seed " << o.seed << "\n";
    std::cout << "side1 " << info.sideNames[0] << " (" << players[0].str() << ") against side2 " << info.sideNames[1]
              << " (" << players[1].str() << ")\n";
    if (!info.dealtTerrain.empty()) {
      std::cout << "terrain dealt from the cards:";
      for (const std::string& card : info.dealtTerrain) std::cout << "\n  " << card;
      std::cout << "\n";
    }
    if (!info.briefing.empty()) printParagraph(std::cout, "Briefing", info.briefing);
  }
  showCues();
  int lastTurn = session.game().phase().turn;
  session.playAi(narrated, [&](const Action&) {
    progress.setGame(&session.game());
    const int turn = session.game().phase().turn;
    if (!o.json && (turn != lastTurn || session.over())) {
      std::cout << "after turn " << lastTurn << ": " << strengthLine(session.game(), info) << "\n";
      lastTurn = turn;
    }
    showCues();
  });
  const Outcome outcome = outcomeOf(session.game(), session.match().hash());
  if (!o.save.empty()) session.save(o.save);
  if (o.json) {
    nlohmann::json j = outcomeJson(outcome, session.game());
    j["scenario"] = info.name;
    j["seed"] = o.seed;
    if (!info.dealtTerrain.empty()) j["terrain_dealt"] = info.dealtTerrain;
    j["narration"] = nlohmann::json::array();
    for (const session::FiredCue& c : cues) j["narration"].push_back(cueJson(c));
    std::cout << j.dump(2) << "\n";
  } else {
    printOutcome(std::cout, outcome, info);
    if (!o.save.empty()) std::cout << "Saved the match to " << o.save << "\n";
  }
  return kExitOk;
}

}  // namespace

void addBattleCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<BattleOptions>();
  CLI::App* cmd = app.add_subcommand("battle", "Play one AI-vs-AI battle to its end and print the result.");
  cmd->add_option("--scenario", opts->scenario, "Scenario file (default: config/settings.yaml's default_scenario)");
  cmd->add_option("--seed", opts->seed, "Seed for the dice and the AIs")->capture_default_str()->check(seedCheck());
  cmd->add_option("--side1", opts->side1, "Player of side 1: ai:random, ai:scripted, ai:easy, ai:normal or ai:hard")->capture_default_str();
  cmd->add_option("--side2", opts->side2, "Player of side 2")->capture_default_str();
  cmd->add_option(
      "--army1", opts->army1,
      "A points battle: side 1's army from this army file (bought to the scenario's points_limit), "
      "placed in its deployment zone instead of the scenario's army");
  cmd->add_option("--army2", opts->army2, "A points battle: side 2's army from this army file");
  cmd->add_option("--save", opts->save, "Write the match file here (replay it with `sandtable-cli replay`)");
  cmd->add_option("--log", opts->log, "Write every event and die roll to this file");
  cmd->add_flag("--random-terrain", opts->randomTerrain,
                "Deal the terrain from the terrain cards, from the seed, instead of the scenario's (" +
                    scenario::systemsDealingTerrain() + ")");
  cmd->add_flag("--json", opts->json, "Print one JSON object (winner, turns, hash, units) instead of text");
  cmd->add_flag("-v,--verbose", opts->verbose, "Print every event and die roll as it happens");
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runBattle(*opts); }); });
}

}  // namespace sandtable::cli
