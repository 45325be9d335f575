// Warlords (seed text 001, version Jul 27, 2014) as a state machine on the measured table.
// A turn is: initiative; the side with it activates every unit, one at a time; then the
// other side; then every melee is fought. Charges open a short exchange in which the
// charged side may counter-charge, evade or shoot, and formation changes may be
// interrupted by an enemy's charge. See CLAUSES.md for clause-to-code-to-test and
// docs/rules/warlords.md for every reading of the text Sandtable had to make.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "Setup.h"
#include "UnitState.h"
#include "core/Game.h"
#include "core/GapMemo.h"
#include "measured/Displacement.h"

namespace sandtable::rules::warlords {

enum class Phase : std::uint8_t {
  Cunning,      // before the first turn: Cunning leaders may swap two units (3.1.2)
  Initiative,   // 2.1.1
  Activation,   // the side to act picks its next unit (2.2)
  Orders,       // the activated unit acts on its result (2.2.1, 2.2.2)
  Reaction,     // a charged unit counter-charges, evades, shoots or stands (2.4.4)
  SupportFire,  // other units of the charged side may shoot at the charger (2.4.4, 2.5.4)
  Interrupt,    // an enemy may charge a unit changing formation (2.3.3)
  Melee,        // 2.6
  FollowUp,     // the winner of a melee decides whether to follow up (2.6.3)
  Over
};
std::string_view phaseName(Phase p);

// The shooting styles (2.5.1), as Shoot's option.
enum class ShotStyle : std::uint8_t { None = 0, Massed = 1, Skirmishing = 2, Shower = 3 };

// A formation as ChangeFormation's option: kind * 100 + ranks.
inline int formationCode(FormationKind f, int ranks) { return static_cast<int>(f) * 100 + ranks; }
inline FormationKind formationOfCode(int code) { return static_cast<FormationKind>(code / 100); }
inline int ranksOfCode(int code) { return code % 100; }

// The roll of the unit being activated and what it has done with it.
struct ActiveUnit {
  UnitId unit = kNoUnit;
  int score = 0;
  int width = 1;
  bool success = false;
  bool aggressiveCharge = false;  // failed, but an Aggressive leader's +1 would let it charge
  bool orderDone = false;         // has moved, charged, wheeled, formed, halted, ...
  bool shot = false;
  bool moved = false;             // has moved this activation (massed shooting is for stopped units)
  bool haltedBySuccess = false;   // stopped on a success: drilled units may still wheel or form
  bool afterHaltUsed = false;     // ... and have done so
  bool brokenChoice = false;      // a Broken unit's success: stop fleeing or go on
  bool brokenHalted = false;      // ... it stopped: it may wheel to face the nearest enemy
  bool massedShot = false;        // shot massed: it stays stopped this activation
};

// A contact between two enemy units: which edge of each touches the other, and how much.
struct Contact {
  UnitId a = kNoUnit;
  UnitId b = kNoUnit;
  Zone edgeA = Zone::Front;
  Zone edgeB = Zone::Front;
  Length overlap = 0;
};

enum class ChargeOrigin : std::uint8_t { Orders, Interrupt, Berserk, MeleeBerserk };

// A charge between its declaration and its move (2.4.4).
struct PendingCharge {
  UnitId charger = kNoUnit;
  UnitId target = kNoUnit;
  ChargeOrigin origin = ChargeOrigin::Orders;
  bool chargerHalted = false;      // halted by shooting on the way in
  bool counterCharged = false;     // the target's counter-charge succeeded
  bool counterHalted = false;      // ... or it tried and was itself halted earlier this turn
  bool evaded = false;
  Pose targetStart;                // where the target stood when the charge was declared
};

// A formation change waiting to see whether an enemy charges it (2.3.3).
struct PendingFormation {
  UnitId unit = kNoUnit;
  int code = 0;
  std::optional<Angle> facing;
  bool pavises = false;  // deploying or picking up pavises (3.3.3.4)
};

// One melee of the melee phase: its two opponents.
struct MeleePair {
  UnitId a = kNoUnit;
  UnitId b = kNoUnit;
};

// A fall back that the winner may follow up.
struct PendingFollowUp {
  UnitId winner = kNoUnit;
  UnitId loser = kNoUnit;
  Point shift;            // how far the loser fell back
  bool must = false;      // Berserk units must follow up
  std::vector<UnitId> frontSupporters;  // the winner's units against the loser's front
};

// The arithmetic of one shot before the dice are rolled (2.5.3, 3.3.1, 3.3.2), as shoot()
// applies it: dice hitting on hitOn+, the target's armour (or shields only) on the hits, horse
// doubled and skirmishers halved, then casualties per stand shot at and a halt beyond the width.
struct ShotTerms {
  int dice = 0;
  int hitOn = 4;
  int armour = 0;          // added to the hits (never below none)
  bool piercing = false;   // a longbow or arbalest close enough to count shields only
  int multiplier = 1;      // against horse
  int divisor = 1;         // against skirmishers
  Cover cover = Cover::None;
  int standsShotAt = 1;    // each counting 2 or 3 in cover
  int width = 1;           // more hits than this Halt the target
  int hits(int raw) const { return std::max(0, raw + armour) * multiplier / divisor; }
  int casualties(int raw) const { return hits(raw) / std::max(1, standsShotAt); }
  bool halts(int raw) const { return hits(raw) > width; }
};

// What one shot is likely to bring: chances 0..1, expectations in casualty figures.
struct ShotOdds {
  ShotTerms terms;
  double expectedHits = 0;
  double expectedCasualties = 0;
  double pCasualty = 0;      // at least one casualty figure
  double pHalt = 0;
  double pPersonalityDice = 0;  // the red and yellow dice are rolled for its personalities (3.1.3.3)
};

// How a unit would make contact with a target in a charge.
struct ChargePlan {
  const char* problem = nullptr;  // why it cannot, or nullptr
  Angle direction = 0;            // of the move, within 45 degrees of the charger's facing
  Length distance = 0;            // to first contact
  Length allowance = 0;           // its charge move on this ground
  int dice = 0;                   // random-move dice (spans of the allowance)
  Zone targetEdge = Zone::Front;  // the edge of the target it strikes
  bool crossesStakes = false;     // through the sharp side of stakes (3.3.3.3)
  bool stoppedByBerm = false;     // 3.3.3.2: a berm stops all charges
  bool blockedByTabor = false;    // 3.3.3.1
  bool outOfReach = false;        // the only problem is distance
};

class WarlordsGame final : public Game {
 public:
  explicit WarlordsGame(std::shared_ptr<const Setup> setup);

