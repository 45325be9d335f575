// A test bed for Warlords rules: the shipped tables (a copy a test may change), a small
// measured table (flat, or any Battlefield a test supplies), units placed in spans, and
// access to the state a test needs to set up a situation directly.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "rules/core/Dice.h"
#include "rules/core/Event.h"
#include "rules/warlords/WarlordsGame.h"
#include "support/RulesSteps.h"  // play, rolls, hasEvent, eventLog: every user of the bed wants them

namespace sandtable::rules::warlords {

// Reaches inside a game to set up a situation or to run one procedure on its own.
class WarlordsTestAccess {
 public:
  static UnitState& unit(WarlordsGame& g, UnitId id) { return g.mut(id); }
  static ActiveUnit& active(WarlordsGame& g) { return g.mActive; }
  static PersonalityState& personality(WarlordsGame& g, int i) { return g.mPersonalities.at(static_cast<std::size_t>(i)); }
  static void setPhase(WarlordsGame& g, Phase p, Side toAct) {
    g.mPhase = p;
    g.mToAct = toAct;
  }
  static void setInitiative(WarlordsGame& g, Side first) {
    g.mFirst = first;
    g.mLastInitiative = first;
  }
  static void fight(WarlordsGame& g, UnitId a, UnitId b, Dice& d, EventSink& s) { g.fight(g.mut(a), g.mut(b), d, s); }
  static int shoot(WarlordsGame& g, UnitId a, UnitId b, ShotStyle st, Dice& d, EventSink& s) {
    return g.shoot(g.mut(a), g.mut(b), st, d, s, "test");
  }
  static void flee(WarlordsGame& g, UnitId u, UnitId from, Dice& d, EventSink& s) {
    g.flee(g.mut(u), from == kNoUnit ? nullptr : &g.unit(from), d, s);
  }
  static void fallBack(WarlordsGame& g, UnitId u, UnitId winner, Length dist, Dice& d, EventSink& s) {
    g.fallBack(g.mut(u), g.unit(winner), dist, d, s, false);
  }
  static void loseMoraleStep(WarlordsGame& g, UnitId u, Dice& d, EventSink& s) {
    g.loseMoraleStep(g.mut(u), d, s, "test");
  }
  static void breakUnit(WarlordsGame& g, UnitId u, UnitId from, Dice& d, EventSink& s) {
    g.breakUnit(g.mut(u), &g.unit(from), d, s);
  }
  static Cover coverOf(const WarlordsGame& g, UnitId s, UnitId t) { return g.coverOf(g.unit(s), g.unit(t)); }
  static int standsShotAt(const WarlordsGame& g, UnitId s, UnitId t) { return g.standsShotAt(g.unit(s), g.unit(t)); }
};

}  // namespace sandtable::rules::warlords

namespace sandtable::test {

struct WarlordsBed {
  WarlordsBed();

  std::shared_ptr<rules::warlords::Tables> tables;  // a copy of config/rulesets/warlords.yaml
  std::shared_ptr<const rules::Battlefield> battlefield;  // default: a flat 60 x 40 span table
  rules::Length span = 40 * rules::kMillimetre;
  rules::warlords::Setup setup;

  // Profiles every test can use (returns the profile index). A test may edit setup.profiles.
  int profile(const std::string& id, rules::warlords::TroopKind type, rules::warlords::Training training, int armour);
  int closeFoot();  // irregular, armour 0, heavy weapons
  int shieldwallFoot();
  int cavalry();    // irregular, armour -1, lances
  int pike();       // drilled, hedgehog
  int looseFoot();
  int skirmishers();
  int archers();    // drilled loose foot, heavy missiles, massed and skirmishing

  // Places a unit: the centre of its front edge at (x, y) spans, facing `deg` degrees.
  rules::UnitId add(rules::Side side, int profile, int stands, double x, double y, int deg,
                    rules::warlords::FormationKind f = rules::warlords::FormationKind::Line, int ranks = 1,
                    const std::string& name = "");
  // Attaches a personality; returns its index.
  int person(rules::UnitId unit, const std::string& name, int charisma, int prowess, int stand = 0,
             std::vector<rules::warlords::Trait> traits = {});

  std::unique_ptr<rules::warlords::WarlordsGame> build() const;
};

rules::Length spans(double s);  // spans to micrometres (40 mm span)
rules::Point at(double x, double y);

// Rolls initiative so that `first` activates first (forced dice 6 and 1).
void startTurnW(rules::warlords::WarlordsGame& game, rules::Side first = rules::Side::One);
// Activates a unit with the given forced dice for its roll.
void activateW(rules::warlords::WarlordsGame& game, rules::UnitId u, std::vector<int> faces, rules::EventList& events);

}  // namespace sandtable::test
