// Robert's Rules of Warfare (seed text 000) as a state machine on the measured table: turns of
// two half-turns, each of the Action, Reaction, Assault, Charge and Combat Phases (TurnClock),
// the phase's player attempting Actions one at a time (PhaseLedger, Attempt) until he ends the
// phase. Movement, Stop, About Face, Change Face, Retrograde and Change Formation are played;
// fire, charges and combat come in at the seams below (one function a phase). See CLAUSES.md
// and docs/rules/roberts.md "Moving on the table".
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "Attempt.h"
#include "BattleState.h"
#include "ChargeGeometry.h"
#include "Melee.h"
#include "Movement.h"
#include "PlayState.h"
#include "PushBack.h"
#include "Skirmishers.h"
#include "Table.h"
#include "core/Game.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

// Why a unit whose columns stand out of line may not move, turn or charge as a block.
inline constexpr const char* kOutOfLine =
    "its columns stand out of line (a column Pushed Back or pursuing alone): it re-forms first, "
    "with a Change Formation (docs/rules/roberts.md)";

// An action's `option`: a Movement marching backward (Retrograde), and the General's free
// Action asked for, added to the kind's own option (ranks for a Change Formation).
inline constexpr int kRetrogradeOption = 1;
// A Movement by one column of a unit standing apart from its main body, back into its place in
// the line (Action{Move, unit, option kRejoinOption + column}): its own Action Roll.
inline constexpr int kRejoinOption = 200;
inline constexpr int kGeneralsFreeAction = 1000;

class RobertsGame final : public Game {
 public:
  explicit RobertsGame(std::shared_ptr<const Setup> setup);

  // Game
  std::string_view system() const override { return "roberts"; }
  PhaseInfo phase() const override;
  using Game::legalActions;
  void legalActions(std::vector<Action>& out) const override;
  Verdict check(const Action& a) const override;
  void apply(const Action& a, Dice& dice, EventSink& sink) override;
  Result result() const override { return mResult; }
  std::uint64_t stateHash() const override;
  std::unique_ptr<Game> clone() const override { return std::make_unique<RobertsGame>(*this); }
  std::vector<UnitView> units() const override;
  std::optional<UnitView> unitView(UnitId id) const override;
  int largestDie() const override;
  std::string invariantProblem() const override { return mTable.overlapProblem(); }
  std::optional<ActionOdds> odds(const Action& a) const override;
  // Skirmishers hidden within a host are hidden from the enemy until they are seen
  // (HiddenSkirmishers.cpp): the enemy's copy has them taken off the table (unknown).
  bool hidesFrom(Side viewer) const override;
  std::unique_ptr<Game> asSeenBy(Side viewer, Rng& guess) const override;

  // Read-only queries for the tests, the AI and the next slices.
  const Table& table() const { return mTable; }
  const TurnClock& clock() const { return mPlay.clock; }
  const PhaseLedger& ledger() const { return mPlay.ledger; }
  // The Action of the text a unit action attempts (Movement, Stop, About Face, ...); nullopt
  // for an action that attempts none (the end of the phase).
  std::optional<ActionKind> actionOf(const Action& a) const;
  // The request an action makes of the ledger: its roller, and the General whose free Action
  // it asks for (the nearest in range with one left), if any.
  AttemptRequest requestOf(const Action& a) const;
  // A General of the unit's side who may give it his free Action now, if any.
  std::optional<GeneralHelp> generalFor(const UnitState& u) const;
  // Victory points: the points of the side's enemies destroyed, in hundredths of a point.
  long long victoryHundredths(Side side) const;
  // The half-turn counted from the battle's first (1, 2, 3, ...).
  int halfTurnCount() const;
  const BattleState& battle() const { return mBattle; }
  // Whether a charge of `charger` at `target` would reach it as the table stands now (no
  // countercharge met, the skirmishers emerged from `target` screening it, and `moreScreen`
  // more): what the Charge Phase's move will find, unless the table changes first.
  bool chargeWouldReach(UnitId charger, UnitId target, int moreScreen = 0) const;
  // The chance that skirmisher `s`, reached in the enemy's `phase` before it has attempted
  // anything in that phase, passes its Withdrawal Action Roll (exact); 0 when it may not
  // attempt one there.
  double withdrawalChance(UnitId s, Phase phase) const;
  // Leader `leader` is a Captain roaming free (neither attached nor lost).
  bool isFreeCaptain(int leader) const;
  // Where a free Captain would stand: for weighing a ride before it is taken.
  struct CaptainAt {
    int leader = -1;
    Point at;
  };
  // Whether a General of `u`'s side commands it (within his range, directly or through free
  // Captains; `moved`: with one Captain elsewhere), whatever free Actions he has left.
  bool inCommand(const UnitState& u, const CaptainAt* moved = nullptr) const;
  // How many Formed units of `side` are in a General's command (`moved` as above).
  int unitsInCommand(Side side, const CaptainAt* moved = nullptr) const;
  // Free Captain `captain`'s lawful ride toward `toward`'s centre, stopping half his relay
  // reach short of it (or his whole ride short); with `relay`, the longest of its whole, three
  // quarters, half and quarter that brings `toward` into the General's command, if one does.
  std::optional<Action> rideToward(int captain, UnitId toward, bool relay) const;
  // Every free Captain's ride toward `toward` (rideToward with `relay`), for the table.
  std::vector<Action> ridesToward(UnitId toward) const;
  // The column a Movement steps into its place in the line (option kRejoinOption + column), or
  // -1 (ColumnActions.cpp).
  static int rejoiningColumn(const Action& a);
  // How far column `column` of `u` stands behind (+) or ahead of (-) its place in the line its
  // main body stands on; 0 in its place.
  Length toItsPlace(const UnitState& u, int column) const;
  // The same for every column of `u`, left to right (empty while it stands in line).
  std::vector<Length> toTheirPlaces(const UnitState& u) const;

