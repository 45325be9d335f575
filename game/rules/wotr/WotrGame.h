// War of the Roses (seed text 002, R. Camicia's outline of the Ral Partha rules) as a state
// machine on the measured table. Before the battle each side in turn writes its battles/
// wings' orders (IssueOrder, then Pass; the scenario's opening orders stand otherwise). Then,
// event by event each turn:
//   Event I    both sides' C-in-Cs roll a d6 (RollInitiative; ties re-rolled), the winner
//              chooses to move first or second (Pass, option kMoveFirst or kMoveSecond);
//   Event II   every shooting unit not in melee fires at the closest enemy in range in its
//              22.5-degree arc; a unit hit tests morale at once (automatic);
//   Event III  the first player moves, then the second (Move, Wheel, Charge, IssueOrder: a
//              messenger from the C-in-C; EndTurn), every move within its wing's order; a
//              side's messengers ride as it ends its movement;
//   Event IV-VI melee, morale after melee, rally and rout, then the victory check (automatic,
//              as the second player ends his movement), paused for each winner that may
//              pursue its routed loser and need not (FollowUp, option 1 pursue, 0 hold).
// See docs/rules/wotr.md "The match" and CLAUSES.md.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "Battle.h"
#include "Morale.h"
#include "Orders.h"
#include "core/Game.h"

namespace sandtable::rules::wotr {

// The Event I winner's choice (Action{Pass, option}).
inline constexpr int kMoveFirst = 1;
inline constexpr int kMoveSecond = 2;
// An artillery unit's formation (Action{ChangeFormation, option}).
inline constexpr int kUnlimbered = 0;
inline constexpr int kLimbered = 1;

enum class Stage : std::uint8_t { Orders, Initiative, Choice, Movement, Pursuit, Over };

// A melee's winner that may pursue its routed loser, and need not (002 Event V).
struct PursuitChoice {
  UnitId winner = kNoUnit, loser = kNoUnit;
};

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
  // A charge's odds: the melee it brings as Event IV would fight it now, and the morale tests
  // after it (Odds.cpp).
  std::optional<ActionOdds> odds(const Action& a) const override;
  std::optional<UnitView> unitView(UnitId id) const override;
  int largestDie() const override { return 6; }
  std::string invariantProblem() const override;
  // The orders are hidden from the other side (002 Event I): its view guesses them.
  bool hidesFrom(Side viewer) const override { return wotr::hidesFrom(mOrders, viewer); }
  std::unique_ptr<Game> asSeenBy(Side viewer, Rng& guess) const override;

