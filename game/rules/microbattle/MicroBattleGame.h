// MicroBattle: Fire & Sword (seed text 003) as a state machine. A turn is: initiative,
// then each side in turn rolls for activations and acts with that many units, each
// moving square by square and/or attacking once. See CLAUSES.md for clause-to-code-to-test.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "Setup.h"
#include "core/Game.h"

namespace sandtable::rules::microbattle {

enum class Phase : std::uint8_t { Initiative, Activation, Actions, Over };

struct UnitState {
  UnitId id = kNoUnit;
  Side side = Side::One;
  const UnitType* type = nullptr;
  Square at;
  bool shaken = false;
  bool activated = false;  // has used its activation this turn
  UnitStatus status = UnitStatus::Active;
};

// The arithmetic of one attack before the die is rolled.
struct AttackOdds {
  int cv = 0;          // the value the modified die must reach
  int advantage = 0;   // net situational modifier, within +-netCap
  int shaken = 0;      // SHAKEN penalty (0 or negative)
  bool charging = false;
  bool melee = false;
  std::vector<Modifier> factors;  // each advantage found, before the cap
  int modifierTotal() const { return advantage + shaken; }
  // Faces of a d6 that hit (0..6).
  int hittingFaces() const;
};

// What one attack is likely to bring, from the rules' own odds (the table shows it beside an
// attack order): the attack's roll, the target's Def roll on a hit, and for a melee attack the
// counterattack that follows a miss and the attacker's own Def roll. Chances, 0..1.
struct AttackForecast {
  AttackOdds attack;
  double pHit = 0;
  double pTargetFails = 0;     // hit and the Def roll failed: SHAKEN, or a rout if SHAKEN already
  double pTargetRetreats = 0;  // hit and the retreat face on a unit not yet SHAKEN (within
                               // pTargetFails, or alone for light troops where the variant lets
                               // them ignore SHAKEN); a retreat that finds no square routs
  bool targetRoutsOnFailure = false;  // the target is SHAKEN already
  std::optional<AttackOdds> counter;  // a melee attack: the counterattack on a miss
  double pCounterHits = 0;            // the attack misses and the counterattack hits
  double pAttackerFails = 0;          // ... and the attacker's Def roll fails
  bool attackerRoutsOnFailure = false;
};

class MicroBattleGame final : public Game {
 public:
  explicit MicroBattleGame(std::shared_ptr<const Setup> setup);

  // Game
  std::string_view system() const override { return "microbattle"; }
  int largestDie() const override;
  std::vector<ObjectiveView> objectives() const override;
  PhaseInfo phase() const override;
  using Game::legalActions;
  void legalActions(std::vector<Action>& out) const override;
  Verdict check(const Action& a) const override;
  void apply(const Action& a, Dice& dice, EventSink& sink) override;
  Result result() const override { return mResult; }
  std::uint64_t stateHash() const override;
  std::unique_ptr<Game> clone() const override { return std::make_unique<MicroBattleGame>(*this); }
  std::vector<UnitView> units() const override;
  // An attack's chances (attackForecast); no other action of MicroBattle has odds worth giving.
  std::optional<ActionOdds> odds(const Action& a) const override;