 private:
  // Whether a stand of `u` touches an enemy unit.
  bool inContactWithEnemy(const UnitState& u) const;

  // --- Columns apart from their unit's main body (ColumnActions.cpp) ---
  // `u`'s column `column` as a block of its own one file wide, standing where it stands.
  UnitState columnAsBlock(const UnitState& u, int column) const;
  // How far column `column` of `u` can go straight toward its place in the line this phase
  // (up to its march), as far as the table, the ground and other stands let it; negative when
  // its place lies behind it.
  Length rejoinDistance(const UnitState& u, int column, PushStop* stop = nullptr) const;
  Verdict checkRejoin(const UnitState& u, int column) const;
  void rejoin(UnitState& u, int column, EventSink& sink);
  void rejoinCandidates(const UnitState& u, std::vector<Action>& out) const;
  // What the table shows of one unit (GameUnits.cpp).
  UnitView viewOf(const UnitState& u) const;

  // --- Candidates (Candidates.cpp) ---
  void pushIfLegal(const Action& a, std::vector<Action>& out) const;
  void actionPhaseCandidates(std::vector<Action>& out) const;
  void moveCandidates(const UnitState& u, std::vector<Action>& out) const;
  void facingAndFormationCandidates(const UnitState& u, std::vector<Action>& out) const;
  // The seams of the phases still to come: what the Reacting Player may attempt besides
  // facing and formation (Countercharge, Set, Missile Fire), the Assault Phase's missile
  // fire, the Charge Phase's charges and Countermands, and the Combat Phase's combats.
  // Each offers nothing yet; the end of the phase is always offered after them.
  void reactionCandidates(std::vector<Action>& out) const;
  void assaultCandidates(std::vector<Action>& out) const;
  void chargeCandidates(std::vector<Action>& out) const;
  void combatCandidates(std::vector<Action>& out) const;

  // --- Checking and applying unit Actions (RobertsGame.cpp, MovementActions.cpp) ---
  // apply() without what follows every action (free Captains ridden down, the result).
  void applyAction(const Action& a, Dice& dice, EventSink& sink);
  Verdict checkGeometry(const Action& a, const UnitState& u, ActionKind k) const;
  // The refusal of a unit of the side that is not acting: "it is The Normans' Reaction Phase".
  Verdict notThisSidesPhase() const;
  void perform(const Action& a, ActionKind k, Dice& dice, EventSink& sink);
  void move(UnitState& u, const Pose& to, bool retrograde, Dice& dice, EventSink& sink);
  // A unit under way marches what is left of its march this phase straight ahead; `reason`
  // ends its log line.
  void marchOn(UnitState& u, Dice& dice, EventSink& sink, std::string_view reason);
  // The log line reads "<unit> <verb> (<inches>\")", then ": <reason>" when there is one; an
  // empty verb moves the unit without a line.
  void moveTo(UnitState& u, const Pose& to, EventSink& sink, std::string_view verb,
              std::string_view reason = {});

