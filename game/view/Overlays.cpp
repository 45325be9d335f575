#include "Overlays.h"

#include "PolygonFill.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

Ogre::Vector2 v2(WorldXZ p) { return {p.x, p.z}; }

// Colours: the movement greens and attack reds differ in brightness as well as hue, and
// every meaning also has its own pattern (solid, dashed, ring), so none relies on colour.
const Ogre::ColourValue kSureMove(0.25f, 0.85f, 0.45f, 0.42f);
const Ogre::ColourValue kMaybeMove(0.55f, 0.95f, 0.70f, 0.22f);
const Ogre::ColourValue kFire(0.95f, 0.45f, 0.10f, 0.25f);
const Ogre::ColourValue kHidden(0.02f, 0.02f, 0.10f, 0.50f);
const Ogre::ColourValue kSeen(1.0f, 0.95f, 0.55f, 0.16f);
const Ogre::ColourValue kObjective(0.98f, 0.80f, 0.15f, 0.85f);
const Ogre::ColourValue kSelected(1.0f, 1.0f, 1.0f, 0.95f);
const Ogre::ColourValue kHover(1.0f, 1.0f, 1.0f, 0.45f);
const Ogre::ColourValue kCanAct(0.45f, 0.90f, 1.0f, 0.65f);
const Ogre::ColourValue kAttackNow(0.95f, 0.15f, 0.10f, 0.95f);
const Ogre::ColourValue kAttackLater(1.0f, 0.60f, 0.10f, 0.85f);
const Ogre::ColourValue kClear(0.20f, 0.95f, 0.35f, 0.95f);
const Ogre::ColourValue kBlocked(0.95f, 0.15f, 0.15f, 0.95f);
const Ogre::ColourValue kTape(1.0f, 0.92f, 0.30f, 0.95f);
// A ruleset's shapes (GroundShape roles): charge reach in red shading with a dashed edge for
// what good dice add; the 45-degree front in pale dashes; ranges as solid arcs, the short
// one yellow and thin, the long one orange and thicker; a charge under way as a red arrow.
const Ogre::ColourValue kChargeArea(0.90f, 0.20f, 0.15f, 0.20f);
const Ogre::ColourValue kChargeEdge(0.95f, 0.35f, 0.20f, 0.90f);
const Ogre::ColourValue kFront(0.95f, 0.95f, 0.85f, 0.80f);
const Ogre::ColourValue kRangeShort(1.0f, 0.90f, 0.25f, 0.90f);
const Ogre::ColourValue kRangeLong(1.0f, 0.55f, 0.10f, 0.90f);
const Ogre::ColourValue kFireClear(0.45f, 0.95f, 0.45f, 0.95f);
const Ogre::ColourValue kFireBlocked(0.95f, 0.30f, 0.25f, 0.95f);

Ogre::ColourValue roleColour(ShapeRole r) {
  switch (r) {
    case ShapeRole::ChargeReach: return kChargeArea;
    case ShapeRole::ChargeReachMaybe: return kChargeEdge;
    case ShapeRole::SightWedge: return kFront;
    case ShapeRole::RangeShort: return kRangeShort;
    case ShapeRole::RangeLong: return kRangeLong;
    case ShapeRole::ChargePath: return kAttackNow;
    case ShapeRole::LineOfFire: return kFireClear;
    case ShapeRole::LineOfFireBlocked: return kFireBlocked;
    case ShapeRole::MeleeColumn: return kAttackNow;
    case ShapeRole::MeleeColumnDone: return kChargeEdge;
  }
  return kFront;
}

std::string areaKey(const OverlayInputs& in) {
  std::ostringstream k;
  if (in.envelope) {
    k << "e" << in.envelope->unit << ":";
    for (const Reach& r : in.envelope->reach)
      k << r.at.x << "," << r.at.y << (r.sure ? "s" : "m") << ";";
  }
  k << "f";
  for (const Square& s : in.fire.squares) k << s.col << "," << s.row << ";";
  if (in.fire.origin)
    k << in.fire.origin->x << "," << in.fire.origin->y << "," << in.fire.facing << ","
      << in.fire.range;
  k << "v";
  for (const ViewshedCell& c : in.viewshed) k << (c.visible ? '1' : '0');
  k << "o" << in.objectives.size();
  k << "s";
  for (const GroundShape& sh : in.shapes) {
    if (sh.kind != GroundShape::Area) continue;
    k << static_cast<int>(sh.role) << ":";
    for (const Point& p : sh.points) k << p.x << "," << p.y << ";";
  }
  return k.str();
}

}  // namespace

