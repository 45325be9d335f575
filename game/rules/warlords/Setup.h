// Everything a Warlords match starts from: the tables, the measured table and its scale,
// the army lists (unit profiles), both armies as deployed, their personalities and
// contingents, any field defences, and how the battle is won.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "Tables.h"
#include "core/Battlefield.h"
#include "core/Geometry.h"
#include "core/Units.h"

namespace sandtable::rules::warlords {

enum class Training : std::uint8_t { Drilled, Irregular };
enum class HandWeapon : std::uint8_t { Light, Heavy, Lances };
enum class MissileKind : std::uint8_t { None, Hand, Light, Heavy };

// One entry of an army list (1.5): what a unit is, independent of where it stands.
struct UnitProfile {
  std::string id;    // "housecarls"
  std::string name;  // "Housecarls"
  TroopKind type = TroopKind::CloseFoot;
  Training training = Training::Irregular;
  int armour = 0;            // +1 unarmoured .. -2 full harness
  bool largeShield = false;  // a further -1
  HandWeapon weapon = HandWeapon::Heavy;
  MissileKind missiles = MissileKind::None;
  bool massed = false, shower = false, skirmishing = false;
  bool longbow = false, arbalest = false;
  // 1.5.1.1 special characteristics
  bool fast = false, slow = false, veteran = false, elite = false, impetuous = false;
  bool shieldwall = false, pavisiers = false, wedge = false, hedgehog = false, horseArchers = false;

  int armourRating() const { return armour - (largeShield ? 1 : 0); }
  bool drilled() const { return training == Training::Drilled; }
};

// 2.3: the formations a Formed unit can be in.
enum class FormationKind : std::uint8_t { Line, MarchColumn, Shieldwall, Wedge, Hedgehog };
std::string_view formationId(FormationKind f);  // "line", "column", ...
bool formationFromId(std::string_view id, FormationKind& out);

// 3.1.2 special traits.
enum class Trait : std::uint8_t {
  ExpertTactician, Cunning, FanaticalBodyguard, Hated, Rash, Indecisive, Coward, Aggressive, Nemesis, Vendetta,
  Bounty, Slippery, Count_
};
std::string_view traitId(Trait t);
bool traitFromId(std::string_view id, Trait& out);

struct PersonalitySetup {
  std::string name;
  Side side = Side::One;
  UnitId unit = kNoUnit;
  int stand = 0;              // which stand of the unit he is with; 0 is the command stand
  int charisma = 0;
  int prowess = 1;
  std::vector<Trait> traits;
  std::string nemesis;        // the named personality for Nemesis
  std::string vendetta;       // ... for Vendetta
  bool has(Trait t) const;
};

// 1.6: the units of one petty king or his general.
struct ContingentSetup {
  std::string id;
  std::string name;
  Side side = Side::One;
  int general = -1;  // index of the commanding personality, -1 when none is named
};

struct UnitSetup {
  std::string name;
  int profile = 0;            // index into Setup::profiles
  Side side = Side::One;
  int stands = 4;             // command stand included
  Point front;                // centre of the front edge of the front rank
  Angle facing = 0;
  FormationKind formation = FormationKind::Line;
  int ranks = 1;
  int contingent = -1;
  bool pavisesDeployed = false;
  std::string shortName;      // for labels where the name does not fit ("Gyrth"); may be empty
};

// 3.3.3: tabors, berms, stakes and obstacles, placed before the battle.
enum class DefenceKind : std::uint8_t { Tabor, Berm, Stakes, Obstacle };
std::string_view defenceKindId(DefenceKind k);
bool defenceKindFromId(std::string_view id, DefenceKind& out);

struct FieldDefence {
  DefenceKind kind = DefenceKind::Obstacle;
  Side owner = Side::None;
  std::vector<Point> line;        // a polyline on the table
  bool specialSideLeft = true;    // the sharp side of stakes / the defended side of a berm, seen walking the line
  std::vector<Point> sallyPorts;  // tabors: the centres of the gaps, each one span wide
  Cover cover = Cover::None;      // obstacles may count as cover
};

// What the turn limit decides: a draw; the side with more of its army still in the fight;
// or a side that only has to hold the field until nightfall (the English at Hastings: William
// had to win that day, far from home, with Harold's levies still gathering).
enum class TurnLimitOutcome : std::uint8_t { Draw, Strength, Holder };

struct Victory {
  int turnLimit = 12;
  int armyBreakPercent = 50;
  TurnLimitOutcome atTurnLimit = TurnLimitOutcome::Strength;
  Side holder = Side::None;  // with TurnLimitOutcome::Holder: the side that wins by holding
  // A side whose named personality is killed or captured breaks (Harold at Hastings).
  std::vector<std::string> decisivePersonalities;
};

struct Setup {
  std::shared_ptr<const Tables> tables;
  std::shared_ptr<const Battlefield> battlefield;
  Length span = 40 * kMillimetre;  // 1.2: the width of one base
  int groundMetresPerSpan = 18;    // 1.2: about 20 yards
  std::array<std::string, 2> sideNames{"Side 1", "Side 2"};
  std::vector<UnitProfile> profiles;
  std::vector<UnitSetup> units;
  std::vector<PersonalitySetup> personalities;
  std::vector<ContingentSetup> contingents;
  std::vector<FieldDefence> defences;
  Victory victory;
};

}  // namespace sandtable::rules::warlords