  // Read-only queries for the tests and the AI.
  const Battle& battle() const { return mBattle; }
  // Whether unit `id` may move in this movement event at all, and if not the rule that holds
  // it still (routed, pursuing, fired or fell back in Event II, locked in melee, ...).
  Verdict mayMove(UnitId id) const;
  Battle& battleForTests() { return mBattle; }
  int turn() const { return mTurn; }
  Stage stage() const { return mStage; }
  Side firstMover() const { return mFirst; }
  Side initiativeWinner() const { return mWinner; }
  // Every lawful ride now of the leaders with unit `from` (MoveLeader, LeaderRides.cpp).
  std::vector<Action> leaderRides(UnitId from) const;
  // The move left to unit `id` this turn.
  Length allowance(UnitId id) const;
  // Whether unit `id` stands within its leader's command radius (or the C-in-C's).
  bool inCommand(UnitId id) const;
  // The enemy `id` would fire at now (closest in range and arc), or kNoUnit.
  UnitId fireTarget(UnitId id) const;
  // The orders of both sides' battles/wings and the messengers riding (the match's own copy:
  // a side's view holds guesses for the other's).
  const OrderBook& orders() const { return mOrders; }
  // The battle/wing unit `id` belongs to; none (Side::None) for a unit of no wing.
  WingKey wingOf(UnitId id) const;
  // The order unit `id` moves under; none for a unit of no wing.
  std::optional<Order> orderOf(UnitId id) const;
  // What this copy's viewer may read of a wing's order: its name, or "order unknown".
  std::string orderShown(const WingKey& k) const;
  std::string wingName(const WingKey& k) const;
  // The side's C-in-C by name, as a sentence begins with him ("The C-in-C" if unnamed).
  std::string commanderName(Side side) const;
  // The side as its scenario names it ("King Richard III"), or its key if it has no name.
  std::string sideName(Side side) const;
  // The unit that stands for a wing in an IssueOrder (its leader's), or kNoUnit.
  UnitId wingUnit(const WingKey& k) const;
  // Whether the wing's leader is its side's C-in-C himself, who gives it orders in person.
  bool ledByCinC(const WingKey& k) const;
  // Whether the scenario names the wing as one that will not engage: it keeps its own order
  // whatever it is sent (a fact of the scenario both sides know, not a hidden order).
  bool willNotEngage(const WingKey& k) const;
  // The leaders of `side`'s battles/wings as its messengers ride to them: where each is (his
  // unit's centre) and whether he is able, incapacitated this turn or killed.
  std::vector<WingLeader> wingLeaders(Side side) const;
  // Whether a messenger sent to wing `k` now would be caught on his road to its leader were the
  // enemy to stand as it does (all of it in sight on the table); false for a wing its C-in-C
  // orders in person or whose leader stands with him.
  bool messengerRoadWatched(const WingKey& k) const;
  // The battle/wing's leader has been killed or his unit is gone: no messenger can reach him.
  bool wingLeaderFallen(const WingKey& k) const;
  // Whether the order of its wing lets unit `id` make move `a` (a Move, Wheel or Charge the
  // rules allow), and why not.
  OrderVerdict orderVerdict(const Action& a) const;
  // Whether the order of its wing lets unit `id` stand where it is this movement.
  OrderVerdict mayStand(UnitId id) const;
  // Starts the battle at Event I directly (tests): the orders as written stand.
  void skipOrdersForTests();
  // Starts the battle at Event I with no orders at all (tests of the other events): every
  // unit moves as the rules of movement alone allow.
  void dropOrdersForTests() {
    mOrders = {};
    skipOrdersForTests();
  }
  // Starts the movement of the turn directly (tests): skips Events I and II.
  void startMovementForTests(Side first);
  // Runs Events IV to VI and the victory check now (tests).
  void endTurnForTests(Dice& dice, EventSink& sink) { closeTurn(dice, sink); }
  // Event II now (tests).
  void fireForTests(Dice& dice, EventSink& sink) { firePhase(dice, sink); }

 private:
  // What the order judge needs to know of a unit where it stands, measured once for all the
  // moves it might make.
  struct OrderSituation {
    std::optional<Order> order;
    ProposedMove base;        // the unit's part of every proposed move
    Rect block;               // where it stands
    std::vector<Rect> enemies;  // every active enemy's block
    Point nearestEnemy;         // the centre of the nearest one
  };

  // One unit as units() shows it (GameUnits.cpp).
  UnitView viewOf(const UnitState& u) const;

