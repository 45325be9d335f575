// 000 Sequence of Play: two half-turns of five phases; the Acting Player changes every
// half-turn (the scenario's first side acts first in every turn, as roberts.yaml says); the
// Reaction Phase is the Reacting Player's, the others the Acting Player's.
#include <gtest/gtest.h>

#include "RobertsBed.h"
#include "rules/roberts/PlayState.h"
#include "rules/roberts/Turn.h"

using sandtable::rules::Hasher;
using sandtable::rules::Side;
using namespace sandtable::rules::roberts;
namespace bed = sandtable::test::roberts;

TEST(RobertsTurn, AHalfTurnIsTheFivePhasesInTheTextsOrder) {
  TurnClock clock(bed::tables(), Side::One);
  const Phase order[] = {Phase::Action, Phase::Reaction, Phase::Assault, Phase::Charge,
                         Phase::Combat};
  for (Phase p : order) {
    EXPECT_EQ(clock.phase(), p);
    EXPECT_EQ(clock.halfTurn(), 1);
    clock.advance();
  }
  EXPECT_EQ(clock.phase(), Phase::Action);
  EXPECT_EQ(clock.halfTurn(), 2);
  EXPECT_EQ(clock.turn(), 1);
}

TEST(RobertsTurn, ATurnIsTwoHalfTurnsAndTheActingPlayerAlternates) {
  TurnClock clock(bed::tables(), Side::Two);
  const Side expected[] = {Side::Two, Side::One, Side::Two, Side::One, Side::Two, Side::One};
  for (int h = 0; h < 6; ++h) {
    EXPECT_EQ(clock.turn(), 1 + h / 2) << h;
    EXPECT_EQ(clock.halfTurn(), 1 + h % 2) << h;
    EXPECT_EQ(clock.acting(), expected[h]) << h;
    EXPECT_EQ(clock.reacting(), opponent(expected[h])) << h;
    for (int p = 0; p < 5; ++p) clock.advance();
  }
}

TEST(RobertsTurn, TheReactionPhaseIsTheReactingPlayersAndTheRestTheActingPlayers) {
  TurnClock clock(bed::tables(), Side::One);
  const Side player[] = {Side::One, Side::Two, Side::One, Side::One, Side::One,   // half-turn 1
                         Side::Two, Side::One, Side::Two, Side::Two, Side::Two};  // half-turn 2
  for (Side s : player) {
    EXPECT_EQ(clock.phasePlayer(), s) << static_cast<int>(clock.phase());
    EXPECT_EQ(clock.roleOf(s),
              clock.phase() == Phase::Reaction ? PhasePlayer::Reacting : PhasePlayer::Acting);
    clock.advance();
  }
}

TEST(RobertsTurn, TheClockIsPartOfTheStateHash) {
  TurnClock a(bed::tables(), Side::One), b(bed::tables(), Side::One);
  Hasher ha, hb;
  a.hashInto(ha);
  b.hashInto(hb);
  EXPECT_EQ(ha.value(), hb.value());
  b.advance();
  Hasher hc;
  b.hashInto(hc);
  EXPECT_NE(ha.value(), hc.value());
}

// A later rules::Game keeps the clock and the ledger together: a new phase clears the ledger.
TEST(RobertsTurn, EveryPhaseBeginsWithAnEmptyLedger) {
  PlayState play(bed::tables(), Side::One);
  play.ledger.recordAction({0}, false);
  play.ledger.recordFreeAction({1}, 0);
  play.advance();
  EXPECT_EQ(play.clock.phase(), Phase::Reaction);
  EXPECT_EQ(play.ledger.phase(), Phase::Reaction);
  EXPECT_FALSE(play.ledger.hasFailed({0}));
  EXPECT_EQ(play.ledger.freeActionsGiven(0), 0);
}
