// Saves, loads and replays: the same scenario, seed and actions give the same hashes, and
// a changed file is reported at the first place it differs.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "data/ConfigError.h"
#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "session/Replay.h"
#include "support/ConfigRefusal.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;

namespace {

const std::string kScenario = "config/scenarios/microbattle_meeting_engagement.yaml";

session::SessionOptions aiVsAi(std::uint64_t seed) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {*session::PlayerSpec::parse("ai:normal"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = kScenario;
  return o;
}

session::MatchSession playedGame(std::uint64_t seed) {
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / kScenario), aiVsAi(seed));
  NullSink quiet;
  s.playAi(quiet);
  return s;
}

void writeAll(const std::filesystem::path& p, const std::string& text) { std::ofstream(p) << text; }

}  // namespace

TEST(MatchFile, SameSeedSameHashDifferentSeedDifferentHash) {
  const auto a = playedGame(11);
  const auto b = playedGame(11);
  const auto c = playedGame(12);
  EXPECT_TRUE(a.over());
  EXPECT_EQ(a.match().hash(), b.match().hash());
  EXPECT_EQ(a.match().hashes(), b.match().hashes());
  EXPECT_NE(a.match().hash(), c.match().hash());
}

TEST(MatchFile, SaveThenReplayReproducesEveryHash) {
  const auto game = playedGame(21);
  const auto dir = test::scratchDir("matchfile");
  game.save(dir / "m.yaml");
  const scenario::LoadedMatch lm = scenario::loadMatchFile(dir / "m.yaml");
  EXPECT_EQ(lm.record.actions.size(), game.match().actions().size());
  NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(lm, quiet);
  EXPECT_TRUE(rep.ok) << rep.problem();
  EXPECT_EQ(rep.finalHash, game.match().hash());
  EXPECT_EQ(rep.result.winner, game.game().result().winner);
}

TEST(MatchFile, ATamperedActionIsNamed) {
  const auto game = playedGame(22);
  const auto dir = test::scratchDir("tamper");
  game.save(dir / "m.yaml");
  std::string text = test::fileText(dir / "m.yaml");
  // Change the first move's destination column by one.
  const auto at = text.find("kind: move");
  ASSERT_NE(at, std::string::npos);
  const auto sq = text.find("square: [", at) + 9;
  text[sq] = text[sq] == '0' ? '1' : static_cast<char>(text[sq] - 1);
  writeAll(dir / "m.yaml", text);
  const scenario::LoadedMatch lm = scenario::loadMatchFile(dir / "m.yaml");
  NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(lm, quiet);
  EXPECT_FALSE(rep.ok);
  EXPECT_NE(rep.problem().find("m.yaml:"), std::string::npos);
  EXPECT_NE(rep.problem().find("action "), std::string::npos);
}

TEST(MatchFile, ATamperedHashIsTheFirstDifference) {
  const auto game = playedGame(23);
  const auto dir = test::scratchDir("tamper-hash");
  game.save(dir / "m.yaml");
  std::string text = test::fileText(dir / "m.yaml");
  const std::string third = rules::hashToString(game.match().hashes().at(2));
  const auto at = text.find(third);
  ASSERT_NE(at, std::string::npos);
  text[at + 17] = text[at + 17] == 'a' ? 'b' : 'a';
  writeAll(dir / "m.yaml", text);
  NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(scenario::loadMatchFile(dir / "m.yaml"), quiet);
  EXPECT_FALSE(rep.ok);
  EXPECT_EQ(rep.applied, 3u);
  EXPECT_NE(rep.problem().find("action 3 "), std::string::npos);
  EXPECT_NE(rep.problem().find("first action whose hash differs"), std::string::npos);
}

TEST(MatchFile, AChangedSeedIsCaughtAtTheStart) {
  const auto game = playedGame(24);
  const auto dir = test::scratchDir("tamper-seed");
  game.save(dir / "m.yaml");
  std::string text = test::fileText(dir / "m.yaml");
  text.replace(text.find("seed: 24"), 8, "seed: 25");
  writeAll(dir / "m.yaml", text);
  NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(scenario::loadMatchFile(dir / "m.yaml"), quiet);
  EXPECT_FALSE(rep.ok);
  EXPECT_NE(rep.problem().find("starting position differs"), std::string::npos);
  // Placed like every other bad input: at the recorded initial_hash, file:line:col.
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(text.find("initial_hash")), '\n');
  EXPECT_NE(rep.problem().find("m.yaml:" + std::to_string(line) + ":"), std::string::npos) << rep.problem();
}

