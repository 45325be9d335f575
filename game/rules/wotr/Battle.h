// The War of the Roses table: every unit as a block of bases on the measured table (its
// place, ranks, figures lost, in rout or FURIOUS, pursuing, what it did this turn) and every
// leader (the C-in-C and each battle/wing's), built from a Deployment and measured in inches on
// the measured-table kernel (game/rules/measured/). What does not change in a battle (the
// tables, the battlefield, each unit's profile and its bases) is shared by every copy of a
// match; the state is copied with it.
#pragma once

#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "Deployment.h"
#include "Profile.h"
#include "Tables.h"
#include "core/Battlefield.h"
#include "core/GapMemo.h"
#include "core/Hash.h"
#include "measured/Block.h"
#include "measured/ChargePath.h"
#include "measured/Sweep.h"

namespace sandtable::rules::wotr {

using measured::Pose;

// A deployment that does not fit the table; names the unit.
class DeploymentError : public std::runtime_error {
 public:
  DeploymentError(Side side, int placement, const std::string& message)
      : std::runtime_error(message), side(side), placement(placement) {}
  Side side;
  int placement;
};

struct UnitSetup {
  Side side = Side::One;
  int placement = 0;
  std::string name, shortName, line;
  Profile profile;
  int wing = -1;  // index into its army's wings; -1: none
  int figures = 0;
  int bases = 1;
  Length baseWidth = 0, baseDepth = 0;
};

struct LeaderSetup {
  Side side = Side::One;
  std::string
      name;       // in the log and on the table: with his side where both sides have one so named
  int wing = -1;  // -1: the C-in-C
  UnitId startsWith = kNoUnit;
  // As the army file and the scenario name him: the decisive leaders find him by it.
  std::string listedAs;
};

struct Setup {
  std::shared_ptr<const Tables> tables;
  std::shared_ptr<const Battlefield> battlefield;
  Deployment deployment;
  std::vector<UnitSetup> units;  // by UnitId: side 1's placements, then side 2's
  std::vector<LeaderSetup> leaders;
  std::array<int, 2> startFigures{};
  std::array<Angle, 2> homeward{};  // each side's way to its own baseline
};

enum class Mode : std::uint8_t { Ready, Routed, Removed };

struct UnitState {
  UnitId id = kNoUnit;
  Pose pose;
  int ranks = 1;
  int lost = 0;  // figures
  Mode mode = Mode::Ready;
  bool furious = false;
  bool everRouted = false;
  int routedTurn = 0;
  UnitId pursuing = kNoUnit;
  bool fought = false;  // has fought a melee this battle (its first melee is over)
  // This turn: fired or fell back in Event II, charged, moved, may no longer charge (a face
  // change, major ground), the move used up, lost a melee, lost its leader.
  bool fired = false, fellBack = false, charged = false, moved = false, noCharge = false;
  Length used = 0;
  bool lostMelee = false, lostLeader = false;
  int avoidedTurn = 0;  // the last turn its skirmishers avoided a charge; 0: never
  bool interpenetrated = false;  // this turn: it passed through friends, or friends through it
  bool limbered = false;  // artillery: limbered to move (8"), else in battery to shoot (1")

  bool active() const { return mode != Mode::Removed; }
  bool ready() const { return mode == Mode::Ready; }
};

struct LeaderState {
  UnitId with = kNoUnit;
  bool killed = false;
  int incapacitatedThrough = 0;  // the last turn he is out of action; 0: never
  int rodeTurn = 0;              // the turn he last rode to another unit; 0: never
};

class Battle {
 public:
  // Builds the table a Deployment describes; throws DeploymentError for an unknown line, a
  // unit off the table or overlapping another.
  static std::shared_ptr<const Setup> setUp(std::shared_ptr<const Tables> tables,
                                            std::shared_ptr<const Battlefield> battlefield,
                                            Deployment deployment);
  explicit Battle(std::shared_ptr<const Setup> setup);

