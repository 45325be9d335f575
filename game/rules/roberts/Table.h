// The Robert's Rules table: every unit as a block of stands (its place, stands, ranks, hits,
// Disrupted stands, Demoralized, on the move, its leaders, removed) and every leader, built
// from a Deployment and measured on the measured-table kernel in inches. What does not change
// in a battle (the tables, the battlefield, each unit's line, bases and cost) is shared by
// every copy of a match; the state is copied with it.
#pragma once

#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "Actor.h"
#include "Deployment.h"
#include "Tables.h"
#include "core/Battlefield.h"
#include "core/Hash.h"
#include "measured/Block.h"

namespace sandtable::rules::roberts {

using measured::Pose;

// A deployment that does not fit the table; the message names the unit (the scenario reader
// places it at the unit's line in the file).
class DeploymentError : public std::runtime_error {
 public:
  DeploymentError(Side side, int placement, const std::string& message)
      : std::runtime_error(message), side(side), placement(placement) {}
  Side side;
  int placement;  // index into the side's Placement list; -1 for a free leader
};

// What a unit is for the whole battle.
struct UnitSetup {
  Side side = Side::One;
  int line = 0;       // index into its army's units
  int placement = 0;  // index into its side's placements
  std::string name, shortName;
  TroopKind type = TroopKind::HeavyFoot;
  bool formed = true;
  int startStands = 1;
  Length standWidth = 0;
  Length standDepth = 0;
  Actor actor;                    // fresh: neither Demoralized, Disrupted, moving nor led
  long long standHundredths = 0;  // one stand's points, for victory points
  int unitCost = 0;               // the whole unit's, with the Formed premium
  // What its card shows and never changes, worded once: AV-DV (MAV) and the attributes.
  std::string profileText, attributesText;
  UnitId hiddenIn = kNoUnit;  // the host it starts hidden within (Placement::hiddenIn)
};

struct LeaderSetup {
  Side side = Side::One;
  int index = 0;  // into its army's leaders
  std::string
      name;  // in the log and on the table: with his side where both sides have one so named
  // As the army file and the scenario name him: placements, free leaders and decisive leaders
  // find him by it.
  std::string listedAs;
  LeaderRank rank = LeaderRank::Captain;
  int cost = 0;
};

struct Setup {
  std::shared_ptr<const Tables> tables;
  std::shared_ptr<const Battlefield> battlefield;
  Deployment deployment;
  measured::Scale scale{kInch};  // Robert's Rules measures in inches
  std::vector<UnitSetup> units;  // by UnitId
  std::vector<LeaderSetup> leaders;
  std::array<long long, 2> armyHundredths{};  // each side's army cost, hundredths of a point
};

struct UnitState {
  UnitId id = kNoUnit;
  Pose pose;
  int stands = 1;
  int ranks = 1;
  // By column (the files of its widest rank, from the left): how far it stands ahead of (+) or
  // behind (-) its place in the block at `pose`, having retreated or pursued alone (Columns.h);
  // empty while the unit stands in line.
  std::vector<Length> columnShift;
  // By column: its stands, front first. A unit that goes out of line keeps the places its
  // stands stood in, and loses stands off the back of its deepest columns, until it takes a new
  // formation; empty: its stands in ranks as even as they go (measured::evenRanks).
  std::vector<int> columnStands;
  int hits = 0;
  std::vector<bool> disrupted;  // by stand, slot order (front rank first)
  bool demoralized = false;
  bool moving = false;       // a Movement Action under way: it marches until Stopped
  bool removed = false;      // routed or destroyed
  std::vector<int> leaders;  // Setup::leaders attached to it
  // This phase: how far it has marched, whether it took a Movement Action or faced about,
  // and the enemy whose base depth stopped it (kept through the half-turn for a charge
  // declaration).
  Length marched = 0;
  bool movedThisPhase = false;
  bool facedAboutThisPhase = false;
  UnitId stoppedBy = kNoUnit;
  // A skirmisher hidden within a Formed host (Skirmishers.h): it travels with the host, has no
  // place of its own and is on the table for nothing until it emerges. `seen`: its emerging
  // Countercharge has shown it to the enemy. `unknown`: in a copy of the match as the enemy
  // knows it (RobertsGame::asSeenBy), a hidden unit the viewer cannot know of.
  UnitId host = kNoUnit;
  bool seen = false;
  bool unknown = false;

