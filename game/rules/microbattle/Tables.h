// MicroBattle's numbers, as loaded from config/rulesets/microbattle.yaml. The code holds
// the procedures; every value it uses comes from here.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "core/Battlefield.h"

namespace sandtable::rules::microbattle {

// Who a terrain effect applies to.
enum class UnitClass : std::uint8_t { Light, Medium, Heavy };

struct UnitType {
  std::string id;        // "heavy_infantry"
  std::string name;      // "Heavy Infantry"
  int moveMin = 1;       // "1-2" gives 1 and 2; "2" gives 2 and 2
  int moveMax = 1;
  int range = 0;         // 0: must be able to move into the defender's square
  int cv = 4;            // hits on d6 + modifiers >= cv
  int cvCharging = 0;    // 0 when the type has no charging value
  int def = 4;           // passes a hit on d6 >= def
  UnitClass unitClass = UnitClass::Medium;
  bool mounted = false;
  bool artillery = false;  // may not move and fire
  bool musket = false;     // affected by the one-square musket range variant
  int longRangeFrom = 0;   // ranged attacks at this distance or more are disadvantaged; 0: never
};

struct Period {
  std::string id;    // "shock", "horse_and_musket"
  std::string name;
  std::vector<UnitType> units;
  const UnitType* find(const std::string& id) const;
};

// Selects units by what they are: "all", "mounted", "foot", "artillery", "heavy", "medium", "light".
struct UnitFilter {
  bool all = false, mounted = false, foot = false, artillery = false, heavy = false, medium = false,
       light = false;
  bool matches(const UnitType& t) const;
  bool empty() const { return !(all || mounted || foot || artillery || heavy || medium || light); }
};

enum class Cover : std::uint8_t { None, Ranged, All };

struct TerrainCard {
  std::string id;       // "woods"
  char symbol = '.';    // in scenario maps
  TerrainKind ground = TerrainKind::Clear;
  int level = 0;        // hills stand one level up
  UnitFilter enterEndsMove;
  UnitFilter impassable;
  UnitFilter exitRollFor;
  int exitRollTarget = 0;  // d6 >= this to leave (0: no roll)
  Cover cover = Cover::None;
  bool occupantDisadvantaged = false;
};

// Each situational advantage, +1 or -1, is one factor; the text allows only a net +-1.
struct AdvantageFactors {
  int downhill = 1;
  int uphill = -1;
  int targetInCover = -1;
  int longRange = -1;
  int outflanked = 1;
  int attackerInBadGround = -1;
  int targetInBadGround = 1;
  int netCap = 1;
};

struct Options {
  bool musketRangeOneSquare = false;
  bool lightIgnoreShakenOnRetreat = false;
  bool roadMarch = false;
  int roadMarchMinDistance = 4;  // more than this many squares from the nearest enemy
};

// The random terrain of 003 Set Up: the field cut into sectors (the photographed cards' places),
// `cardsDealt` cards drawn from the deck, each laid in a sector of its own (TerrainDeal.h).
struct DeckCard {
  std::string card;    // a terrain card id ("woods")
  int copies = 1;      // in the deck
  bool across = false; // lies across its sector (a stretch of river), else any two squares side by side
};

struct TerrainDealRule {
  int sectorCols = 4;  // sectors across the field
  int sectorRows = 2;  // sectors between the baselines
  int cardsDealt = 4;
  int squaresPerCard = 2;
  std::vector<DeckCard> deck;
};

struct Tables {
  int gridCols = 8;
  int gridRows = 6;
  int initiativeDie = 6;
  int activationDice = 2;          // roll this many, take the highest
  int variableMoveTarget = 4;      // 4+ for the higher of a 1-2 / 2-3 move
  int shakenPenalty = -1;
  int retreatOn = 1;               // a Def roll of this retreats the unit
  int armyMoraleTarget = 4;        // 4+ to fight on
  int armyMoralePercent = 50;      // rolls start once strength drops below this
  AdvantageFactors advantages;
  Options options;
  std::map<std::string, Period> periods;
  std::vector<TerrainCard> terrain;
  TerrainDealRule terrainDeal;

  const TerrainCard* cardBySymbol(char c) const;
  const TerrainCard* cardById(const std::string& id) const;
  // Effects of the ground a square shows (cards that share a ground share effects).
  const TerrainCard& effectsOf(TerrainKind ground) const;
};

}  // namespace sandtable::rules::microbattle