Overlays::Overlays(Ogre::SceneManager* sm, render::GroundCanvas::HeightFn height)
    : mArea(std::make_unique<render::GroundCanvas>(sm, "OverlayArea", "Sandtable/Overlay", height,
                                                   8.0f, 0.6f)),
      mMarks(std::make_unique<render::GroundCanvas>(sm, "OverlayMarks", "Sandtable/OverlayOnTop",
                                                    height, 8.0f, 0.8f)) {}

void Overlays::update(const OverlayInputs& in) {
  const std::string key = areaKey(in);
  if (key != mAreaKey) {
    mAreaKey = key;
    drawArea(in);
  }
  drawMarks(in);
}

void Overlays::drawArea(const OverlayInputs& in) {
  mArea->begin();
  auto rect = [&](const Rect& r, float inset, const Ogre::ColourValue& c) {
    const auto k = corners(Rect{r.centre, r.facing, r.width - 2 * toTableLength(inset),
                                r.depth - 2 * toTableLength(inset)});
    mArea->quad(v2(toWorld(k[0])), v2(toWorld(k[1])), v2(toWorld(k[2])), v2(toWorld(k[3])), c);
  };
  auto square = [&](Square s) {
    const Point c = in.grid->centre(s);
    return Rect{c, 0, in.grid->squareSize, in.grid->squareSize};
  };
  for (const ViewshedCell& c : in.viewshed) rect(c.cell, 0, c.visible ? kSeen : kHidden);
  if (in.grid) {
    for (const Square& s : in.fire.squares) rect(square(s), 6, kFire);
  }
  if (in.fire.origin) {
    const WorldXZ o = toWorld(*in.fire.origin);
    const float yaw = yawOf(in.fire.facing);
    // Facing in the (x, z) plane, measured from +X toward +Z: a model facing -Z at yaw 0.
    const float centre = -1.5707963f - yaw;
    const float half =
        static_cast<float>(in.fire.halfWidth) * 6.2831853f / static_cast<float>(kFullTurn);
    mArea->sector(v2(o), toWorldLength(in.fire.range), centre - half, centre + half, kFire);
  }
  if (in.envelope) {
    for (const Reach& r : in.envelope->reach) {
      if (r.square && in.grid) {
        rect(square(*r.square), 5, r.sure ? kSureMove : kMaybeMove);
      } else {
        mArea->disc(v2(toWorld(r.at)), 6.0f, r.sure ? kSureMove : kMaybeMove);
      }
    }
  }
  for (const GroundShape& sh : in.shapes) {
    if (sh.kind != GroundShape::Area || sh.points.size() < 3) continue;
    // Any simple polygon (a charge reach cut by the ground is not convex).
    std::vector<Ogre::Vector2> pts;
    for (const Point& p : sh.points) pts.push_back(v2(toWorld(p)));
    for (const auto& t : triangulate(sh.points)) mArea->triangle(pts[t[0]], pts[t[1]], pts[t[2]], roleColour(sh.role));
  }
  for (const Objective& o : in.objectives) {
    const float radius = in.grid ? toWorldLength(in.grid->squareSize) * 0.46f : 30.0f;
    mArea->ring(v2(toWorld(o.at)), radius - 2.5f, radius, kObjective);
  }
  mArea->end();
}

void Overlays::ringAround(const StandBox& b, float pad, float width,
                          const Ogre::ColourValue& colour) {
  const float c = std::cos(b.yaw), s = std::sin(b.yaw);
  const float hw = b.halfWidth + pad, hd = b.halfDepth + pad;
  auto at = [&](float lx, float lz) {
    return Ogre::Vector2(b.centre.x + c * lx + s * lz, b.centre.z - s * lx + c * lz);
  };
  mMarks->polyline({at(-hw, -hd), at(hw, -hd), at(hw, hd), at(-hw, hd)}, width, colour, true);
}

void Overlays::drawShapeMarks(const GroundShape& sh) {
  std::vector<Ogre::Vector2> pts;
  for (const Point& p : sh.points) pts.push_back(v2(toWorld(p)));
  if (pts.size() < 2) return;
  const Ogre::ColourValue colour = roleColour(sh.role);
  switch (sh.kind) {
    case GroundShape::Area:
      mMarks->polyline(pts, 1.0f, kChargeEdge, true);
      break;
    case GroundShape::Outline: {
      const bool dashed = sh.role == ShapeRole::SightWedge || sh.role == ShapeRole::ChargeReachMaybe ||
                          sh.role == ShapeRole::LineOfFireBlocked ||
                          sh.role == ShapeRole::MeleeColumnDone;
      const float width = sh.role == ShapeRole::RangeLong ? 1.8f : 1.2f;
      if (!dashed) {
        mMarks->polyline(pts, width, colour, true);
      } else {
        for (std::size_t i = 0; i < pts.size(); ++i)
          mMarks->dashedLine(pts[i], pts[(i + 1) % pts.size()], width, 5.0f, colour);
      }
      break;
    }
    case GroundShape::Path: {
      mMarks->polyline(pts, 2.6f, colour, false);
      // An arrowhead at the end.
      const Ogre::Vector2 tip = pts.back(), from = pts[pts.size() - 2];
      Ogre::Vector2 d = tip - from;
      if (d.length() > 0.01f) {
        d.normalise();
        const Ogre::Vector2 side(-d.y, d.x);
        mMarks->triangle(tip, tip - d * 9.0f + side * 5.0f, tip - d * 9.0f - side * 5.0f, colour);
      }
      break;
    }
  }
}