  // Game
  std::string_view system() const override { return "warlords"; }
  int largestDie() const override;
  PhaseInfo phase() const override;
  using Game::legalActions;
  void legalActions(std::vector<Action>& out) const override;
  Verdict check(const Action& a) const override;
  void apply(const Action& a, Dice& dice, EventSink& sink) override;
  Result result() const override { return mResult; }
  std::uint64_t stateHash() const override;
  std::unique_ptr<Game> clone() const override { return std::make_unique<WarlordsGame>(*this); }
  std::vector<UnitView> units() const override;
  // Contact geometry (Invariants.cpp): no two enemy blocks overlap, and every enemy pair in
  // contact when the last melee phase ended had one of its units fight in it.
  std::string invariantProblem() const override;
  // A charged unit's hold ground is aimed at its charger.
  UnitId aimedAt(const Action& a) const override;
  // An activation's, a shot's and a charge's reach (Odds.cpp).
  std::optional<ActionOdds> odds(const Action& a) const override;

  // Read-only queries for the AI, the table and tests.
  const Setup& setup() const { return *mSetup; }
  const Tables& tables() const { return *mSetup->tables; }
  Length span() const { return mSetup->span; }
  const std::vector<UnitState>& unitStates() const { return mUnits; }
  const UnitState& unit(UnitId id) const { return mUnits.at(static_cast<std::size_t>(id)); }
  const UnitProfile& profile(const UnitState& u) const { return mSetup->profiles[static_cast<std::size_t>(u.profile)]; }
  const TroopType& troop(const UnitState& u) const { return tables().troop(profile(u).type); }
  const std::vector<PersonalityState>& personalities() const { return mPersonalities; }
  const PersonalitySetup& personalitySetup(const PersonalityState& p) const {
    return mSetup->personalities[static_cast<std::size_t>(p.setup)];
  }
  Phase currentPhase() const { return mPhase; }
  Side sideToAct() const { return mToAct; }
  Side initiative() const { return mFirst; }
  int turn() const { return mTurn; }
  const ActiveUnit& active() const { return mActive; }
  const std::optional<PendingCharge>& pendingCharge() const { return mCharge; }
  const std::optional<PendingFormation>& pendingFormation() const { return mFormation; }
  const std::optional<PendingFollowUp>& pendingFollowUp() const { return mFollowUp; }
  std::string label(UnitId id) const;  // "Housecarls (u3)"