  // --- Movement (Moves.cpp) ---
  // The unit's legal moves, wheels and charges, each within its order (`s`).
  void unitCandidates(UnitId id, const OrderSituation& s, std::vector<Action>& out) const;
  // The rules' verdict on a Move, Wheel or Charge, before the order is asked.
  Verdict checkByRules(const Action& a) const;
  Verdict checkMove(const Action& a) const;
  Verdict checkFaceChange(const Action& a) const;
  Verdict checkCharge(const Action& a) const;
  // The charge's target, arc, path and reach, whoever orders it (a FURIOUS unit by itself).
  Verdict checkChargePath(const Action& a) const;
  void applyMove(const Action& a, EventSink& sink);
  void applyFaceChange(const Action& a, EventSink& sink);
  // Changing ranks (Ranks.cpp): ChangeFormation, option the new number of ranks.
  Verdict checkRanks(const Action& a) const;
  void applyRanks(const Action& a, EventSink& sink);
  Length ranksCost(UnitId id) const;
  // Limbering and unlimbering the guns (Limbering.cpp): an artillery unit's ChangeFormation,
  // option kLimbered or kUnlimbered.
  Verdict checkLimbering(const Action& a) const;
  void applyLimbering(const Action& a, EventSink& sink);
  // Interpenetration (Interpenetration.cpp): the friends a straight move of `id` to `to`
  // passes through, or none when an enemy or the table's edge stops it; whether it may.
  std::optional<std::vector<UnitId>> friendsPassed(UnitId id, const Pose& to) const;
  Verdict checkInterpenetration(UnitId id, const Pose& to,
                                const std::vector<UnitId>& friends) const;
  // The river crossing (RiverCrossing.cpp): whether unit `id` may cross to `to` (`wheeled`:
  // the move turns), and how far straight ahead the far bank is when it stands at a bank.
  Verdict checkCrossing(UnitId id, const Pose& to, bool wheeled) const;
  std::optional<Length> crossingLength(UnitId id) const;
  // Whether the way from `from` to `to` crosses a river or stream drawn as a line, away from
  // a bridge.
  bool waterLineBetween(Point from, Point to) const;
  // Whether a block of unit `id` at `r` would stand on ground it may not enter.
  bool onForbiddenGround(UnitId id, const Rect& r) const;
  void applyCharge(const Action& a, EventSink& sink);
  // Skirmishers `target` avoid the charge of `charger`, which stands where it would strike
  // them (Avoidance.cpp); false when they cannot get clear, and the charge strikes home.
  bool skirmishersAvoid(UnitId charger, UnitId target, EventSink& sink);
  // The pose in which a charger that touched `target`'s `edge` at `contact` stands in melee.
  Pose squaredUp(UnitId id, const Pose& contact, const Rect& target, Zone edge) const;
  // The side to act's moves, wheels and charges; returns whether one of its units must still
  // move under its order (and so may not end its movement yet).
  bool movementCandidates(std::vector<Action>& out) const;
  // The cost of the ground a block crosses from `from` to `to` (002 Event III's penalties),
  // whether it is ground that stops a charge, and whether it is impassable to the unit.
  struct GroundCost {
    Length penalty = 0;
    bool major = false;
    bool impassable = false;
    bool water = false;  // it meets a river or stream away from a bridge (the river crossing)
  };
  GroundCost groundCost(UnitId id, const Pose& from, const Pose& to) const;
  // The distance unit `id` may still cover over ground `g`: its move left, at most 2" for
  // cavalry in rough ground or woods, less the ground's penalties (002 Event III).
  Length allowanceOver(UnitId id, const GroundCost& g) const;
  // FURIOUS units charge the closest enemy in sight, as their side ends its movement.
  void furiousCharges(Side side, EventSink& sink);
  // The path of a block of `id` from its pose to `to` is clear (table, others).
  bool pathClear(UnitId id, const Pose& to) const;

  // --- Leaders riding (LeaderRides.cpp) ---
  Verdict checkLeaderRide(const Action& a) const;
  void applyLeaderRide(const Action& a, EventSink& sink);
  // Rides to a routed unit of the leader's command (to rally it), for legalActions.
  void leaderRideCandidates(std::vector<Action>& out) const;

  // --- Orders (OrderPlay.cpp) ---
  OrderSituation orderSituation(UnitId id) const;
  OrderVerdict judgeUnder(const OrderSituation& s, UnitId id, const Action& a) const;
  // The legal orders of the side to act: written (Stage::Orders) or sent (Stage::Movement).
  void orderCandidates(std::vector<Action>& out) const;
  Verdict checkIssueOrder(const Action& a) const;
  void applyIssueOrder(const Action& a, EventSink& sink);
  // A side has written its orders (Pass): the other writes, or the battle begins.
  void finishWritingOrders(EventSink& sink);
  // Whether unit `id`, whose candidates are `moves`, must still move under its order.
  bool owesMove(UnitId id, const OrderSituation& s, const std::vector<Action>& moves) const;
  OrderVerdict standUnder(const OrderSituation& s) const;
  // A unit of `side` that must still move under its order and has a move its order allows.
  UnitId unitOwingAMove(Side side) const;
  // As `side` ends its movement: its messengers ride, the enemy's near its units are caught.
  void messengersRide(Side side, EventSink& sink);
  void tellMessengerNews(const std::vector<MessengerNews>& news, EventSink& sink);
  std::optional<Point> commanderAt(Side side) const;
  // The footprints of `side`'s units still on the table, routers among them.
  std::vector<Rect> footprintsOf(Side side) const;
  Length baselineGap(Side side, const Rect& r) const;