  // --- Skirmishers' Withdrawal (Withdrawal.cpp) ---
  // Enemy skirmisher `s`, reached by `by`, attempts its Withdrawal (the Action Roll of its
  // side, whoever's phase it is): passed, it falls back straight away from `by`; failed, or
  // unable to get clear of `by`, it is lost. True when it withdrew.
  bool withdraw(UnitId s, UnitId by, Dice& dice, EventSink& sink);
  // Its Withdrawal Action Roll alone: true when passed; failed (or not allowed), it is lost.
  bool withdrawalRoll(UnitId s, UnitId by, Dice& dice, EventSink& sink);
  // The roll's request in the phase now: the skirmisher's side rolls, whoever's phase it is.
  AttemptRequest withdrawalRequest(UnitId s) const;
  // Whether a Movement stopped by `stop` was stopped by touching an enemy skirmisher.
  bool reachedSkirmisher(const UnitState& u, const MoveStop& stop) const;
  // `u`'s Movement, stopped by `stop`: while what stops it is an enemy skirmisher it reached,
  // that skirmisher withdraws, `u` loses the penalty and marches on along `direction` up to
  // `wanted` further (within its march left); any other stop ends the Movement.
  void pressOn(UnitState& u, MoveStop stop, Angle direction, Length wanted, Dice& dice,
               EventSink& sink);
  // A skirmisher lost (its Withdrawal failed, or a charge caught it): removed from play.
  void loseSkirmisher(UnitId s, UnitId by, const std::string& why, EventSink& sink);

  // --- Skirmishers hidden within a host (HiddenSkirmishers.cpp) ---
  // A hidden skirmisher's only Action: the Countercharge by which it emerges when its host is
  // charged (Action{CounterCharge, skirmisher, charger}).
  Verdict checkEmerging(const Action& a, const UnitState& u) const;
  void emergingCandidates(std::vector<Action>& out) const;
  // Its Countercharge passed: the enemy sees it, and it screens its host against the charge.
  void reveal(const Action& a, EventSink& sink);
  // Hidden skirmisher `s` takes its place out of its host: its slot in the line before the
  // host, behind it, or where it stood. False, and it stays within, when the place is taken.
  bool comeOut(UnitId s, EmergeAt where, EventSink& sink, const std::string& why);
  // The seen skirmishers screening `host`, in id order.
  std::vector<UnitId> screenOf(UnitId host) const;
  // `charger` runs into the screen of its target `host`: each skirmisher of it attempts its
  // Withdrawal; passed, it falls back through the host to its place behind it (lost if that
  // is taken); failed, it is lost.
  void screenWithdraws(UnitId host, UnitId charger, const std::vector<UnitId>& screen, Dice& dice,
                       EventSink& sink);
  // As the Charge Phase ends, a screen no charge ran into forms its line before the host (or
  // behind it, if the ground before it is taken).
  void screensComeOut(EventSink& sink);
  // Hidden skirmishers whose host has left the table come out where it stood, or are lost.
  void releaseFromFallenHosts(EventSink& sink);

  // --- Missile fire (FireActions.cpp) ---
  void fireCandidates(std::vector<Action>& out) const;
  Verdict checkFire(const Action& a) const;
  void fire(const Action& a, Dice& dice, EventSink& sink);
  // The skirmishers that may join `leader`'s fire group at `target`'s stand `stand`: its own
  // side's skirmishers yet to fire, each able to attack that stand, linked to the leader by a
  // chain each within the group's spacing, nearest first, no more than the group allows.
  std::vector<UnitId> fireGroupPartners(UnitId leader, UnitId target, int stand) const;
  // The fire group `a`'s leader fires with at stand `stand`: each partner rolls its own
  // Missile Fire Action; the leader and those that succeeded and are linked to it.
  std::vector<UnitId> fireGroupOf(const Action& a, int stand, Dice& dice, EventSink& sink);