  // --- Unit geometry (UnitGeometry.cpp) ---
  Length standDepth(const UnitState& u) const;
  std::vector<int> widths(const UnitState& u) const;
  int frontWidth(const UnitState& u) const;       // stands in the front rank
  int activationWidth(const UnitState& u) const;  // 2.2 (a Wedge activates as 1 wide)
  int combatWidth(const UnitState& u) const;      // melee and shooting (a Wedge: its widest full rank)
  Rect block(const UnitState& u) const;
  // gap(a, b), remembered (GapMemo): the rules and the AI ask for the same pairs very often.
  Length gapOf(const Rect& a, const Rect& b) const { return mGaps.gap(a, b); }
  Rect blockAt(const UnitState& u, const Pose& p, FormationKind f, int ranks, int stands) const;
  // The shape of u's block in a formation (files across its widest rank, ranks, one stand).
  measured::BlockShape shapeAt(const UnitState& u, FormationKind f, int ranks, int stands) const;
  measured::BlockShape shapeOf(const UnitState& u) const {
    return shapeAt(u, u.formation, u.ranks, u.standCount());
  }
  std::vector<Rect> standFootprints(const UnitState& u) const;  // as the table shows them
  // Where each stand stands in a formation at a pose, in slot order (no display offsets).
  std::vector<Rect> standRectsAt(const UnitState& u, const Pose& p, FormationKind f, int ranks) const;
  // Contact between two enemy units whose blocks touch edge to edge.
  std::optional<Contact> contactBetween(const UnitState& a, const UnitState& b) const;
  std::vector<Contact> contactsOf(const UnitState& u) const;
  bool inContact(const UnitState& u) const;
  Length gapBetween(const UnitState& a, const UnitState& b) const;
  // Whether `viewer` sees `target` (line of sight; within 45 degrees of its front when asked).
  bool canSee(const UnitState& viewer, const UnitState& target, bool within45) const;
  const UnitState* nearestEnemy(const UnitState& u, bool visibleWithin45) const;

  // --- Unit characteristics (Activation.cpp, Melee.cpp) ---
  bool isImpetuous(const UnitState& u) const;  // 1.5.1.1, or a Rash commander (3.1.2)
  bool isDrilledOrVeteranSkirmisher(const UnitState& u) const;
  int moveSpans(const UnitState& u) const;     // 2.4.2 with Fast, Slow and Shieldwall
  int chargeSpans(const UnitState& u) const;   // 2.4.4.1
  // How far a charge of `u` toward `to` may go over the ground between (rough, slope,
  // obstacles and slow terrain, 3.2.1), `extraSpans` added for a good random move (2.4.9).
  Length chargeAllowance(const UnitState& u, const Pose& to, int extraSpans = 0) const;
  int activationModifier(const UnitState& u, bool evading, int evadeSpans, bool charging,
                         std::vector<Modifier>* out) const;
  bool mayAddChampion(const UnitState& u, int score) const;
  bool hasPersonality(const UnitState& u, Trait t, bool commanderOnly) const;
  int personalitiesIn(const UnitState& u) const;

  // --- Movement queries (Movement.cpp) ---
  // Nullptr when `a` (a Move) is a lawful normal move for its unit now.
  const char* checkMoveGeometry(const UnitState& u, const Pose& to, bool brokenStraight) const;
  // The furthest the unit can go straight along `direction` (facing kept) up to `limit`.
  Length clearAdvance(const UnitState& u, Angle direction, Length limit, bool keepSpan) const;
  // The unit's normal move on the ground it would cross (spans * span, terrain included).
  Length moveAllowance(const UnitState& u, const Pose& from, const Pose& to) const;
  Pose wheeled(const UnitState& u, const Pose& from, Angle newFacing) const;
  Length wheelCost(const UnitState& u, Angle turn) const;
  bool mayWheelWhileMoving(const UnitState& u) const;

