// The state of one Warlords unit and of one personality during a match: where the block
// of stands stands, its formation, morale, champions and casualties, and what it has done
// this turn. Plain data; WarlordsGame holds the procedures.
#pragma once

#include <cstdint>
#include <vector>

#include "Setup.h"
#include "core/Units.h"
#include "measured/Block.h"

namespace sandtable::rules::warlords {

// 1.7: Berserk, Ready, Worn, Broken; Dispersed units have left the table.
enum class Morale : std::uint8_t { Berserk, Ready, Worn, Broken, Dispersed };
std::string_view moraleName(Morale m);

// 2.4.1: a unit is stopped or moving (command stand forward); fleeing units run (2.4.11).
enum class Motion : std::uint8_t { Stopped, Moving, Fleeing };
std::string_view motionName(Motion m);

// Where a unit stands: the centre of the front edge of its front rank, and its facing.
using measured::Pose;

struct UnitState {
  UnitId id = kNoUnit;
  Side side = Side::One;
  int profile = 0;
  Pose pose;
  FormationKind formation = FormationKind::Line;
  int ranks = 1;
  bool formed = true;            // false: Unformed (2.3.2)
  Motion motion = Motion::Stopped;
  Morale morale = Morale::Ready;
  int champions = 0;             // 1.7.5
  int casualties = 0;            // 1.7.6
  std::vector<int> stands;       // stand ids in slot order; 0 is the command stand
  int initialStands = 0;
  UnitStatus status = UnitStatus::Active;
  // This turn.
  bool activated = false;
  bool haltedByShooting = false;  // 2.4.4.2: may not counter-charge
  bool charging = false;          // made contact in a charge this turn: +1 in Melee
  bool hitInFlankByHeavyCharge = false;  // 2.6.1 B: -2
  std::vector<Angle> passedThrough;      // 2.4.6 rule 6: directions friends passed through it
  // For the battle.
  bool foughtMelee = false;       // 1.7.5: fought the first round of the melee it is in
  bool pavisesDeployed = false;   // 3.3.3.4
  bool pavisesLost = false;
  bool everBroken = false;

  int standCount() const { return static_cast<int>(stands.size()); }
  bool active() const { return status == UnitStatus::Active; }
};

enum class Fate : std::uint8_t { Present, Killed, Wounded, Captured, Escaped };
std::string_view fateName(Fate f);

struct PersonalityState {
  int setup = 0;         // index into Setup::personalities
  UnitId unit = kNoUnit;
  int stand = 0;         // stand id he is with
  Fate fate = Fate::Present;
  bool present() const { return fate == Fate::Present; }
};

}  // namespace sandtable::rules::warlords
