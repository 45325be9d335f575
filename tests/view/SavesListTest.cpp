// The save panel's list: each save with its scenario's name, its turn, its actions and who won,
// newest first; a file read again only when it changes; and a name typed without a folder is a
// file among the saves.
#include <gtest/gtest.h>

#include <fstream>

#include "view/SavesList.h"
#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::view;

namespace {

// A Meeting Engagement played by the random AIs for `actions` actions (or to its end), saved.
std::size_t savePlayed(const std::filesystem::path& file, std::size_t actions) {
  const auto scenarioFile = test::configPath("scenarios/microbattle_meeting_engagement.yaml");
  session::SessionOptions o;
  o.seed = 2;
  o.players = {*session::PlayerSpec::parse("ai:random"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = scenario::scenarioReference(scenarioFile);
  session::MatchSession s(scenario::loadScenario(scenarioFile), o);
  rules::NullSink quiet;
  for (std::size_t i = 0; i < actions && !s.over(); ++i) s.submit(s.aiAction(), quiet);
  s.save(file);
  return s.match().actions().size();
}

}  // namespace

TEST(SavesList, EachSaveWithItsScenarioTurnAndActionsNewestFirst) {
  const auto dir = test::scratchDir("saves_list");
  const std::size_t early = savePlayed(dir / "early.yaml", 12);
  const std::size_t ended = savePlayed(dir / "ended.yaml", SIZE_MAX);
  std::ofstream(dir / "notes.txt") << "not a save";
  std::ofstream(dir / "broken.yaml") << "just: [some, yaml";
  const auto now = std::filesystem::file_time_type::clock::now();
  std::filesystem::last_write_time(dir / "ended.yaml", now - std::chrono::hours(2));
  std::filesystem::last_write_time(dir / "early.yaml", now - std::chrono::hours(1));
  std::filesystem::last_write_time(dir / "broken.yaml", now - std::chrono::hours(3));

  SavesList saves;
  const std::vector<SaveEntry> list = saves.list(dir);
  ASSERT_EQ(list.size(), 3u) << "the .yaml files";
  EXPECT_EQ(list[0].file, dir / "early.yaml");
  EXPECT_EQ(list[1].file, dir / "ended.yaml");
  EXPECT_EQ(list[2].file, dir / "broken.yaml");
  EXPECT_EQ(list[0].scenario, "Meeting Engagement at the Ridge");
  EXPECT_EQ(list[0].actions, early);
  EXPECT_GE(list[0].turn, 1);
  EXPECT_EQ(list[0].outcome, "") << "undecided";
  EXPECT_EQ(list[0].problem, "");
  const scenario::LoadedMatch loaded = scenario::loadMatchFile(dir / "ended.yaml");
  EXPECT_EQ(list[1].actions, ended);
  EXPECT_EQ(list[1].actions, loaded.record.actions.size());
  EXPECT_EQ(list[1].turn, loaded.record.result->turns);
  EXPECT_EQ(list[1].outcome, loaded.record.result->winner == "side1"   ? "side 1 won"
                             : loaded.record.result->winner == "side2" ? "side 2 won"
                                                                       : "drawn");
  EXPECT_EQ(list[2].problem, "not a match file");
  EXPECT_EQ(savedWhen(list[0].modified).size(), std::string("2024-10-14 09:30").size());

  // Asked again (every frame the panel is open): nothing is read again until a file changes.
  EXPECT_EQ(saves.reads(), 3u);
  saves.list(dir);
  EXPECT_EQ(saves.reads(), 3u);
  savePlayed(dir / "ended.yaml", 4);
  const std::vector<SaveEntry> again = saves.list(dir);
  EXPECT_EQ(saves.reads(), 4u) << "only the file saved over";
  EXPECT_EQ(again.front().file, dir / "ended.yaml") << "now the newest";
  EXPECT_EQ(again.front().actions, 4u);
}

TEST(SavesList, ANameWithoutAFolderIsAFileAmongTheSaves) {
  const std::filesystem::path saves = "/home/teacher/.local/share/sandtable/saves";
  EXPECT_EQ(inSavesFolder("hastings", saves), saves / "hastings.yaml");
  EXPECT_EQ(inSavesFolder("hastings.yaml", saves), saves / "hastings.yaml");
  EXPECT_EQ(inSavesFolder("class 3b.match", saves), saves / "class 3b.match");
  EXPECT_EQ(inSavesFolder("./hastings.yaml", saves), "./hastings.yaml") << "a folder named: as typed";
  EXPECT_EQ(inSavesFolder("course/hastings.yaml", saves), "course/hastings.yaml");
  EXPECT_EQ(inSavesFolder("/tmp/hastings.yaml", saves), "/tmp/hastings.yaml");
  EXPECT_EQ(inSavesFolder("", saves), "");
}