  // --- Ground (Terrain.cpp) ---
  struct Ground {
    bool rough = false, slow = false, slope = false, obstacle = false, impassable = false;
  };
  Ground groundUnder(const Rect& r) const;
  // groundUnder(r).impassable, without looking at the slope (asked for every step of a move).
  bool impassableUnder(const Rect& r) const;
  Ground groundAlong(const UnitState& u, const Pose& from, const Pose& to) const;
  // The same, given the ground under the unit's block at `from` and at `to` (groundUnder).
  Ground groundAlong(const UnitState& u, const Pose& from, const Pose& to, const Ground& atFrom,
                     const Ground& atTo) const;
  struct DefenceHit {
    int index = -1;
    Point where;
    bool fromSpecialSide = false;  // from the sharp side of stakes / the outside of a berm
    bool throughPort = false;
  };
  std::vector<DefenceHit> defencesCrossed(Point a, Point b) const;
  // What the field defences on a charge's path, from `from` to its point of contact
  // `contact`, do to charger `c` (3.3.3): a line touched only at the point of contact is not
  // crossed. planCharge decides by it, and the AI foresees charges by it.
  struct DefencesOnPath {
    bool crossesStakes = false;    // through their sharp side (3.3.3.3)
    bool stoppedByBerm = false;    // 3.3.3.2
    bool blockedByTabor = false;   // 3.3.3.1: not a March Column through a sally port
    bool crossesObstacle = false;  // 3.3.3.5
  };
  DefencesOnPath defencesOnPath(const UnitState& c, Point from, Point contact) const;
  // 3.3.3.1 (SallyPort.cpp): whether p lies inside tabor d.
  bool insideTabor(const FieldDefence& d, Point p) const;
  bool flat() const { return mFlat; }
  // 3.2.2 Riverbank: the rough and sloped ground along a river added to ground g under r.
  void mergeBanks(const Rect& r, Ground& g) const;

  // --- Charges (Charge.cpp) ---
  ChargePlan planCharge(const UnitState& charger, const UnitState& target) const;
  bool mayCounterCharge(const UnitState& u, const UnitState& charger) const;
  bool mayEvade(const UnitState& u, const UnitState& charger) const;
  // Whom a Berserk unit goes for (2.4.10, 1.7.1), the first that applies: the nearest enemy
  // it can charge (`charges`), else the nearest in sight within 45 degrees of its front (a
  // rush toward it), else none (it is Ready again).
  struct BerserkAim {
    const UnitState* target = nullptr;
    bool charges = false;
  };
  BerserkAim berserkAim(const UnitState& u) const;

  // --- Shooting (Shooting.cpp) ---
  const char* checkShot(const UnitState& shooter, const UnitState& target, ShotStyle style) const;
  int shootingRange(const UnitState& shooter, ShotStyle style) const;
  int shootingDice(const UnitState& shooter, ShotStyle style, Length range) const;
  // The shot's dice, armour, horse and skirmisher terms: everything of shotTerms but cover.
  ShotTerms shotDiceTerms(const UnitState& shooter, const UnitState& target, ShotStyle style) const;
  // Expected adjusted hits from those terms, for the AI.
  double expectedHits(const UnitState& shooter, const UnitState& target, ShotStyle style) const;
  ShotTerms shotTerms(const UnitState& shooter, const UnitState& target, ShotStyle style) const;
  // The chances of the shot as shoot() would roll it, counted over every number of hits.
  ShotOdds shotOdds(const UnitState& shooter, const UnitState& target, ShotStyle style) const;

