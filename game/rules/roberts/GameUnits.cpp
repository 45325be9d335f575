// What the table, the command line and the tests see of Robert's Rules' units: each stand's
// footprint, Demoralized as shaken and Disrupted as disordered, hits, stands and leaders as
// counters, and AV-DV (MAV), attributes and being under way as markers.
#include "Casualties.h"
#include "Names.h"
#include "RobertsGame.h"
#include "Skirmishers.h"

namespace sandtable::rules::roberts {

UnitView RobertsGame::viewOf(const UnitState& u) const {
  const Tables& t = mTable.tables();
  const UnitSetup& s = mTable.setupOf(u.id);
  UnitView v;
  v.id = u.id;
  v.side = s.side;
  v.name = s.name;
  v.shortName = s.shortName;
  v.type = std::string(troopKindId(s.type));
  v.typeName = t.troop(s.type).name;
  if (u.active()) {
    for (const Rect& r : mTable.standRects(u)) v.stands.push_back({r});
  } else if (u.hidden()) {
    // Drawn within its host, on the host's stand it hides in (it has no place of its own).
    const UnitState& host = mTable.unit(u.host);
    const Pose at =
        emergedPose(mTable, host, hiddenSlot(mTable, u.id), s.standDepth, EmergeAt::Where);
    Rect r = mTable.block(host);
    r.centre = at.front - heading(at.facing, mTable.setupOf(host.id).standDepth / 2);
    r.width = s.standWidth;
    r.depth = mTable.setupOf(host.id).standDepth;
    v.stands.push_back({r});
  }
  v.status = u.removed ? UnitStatus::Removed : UnitStatus::Active;
  const int disrupted = u.disruptedStands();
  v.condition.morale = u.removed       ? Condition::Morale::Gone
                       : u.demoralized ? Condition::Morale::Shaken
                                       : Condition::Morale::Steady;
  v.condition.disordered = disrupted > 0;
  v.condition.words = u.removed ? "removed" : u.demoralized ? "Demoralized" : "steady";
  if (disrupted > 0) v.condition.words += ", Disrupted";
  v.strength = u.active() ? u.stands : 0;
  int leaders = 0;
  for (int l : u.leaders) leaders += mTable.leaders()[static_cast<std::size_t>(l)].removed ? 0 : 1;
  v.counters.push_back({Counter::Kind::Casualties, u.hits});
  v.counters.push_back({Counter::Kind::Stands, v.strength});
  if (leaders > 0) v.counters.push_back({Counter::Kind::Leaders, leaders});
  v.markers.push_back(s.profileText);
  if (!s.attributesText.empty()) v.markers.push_back(s.attributesText);
  v.markers.push_back(std::to_string(u.hits) + " of " + std::to_string(hitsOf(t, s.startStands)) +
                      " hits");
  if (u.demoralized) v.markers.push_back("Demoralized");
  if (disrupted > 0) v.markers.push_back(std::to_string(disrupted) + " Disrupted");
  if (u.moving) v.markers.push_back("moving");
  if (u.hidden())
    v.markers.push_back((u.seen ? "screening " : "hidden within ") + mTable.setupOf(u.host).name);
  return v;
}

std::vector<UnitView> RobertsGame::units() const {
  std::vector<UnitView> out;
  out.reserve(mTable.units().size());
  for (const UnitState& u : mTable.units()) {
    if (u.unknown) continue;  // the enemy's hidden skirmisher, in a copy as this side knows it
    out.push_back(viewOf(u));
  }
  return out;
}

std::optional<UnitView> RobertsGame::unitView(UnitId id) const {
  for (const UnitState& u : mTable.units()) {
    if (u.id == id && !u.unknown) return viewOf(u);
  }
  return std::nullopt;
}

}  // namespace sandtable::rules::roberts