TEST(MatchFile, ForcedDiceAreUsedFirstAndCheckedAgainstTheDie) {
  const auto dir = test::scratchDir("forced");
  const std::string scenario = (test::sourceRoot() / kScenario).string();
  writeAll(dir / "ok.yaml", "match:\n  scenario: " + scenario +
                                "\n  seed: 5\n  forced_dice: [2, 5, 6, 1]\nactions:\n  - {kind: roll_initiative}\n"
                                "  - {kind: roll_activation}\n");
  NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(scenario::loadMatchFile(dir / "ok.yaml"), quiet);
  ASSERT_TRUE(rep.ok) << rep.problem();
  const auto* mb = rep.finalState.get();
  EXPECT_EQ(mb->phase().sideToAct, Side::Two) << "2 against 5: side two goes first";
  writeAll(dir / "bad.yaml", "match:\n  scenario: " + scenario +
                                 "\n  seed: 5\n  forced_dice: [2, 9]\nactions:\n  - {kind: roll_initiative}\n");
  // A die no die has is refused as the file is read, before any action rolls it.
  EXPECT_EQ(test::configRefusal([&] { scenario::loadMatchFile(dir / "bad.yaml"); }),
            (dir / "bad.yaml").string() + ":4:20: forced die #2 = 9: no die of microbattle has more than 6 faces");
}

TEST(MatchFile, IllegalActionsAreRefusedWithTheirPosition) {
  const auto dir = test::scratchDir("illegal");
  writeAll(dir / "m.yaml", "match:\n  scenario: " + (test::sourceRoot() / kScenario).string() +
                               "\n  seed: 5\nactions:\n  - {kind: end_turn}\n");
  NullSink quiet;
  const session::ReplayReport rep = session::replayMatch(scenario::loadMatchFile(dir / "m.yaml"), quiet);
  EXPECT_FALSE(rep.ok);
  EXPECT_NE(rep.problem().find("m.yaml:5:5: action 1 (end_turn) is not legal here"), std::string::npos) << rep.problem();
}

TEST(MatchFile, BadMatchFilesAreConfigErrors) {
  const auto dir = test::scratchDir("badmatch");
  writeAll(dir / "m.yaml", "match:\n  seed: -3\nactions:\n  - {kind: fly}\n");
  try {
    scenario::loadMatchFile(dir / "m.yaml");
    FAIL();
  } catch (const data::ConfigErrors& e) {
    std::string all = e.what();
    EXPECT_NE(all.find("missing required key 'scenario'"), std::string::npos) << all;
    EXPECT_NE(all.find("'seed' must be a whole number"), std::string::npos) << all;
    EXPECT_NE(all.find("unknown action kind 'fly'"), std::string::npos) << all;
  }
}

TEST(MatchFile, AnInlineScenarioReplays) {
  const auto dir = test::scratchDir("inline");
  std::string scenario = test::fileText(test::sourceRoot() / kScenario);
  std::string indented;
  std::istringstream lines(scenario);
  for (std::string line; std::getline(lines, line);) indented += "    " + line + "\n";
  writeAll(dir / "m.yaml", "match:\n  seed: 3\n  scenario:\n" + indented + "actions:\n  - {kind: roll_initiative}\n");
  NullSink quiet;
  const scenario::LoadedMatch lm = scenario::loadMatchFile(dir / "m.yaml");
  EXPECT_EQ(lm.scenario.info.name, "Meeting Engagement at the Ridge");
  EXPECT_TRUE(session::replayMatch(lm, quiet).ok);
  // Saving it again keeps the scenario inline.
  const std::string again = scenario::renderMatchFile(lm.record, std::nullopt);
  EXPECT_NE(again.find("Meeting Engagement at the Ridge"), std::string::npos);
}