  // --- Melee (Melee.cpp) ---
  struct MeleeOdds {
    int dice = 2;
    std::vector<Modifier> extraDice;
    std::vector<Modifier> modifiers;
    int modifierTotal() const;
  };
  MeleeOdds meleeOdds(const UnitState& me, const UnitState& opp) const { return meleeOddsWith(me, opp, nullptr); }
  // The same, as if `charger` had just struck `target` on `edge` (for the AI's estimates):
  // that contact replaces whatever the two have now.
  struct Supposed {
    UnitId charger = kNoUnit;
    UnitId target = kNoUnit;
    Zone edge = Zone::Front;   // the target's edge struck
    bool charging = true;      // the charger counts as charging
    bool bothCharging = false; // a counter-charge met it
  };
  MeleeOdds meleeOddsWith(const UnitState& me, const UnitState& opp, const Supposed* s) const;
  // 2.6: the melees the melee phase would fight (their opponents), as contacts stand now or
  // with the supposed charge struck home: a charge at an enemy already fighting friends may
  // join their melee as a supporting unit, or take it over as the opponent.
  std::vector<MeleePair> meleePairs(const Supposed* s = nullptr) const;
  // In the melee phase, the melee the next ResolveMelee fights (its two opponents).
  std::optional<MeleePair> nextMelee() const;

  // A copy of the match in which unit `id` has made the formation change `option` (with
  // `facing`), for the AI to judge the change; nothing is checked or rolled.
  std::unique_ptr<WarlordsGame> supposeFormation(UnitId id, int option, std::optional<Angle> facing) const;

  // --- Victory (WarlordsGame.cpp) ---
  bool armyBroken(Side s) const;
  int strengthPermille(Side s) const;  // what is left of the army, for the turn limit
  // Whom the turn limit favours as things stand: the side that has only to hold the field,
  // or the side more than `marginPermille` ahead on strength; None for a draw or a closer
  // count. (The AI asks this, with a margin, to know whether time is on its side.)
  Side turnLimitFavours(int marginPermille = 0) const;
  // Who would win, and why, if the turn limit were reached now.
  struct TurnLimitResult {
    Side winner = Side::None;
    std::string reason;
  };
  TurnLimitResult turnLimitResult() const;

 private:
  friend class WarlordsTestAccess;

  UnitState& mut(UnitId id) { return mUnits.at(static_cast<std::size_t>(id)); }
  // Contact as it is, or as the supposed charge would make it (the charger has left its place).
  std::optional<Contact> contactSupposing(const UnitState& x, const UnitState& y, const Supposed* s) const;

  // Turn flow (WarlordsGame.cpp)
  void beginTurn(EventSink& sink);
  void rollInitiative(Dice& dice, EventSink& sink);
  void advance(EventSink& sink);          // moves the flow on when nothing is left to choose
  void finishActivation(EventSink& sink);
  void startMeleePhase(EventSink& sink);
  void endTurn(EventSink& sink);
  // Enemy pairs in contact now of which neither unit has fought this melee phase.
  std::vector<std::pair<UnitId, UnitId>> unfoughtContacts() const;
  void checkVictory(EventSink& sink);
  void endGame(Side winner, Ending ending, std::string reason, EventSink& sink);
  bool sideHasUnitsToActivate(Side s) const;
  void swapUnits(const Action& a, EventSink& sink);

  // Activation (Activation.cpp)
  const char* checkActivate(const Action& a) const;
  void activate(UnitId id, Dice& dice, EventSink& sink);
  struct Roll {
    std::vector<int> faces;
    int best = 0;
    int score = 0;
    bool doubles = false;
  };
  Roll rollActivation(UnitState& u, Dice& dice, EventSink& sink, const char* purpose, bool evading, int evadeSpans,
                      bool charging);
  void applyFailure(UnitState& u, Dice& dice, EventSink& sink);
  // A `why` here and in halt, loseStands and disperse is the reason in words ending with its
  // rule in brackets; the event's text gives it after a colon, never in brackets of its own.
  void loseMoraleStep(UnitState& u, Dice& dice, EventSink& sink, const char* why);
  void setMorale(UnitState& u, Morale m, EventSink& sink, const char* why);
  void goBerserk(UnitState& u, EventSink& sink);
  void berserkMove(UnitState& u, Dice& dice, EventSink& sink, ChargeOrigin origin);
  const char* checkChampion(const Action& a) const;
  void addChampion(UnitState& u, EventSink& sink);

