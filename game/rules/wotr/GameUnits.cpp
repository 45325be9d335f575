// What the table, the command line and the tests see of War of the Roses' units: each base's
// footprint, figures left as strength, casualties and leaders as counters, in rout as broken
// and FURIOUS as frenzied, and the unit's troops, its battle/wing's order as its viewer may read
// it, pursuit and what it did this turn as markers.
#include "WotrGame.h"

namespace sandtable::rules::wotr {

UnitView WotrGame::viewOf(const UnitState& u) const {
  const Tables& t = mBattle.tables();
  const UnitSetup& s = mBattle.setupOf(u.id);
  const Profile& p = s.profile;
  UnitView v;
  v.id = u.id;
  v.side = s.side;
  v.name = s.name;
  v.shortName = s.shortName;
  v.type = p.cavalry() ? "cavalry" : p.artillery() ? "artillery" : "infantry";
  v.typeName = t.kind(p.kind).name + (p.cavalry()     ? " cavalry"
                                      : p.artillery() ? " artillery"
                                                      : " foot");
  if (u.active()) {
    for (const Rect& r : mBattle.baseRects(u.id)) v.stands.push_back({r});
  }
  // A unit in rout is still on the table, running for its baseline, where a leader may ride to
  // rally it and pursuers follow it: the table shows it, Broken. Only a removed unit is gone.
  v.status = u.mode == Mode::Removed ? UnitStatus::Removed : UnitStatus::Active;
  using M = Condition::Morale;
  v.condition.morale = u.mode == Mode::Removed  ? M::Gone
                       : u.mode == Mode::Routed ? M::Broken
                       : u.furious              ? M::Frenzied
                       : u.fellBack             ? M::Shaken
                                                : M::Steady;
  v.condition.words = u.mode == Mode::Removed  ? "left the field"
                      : u.mode == Mode::Routed ? "in rout"
                      : u.furious              ? "FURIOUS"
                      : u.fellBack             ? "fell back"
                                               : "steady";
  v.strength = u.active() ? s.figures - u.lost : 0;
  v.counters.push_back({Counter::Kind::Casualties, u.lost});
  v.counters.push_back({Counter::Kind::Stands, u.active() ? s.bases : 0});
  int leaders = 0;  // men, not commands: a C-in-C who leads his own battle counts once
  for (std::size_t i = 0; i < mBattle.leaders().size(); ++i) {
    leaders += !mBattle.leaderListedBefore(i) && mBattle.leaders()[i].with == u.id &&
               !mBattle.leaders()[i].killed;
  }
  if (leaders > 0) v.counters.push_back({Counter::Kind::Leaders, leaders});
  if (u.charged) v.counters.push_back({Counter::Kind::Charging, 1});
  if (p.cover != Cover::None) v.counters.push_back({Counter::Kind::Defences, 1});
  // A removed unit's strength is 0; the figures it still had when it left are history, and say
  // so, or a reader sets "0" beside "4 of 16 figures" and wonders which is true.
  // A gun is a single figure: "1 of 1 figure", not "figures".
  const std::string figures =
      std::to_string(s.figures - u.lost) + " of " + rules::plural(s.figures, "figure");
  if (u.mode != Mode::Removed)
    v.markers.push_back(figures);
  else if (u.lost >= s.figures)
    v.markers.push_back(s.figures == 1 ? "none on the table (its one figure lost)"
                                       : "none on the table (all " + std::to_string(s.figures) +
                                             " figures lost)");
  else
    v.markers.push_back("none on the table (left with " + figures + ")");
  v.markers.push_back(t.kind(p.kind).name + ", " + t.moraleClass(p.morale).name + ", " +
                      t.protection(p.protection).name);
  // The weapon its shooters fire; in a mixed unit, how many figures carried it at muster (the
  // rules do not say which figures a casualty takes, so no count is kept after).
  if (p.shootingWeapon) {
    v.markers.push_back(p.shooters >= s.figures
                            ? p.shootingWeapon->name
                            : p.shootingWeapon->name + ": " + std::to_string(p.shooters) +
                                  " of the " + std::to_string(s.figures) + " figures at muster");
  }
  // Its battle/wing's order: a side's own view reads it, the other's says "order unknown".
  if (const WingKey k = wingOf(u.id); k.side != Side::None && mOrders.find(k)) {
    v.markers.push_back(wingName(k) + ": " + orderShown(k));
    if (mOrders.messengerTo(k)) v.markers.push_back("a messenger rides to its leader");
  }
  if (u.furious) v.markers.push_back("FURIOUS");
  if (u.pursuing != kNoUnit) v.markers.push_back("pursuing");
  if (u.fired) v.markers.push_back("fired");
  if (u.fellBack) v.markers.push_back("fell back");
  return v;
}

std::vector<UnitView> WotrGame::units() const {
  std::vector<UnitView> out;
  for (const UnitState& u : mBattle.units()) out.push_back(viewOf(u));
  return out;
}

std::optional<UnitView> WotrGame::unitView(UnitId id) const {
  for (const UnitState& u : mBattle.units()) {
    if (u.id == id) return viewOf(u);
  }
  return std::nullopt;
}

}  // namespace sandtable::rules::wotr