  // --- Events (Events.cpp) ---
  void rollInitiative(Dice& dice, EventSink& sink);
  void firePhase(Dice& dice, EventSink& sink);
  void fallBack(UnitId id, UnitId from, EventSink& sink);
  void meleePhase(Dice& dice, EventSink& sink);
  // Unit `self`'s side of its melee with `other` as Event IV would fight it now.
  MeleeSide meleeSideOf(UnitId self, UnitId other) const;
  void rallyAndRout(Dice& dice, EventSink& sink);
  void closeTurn(Dice& dice, EventSink& sink);
  // Events VI and the victory check, once every pursuit is chosen; then the next turn.
  void finishTurn(Dice& dice, EventSink& sink);
  Verdict checkPursuit(const Action& a) const;
  void applyPursuit(const Action& a, Dice& dice, EventSink& sink);
  void beginTurn(EventSink& sink);
  bool perBattleMorale() const { return mSetup->deployment.optional.perBattleMorale; }
  // What a morale test of `id` for `cause` would weigh now.
  MoraleSituation moraleSituation(UnitId id, MoraleCause cause) const;
  // What made a unit test its morale, so the log says why a unit tests (one unit may test
  // several times in a melee phase, for each thing it saw or suffered).
  struct MoraleTrigger {
    enum class Kind : std::uint8_t {
      ShotAt,
      LostMelee,
      WonMelee,
      DrewMelee,
      FriendRouted,
      LeaderKilled,
      LeaderIncapacitated
    };
    Kind kind = Kind::ShotAt;
    UnitId other = kNoUnit;  // the firer, the enemy in the melee or the router
    int leader = -1;         // the leader hit
  };
  std::string triggerText(const MoraleTrigger& why) const;
  // A morale test of `id` for `cause`; acts on the outcome (fall back, rout, FURIOUS).
  MoraleOutcome testUnit(UnitId id, MoraleCause cause, UnitId enemy, const MoraleTrigger& why,
                         Dice& dice, EventSink& sink);
  void rout(UnitId id, UnitId from, Dice& dice, EventSink& sink);
  // Friends of `side` within 12" of `where` test for a rout or a leader hit there (002 Event V).
  // `wing`: the router's battle/wing, or the hit leader's (-1: the C-in-C's, which is every
  // battle's), for the optional per-battle morale.
  void shakeFriends(Side side, const Rect& where, const Profile* router, int wing, UnitId skip,
                    const MoraleTrigger& why, Dice& dice, EventSink& sink);
  void removeUnit(UnitId id, const std::string& why, EventSink& sink);
  void turnToward(UnitId id, Angle direction);
  // The furthest of `reached` along `direction` from where unit `id` stands at which its block
  // stands clear of every other unit (0 if none).
  Length clearDistance(UnitId id, Angle direction, Length reached) const;
  void updateResult(EventSink& sink);

  // A roll by `unit`'s side, against `other`. Its text names `about` when the roll concerns
  // another unit than the roller's (the enemy's die for a leader's risk), else `unit`, and
  // then `detail` (why it rolls), when given.
  void emitRoll(UnitId unit, UnitId other, const RollRecord& r, EventSink& sink,
                UnitId about = kNoUnit, const std::string& detail = {}) const;
  void say(EventSink& sink, EventKind kind, UnitId unit, UnitId other, const std::string& text,
           int value = 0) const;
  // The [game_over] event of mResult, on the winner's side (none for a draw): the narration
  // chooses the scenario's ending by it.
  void announceResult(EventSink& sink) const;

  std::shared_ptr<const Setup> mSetup;
  Battle mBattle;
  int mTurn = 1;
  Stage mStage = Stage::Initiative;
  OrderBook mOrders;
  // Winners still to choose whether to pursue, first to choose first (Stage::Pursuit).
  std::vector<PursuitChoice> mPursuits;
  // The side this copy of the match is the view of (asSeenBy); None: the match itself. The
  // other side's orders in mOrders are then guesses, and are never shown as its orders.
  Side mViewer = Side::None;
  Side mWinner = Side::None;  // Event I's winner this turn
  Side mFirst = Side::One;    // who moves first this turn
  int mMover = 0;             // 0: the first player's movement, 1: the second's
  Result mResult;
};

// The book of orders a match opens with: every battle/wing of both sides with the order the
// deployment writes for it (Defend where it writes none); the battle has begun already when
// no side has a battle/wing.
OrderBook openingBook(const Setup& s);

// The match a Deployment starts; throws DeploymentError.
std::unique_ptr<WotrGame> startGame(std::shared_ptr<const Tables> tables,
                                    std::shared_ptr<const Battlefield> battlefield,
                                    Deployment deployment);

}  // namespace sandtable::rules::wotr
