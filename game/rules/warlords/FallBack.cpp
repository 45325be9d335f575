// 2.6.2 Falling back (with the stands lost to flank and rear attackers), 2.6.2.1 falling
// back into obstacles, friends and enemies, 2.6.3 following up, and losing stands.
#include <algorithm>

#include "BlockMath.h"
#include "Formation.h"
#include "WarlordsGame.h"
#include "core/Wording.h"
#include "measured/Displacement.h"

namespace sandtable::rules::warlords {

using namespace blockmath;

WarlordsGame::Blocker WarlordsGame::firstBlocker(const UnitState& u, Angle dir, Length limit,
                                                 const std::vector<UnitId>& ignore,
                                                 const std::vector<UnitId>& slideAlong) const {
  // Units touching it already (slideAlong) stop it only where it would cut into them
  // further on (a path a few degrees off its side would otherwise run into them unseen).
  std::vector<measured::Obstacle> others;
  for (const UnitState& o : mUnits) {
    if (o.id == u.id || !o.active()) continue;
    if (std::find(ignore.begin(), ignore.end(), o.id) != ignore.end()) continue;
    const bool touching = std::find(slideAlong.begin(), slideAlong.end(), o.id) != slideAlong.end();
    others.push_back({o.id, block(o), o.side == u.side, touching});
  }
  auto groundStops = [&](const Rect& r) { return impassableUnder(r); };
  auto pathStops = [&](const Pose& p) {
    for (const DefenceHit& h : defencesCrossed(u.pose.front, p.front)) {
      const FieldDefence& f = mSetup->defences[static_cast<std::size_t>(h.index)];
      if (f.kind == DefenceKind::Tabor || (f.kind == DefenceKind::Stakes && h.fromSpecialSide))
        return true;
    }
    return !mFlat && groundAlong(u, u.pose, p).impassable;
  };
  return measured::displace(shapeOf(u), u.pose, dir, limit,
                            std::max<Length>(span() / 4, kTolerance), mSetup->battlefield->bounds(),
                            others, groundStops, pathStops);
}

void WarlordsGame::loseStands(UnitState& u, std::vector<int> ids, Dice& dice, EventSink& sink, const char* why,
                              bool melee) {
  if (ids.empty() || !u.active()) return;
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  // 2.4.11: never the command stand while another stand is left: swap it for one that stays.
  if (std::find(ids.begin(), ids.end(), 0) != ids.end()) {
    for (auto it = u.stands.rbegin(); it != u.stands.rend(); ++it) {
      if (*it != 0 && std::find(ids.begin(), ids.end(), *it) == ids.end()) {
        *std::find(ids.begin(), ids.end(), 0) = *it;
        break;
      }
    }
  }
  int lost = 0;
  for (int id : ids) {
    auto it = std::find(u.stands.begin(), u.stands.end(), id);
    if (it == u.stands.end()) continue;
    if (id == 0 && u.stands.size() > 1) continue;
    u.stands.erase(it);
    ++lost;
    if (melee) {
      personalityStandLost(u, id, dice, sink);
    } else {
      for (PersonalityState& p : mPersonalities) {
        if (p.present() && p.unit == u.id && p.stand == id) p.stand = 0;  // he joins the command stand
      }
    }
  }
  if (lost == 0) return;
  u.ranks = std::min(u.ranks, u.standCount());
  if (u.formation == FormationKind::Wedge && u.standCount() < 3) u.formation = FormationKind::Line;
  if (u.formation == FormationKind::MarchColumn) u.ranks = u.standCount();
  Event e{EventKind::StandsLost, u.side, u.id};
  e.from = e.to = u.pose.front;
  e.value = lost;
  if (sink.wantsText()) {
    e.text = subjectVerb(label(u.id), "loses") + " " + plural(lost, "stand") + ", " +
             std::to_string(u.standCount()) + " left: " + why;
  }
  sink.emit(std::move(e));
  if (u.standCount() <= 1) disperse(u, sink, "only the command stand is left (1.7.4)");
}

void WarlordsGame::fallBack(UnitState& u, const UnitState& winner, Length dist, Dice& dice, EventSink& sink,
                            bool supporting) {
  // 2.6.2: stands on each flank or rear edge touched by an enemy's front are lost.
  if (u.formation != FormationKind::Hedgehog) {
    std::vector<int> lost;
    for (const Contact& c : contactsOf(u)) {
      if (c.edgeA == Zone::Front || !isFront(unit(c.b), c.edgeB)) continue;
      for (int id : edgeStands(u, c.edgeA)) lost.push_back(id);
    }
    loseStands(u, lost, dice, sink, "falling back with enemies on the flank or rear (2.6.2)", true);
    if (!u.active()) return;
  }
  if (withdrawInsideSallyPort(u, sink)) return;
  Angle dir = winner.pose.facing;
  if (const auto cw = contactBetween(winner, u)) {
    dir = outwardNormal(block(winner), cw->edgeA);
  } else if (supporting) {
    const auto cs = contactsOf(u);
    if (!cs.empty()) dir = outwardNormal(block(unit(cs.front().b)), cs.front().edgeB);
  }
  // Units touching it that it moves away from or slides along are no obstacle unless it
  // would cut into them further on; the test is whether a short step along the way would
  // run into them (then they block at once).
  std::vector<UnitId> touching;
  const Rect ub = block(u);
  const Rect stepped = shrunk(
      blockAt(u, {u.pose.front + heading(dir, 4 * kTolerance), u.pose.facing}, u.formation, u.ranks, u.standCount()));
  for (const UnitState& o : mUnits) {
    if (o.id == u.id || !o.active()) continue;
    if (gapOf(ub, block(o)) > kTolerance) continue;
    const Rect ob = shrunk(block(o));
    if (!overlaps(stepped, ob)) touching.push_back(o.id);
  }
  auto moveBy = [&](UnitState& x, Length d, const char* why) {
    if (d <= 0) return;
    moveUnitTo(x, {x.pose.front + heading(dir, d), x.pose.facing}, EventKind::FellBack, sink, why);
  };
  auto penalty = [&](const char* why) {
    // 2.6.2.1: a unit that cannot fall back the full amount takes an extra casualty and is Unformed.
    Event e{EventKind::MoveBlocked, u.side, u.id};
    e.from = e.to = u.pose.front;
    if (sink.wantsText()) e.text = label(u.id) + " cannot fall back the full distance (" + why + ")";
    sink.emit(std::move(e));
    applyCasualties(u, 1, dice, sink, true);
    if (u.active()) u.formed = false;
  };
  u.motion = Motion::Stopped;
  Blocker b = firstBlocker(u, dir, dist, {}, touching);
  moveBy(u, b.at, supporting ? "falls back with the unit supported (2.6.2)" : "falls back (2.6.2)");
  if (!b.blocked) return;
  Length remaining = dist - b.at;
  if (b.unit == kNoUnit) {
    penalty("the table edge or impassable ground, 2.6.2.1");
    return;
  }
  UnitState& o = mut(b.unit);
  const bool heavyU = troop(u).heavy;
  const Zone edge = zoneOf(block(o), block(u).centre);
  const bool oFront = isFront(o, edge);
  auto passLight = [&]() {
    // The light unit's contacted stands move out of the way; it ends Unformed, in the
    // nearest place clear of the heavy unit where that has come to rest.
    const Blocker rest = firstBlocker(u, dir, remaining, {o.id}, touching);
    const Pose was = u.pose;
    u.pose = {u.pose.front + heading(dir, rest.at), u.pose.facing};
    const Pose lightWas = o.pose;
    // It keeps the enemies it already touches (it may be fighting them) and makes no new contact.
    std::vector<UnitId> fighting;
    for (const Contact& c : contactsOf(o)) fighting.push_back(c.b);
    if (!settleClear(o, {}, fighting)) {
      u.pose = was;
      o.pose = lightWas;
      penalty("the light troops had no room to give way, 2.6.2.1");
      return;
    }
    const Pose heavyTo = u.pose;
    u.pose = was;
    o.formed = false;
    Event e{EventKind::FormationChanged, o.side, o.id};
    e.from = lightWas.front;
    e.to = o.pose.front;
    if (sink.wantsText()) e.text = label(o.id) + "'s stands give way to " + label(u.id) + " and are Unformed (2.6.2.1)";
    sink.emit(std::move(e));
    moveUnitTo(u, heavyTo, EventKind::FellBack, sink, "falls back through the light troops (2.6.2.1)");
    if (rest.blocked) penalty("blocked beyond, 2.6.2.1");
  };
  if (o.side == u.side) {
    if (!heavyU) {
      // A Light unit falling back into a friendly unit just stops, Formed, with no casualty.
      Event e{EventKind::MoveBlocked, u.side, u.id};
      e.from = e.to = u.pose.front;
      if (sink.wantsText())
        e.text = subjectVerb(label(u.id), "stops") + " against " + label(o.id) +
                 ", still Formed (2.6.2.1)";
      sink.emit(std::move(e));
      return;
    }
    if (oFront) {
      if (troop(o).light || troop(o).kind == TroopKind::Cavalry) {
        // A heavy unit pushes friendly Cavalry or Light troops back.
        std::vector<UnitId> ignoreO{u.id};
        const Blocker push = firstBlocker(o, dir, remaining, ignoreO);
        // Both go as far as the pushed friends can and the pushing unit itself can.
        const Blocker self = firstBlocker(u, dir, push.at, {o.id}, touching);
        moveBy(o, self.at, "is pushed back by friends falling back (2.6.2.1)");
        moveBy(u, self.at, "falls back, pushing friends back (2.6.2.1)");
        if (push.blocked || self.blocked) penalty("the friends behind could not give way, 2.6.2.1");
        return;
      }
      penalty("stopped by friendly Close Foot or Pike, 2.6.2.1");
      return;
    }
    if (troop(o).heavy) {
      halt(u, sink, "fell back into the rear or flank of a heavy unit (2.6.2.1)");
      halt(o, sink, "a heavy unit fell back into it (2.6.2.1)");
      return;
    }
    passLight();
    return;
  }
  // An enemy.
  if (oFront) {
    // Halted, and every rear stand touching the enemy is lost.
    halt(u, sink, "fell back into the front of an enemy unit (2.6.2.1)");
    std::vector<int> lost;
    const std::vector<Rect> feet = standFootprints(u);
    const std::vector<int> rear = edgeStands(u, Zone::Rear);
    for (std::size_t i = 0; i < u.stands.size() && i < feet.size(); ++i) {
      const int id = u.stands[i];
      if (std::find(rear.begin(), rear.end(), id) == rear.end()) continue;
      if (gapOf(feet[i], block(o)) <= span() / 4) lost.push_back(id);
    }
    if (lost.empty() && !rear.empty()) lost.push_back(rear.front());
    loseStands(u, lost, dice, sink, "rear stands against the enemy's front (2.6.2.1)", true);
    return;
  }
  if (heavyU && troop(o).heavy) {
    halt(u, sink, "fell back into the rear or flank of an enemy heavy unit (2.6.2.1)");
    halt(o, sink, "an enemy heavy unit fell back into it (2.6.2.1)");
    applyCasualties(u, 1, dice, sink, true);
    applyCasualties(o, 1, dice, sink, true);
    return;
  }
  if (heavyU) {
    passLight();
    return;
  }
  if (troop(o).heavy) {
    // A Light unit falling back into the rear or side of a heavy unit stops with an extra casualty.
    Event e{EventKind::MoveBlocked, u.side, u.id};
    e.from = e.to = u.pose.front;
    if (sink.wantsText())
      e.text = subjectVerb(label(u.id), "runs") + " into " + label(o.id) + " and " +
               agreeing(label(u.id), "stops") + " (2.6.2.1)";
    sink.emit(std::move(e));
    applyCasualties(u, 1, dice, sink, true);
    return;
  }
  penalty("blocked by an enemy's flank or rear, 2.6.2.1");
}

bool WarlordsGame::followUpBlocked(const UnitState& u, Point shift, UnitId loser) const {
  const Length d = distance({0, 0}, shift);
  if (d == 0) return false;
  const Angle dir = bearing({0, 0}, shift);
  std::vector<UnitId> touching;
  for (const Contact& c : contactsOf(u)) touching.push_back(c.b);
  return firstBlocker(u, dir, d, {loser}, touching).blocked;
}

const char* WarlordsGame::checkFollowUp(const Action& a) const {
  if (mPhase != Phase::FollowUp || !mFollowUp) return "a unit follows up only when its opponent falls back (2.6.3)";
  if (a.unit != mFollowUp->winner) return "only the melee's winner decides whether to follow up";
  if (a.target != kNoUnit || a.point || a.facing || a.square) return "follow_up takes the unit and option 1 (follow) or 0 (stay)";
  if (a.option != 0 && a.option != 1) return "option 1 follows up, option 0 stays";
  if (a.option == 0 && mFollowUp->must) return "a Berserk unit must follow up (2.6.3)";
  return nullptr;
}

void WarlordsGame::applyFollowUp(const Action& a, EventSink& sink) {
  const PendingFollowUp f = *mFollowUp;
  mFollowUp.reset();
  mPhase = Phase::Melee;
  mToAct = mFirst;
  if (a.option != 1) return;
  std::vector<UnitId> movers{f.winner};
  for (UnitId s : f.frontSupporters) movers.push_back(s);
  std::vector<UnitId> followed;
  for (UnitId id : movers) {
    UnitState& u = mut(id);
    if (!u.active() || u.morale == Morale::Worn || u.morale == Morale::Broken) continue;
    if (followUpBlocked(u, f.shift, f.loser)) continue;
    moveUnitTo(u, {u.pose.front + f.shift, u.pose.facing}, EventKind::FollowedUp, sink,
               "follows up " + label(f.loser) + " (2.6.3)");
    followed.push_back(id);
  }
  // 2.4.5: a unit that fell back and was followed into contact counts as a stationary
  // lighter unit where it stopped, so a winner at least as heavy goes on one more span,
  // backing it up; the winner's supporters keep their place beside it where they can. (A
  // lighter winner would conform to the loser, which it already touches square.)
  UnitState& w = mut(f.winner);
  UnitState& loser = mut(f.loser);
  if (followed.empty() || followed.front() != f.winner || !loser.active() || troop(w).weight < troop(loser).weight ||
      !contactBetween(w, loser)) {
    return;
  }
  const Point before = w.pose.front;
  pushOneMoreSpan(w, loser, sink);
  const Point extra = w.pose.front - before;
  if (extra == Point{0, 0}) return;
  for (std::size_t i = 1; i < followed.size(); ++i) {
    UnitState& u = mut(followed[i]);
    if (!u.active() || followUpBlocked(u, extra, f.loser)) continue;
    moveUnitTo(u, {u.pose.front + extra, u.pose.facing}, EventKind::FollowedUp, sink,
               "keeps in line beside " + label(w.id) + " (2.4.5)");
  }
}

}  // namespace sandtable::rules::warlords
