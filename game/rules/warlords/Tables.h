// Warlords' numbers, as loaded from config/rulesets/warlords.yaml. The code holds the
// procedures of seed text 001; every value they use comes from here.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/Battlefield.h"

namespace sandtable::rules::warlords {

// 001 1.4.2: the basic troop types, in ascending order of weight.
enum class TroopKind : std::uint8_t { FootSkirmisher, HorseSkirmisher, LooseFoot, CloseFoot, Cavalry, Pike, Count_ };
inline constexpr std::size_t kTroopKindCount = static_cast<std::size_t>(TroopKind::Count_);
std::string_view troopKindId(TroopKind k);  // "foot_skirmisher", ... as the YAML spells them
bool troopKindFromId(std::string_view id, TroopKind& out);

struct TroopType {
  TroopKind kind = TroopKind::CloseFoot;
  std::string name;          // "Close Foot"
  int move = 2;              // spans (2.4.2)
  int chargeBonus = 2;       // extra spans when charging (2.4.4.1)
  int weight = 0;            // 1.4.2: heavier troops conform lighter ones
  int depthPermille = 750;   // stand depth as thousandths of a span (1.4.2)
  bool skirmisher = false;
  bool light = false;        // Skirmishers and Loose Foot
  bool heavy = false;        // Close Foot, Pike, Cavalry
  bool line = false;         // Loose Foot, Close Foot, Pike
  bool horse = false;        // mounted
};

struct ActivationTable {
  int initiativeDie = 6;         // 2.1.1
  int dice = 2;                  // 2.2: 2d6 ...
  int dicePerChampion = 1;       // ... plus a die per champion
  int keep = 2;                  // add only the two highest
  int perCasualty = -1;
  int skirmisherOrDrilled = 2;
  int evadePerSpan = 1;          // only when attempting to evade
  int championMultiple = 3;      // 1.7.5 c: score at least 3x the champions already there
  int charisma = 1;              // 3.1.2: each point of charisma (sign kept)
  int expertTactician = 1;
  int indecisive = -1;
  int aggressive = 1;
};

struct MovementTable {
  int obliqueDegrees = 45;           // 2.4.3
  int stopFromEnemySpans = 1;        // 2.4.1, 2.4.3
  int fastBonus = 1;                 // 1.5.1.1
  int slowPenalty = 1;
  int slowArmour = -2;               // armour of -2 or less is Slow
  int shieldwallChargeBonus = 1;     // 2.4.4.1
  int roughPenalty = 1;              // 3.2.1
  int slopePenalty = 1;
  int obstaclePenalty = 1;           // reconstructed: crossing a linear obstacle
  int slowTerrainDivisor = 2;
  int slopeGradientPermille = 100;   // reconstructed: what counts as a slope
  int formationMinEnemySpans = 1;    // 2.3.3
  int breakOffMinSpans = 1;          // 2.4.8
  int passageMaxRanks = 2;           // 2.4.6 rule 3
  int brokenWheelDegrees = 180;      // 2.2.2
  int sallyPortDivisor = 2;          // 3.3.3.1: half speed through a sally port
};

struct RandomMoveTable {
  int highFace = 6;   // 2.4.9
  int lowFace = 1;
  int step = 1;       // spans added or taken for more sixes (ones)
  int bigStep = 2;    // ... for at least `ratio` times as many
  int ratio = 3;
};

struct MissileRange {
  int skirmishing = 0;
  int massed = 0;
};

struct ShootingTable {
  MissileRange hand{3, 2};          // 2.5.2
  MissileRange light{4, 8};
  MissileRange heavy{4, 12};
  int massedDicePerStand = 2;       // 2.5.3 A
  int skirmishDicePerStand = 1;
  int longbowMassedDicePerFile = 4;   // 3.3.1: 4d6 per file
  int arbalestMassedRange = 20;     // 3.3.2
  int armourPiercingRange = 4;      // longbows and arbalests ignore armour but shields at <= 4 spans
  int hitOn = 4;                    // 2.5.3 B
  int horseMultiplier = 2;
  int skirmisherDivisor = 2;
  int lightCoverStands = 2;         // 2.5.3 C
  int heavyCoverStands = 3;
  int personalityRedDice = 2;       // 3.1.3.3
};

struct MeleeTable {
  int dice = 2;                     // 2.6.1 A
  int keep = 2;
  int closeFootSecondRankDice = 1;
  int perRankDice = 1;              // Shieldwall or Pike, each rank
  int flankDice = 1;                // each flank (and rear) of the enemy overlapped or contacted
  int veteranDice = 1;
  int hatedDice = 1;                // 3.1.2 Hated
  int charging = 1;                 // 2.6.1 B
  int perChampionCharging = 1;
  int wedgeVsShieldwall = 1;
  int cavalryCharging = 1;
  int lancesCharging = 1;
  int elite = 1;
  int pikeFront = 2;
  int uphillOpponent = -1;
  int lightWeapons = -1;
  int flankContacted = -1;
  int rearContacted = -2;
  int chargedInFlankByHeavy = -2;
  int coward = -1;                  // 3.1.2
  int nemesis = 1;
  int bounty = 1;
  int fallBackSpans = 1;            // 2.6.1 D
  int unformMultiple = 2;
  int breakMultiple = 3;
  int ratioFloor = 1;               // reconstructed: a score below this counts as this in the multiples
};

struct PersonalityTable {
  int killMultiple = 2;  // 3.1.3.2: a red die of double his prowess kills him
};

struct FieldDefenceTable {
  int stakesPikeRanks = 1;   // 3.3.3.3: stakes attack as a single rank of Pike
};

enum class Cover : std::uint8_t { None, Light, Heavy };

// What a kind of ground or line does under Warlords (3.2.1 characteristics, 3.2.2 types).
struct TerrainEffect {
  std::string type;            // the 3.2.2 standard type it plays as ("light woods")
  bool impassable = false;
  bool rough = false;
  bool slow = false;
  bool slope = false;          // counts as slope for movement (banks, steep ground)
  bool linearObstacle = false;
  bool blocksVisibility = false;
  bool blocksShooting = false;
  Cover cover = Cover::None;
  int coverSpans = 0;          // woods and orchards: cover this deep, blocking beyond (0: throughout)
  int heightLevels = 0;        // 3.2.1 Height, in levels of one storey
  // 3.2.2 Riverbank: ground within bankSpans of this feature is also rough and/or sloped,
  // in addition to whatever ground it is.
  int bankSpans = 0;
  bool bankRough = false;
  bool bankSlope = false;
};

struct VictoryDefaults {
  int armyBreakPercent = 50;   // reconstructed: the text has no victory conditions
};

struct Tables {
  std::array<TroopType, kTroopKindCount> troops{};
  ActivationTable activation;
  MovementTable movement;
  RandomMoveTable randomMove;
  ShootingTable shooting;
  MeleeTable melee;
  PersonalityTable personalities;
  FieldDefenceTable fieldDefences;
  std::array<TerrainEffect, kTerrainKindCount> terrain{};
  VictoryDefaults victory;

  const TroopType& troop(TroopKind k) const { return troops[static_cast<std::size_t>(k)]; }
  const TerrainEffect& effect(TerrainKind k) const { return terrain[static_cast<std::size_t>(k)]; }
};

}  // namespace sandtable::rules::warlords
