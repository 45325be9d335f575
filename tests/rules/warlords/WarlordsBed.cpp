#include "WarlordsBed.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/TestPaths.h"
#include "rules/warlords/Formation.h"
#include "scenario/warlords/WarlordsData.h"

namespace sandtable::test {

using namespace sandtable::rules;
using namespace sandtable::rules::warlords;

Length spans(double s) { return static_cast<Length>(std::llround(s * 40000.0)); }
Point at(double x, double y) { return {spans(x), spans(y)}; }

WarlordsBed::WarlordsBed() {
  tables = std::make_shared<Tables>(*scenario::loadWarlordsTables(configPath("rulesets/warlords.yaml")));
  battlefield = std::make_shared<FlatBattlefield>(Rect{at(30, 20), 0, spans(60), spans(40)});
  setup.span = span;
  setup.groundMetresPerSpan = 18;
  setup.sideNames = {"South", "North"};
  setup.victory.turnLimit = 20;
  setup.victory.armyBreakPercent = 101;  // tests end battles only when they mean to
}

int WarlordsBed::profile(const std::string& id, TroopKind type, Training training, int armour) {
  UnitProfile p;
  p.id = id;
  p.name = id;
  p.type = type;
  p.training = training;
  p.armour = armour;
  setup.profiles.push_back(p);
  return static_cast<int>(setup.profiles.size() - 1);
}

int WarlordsBed::closeFoot() { return profile("close_foot", TroopKind::CloseFoot, Training::Irregular, 0); }
int WarlordsBed::shieldwallFoot() {
  const int p = profile("shieldwall_foot", TroopKind::CloseFoot, Training::Irregular, 0);
  setup.profiles.back().shieldwall = true;
  setup.profiles.back().largeShield = true;
  return p;
}
int WarlordsBed::cavalry() {
  const int p = profile("knights", TroopKind::Cavalry, Training::Irregular, -1);
  setup.profiles.back().weapon = HandWeapon::Lances;
  return p;
}
int WarlordsBed::pike() {
  const int p = profile("pike", TroopKind::Pike, Training::Drilled, 0);
  setup.profiles.back().hedgehog = true;
  return p;
}
int WarlordsBed::looseFoot() { return profile("loose_foot", TroopKind::LooseFoot, Training::Irregular, 0); }
int WarlordsBed::skirmishers() {
  const int p = profile("skirmishers", TroopKind::FootSkirmisher, Training::Irregular, 1);
  setup.profiles.back().missiles = MissileKind::Light;
  setup.profiles.back().skirmishing = true;
  setup.profiles.back().weapon = HandWeapon::Light;
  return p;
}
int WarlordsBed::archers() {
  const int p = profile("archers", TroopKind::LooseFoot, Training::Drilled, 0);
  setup.profiles.back().missiles = MissileKind::Heavy;
  setup.profiles.back().massed = true;
  setup.profiles.back().skirmishing = true;
  return p;
}

int WarlordsBed::drilled(int prof) {
  setup.profiles.push_back(setup.profiles.at(static_cast<std::size_t>(prof)));
  setup.profiles.back().training = Training::Drilled;
  return static_cast<int>(setup.profiles.size() - 1);
}

UnitId WarlordsBed::add(Side side, int prof, int stands, double x, double y, int deg, FormationKind f, int ranks,
                        const std::string& name) {
  UnitSetup u;
  u.name = name.empty() ? "unit " + std::to_string(setup.units.size()) : name;
  u.profile = prof;
  u.side = side;
  u.stands = stands;
  u.front = at(x, y);
  u.facing = degrees(deg);
  u.formation = f;
  u.ranks = naturalRanks(f, stands, ranks);
  setup.units.push_back(u);
  return static_cast<UnitId>(setup.units.size() - 1);
}

int WarlordsBed::person(UnitId unit, const std::string& name, int charisma, int prowess, int stand,
                        std::vector<Trait> traits) {
  PersonalitySetup p;
  p.name = name;
  p.unit = unit;
  p.side = setup.units.at(static_cast<std::size_t>(unit)).side;
  p.stand = stand;
  p.charisma = charisma;
  p.prowess = prowess;
  p.traits = std::move(traits);
  setup.personalities.push_back(p);
  return static_cast<int>(setup.personalities.size() - 1);
}

std::unique_ptr<WarlordsGame> WarlordsBed::build() const {
  auto s = std::make_shared<Setup>(setup);
  s->tables = tables;
  s->battlefield = battlefield;
  s->span = span;
  return std::make_unique<WarlordsGame>(s);
}

std::unique_ptr<WarlordsGame> WarlordsBed::buildCharged(UnitId charger, UnitId target,
                                                        EventList& events) const {
  auto game = build();
  activateFirstW(*game, charger, events);
  Dice unforced;
  play(*game, {ActionKind::Charge, charger, target}, unforced, events);
  return game;
}

SkirmishersCharged knightsChargeSkirmishers() {
  WarlordsBed bed;
  const int cav = bed.cavalry();
  const int skirm = bed.skirmishers();
  SkirmishersCharged out;
  out.knights = bed.add(Side::One, cav, 4, 20, 5, 0);
  out.skirmishers = bed.add(Side::Two, skirm, 3, 20, 9, 180);
  EventList events;
  out.game = bed.buildCharged(out.knights, out.skirmishers, events);
  return out;
}

void startTurnW(WarlordsGame& game, Side first) {
  Dice dice(0, {first == Side::One ? 6 : 1, first == Side::One ? 1 : 6});
  NullSink sink;
  play(game, {ActionKind::RollInitiative}, dice, sink);
}

void activateW(WarlordsGame& game, UnitId u, std::vector<int> faces, EventList& events) {
  Dice dice(0, std::move(faces));
  play(game, {ActionKind::ActivateUnit, u}, dice, events);
}

void activateFirstW(WarlordsGame& game, UnitId u, std::vector<int> faces, EventList& events) {
  startTurnW(game, game.unit(u).side);
  activateW(game, u, std::move(faces), events);
}

void activateFirstW(WarlordsGame& game, UnitId u, EventList& events) {
  activateFirstW(game, u, {6, 6}, events);
}

Action moveW(UnitId u, Point to, Angle facing) {
  Action m{ActionKind::Move, u};
  m.point = to;
  m.facing = facing;
  return m;
}

Action formationW(UnitId u, FormationKind f, int ranks) {
  Action a{ActionKind::ChangeFormation, u};
  a.option = formationCode(f, ranks);
  return a;
}

}  // namespace sandtable::test