  // --- Charges (ChargeActions.cpp; the scene a charge crosses: ChargeReach.cpp) ---
  // `skirmisherUnits`, if given, gets the unit of each of the scene's skirmisher stands.
  ChargeScene chargeScene(UnitId charger, UnitId target,
                          std::vector<UnitId>* skirmisherUnits = nullptr) const;
  Verdict checkDeclare(const Action& a) const;
  void declare(const Action& a, EventSink& sink);
  bool isCharged(UnitId id) const;
  Verdict checkChargeAction(const Action& a, ActionKind k) const;
  void performChargeAction(const Action& a, ActionKind k, EventSink& sink);
  void chargeCandidatesOf(const UnitState& u, std::vector<Action>& out) const;
  // The Reaction Phase may not end while a charged Eager unit has yet to try its Countercharge.
  Verdict eagerMustTry() const;
  // 000 Charging: 'Reluctant stands must pass a Morale Check in order to lead a charge'. One
  // Morale Check for the unit when a stand of its front rank is Reluctant (the attribute, or
  // Disrupted); failed, the columns those stands lead stay behind (`behind`, by stand), and
  // when every column would, the unit does not charge (false).
  bool leadTheCharge(UnitId id, UnitId target, std::vector<bool>& behind, Dice& dice,
                     EventSink& sink);
  // The columns `behind` marks (by stand) stay where they stood as the rest of `u` went from
  // `was` into contact: each keeps back of the charge's line by the distance the charge went
  // along its final facing. False, and nothing changed, where they would not fit there.
  bool leaveColumnsBehind(UnitState& u, const std::vector<bool>& behind, const Pose& was);
  // As the Charge Phase ends: every charge still standing moves into contact.
  void moveCharges(Dice& dice, EventSink& sink);
  // `u`, arrived against edge `edge` of `target` at an angle, squared up against that edge
  // (ChargeSquare.cpp): the nearest place along it where its block fits, units in `passable`
  // aside; its pose unchanged when it is square already or fits nowhere.
  Pose squaredUp(const UnitState& u, const UnitState& target, Zone edge,
                 const std::vector<UnitId>& passable) const;
  // `u` standing at `at` against `target`'s front, slid along it (at most half a stand) so that
  // a front stand of each stands centre to centre, where it fits and stays in contact.
  Pose filesLinedUp(const UnitState& u, const Pose& at, const UnitState& target,
                    const std::vector<UnitId>& passable) const;

