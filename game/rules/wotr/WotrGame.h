// War of the Roses (seed text 002, R. Camicia's outline of the Ral Partha rules) as a state
// machine on the measured table, event by event each turn:
//   Event I    both sides' C-in-Cs roll a d6 (RollInitiative; ties re-rolled), the winner
//              chooses to move first or second (Pass, option kMoveFirst or kMoveSecond);
//   Event II   every shooting unit not in melee fires at the closest enemy in range in its
//              22.5-degree arc; a unit hit tests morale at once (automatic);
//   Event III  the first player moves, then the second (Move, Wheel, Charge; EndTurn);
//   Event IV-VI melee, morale after melee, rally and rout, then the victory check (automatic,
//              as the second player ends his movement).
// See docs/rules/wotr.md "The match" and CLAUSES.md.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "Battle.h"
#include "Morale.h"
#include "core/Game.h"

namespace sandtable::rules::wotr {

// The Event I winner's choice (Action{Pass, option}).
inline constexpr int kMoveFirst = 1;
inline constexpr int kMoveSecond = 2;

enum class Stage : std::uint8_t { Initiative, Choice, Movement, Over };

class WotrGame final : public Game {
 public:
  explicit WotrGame(std::shared_ptr<const Setup> setup);

  std::string_view system() const override { return "wotr"; }
  PhaseInfo phase() const override;
  using Game::legalActions;
  void legalActions(std::vector<Action>& out) const override;
  Verdict check(const Action& a) const override;
  void apply(const Action& a, Dice& dice, EventSink& sink) override;
  Result result() const override { return mResult; }
  std::uint64_t stateHash() const override;
  std::unique_ptr<Game> clone() const override { return std::make_unique<WotrGame>(*this); }
  std::vector<UnitView> units() const override;
  int largestDie() const override { return 6; }
  std::string invariantProblem() const override;

  // Read-only queries for the tests and the AI.
  const Battle& battle() const { return mBattle; }
  Battle& battleForTests() { return mBattle; }
  int turn() const { return mTurn; }
  Stage stage() const { return mStage; }
  Side firstMover() const { return mFirst; }
  Side initiativeWinner() const { return mWinner; }
  // The move left to unit `id` this turn.
  Length allowance(UnitId id) const;
  // Whether unit `id` stands within its leader's command radius (or the C-in-C's).
  bool inCommand(UnitId id) const;
  // The enemy `id` would fire at now (closest in range and arc), or kNoUnit.
  UnitId fireTarget(UnitId id) const;
  // Starts the movement of the turn directly (tests): skips Events I and II.
  void startMovementForTests(Side first);
  // Runs Events IV to VI and the victory check now (tests).
  void endTurnForTests(Dice& dice, EventSink& sink) { closeTurn(dice, sink); }
  // Event II now (tests).
  void fireForTests(Dice& dice, EventSink& sink) { firePhase(dice, sink); }

 private:
  // --- Movement (Moves.cpp) ---
  Verdict mayMove(UnitId id) const;
  Verdict checkMove(const Action& a) const;
  Verdict checkFaceChange(const Action& a) const;
  Verdict checkCharge(const Action& a) const;
  // The charge's target, arc, path and reach, whoever orders it (a FURIOUS unit by itself).
  Verdict checkChargePath(const Action& a) const;
  void applyMove(const Action& a, EventSink& sink);
  void applyFaceChange(const Action& a, EventSink& sink);
  void applyCharge(const Action& a, EventSink& sink);
  // The pose in which a charger that touched `target`'s `edge` at `contact` stands in melee.
  Pose squaredUp(UnitId id, const Pose& contact, const Rect& target, Zone edge) const;
  void movementCandidates(std::vector<Action>& out) const;
  // The cost of the ground a block crosses from `from` to `to` (002 Event III's penalties),
  // whether it is ground that stops a charge, and whether it is impassable to the unit.
  struct GroundCost {
    Length penalty = 0;
    bool major = false;
    bool impassable = false;
  };
  GroundCost groundCost(UnitId id, const Pose& from, const Pose& to) const;
  // FURIOUS units charge the closest enemy in sight, as their side ends its movement.
  void furiousCharges(Side side, EventSink& sink);
  // The path of a block of `id` from its pose to `to` is clear (table, others).
  bool pathClear(UnitId id, const Pose& to) const;

  // --- Events (Events.cpp) ---
  void rollInitiative(Dice& dice, EventSink& sink);
  void firePhase(Dice& dice, EventSink& sink);
  void fallBack(UnitId id, UnitId from, EventSink& sink);
  void meleePhase(Dice& dice, EventSink& sink);
  void rallyAndRout(Dice& dice, EventSink& sink);
  void closeTurn(Dice& dice, EventSink& sink);
  void beginTurn(EventSink& sink);
  // A morale test of `id` for `cause`; acts on the outcome (fall back, rout, FURIOUS).
  MoraleOutcome testUnit(UnitId id, MoraleCause cause, UnitId enemy, Dice& dice, EventSink& sink);
  void rout(UnitId id, UnitId from, Dice& dice, EventSink& sink);
  // Friends of `side` within 12" of `where` test for a rout or a leader hit there (002 Event V).
  void shakeFriends(Side side, const Rect& where, const Profile* router, UnitId skip, Dice& dice,
                    EventSink& sink);
  void removeUnit(UnitId id, const std::string& why, EventSink& sink);
  void turnToward(UnitId id, Angle direction);
  void updateResult(EventSink& sink);

  void emitRoll(UnitId unit, UnitId other, const RollRecord& r, EventSink& sink) const;
  void say(EventSink& sink, EventKind kind, UnitId unit, UnitId other, const std::string& text,
           int value = 0) const;

  std::shared_ptr<const Setup> mSetup;
  Battle mBattle;
  int mTurn = 1;
  Stage mStage = Stage::Initiative;
  Side mWinner = Side::None;  // Event I's winner this turn
  Side mFirst = Side::One;    // who moves first this turn
  int mMover = 0;             // 0: the first player's movement, 1: the second's
  Result mResult;
};

// The match a Deployment starts; throws DeploymentError.
std::unique_ptr<WotrGame> startGame(std::shared_ptr<const Tables> tables,
                                    std::shared_ptr<const Battlefield> battlefield,
                                    Deployment deployment);

}  // namespace sandtable::rules::wotr