  // Orders (Orders.cpp)
  const char* checkOrderUnit(const Action& a, bool needSuccess) const;
  const char* checkMove(const Action& a) const;
  const char* checkWheel(const Action& a) const;
  const char* checkHalt(const Action& a) const;
  // A failed moving unit's random move before it Halts, spent first on a wheel (2.4.9).
  const char* haltWheelProblem(const UnitState& u, Angle facing) const;
  Length wheelFirst(UnitState& u, Angle facing, Length d, EventSink& sink);
  const char* checkFormation(const Action& a) const;
  const char* checkEnd(const Action& a) const;
  const char* checkBreakOff(const Action& a) const;
  void applyMove(const Action& a, EventSink& sink);
  void applyWheel(const Action& a, EventSink& sink);
  void applyHalt(const Action& a, Dice& dice, EventSink& sink);
  void applyFormation(const Action& a, EventSink& sink);
  void completeFormation(UnitState& u, const PendingFormation& f, EventSink& sink);
  void applyEnd(const Action& a, Dice& dice, EventSink& sink);
  void applyBreakOff(const Action& a, Dice& dice, EventSink& sink);
  const char* formationProblem(const UnitState& u, int option, std::optional<Angle> facing) const;
  Pose formationPose(const UnitState& u, FormationKind f, int ranks, Angle facing) const;
  Pose brokenTurn(const UnitState& u, Angle facing) const;
  const char* breakOffProblem(const UnitState& u) const;

  // Movement (Movement.cpp)
  struct PathRules {
    bool keepSpan = true;       // stop 1 span from enemies (2.4.1); false: only contact stops
    bool allowPassage = true;   // passage of lines through friends (2.4.6)
    bool charging = false;
    UnitId ignore = kNoUnit;    // the unit being charged
  };
  std::vector<Pose> pathPoses(const UnitState& u, const Pose& from, const Pose& to) const;
  // Every unit's block where it stands, by id (a default Rect for units off the table): the
  // poses of one path are each tried against the same others.
  std::vector<Rect> blocksNow() const;
  // `blocks`, if given, is blocksNow(), to save working out the others' blocks again.
  std::vector<Length> startingGaps(const UnitState& u, Length reach, const std::vector<Rect>* blocks = nullptr) const;
  const char* poseProblem(const UnitState& u, const Pose& p, const PathRules& rules, const std::vector<Length>& gaps,
                          bool final, const std::vector<Rect>* blocks = nullptr) const;
  // `alongToEnd`, if given, is groundAlong(u, u.pose, poses.back()), which the caller has
  // already worked out.
  const char* pathProblem(const UnitState& u, const std::vector<Pose>& poses, const PathRules& rules,
                          const Ground* alongToEnd = nullptr) const;
  bool passageAllowed(const UnitState& mover, const UnitState& still, bool charging) const;
  Length moveAllowanceSpans(const UnitState& u, int spans, const Pose& from, const Pose& to) const;
  // The same over ground already worked out (groundAlong(u, from, to)).
  Length allowanceOver(const UnitState& u, int spans, const Ground& along) const;
  void moveUnitTo(UnitState& u, const Pose& to, EventKind kind, EventSink& sink, const std::string& why);
  void continueMove(UnitState& u, EventSink& sink);                 // a moving unit's automatic move
  Length randomMove(UnitState& u, int dice, Dice& d, EventSink& sink, const char* rule, const char* purpose,
                    int* extra = nullptr);
  void halt(UnitState& u, EventSink& sink, const char* why);
  void recordPassage(const UnitState& mover, const Pose& from, const Pose& to);

  // Charges (Charge.cpp)
  const char* checkCharge(const Action& a) const;
  const char* checkReaction(const Action& a) const;
  const char* checkSupportShot(const Action& a) const;
  void declareCharge(UnitId charger, UnitId target, ChargeOrigin origin, EventSink& sink, Dice& dice);
  void applyCharge(const Action& a, Dice& dice, EventSink& sink);
  void applyInterruptCharge(const Action& a, Dice& dice, EventSink& sink);
  void applyReaction(const Action& a, Dice& dice, EventSink& sink);
  void applySupportShot(const Action& a, Dice& dice, EventSink& sink);
  void afterReaction(Dice& dice, EventSink& sink);
  void resolveCharge(Dice& dice, EventSink& sink);
  // `otherMoving`: the other unit was moving too (a counter-charge), so the heavier does not
  // go on one more span (2.4.5).
  bool bringIntoContact(UnitState& mover, UnitState& other, const ChargePlan& plan, Length moved, EventSink& sink,
                        bool otherMoving);
  bool conform(UnitState& mover, UnitState& other, EventSink& sink);
  void pushOneMoreSpan(UnitState& heavier, UnitState& lighter, EventSink& sink);
  bool stakesAttack(UnitState& u, Dice& dice, EventSink& sink);
  void evade(UnitState& u, UnitState& charger, Dice& dice, EventSink& sink);
  void showerShooting(UnitState& a, UnitState& b, Dice& dice, EventSink& sink);
  bool anySupportShooter(Side side, UnitId charger) const;
  bool anyInterruptCharger(const UnitState& forming) const;
  void endChargeExchange(Dice& dice, EventSink& sink);