  // --- Melee (CombatActions.cpp) ---
  Verdict checkMelee(const Action& a) const;
  void meleeCandidates(std::vector<Action>& out) const;
  // The attacker's situation: its charge, Set, the ground between the two stands
  // (MeleeGround.h) and a supporting second rank.
  MeleeSituation situationOf(UnitId attacker, int stand, UnitId defender, int defenderStand) const;
  // The part of it that does not depend on the charge: the ground between the two stands and a
  // supporting second rank.
  MeleeSituation groundAndSupport(UnitId attacker, int stand, UnitId defender,
                                  int defenderStand) const;
  // Whether stand `stand` of `unit` stands in the front rank with a stand of its own column
  // behind it, and the unit's weapon lends rank support (roberts.yaml weapons.*.rank_support).
  bool rankSupported(UnitId unit, int stand) const;
  void melee(const Action& a, Dice& dice, EventSink& sink);
  // Winner `w` (stand `ws`) over loser `l` (stand `ls`): hits, Push Back, Pursuit.
  void meleeOutcome(UnitId w, int ws, UnitId l, int ls, const MeleeResult& r, bool pursue,
                    Dice& dice, EventSink& sink);
  // The loser's column retreats; true when it could not go its whole distance.
  bool pushBack(UnitId w, int ws, UnitId l, int ls, Dice& dice, EventSink& sink);
  void pursuit(UnitId w, int ws, UnitId l, int ls, bool couldNotRetreat, Dice& dice,
               EventSink& sink);
  // The Pursuit Action Roll of stand `ws`'s column.
  AttemptRequest pursuitRequest(UnitId w, int ws, bool couldNotRetreat) const;
  // The Reacting Player's decision whether to Pursue (Action{FollowUp, winner, loser, option
  // 1 to pursue, 0 not}); nothing else may be done while it waits.
  Verdict checkFollowUp(const Action& a) const;
  void followUp(const Action& a, Dice& dice, EventSink& sink);
  // The odds of pursuing (option 1): the Pursuit Action Roll, then, if the column's advance
  // reaches the pushed-back stand, the Pursuit Attack's hits. Declining rolls nothing.
  std::optional<ActionOdds> followUpOdds(const Action& a) const;
  // The odds of a charge (a declaration, or a Countercharge after its Action Roll's odds
  // `roll`): whether it would reach, then the first clash of the charger's leading stand with
  // the target's stand it makes for, as the two stand now (ChargeOdds.cpp).
  std::optional<ActionOdds> chargeOdds(UnitId charger, UnitId target, bool countercharge,
                                       std::optional<ActionOdds> roll) const;
  // The odds of a Missile Fire Action after its Action Roll's odds `roll` (none when it is
  // automatic): every attack of its plan, as the units stand, by its exact chance to Disrupt
  // and to hit (FireOdds.cpp); a fire group's, whose members join by rolls of their own, give
  // the roll alone.
  std::optional<ActionOdds> fireOdds(const Action& a, std::optional<ActionOdds> roll) const;
  // The Pursuit Attack's situation: the last combat's, less the charge.
  MeleeSituation pursuitSituation(UnitId w, int ws, UnitId l, int ls, bool overrun) const;
  // Whether `u`'s block fits at `p`: on the table, clear of enemies and not pressed into
  // friends; units in `passable` aside.
  bool blockFits(const UnitState& u, const Pose& p, const std::vector<UnitId>& passable = {}) const;
  // Whether part `r` of `u` (a rectangle of Table::parts) fits: on the table, clear of enemies
  // and not pressed into friends; units in `passable` aside.
  bool partFits(const UnitState& u, const Rect& r, const std::vector<UnitId>& passable) const;
  // Moves `u`'s block `forward` (back when negative) as far of it as it fits; the distance.
  Length slideBlock(UnitState& u, Length forward);
  // Moves columns `columns` of `u` alone `forward` (back when negative), as far of it as every
  // one of them fits; the distance. A unit of one column moves its block.
  Length slideColumns(UnitState& u, const std::vector<int>& columns, Length forward);
  // How far of `forward` slideColumns would move them, and `u`'s shifts after `forward`.
  Length columnsCanGo(const UnitState& u, const std::vector<int>& columns, Length forward) const;
  std::vector<Length> shiftedColumns(const UnitState& u, const std::vector<int>& columns,
                                     Length forward) const;
  // A Pursuit by column `column` of `w` at stand `ls` of `l`, as the table stands: the
  // column's advance, the chain of columns that follow it, and how far they can all go.
  struct PursuitPlan {
    PursuitAdvance advance;
    std::vector<int> chain;
    Length goes = 0;
    bool attacks() const { return advance.contact && goes + measured::kTolerance >= advance.moved; }
  };
  PursuitPlan pursuitPlan(UnitId w, int column, UnitId l, int ls) const;
  // A unit whose columns all stand at one shift again is one block again, at that line.
  static void dressIfInLine(UnitState& u);
  // `u`, keeping its stands' places (UnitState::columnStands), loses `lost` stands off the back
  // of its deepest columns, every other stand staying where it stands.
  void loseStandsInPlace(UnitState& u, int lost);
  // A roll by `unit`'s side, against `other`; its purpose names whom it is for ("Break Check of
  // Norman foot (u17)"), `who` when given, else `unit`, as every system's dice log does.
  void emitRoll(UnitId unit, UnitId other, const RollRecord& r, EventSink& sink,
                const std::string& who = {});
  // The roll with whom it is for in its purpose.
  RollRecord namedRoll(RollRecord r, const std::string& who) const;
  // "Norman foot (u17) stand 2 on Gyrth's huscarls (u3) stand 1": a melee is fought column by
  // column, and the log says which column each roll is for, as missile fire's does.
  std::string onEnemy(UnitId unit, int stand, UnitId enemy, int enemyStand) const;
  // "column 2 of Gyrth's housecarls (u4)": one column of a unit, as the log names what it does.
  std::string columnLabel(UnitId unit, int column) const;
  // columnLabel for a roll one column makes for itself (a Pursuit, a Fall Back), so the log
  // tells the columns' rolls apart; the unit's name when it stands in one column.
  std::string columnName(UnitId unit, int column) const;

