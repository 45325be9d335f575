// A test bed for Warlords rules: the shipped tables (a copy a test may change), a small
// measured table (flat, or any Battlefield a test supplies), units placed in spans, access
// to the state a test needs to set up a situation directly, and the first steps of play
// most tests take (a unit activated, a charge declared).
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
  static std::vector<std::pair<UnitId, UnitId>> unfoughtContacts(const WarlordsGame& g) { return g.unfoughtContacts(); }
  static bool settleClear(WarlordsGame& g, UnitId u, std::vector<UnitId> mayTouch = {}) {
    return g.settleClear(g.mut(u), {}, mayTouch);
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
  int drilled(int profile);  // a copy of `profile` with drilled training

  // Places a unit: the centre of its front edge at (x, y) spans, facing `deg` degrees.
  rules::UnitId add(rules::Side side, int profile, int stands, double x, double y, int deg,
                    rules::warlords::FormationKind f = rules::warlords::FormationKind::Line, int ranks = 1,
                    const std::string& name = "");
  // Attaches a personality; returns its index.
  int person(rules::UnitId unit, const std::string& name, int charisma, int prowess, int stand = 0,
             std::vector<rules::warlords::Trait> traits = {});

  std::unique_ptr<rules::warlords::WarlordsGame> build() const;
  // Builds the game and plays on to the target's answer to a charge: a turn that
  // `charger`'s side begins, the charger's activation (a sure success) and its charge on
  // `target`, declared with unforced dice (the charge move is rolled once the target answers).
  std::unique_ptr<rules::warlords::WarlordsGame> buildCharged(rules::UnitId charger,
                                                              rules::UnitId target,
                                                              rules::EventList& events) const;
};

// Side one's knights (4 stands, front at (20, 5)) have charged side two's skirmishers (3
// stands, 4 spans ahead), who answer next: light troops that may evade. The AIs' tests of
// evading both start here.
struct SkirmishersCharged {
  std::unique_ptr<rules::warlords::WarlordsGame> game;
  rules::UnitId knights = rules::kNoUnit;
  rules::UnitId skirmishers = rules::kNoUnit;
};
SkirmishersCharged knightsChargeSkirmishers();

rules::Length spans(double s);  // spans to micrometres (40 mm span)
rules::Point at(double x, double y);

// Rolls initiative so that `first` activates first (forced dice 6 and 1).
void startTurnW(rules::warlords::WarlordsGame& game, rules::Side first = rules::Side::One);
// Activates a unit with the given forced dice for its roll.
void activateW(rules::warlords::WarlordsGame& game, rules::UnitId u, std::vector<int> faces, rules::EventList& events);
// Starts a turn that `u`'s side begins and activates `u` with the given forced dice.
void activateFirstW(rules::warlords::WarlordsGame& game, rules::UnitId u, std::vector<int> faces,
                    rules::EventList& events);
// The same with a sure success (6, 6): where most tests of what an activated unit may do begin.
void activateFirstW(rules::warlords::WarlordsGame& game, rules::UnitId u, rules::EventList& events);
// A move of `u`'s front edge centre to `to`, ending facing `facing`.
rules::Action moveW(rules::UnitId u, rules::Point to, rules::Angle facing = 0);
// A change of `u`'s formation to `f` in `ranks` ranks, keeping its facing.
rules::Action formationW(rules::UnitId u, rules::warlords::FormationKind f, int ranks);

}  // namespace sandtable::test