  // On the table: neither removed nor hidden within a host.
  bool active() const { return !removed && host == kNoUnit; }
  bool hidden() const { return !removed && host != kNoUnit; }
  bool anyDisrupted() const;
  int disruptedStands() const;
};

class Table;

// By column of `u`: its stands (UnitState::columnStands, or as its ranks lay them out).
std::vector<int> standsByColumn(const Table& t, const UnitState& u);

struct LeaderState {
  UnitId attachedTo = kNoUnit;
  Point at;  // a free Captain's place
  bool removed = false;
  bool rodeThisPhase = false;  // a free Captain's one ride of his side's Action Phase
};

class Table {
 public:
  // Builds the table a Deployment describes; throws DeploymentError for an unknown line or
  // leader, a unit off the table, on impassable ground or overlapping another.
  static std::shared_ptr<const Setup> setUp(std::shared_ptr<const Tables> tables,
                                            std::shared_ptr<const Battlefield> battlefield,
                                            Deployment deployment);
  explicit Table(std::shared_ptr<const Setup> setup);

  const Setup& setup() const { return *mSetup; }
  const Tables& tables() const { return *mSetup->tables; }
  const measured::Scale& scale() const { return mSetup->scale; }
  Length inches(double n) const;
  double inchesOf(Length length) const;

  const std::vector<UnitState>& units() const { return mUnits; }
  const UnitState& unit(UnitId id) const { return mUnits.at(static_cast<std::size_t>(id)); }
  UnitState& unit(UnitId id) { return mUnits.at(static_cast<std::size_t>(id)); }
  const UnitSetup& setupOf(UnitId id) const {
    return mSetup->units.at(static_cast<std::size_t>(id));
  }
  const std::vector<LeaderState>& leaders() const { return mLeaders; }
  LeaderState& leader(int i) { return mLeaders.at(static_cast<std::size_t>(i)); }
  Side sideOf(UnitId id) const { return setupOf(id).side; }
  std::string label(UnitId id) const;  // "Militia spearmen (u0)"
  std::string sideName(Side s) const;  // as the scenario names it ("The English"), or its key

  // The actor for the unit as it stands now (Demoralized, Disrupted, moving, its leader).
  Actor actorOf(const UnitState& u) const;

  // --- Geometry (TableGeometry.cpp) ---
  // `u`'s block in `ranks` ranks: as its stands stand when `ranks` are its own, else in a new
  // formation of even ranks.
  measured::BlockShape shapeAt(const UnitState& u, int ranks) const;
  Rect blockAt(const UnitState& u, const Pose& p, int ranks) const;
  Rect block(const UnitState& u) const { return blockAt(u, u.pose, u.ranks); }
  // Every stand's footprint in the order stands fill the block (measured::standSlots, the
  // middle of the front first); a stand's index in the rules is standsOf's order, not this.
  std::vector<Rect> standRects(const UnitState& u) const;
  // The ground `u` covers standing at `p`: its block, or, while its columns stand out of line,
  // one rectangle for each run of neighbouring columns at the same shift.
  std::vector<Rect> partsAt(const UnitState& u, const Pose& p) const;
  std::vector<Rect> parts(const UnitState& u) const { return partsAt(u, u.pose); }
  // The ground column `column` of `u` covers (the block's depth, one file wide) at its shift,
  // and the centre of its front edge.
  Rect columnRect(const UnitState& u, int column) const;
  Point columnFront(const UnitState& u, int column) const;
  // By column: whether it stands apart from the unit's main body (Columns.h).
  std::vector<bool> columnsApart(const UnitState& u) const;
  // `u` re-formed on its main body's line (Columns.h mainBodyLine), in `ranks` ranks: its main
  // body in line there, any column apart from it where it stands.
  UnitState dressed(const UnitState& u, int ranks) const;
  Length gapBetween(const UnitState& a, const UnitState& b) const;
  bool inContact(const UnitState& a, const UnitState& b) const;
  // Whether a block `r` of `u` lies off the table or on ground no unit enters.
  bool offTableOrImpassable(const Rect& r) const;
  const UnitState* nearestEnemy(const UnitState& u) const;
  // Two units standing inside each other, in words; "" when none do.
  std::string overlapProblem() const;

  void hashInto(Hasher& h) const;

 private:
  std::shared_ptr<const Setup> mSetup;
  std::vector<UnitState> mUnits;
  std::vector<LeaderState> mLeaders;
};

}  // namespace sandtable::rules::roberts
