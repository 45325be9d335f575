// 000 Sequence of Play: 'Stands which become separated from the main body of their unit must
// make individual Action Rolls in order to perform an Action', and units in melee roll per
// column. A column out of its place in its unit's line (apart from the main body, or still
// beside it but behind or ahead of the line its main body stands on, Columns.h) has one Action
// of its own: a Movement straight back into its place, forward or back, up to its march, as far
// as the table edge, the ground and every other stand let it, and never out of a melee it
// stands in. In its place it is part of the line again. (Reconstructed: the text names the
// individual Action Rolls but no Actions peculiar to a separated stand; rejoining its unit is
// the one a player wants of it. A player slides the stand back into its place even where the
// enemy that drove it off still stands before that place: the column may end against it, and
// fights it in the Combat Phase as a stand that did not charge.)
#include <algorithm>
#include <cstdlib>

#include "Combatants.h"
#include "Movement.h"
#include "PushBack.h"
#include "RobertsGame.h"
#include "StandsOnTable.h"
#include "core/Wording.h"

namespace sandtable::rules::roberts {

int RobertsGame::rejoiningColumn(const Action& a) {
  if (a.kind != rules::ActionKind::Move) return -1;
  const int option = a.option % kGeneralsFreeAction;
  return option >= kRejoinOption && option < kRejoinOption + 100 ? option - kRejoinOption : -1;
}

UnitState RobertsGame::columnAsBlock(const UnitState& u, int column) const {
  const std::vector<TableStand> stands = columnOf(tableUnitOf(mTable, u), column);
  UnitState c = u;
  c.stands = std::max(1, static_cast<int>(stands.size()));
  c.ranks = c.stands;  // one file
  c.columnShift.clear();
  c.pose = {mTable.columnFront(u, column), u.pose.facing};
  return c;
}

std::vector<Length> RobertsGame::toTheirPlaces(const UnitState& u) const {
  if (u.columnShift.empty()) return {};
  std::vector<Length> out = shiftedColumns(u, {}, 0);
  // Their places: the line the main body's columns stand on.
  const Length line =
      toLocal(Rect{u.pose.front, u.pose.facing, 0, 0}, mTable.dressed(u, u.ranks).pose.front).y;
  for (Length& shift : out) shift = line - shift;
  return out;
}

Length RobertsGame::toItsPlace(const UnitState& u, int column) const {
  const std::vector<Length> places = toTheirPlaces(u);
  return column >= 0 && column < static_cast<int>(places.size())
             ? places[static_cast<std::size_t>(column)]
             : 0;
}

Length RobertsGame::rejoinDistance(const UnitState& u, int column, PushStop* stop) const {
  const Length want = toItsPlace(u, column);  // + forward, - back
  if (want == 0) return 0;
  const Angle direction = want > 0 ? u.pose.facing : normalizeAngle(u.pose.facing + kHalfTurn);
  PushScene scene;
  scene.battlefield = mSetup->battlefield.get();
  scene.table = mSetup->battlefield->bounds();
  scene.impassable = mTable.tables().movement.impassable;
  scene.stands = standsOnTable(mTable);
  const PushBack went = slideColumn(tableUnitOf(mTable, u), column, direction,
                                    std::min(std::abs(want), marchOf(mTable, u)), scene);
  if (stop) *stop = went.stoppedBy;
  return want > 0 ? went.moved : -went.moved;
}

Verdict RobertsGame::checkRejoin(const UnitState& u, int column) const {
  if (toItsPlace(u, column) == 0)
    return Verdict::no("only a column out of its place in its unit's line steps back into it");
  const UnitState block = columnAsBlock(u, column);
  if (inContactWithEnemy(block))
    return Verdict::no("the column is in contact with the enemy: it fights where it stands");
  PushStop stop = PushStop::None;
  if (rejoinDistance(u, column, &stop) == 0)
    return Verdict::no(std::string("the column cannot go that way at all: ") +
                       (stop == PushStop::Unit        ? "a unit stands in its way"
                        : stop == PushStop::TableEdge ? "the table edge"
                                                      : "the ground is impassable"));
  return Verdict::ok();
}

void RobertsGame::rejoin(UnitState& u, int column, EventSink& sink) {
  const Length d = rejoinDistance(u, column);
  const Point from = mTable.columnFront(u, column);
  u.columnShift = shiftedColumns(u, {column}, d);
  dressIfInLine(u);
  Event e{EventKind::UnitMoved, mTable.sideOf(u.id), u.id};
  e.from = from;
  e.to = mTable.columnFront(u, column);
  e.value = column;
  if (sink.wantsText()) {
    const bool back = toItsPlace(u, column) == 0;
    e.text = columnLabel(u.id, column) + " moves " + (d > 0 ? "up " : "back ") +
             std::to_string(mTable.inchesOf(std::abs(d))).substr(0, 4) + "\"" +
             (back ? " into its place in " + itsOrTheir(mTable.label(u.id)) + " line"
                   : " toward its place in " + itsOrTheir(mTable.label(u.id)) + " line");
  }
  sink.emit(std::move(e));
}

void RobertsGame::rejoinCandidates(const UnitState& u, std::vector<Action>& out) const {
  if (u.columnShift.empty()) return;
  const std::vector<Length> places = toTheirPlaces(u);
  for (int c = 0; c < static_cast<int>(places.size()); ++c) {
    if (places[static_cast<std::size_t>(c)] == 0) continue;
    Action a{rules::ActionKind::Move, u.id};
    a.option = kRejoinOption + c;
    pushIfLegal(a, out);
  }
}

}  // namespace sandtable::rules::roberts