void Overlays::drawMarks(const OverlayInputs& in) {
  mMarks->begin();
  for (const GroundShape& sh : in.shapes) drawShapeMarks(sh);
  for (const StandBox& b : in.canAct) ringAround(b, 2.5f, 1.2f, kCanAct);
  for (const StandBox& b : in.hovered) ringAround(b, 3.5f, 1.5f, kHover);
  for (const StandBox& b : in.selected) ringAround(b, 3.5f, 2.2f, kSelected);
  for (const StandBox& b : in.attackNow) {
    ringAround(b, 4.5f, 2.2f, kAttackNow);
    ringAround(b, 8.0f, 1.0f, kAttackNow);  // double ring: attack from where it stands
  }
  for (const StandBox& b : in.attackAfterMove) ringAround(b, 4.5f, 1.6f, kAttackLater);
  if (in.sight) {
    const SightLine& l = *in.sight;
    if (l.visible) {
      mMarks->line(v2(l.from), v2(l.to), 1.6f, kClear);
    } else {
      const WorldXZ stop = l.blockedAt.value_or(l.from);
      mMarks->line(v2(l.from), v2(stop), 1.6f, kClear);
      mMarks->dashedLine(v2(stop), v2(l.to), 1.6f, 4.0f, kBlocked);
      // A cross where sight is blocked.
      const float r = 5.0f;
      mMarks->line({stop.x - r, stop.z - r}, {stop.x + r, stop.z + r}, 1.8f, kBlocked);
      mMarks->line({stop.x - r, stop.z + r}, {stop.x + r, stop.z - r}, 1.8f, kBlocked);
    }
  }
  if (in.tape) {
    const auto [a, b] = *in.tape;
    mMarks->line(v2(a), v2(b), 1.4f, kTape);
    const float len = std::hypot(b.x - a.x, b.z - a.z);
    // Ticks every 10 mm (every inch would suit measured rules too; the label gives both).
    if (len > 1) {
      const float ux = (b.x - a.x) / len, uz = (b.z - a.z) / len;
      for (float t = 10; t < len; t += 10) {
        const float tick = std::fmod(t, 50.0f) < 0.01f ? 4.0f : 2.0f;
        const Ogre::Vector2 p(a.x + ux * t, a.z + uz * t);
        mMarks->line(p - Ogre::Vector2(-uz, ux) * tick, p + Ogre::Vector2(-uz, ux) * tick, 0.8f,
                     kTape);
      }
    }
  }
  if (in.commandRadius)
    mMarks->ring(v2(in.commandRadius->first), in.commandRadius->second - 1.2f,
                 in.commandRadius->second, kCanAct);
  for (std::size_t i = 0; i + 1 < in.dragPath.size(); ++i) {
    mMarks->line(v2(in.dragPath[i]), v2(in.dragPath[i + 1]), 2.4f,
                 in.dragValid ? kSelected : kBlocked);
  }
  if (!in.dragPath.empty())
    mMarks->disc(v2(in.dragPath.back()), 4.0f, in.dragValid ? kSelected : kBlocked);
  for (const Flash& f : in.flashes) {
    const float a = std::clamp(f.ttl / 0.7f, 0.0f, 1.0f);
    const Ogre::ColourValue c =
        f.ranged ? Ogre::ColourValue(1.0f, 0.85f, 0.3f, a) : Ogre::ColourValue(1.0f, 0.3f, 0.2f, a);
    if (f.hit)
      mMarks->ring(v2(f.to), 9.0f, 13.0f, Ogre::ColourValue(1.0f, 0.45f, 0.15f, a));
    else if (f.ranged)
      mMarks->dashedLine(v2(f.from), v2(f.to), 1.4f, 6.0f, c);
    else
      mMarks->line(v2(f.from), v2(f.to), 2.5f, c);
  }
  mMarks->end();
}

}  // namespace sandtable::view