  const Setup& setup() const { return *mSetup; }
  const Tables& tables() const { return *mSetup->tables; }
  const Battlefield& battlefield() const { return *mSetup->battlefield; }
  static Length inches(double n) { return static_cast<Length>(n * kInch + (n >= 0 ? 0.5 : -0.5)); }
  static double inchesOf(Length l) { return static_cast<double>(l) / kInch; }
  // An arc of `degreesEachSide` either side of a centre line (002's 22.5 degrees), as an angle.
  static Angle halfArc(double degreesEachSide);
  // How finely a block's moves are swept: half an inch, or half a base's depth if less.
  static Length sweepStep(const measured::BlockShape& s);

  const std::vector<UnitState>& units() const { return mUnits; }
  UnitState& unit(UnitId id) { return mUnits.at(static_cast<std::size_t>(id)); }
  const UnitState& unit(UnitId id) const { return mUnits.at(static_cast<std::size_t>(id)); }
  const UnitSetup& setupOf(UnitId id) const {
    return mSetup->units.at(static_cast<std::size_t>(id));
  }
  const Profile& profileOf(UnitId id) const { return setupOf(id).profile; }
  // The unit's full move in inches (002 Event III's rates; guns limbered or in battery).
  double rateOf(UnitId id) const;
  Side sideOf(UnitId id) const { return setupOf(id).side; }
  int figuresLeft(UnitId id) const { return setupOf(id).figures - unit(id).lost; }
  std::string label(UnitId id) const;  // "Yellow cavalry (u0)"

  std::vector<LeaderState>& leaders() { return mLeaders; }
  const std::vector<LeaderState>& leaders() const { return mLeaders; }
  // The leader commanding unit `id` and able to (not killed, not incapacitated), or -1.
  int leaderWith(UnitId id, int turn) const;
  bool leaderActive(int leader, int turn) const;
  // Whether two places in the leaders' list are one man: a C-in-C who leads his own
  // battle/wing holds both commands, and rides, falls and stands with one unit as one.
  bool sameLeader(std::size_t a, std::size_t b) const;
  // Whether place `i` is a man an earlier place already holds (his second command).
  bool leaderListedBefore(std::size_t i) const;

  // --- Geometry (BattleGeometry.cpp) ---
  measured::BlockShape shape(UnitId id) const;
  Rect blockAt(UnitId id, const Pose& p) const;
  Rect block(UnitId id) const { return blockAt(id, unit(id).pose); }
  std::vector<Rect> baseRects(UnitId id) const;
  Length gapBetween(UnitId a, UnitId b) const { return gap(block(a), block(b)); }
  bool inContact(UnitId a, UnitId b) const;
  // Active enemies touching `id`, by id.
  std::vector<UnitId> enemiesInContact(UnitId id) const;
  bool lockedInMelee(UnitId id) const;
  // Whether any part of `target`'s block lies within `half` either side of the centre line
  // of `from`'s front (002's 22.5-degree arcs of fire and charge).
  bool inArcOf(const Rect& from, const Rect& target, Angle half) const;
  // Whether a block of `id` at `r` is on the table and overlaps no other active unit.
  bool blockFits(UnitId id, const Rect& r) const;
  // The other active units as a sweep of `id` from where it stands meets them.
  std::vector<measured::Obstacle> obstaclesFor(UnitId id) const;
  // A charge of `id` at `target` from where it stands (measured::planChargePath): `oblique`
  // either side of its facing, no further than `limit`.
  measured::ChargePlanGeometry planCharge(UnitId id, UnitId target, Angle oblique,
                                          Length limit) const;

  void hashInto(Hasher& h) const;

 private:
  std::shared_ptr<const Setup> mSetup;
  std::vector<UnitState> mUnits;
  std::vector<LeaderState> mLeaders;
  GapMemo mGaps;
};

}  // namespace sandtable::rules::wotr