  // Shooting (Shooting.cpp)
  const char* checkShoot(const Action& a) const;
  void applyShoot(const Action& a, Dice& dice, EventSink& sink);
  // Rolls one unit's shooting at another; returns the adjusted hits.
  int shoot(UnitState& shooter, UnitState& target, ShotStyle style, Dice& dice, EventSink& sink, const char* rule);
  int standsShotAt(const UnitState& shooter, const UnitState& target) const;
  Cover coverOf(const UnitState& shooter, const UnitState& target) const;

  // Melee (Melee.cpp, FallBack.cpp)
  void resolveNextMelee(Dice& dice, EventSink& sink);
  void fight(UnitState& a, UnitState& b, Dice& dice, EventSink& sink);
  void applyCasualties(UnitState& u, int casualties, Dice& dice, EventSink& sink, bool melee);
  void fallBack(UnitState& u, const UnitState& winner, Length distance, Dice& dice, EventSink& sink,
                bool supporting);
  void applyFollowUp(const Action& a, EventSink& sink);
  void impetuousReaction(const UnitState& broken, const std::vector<UnitId>& enemies, Dice& dice, EventSink& sink);
  void rushAfterFleeing(UnitState& u, const UnitState& fleeing, Dice& dice, EventSink& sink);
  bool followUpBlocked(const UnitState& u, Point shift, UnitId loser) const;
  const char* checkFollowUp(const Action& a) const;
  void loseStands(UnitState& u, std::vector<int> standIds, Dice& dice, EventSink& sink, const char* why, bool melee);
  // How far a unit can go along `dir` (facing kept) before something stops it, and what.
  using Blocker = measured::Stop;
  // `ignore`: units passed through. `slideAlong`: units touching it at the start, which it
  // may slide along or move away from, but which still stop it where it would cut into them.
  Blocker firstBlocker(const UnitState& u, Angle dir, Length limit, const std::vector<UnitId>& ignore,
                       const std::vector<UnitId>& slideAlong = {}) const;
  std::vector<int> edgeStands(const UnitState& u, Zone edge) const;

  // Fleeing (Flee.cpp, FlightPath.cpp)
  void breakUnit(UnitState& u, const UnitState* from, Dice& dice, EventSink& sink);
  void flee(UnitState& u, const UnitState* from, Dice& dice, EventSink& sink);
  // 3.3.3.1: a March Column partly through a sally port that must recoil or flee withdraws
  // inside instead; true when it did (SallyPort.cpp).
  bool withdrawInsideSallyPort(UnitState& u, EventSink& sink);
  // Where a fleeing unit's flight takes it (1.7.3, 2.4.11), worked out before it moves.
  struct Flight {
    enum class Kind : std::uint8_t { Clear, LosesFiles, StopsShort, OffTable, Boxed };
    Kind kind = Kind::Boxed;
    Angle dir = 0;                // the way it goes: directly away, or up to 45 degrees off
    Length distance = 0;          // how far the part of it that gets away goes
    std::vector<int> lostFiles;   // files (0 at its left) that cannot avoid an obstacle
    bool survivorsLeaveTable = false;  // the files that get away run off the table
  };
  Angle fleeDirection(const UnitState& u, const UnitState* from) const;
  std::vector<UnitId> enemiesFledFrom(const UnitState& u, Angle away) const;
  void turnToFlee(UnitState& u, Angle away) const;
  Flight planFlight(const UnitState& u, Angle away, Length rolled, const std::vector<UnitId>& runFrom) const;
  // The units a flight along `dir` goes through: those it runs from and the `passable`
  // friends (2.4.6) it comes out beyond.
  std::vector<UnitId> passedOnFlight(const UnitState& u, Angle dir, Length rolled, const std::vector<UnitId>& runFrom,
                                     const std::vector<UnitId>& passable, const std::vector<UnitId>& touching) const;
  // A Broken unit with nowhere to flee: it stays and loses a stand per enemy in contact; the
  // log says the unit "has" (or, for a plural name, "have") `what`.
  void stayHemmedIn(UnitState& u, const char* what, Dice& dice, EventSink& sink);
  void brokenToEdge(UnitState& u, EventSink& sink);
  void disperse(UnitState& u, EventSink& sink, const char* why);
  // Moves a unit the least distance (same facing) so that it overlaps no other unit but
  // those in `ignore`, and touches no enemy but those in `mayTouch`; false if there is no
  // such place within two spans.
  bool settleClear(UnitState& u, const std::vector<UnitId>& ignore, const std::vector<UnitId>& mayTouch = {});
  void leaveTable(UnitState& u, EventSink& sink);