  // Read-only queries for the AI, the table and tests.
  const Setup& setup() const { return *mSetup; }
  const Tables& tables() const { return *mSetup->tables; }
  const std::vector<UnitState>& unitStates() const { return mUnits; }
  const UnitState& unit(UnitId id) const { return mUnits.at(static_cast<std::size_t>(id)); }
  const UnitState* unitAt(Square s) const;
  Phase currentPhase() const { return mPhase; }
  Side sideToAct() const { return mToAct; }
  int turn() const { return mTurn; }
  int activationsLeft() const { return mActivationsLeft; }
  UnitId activeUnit() const { return mActive; }
  int movesLeft() const { return mMovesLeft; }  // -1 before the active unit's first step
  bool hasMovedThisActivation() const { return mMovedSteps > 0; }
  // Charging: the active unit moved this activation and was not already in contact with
  // the target when it began (stepping out and back in is no charge).
  bool isCharging(UnitId attacker, UnitId target) const;
  int activeCount(Side s) const;
  int initialCount(Side s) const { return mInitial[sideIndex(s)]; }
  const TerrainCard& terrainOf(Square s) const;
  Length elevationOf(Square s) const;
  int effectiveRange(const UnitType& t) const;
  bool canSee(Square from, Square to) const;
  // Odds of `attacker` attacking `target` as if it stood on `from`. A counterattack is melee
  // whatever the unit's range: it answers a melee attack hand to hand (docs/rules/microbattle.md).
  AttackOdds attackOdds(UnitId attacker, UnitId target, Square from, bool charging, bool counterattack = false) const;
  // What the lawful attack `a` (ActionKind::Attack) is likely to bring, as applyAttack rolls it.
  AttackForecast attackForecast(const Action& a) const;
  // The same for a target standing on `to` (where it is, or where it may stand: the AI asks
  // of squares), with the outflank given rather than found from who else is beside it.
  AttackOdds attackOddsAt(const UnitState& attacker, Square from, Square to, bool charging, bool outflanked,
                          bool counterattack = false) const;
  std::string name(UnitId id) const;   // "Legio IX": as the scenario names it, else its type
  std::string label(UnitId id) const;  // "Legio IX (u3)"

 private:
  // Turn flow (MicroBattleGame.cpp)
  void beginTurn(EventSink& sink);
  void rollInitiative(Dice& dice, EventSink& sink);
  void rollActivation(Dice& dice, EventSink& sink);
  void endSideTurn(EventSink& sink);
  void finishActivation();
  void startActivation(UnitId id, EventSink& sink);
  void endTurnIfStuck(EventSink& sink);
  void endGame(Side winner, Ending ending, std::string reason, EventSink& sink);
  bool canStartOrContinue(const UnitState& u) const;
  // Why unit `id` may not act now (nullptr when it may): it exists, is on the field, is
  // on the side to act and can be activated or is the active unit.
  const char* actorProblem(UnitId id) const;

  // Movement (Movement.cpp)
  // Each returns nullptr when the action is legal, else the rule that forbids it.
  const char* checkMove(const Action& a) const;
  void applyMove(const Action& a, Dice& dice, EventSink& sink);
  void retreat(UnitState& u, Dice& dice, EventSink& sink);
  bool canEnter(const UnitState& u, Square s) const;
  int nearestEnemyDistance(const UnitState& u, Square from) const;

  // Combat (Combat.cpp)
  const char* checkAttack(const Action& a) const;
  void applyAttack(const Action& a, Dice& dice, EventSink& sink);
  // Rolls one attack; returns whether it hit.
  bool rollAttack(UnitState& attacker, UnitState& target, bool charging, bool counter, Dice& dice,
                  EventSink& sink);
  void takeHit(UnitState& u, Dice& dice, EventSink& sink);
  void rout(UnitState& u, const char* why, Dice& dice, EventSink& sink);
  void testArmyMorale(Side side, Dice& dice, EventSink& sink);
  void checkTurnLimit(EventSink& sink);

  // Each square's terrain card and elevation, index by GridSpec::index, read from the battlefield
  // once: the AI asks them thousands of times a decision, and the battlefield's own answer walks
  // its height field. Shared by every copy of the match.
  struct SquareGround {
    const TerrainCard* card;
    Length elevation;
  };

  std::shared_ptr<const Setup> mSetup;
  std::shared_ptr<const std::vector<SquareGround>> mGround;
  std::vector<UnitState> mUnits;
  std::array<int, 2> mInitial{0, 0};
  int mTurn = 1;
  Phase mPhase = Phase::Initiative;
  Side mFirst = Side::None;
  Side mToAct = Side::One;
  int mActivationsLeft = 0;
  UnitId mActive = kNoUnit;
  int mMovesLeft = -1;
  int mMovedSteps = 0;
  Square mActivationStart;  // where the active unit stood when it was activated
  bool mRoadMarch = false;
  Result mResult;
};

}  // namespace sandtable::rules::microbattle