  // --- Breakthroughs (Breakthroughs.cpp) ---
  // The enemies in contact with `gone` as it leaves the table in the Combat Phase make a
  // Breakthrough (called while its stands are still on the table); they are announced once it
  // has gone.
  std::vector<UnitId> markBreakthroughs(UnitId gone);
  void announceBreakthroughs(const std::vector<UnitId>& units, UnitId gone, EventSink& sink);
  bool hasBreakthrough(Side side) const;
  // Whose action it is: the phase's player, the Reacting Player deciding a Pursuit or taking
  // his Breakthroughs.
  Side sideToAct() const;
  // The Acting Player ends the combats: the Break Checks, then each player's Breakthroughs;
  // true when the Combat Phase ends now.
  bool combatsEnd(Dice& dice, EventSink& sink);
  void breakthroughCandidates(std::vector<Action>& out) const;

  // --- Break Checks and routs (Routs.cpp) ---
  void breakChecks(Dice& dice, EventSink& sink);
  // A Break Check after `standsLost` stands; `forced` by a nearby rout. True when passed.
  // `why` tells the log what called for it.
  bool breakCheck(UnitId id, int standsLost, bool forced, const std::string& why, Dice& dice,
                  EventSink& sink);
  void rout(UnitId id, EventSink& sink, Dice& dice);
  // Friendly units near `id` check as its rout demands (`leaderLost`: the rout of a leader,
  // which every nearby unit, his own among them, feels); `cause` names the rout for the log.
  void routNearby(UnitId id, const std::string& cause, Dice& dice, EventSink& sink,
                  bool leaderLost = false);
  // Units of `side` within reach of `from` (but `skip`) check for a rout there: a leader's
  // (`leaderLost`: every unit feels it) or a unit's (Formed units ignore an Unformed one's).
  void routNear(const Rect& from, Side side, UnitId skip, bool leaderLost, const std::string& cause,
                Dice& dice, EventSink& sink, bool goneFormed = true);

  // --- Captains roaming free (FreeCaptains.cpp) ---
  // How far, for the General's command, `unit` is from the General on `general`: the gap, or
  // less through the free Captains of `side` who relay his command (with `moved`, one of them
  // as if he stood elsewhere).
  double commandInches(Side side, const Rect& general, const Rect& unit,
                       const CaptainAt* moved = nullptr) const;
  // A free Captain's ride (Action{MoveLeader}): whether he may, and riding.
  Verdict checkCaptainRide(const Action& a) const;
  void rideCaptain(const Action& a, EventSink& sink);
  void captainRideCandidates(std::vector<Action>& out) const;
  // A free Captain whose place an enemy stand touches or covers is eliminated; nearby units
  // of his side check.
  void freeCaptainsOverrun(Dice& dice, EventSink& sink);

  // --- Losses (Hits.cpp) ---
  // `hits` land on `target` from `by`: counted, Demoralizing at half its Hits, then each
  // removing a stand; a unit with no stands left is removed. Each leader attached to a unit
  // that is hit and stays makes his Break Check. `why`, when given, tells the log where hits
  // that no attack scored come from.
  void landHits(UnitId target, int hits, UnitId by, Dice& dice, EventSink& sink,
                const char* why = nullptr);
  // A leader's Break Check when his unit is hit: failed, he routs, and the units near his
  // make Break Checks.
  void leaderCheck(UnitId unit, int leader, Dice& dice, EventSink& sink);

  // --- The phases (Phases.cpp) ---
  void endPhase(Dice& dice, EventSink& sink);
  // What happens as each phase ends: the Action Phase's units under way march on; the
  // others are the seams where fire, charges and combat will be resolved.
  void finishActionPhase(Dice& dice, EventSink& sink);
  void finishReactionPhase(Dice& dice, EventSink& sink);
  void finishAssaultPhase(Dice& dice, EventSink& sink);
  void finishChargePhase(Dice& dice, EventSink& sink);
  void finishCombatPhase(Dice& dice, EventSink& sink);
  // A new phase and half-turn: the phase's bookkeeping afresh; Disruption ends with the
  // half-turn ("The Disruption effects go away at the end of this half-turn").
  void beginPhase(EventSink& sink);
  void beginHalfTurn();
  void updateResult(bool turnLimitPassed, EventSink& sink);

  std::shared_ptr<const Setup> mSetup;
  Table mTable;
  PlayState mPlay;
  BattleState mBattle;
  Result mResult;
};

// The match a Deployment starts (Table::setUp, then the game); throws DeploymentError.
std::unique_ptr<RobertsGame> startGame(std::shared_ptr<const Tables> tables,
                                       std::shared_ptr<const Battlefield> battlefield,
                                       Deployment deployment);

}  // namespace sandtable::rules::roberts
