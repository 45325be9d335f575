// Normal's look one turn on in MicroBattle (game/ai/MicroBattleReply.*): the strikes each side
// could make next turn, the balance between them, and what an action is expected to change.
#include <gtest/gtest.h>

#include "ai/microbattle/MicroBattleReply.h"
#include "session/MatchSession.h"
#include "support/TestPaths.h"

using namespace sandtable;
using namespace sandtable::rules;
using namespace sandtable::ai::microbattle;

namespace {

const scenario::LoadedScenario& meeting() {
  static const scenario::LoadedScenario s =
      scenario::loadScenario(test::configPath("scenarios/microbattle_meeting_engagement.yaml"));
  return s;
}

session::SessionOptions normalAgainstScripted(std::uint64_t seed) {
  session::SessionOptions o;
  o.seed = seed;
  o.players = {*session::PlayerSpec::parse("ai:normal"),
               *session::PlayerSpec::parse("ai:scripted")};
  return o;
}

const MicroBattleGame& asMicroBattle(const Game& g) {
  return dynamic_cast<const MicroBattleGame&>(g);
}

const JudgeWeights& weights() {
  static const JudgeWeights w(ai::weightsFor("microbattle"));
  return w;
}

}  // namespace

// The armies start six rows apart: no unit can reach an enemy in one turn, so neither side
// threatens anything and the balance is level.
TEST(MicroBattleReply, NothingIsThreatenedBeforeTheArmiesClose) {
  session::MatchSession s(meeting(), normalAgainstScripted(1));
  const MicroBattleGame& g = asMicroBattle(s.game());
  EXPECT_EQ(strikeThreat(g, Side::One, weights()), 0.0);
  EXPECT_EQ(strikeThreat(g, Side::Two, weights()), 0.0);
  EXPECT_EQ(nextTurnBalance(g, Side::One, weights()), 0.0);
}

// Once the lines are in reach, both sides threaten something; one side's balance is the
// other's with the sign turned; ending the turn changes nothing on the table and so gains
// nothing; and an attack or a move is judged to some effect.
TEST(MicroBattleReply, TheBalanceOnceTheLinesAreInReach) {
  session::MatchSession s(meeting(), normalAgainstScripted(5));
  NullSink quiet;
  int checked = 0;
  while (s.aiToAct() && checked < 20) {
    const MicroBattleGame& g = asMicroBattle(s.game());
    const double one = strikeThreat(g, Side::One, weights());
    const double two = strikeThreat(g, Side::Two, weights());
    EXPECT_GE(one, 0.0);
    EXPECT_GE(two, 0.0);
    if (one > 0 && two > 0 && g.currentPhase() == microbattle::Phase::Actions) {
      const Side me = g.sideToAct();
      const double now = nextTurnBalance(g, me, weights());
      EXPECT_DOUBLE_EQ(now, -nextTurnBalance(g, opponent(me), weights()));
      EXPECT_EQ(balanceGain(g, Action{ActionKind::EndTurn}, std::nullopt, now, weights()), 0.0);
      bool someEffect = false;
      for (const Action& a : g.legalActions()) {
        if (a.kind == ActionKind::Move || a.kind == ActionKind::Attack) {
          someEffect = someEffect || balanceGain(g, a, a.square, now, weights()) != 0.0;
        }
      }
      EXPECT_TRUE(someEffect) << "no action changes the balance at turn " << g.turn();
      ++checked;
    }
    s.submit(s.aiAction(), quiet);
  }
  EXPECT_EQ(checked, 20) << "the lines never came into reach of each other";
}