  // Personalities (Personalities.cpp)
  void personalityLossCheck(UnitState& u, const std::vector<int>& hitStands, UnitId enemy, Dice& dice,
                            EventSink& sink, const char* rule, int red, int yellow);
  void personalityStandLost(UnitState& u, int standId, Dice& dice, EventSink& sink);
  void personalityGone(PersonalityState& p, Fate fate, UnitId enemy, Dice& dice, EventSink& sink, const char* rule);
  void unitBrokeWithPersonalities(UnitState& u, EventSink& sink);

  // Candidates (Candidates.cpp)
  void orderCandidates(const UnitState& u, std::vector<Action>& out) const;
  void moveCandidates(const UnitState& u, std::vector<Action>& out) const;
  void formationCandidates(const UnitState& u, std::vector<Action>& out) const;
  void pushIfLegal(const Action& a, std::vector<Action>& out) const;

  std::shared_ptr<const Setup> mSetup;
  std::vector<UnitState> mUnits;
  std::vector<PersonalityState> mPersonalities;
  int mTurn = 1;
  Phase mPhase = Phase::Initiative;
  Side mFirst = Side::None;      // initiative this turn
  Side mLastInitiative = Side::None;
  Side mToAct = Side::One;
  bool mSecondSide = false;      // the side without initiative is activating
  std::array<bool, 2> mCunningDone{true, true};
  ActiveUnit mActive;
  std::optional<PendingCharge> mCharge;
  std::optional<PendingFormation> mFormation;
  std::optional<PendingFollowUp> mFollowUp;
  std::vector<MeleePair> mMelees;
  std::size_t mMeleeNext = 0;
  std::vector<UnitId> mFoughtThisPhase;
  // Enemy pairs in contact when the last melee phase ended of which neither unit fought in
  // it: what invariantProblem reports (a record for checking, no part of the game's state).
  std::vector<std::pair<UnitId, UnitId>> mUnfoughtAtMeleeEnd;
  int mMeleeEndTurn = 0;  // the turn whose melee phase that was
  std::array<bool, 2> mDecisiveLoss{false, false};
  bool mFlat = false;  // a FlatBattlefield: no ground to ask about
  // Kinds of ground that stop a move, and kinds that do anything groundUnder reads (rough,
  // slow, slope, impassable): from the tables, for Battlefield::mayFindTerrain.
  TerrainKindSet mImpassableKinds = 0;
  TerrainKindSet mGroundEffectKinds = 0;
  TerrainKindSet mBankKinds = 0;  // features with a bank (3.2.2 Riverbank)
  GapMemo mGaps;  // no part of the game's state: a copy starts with an empty one
  // block(u) by unit id, with what it was worked out from: asked for every unit by every
  // check and every candidate, it changes only when the unit moves or re-forms. (No part of
  // the game's state either: each entry is checked against the unit before it is used.)
  struct BlockMemo {
    int profile = -1;
    Pose pose;
    FormationKind formation = FormationKind::Line;
    int ranks = 0;
    int stands = 0;
    Rect block;
  };
  mutable std::vector<BlockMemo> mBlocks;
  Result mResult;
};

}  // namespace sandtable::rules::warlords
