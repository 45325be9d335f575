// The replay's verdict is honest: a recording whose actions carry their state hashes is
// verified; one whose hashes were stripped (all or some) still replays, but is reported as
// unverified, with how many actions could not be checked.
#include <gtest/gtest.h>

#include "scenario/MatchFile.h"
#include "session/MatchSession.h"
#include "session/Replay.h"
#include "support/TestPaths.h"

using namespace sandtable;

namespace {

const std::string kScenario = "config/scenarios/microbattle_meeting_engagement.yaml";

// A played battle, saved and loaded again as any match file is.
scenario::LoadedMatch savedBattle(const std::string& name) {
  session::SessionOptions o;
  o.seed = 31;
  o.players = {*session::PlayerSpec::parse("ai:normal"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = kScenario;
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / kScenario), o);
  rules::NullSink quiet;
  s.playAi(quiet);
  const auto file = test::scratchDir(name) / "m.yaml";
  s.save(file);
  return scenario::loadMatchFile(file);
}

session::ReplayReport replayed(const scenario::LoadedMatch& lm) {
  rules::NullSink quiet;
  return session::replayMatch(lm, quiet);
}

}  // namespace

TEST(ReplayVerdict, EveryHashCheckedIsVerified) {
  const scenario::LoadedMatch lm = savedBattle("verdict-hashed");
  const session::ReplayReport rep = replayed(lm);
  ASSERT_TRUE(rep.ok) << rep.problem();
  EXPECT_TRUE(rep.verified());
  EXPECT_EQ(rep.hashesChecked, lm.record.actions.size());
  EXPECT_EQ(rep.unverifiedReason(), "");
}

TEST(ReplayVerdict, NoHashesReplaysButIsUnverified) {
  scenario::LoadedMatch lm = savedBattle("verdict-stripped");
  for (scenario::RecordedAction& a : lm.record.actions) a.hash.reset();
  lm.record.initialHash.reset();
  lm.record.result.reset();
  const std::size_t n = lm.record.actions.size();
  ASSERT_GT(n, 1u);
  const session::ReplayReport rep = replayed(lm);
  ASSERT_TRUE(rep.ok) << rep.problem();
  EXPECT_EQ(rep.applied, n);
  EXPECT_FALSE(rep.verified());
  EXPECT_EQ(rep.hashesChecked, 0u);
  EXPECT_EQ(rep.unverifiedReason(), "the file records no state hash for any of its " + std::to_string(n) +
                                        " actions, so a changed action would not be noticed");
}

TEST(ReplayVerdict, SomeHashesStrippedIsUnverifiedAndCounted) {
  scenario::LoadedMatch lm = savedBattle("verdict-partly");
  const std::size_t n = lm.record.actions.size();
  ASSERT_GT(n, 3u);
  // The last actions unhashed: nothing after them would show a change.
  lm.record.actions[n - 1].hash.reset();
  lm.record.actions[n - 2].hash.reset();
  lm.record.result.reset();
  const session::ReplayReport rep = replayed(lm);
  ASSERT_TRUE(rep.ok) << rep.problem();
  EXPECT_FALSE(rep.verified());
  EXPECT_EQ(rep.hashesChecked, n - 2);
  EXPECT_EQ(rep.actionsWithoutHash, 2u);
  EXPECT_EQ(rep.unverifiedReason(),
            "2 of its " + std::to_string(n) + " actions record no state hash, so a changed action would not be noticed");
}
