// How stands follow the rules' events: each action becomes a queue of steps (slides for
// moves and retreats, lunges for charges and melee, shakes for hits, runs and fades for
// routs), ending with the units exactly as the rules left them; and the choice of near or
// far mesh by size on screen, and of the far cards by the angle they are seen at.
#include <Ogre.h>

#include <algorithm>
#include <cmath>

#include "RulesetAdapter.h"
#include "TableSpace.h"
#include "UnitsView.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

constexpr float kNearPixels = 44.0f;  // stands narrower than this on screen use the far mesh

float stepSeconds(float distance) { return std::clamp(distance / 260.0f, 0.25f, 1.2f); }

}  // namespace

void UnitsView::animate(const ActionRecord& record) {
  if (record.instant) {
    mSteps.push_back(Step{Step::Snap, kNoUnit, 0, 0, 0, 0, record.after, std::nullopt});
    return;
  }
  auto centreOf = [&](UnitId id, const std::vector<UnitView>& list) -> std::optional<WorldXZ> {
    for (const UnitView& u : list) {
      if (u.id == id && !u.stands.empty()) return toWorld(view::unitCentre(u));
    }
    return std::nullopt;
  };
  for (const Event& e : record.events) {
    switch (e.kind) {
      case EventKind::UnitMoved:
      case EventKind::UnitRetreated: {
        const WorldXZ a = toWorld(e.from), b = toWorld(e.to);
        const float d = std::hypot(b.x - a.x, b.z - a.z);
        if (d > 0.01f)
          mSteps.push_back(Step{
              Step::Translate, e.unit, stepSeconds(d), 0, b.x - a.x, b.z - a.z, {}, std::nullopt});
        break;
      }
      case EventKind::AttackMade: {
        const auto a = centreOf(e.unit, record.before), b = centreOf(e.other, record.before);
        if (!a || !b) break;
        const bool ranged = e.value != 0;
        Step s{ranged ? Step::Shake : Step::Lunge,
               e.unit,
               ranged ? 0.35f : 0.5f,
               0,
               (b->x - a->x),
               (b->z - a->z),
               {},
               std::nullopt};
        s.flash = Flash{*a, *b, ranged, 0.7f};
        mSteps.push_back(s);
        break;
      }
      case EventKind::UnitHit:
      case EventKind::MoveBlocked:
        mSteps.push_back(Step{Step::Shake, e.unit, 0.3f, 0, 0, 0, {}, std::nullopt});
        break;
      case EventKind::UnitRouted: {
        // Run the way the rules say (toward the unit's own edge), else to its rear, fading.
        float dx = 0, dz = 0;
        if (e.from != e.to) {
          const WorldXZ a = toWorld(e.from), b = toWorld(e.to);
          dx = b.x - a.x;
          dz = b.z - a.z;
        } else if (UnitVisual* v = find(e.unit); v && !v->stands.empty()) {
          const float yaw = v->stands.front().yaw;
          dx = std::sin(yaw) * 110.0f;  // the rear of a stand facing -Z is +Z, turned by its yaw
          dz = std::cos(yaw) * 110.0f;
        }
        mSteps.push_back(Step{Step::Flee, e.unit, 1.3f, 0, dx, dz, {}, std::nullopt});
        break;
      }
      default:
        break;
    }
  }
  // Units the action took off the table without a rout (removed, destroyed) fade where they stand.
  for (const UnitView& was : record.before) {
    if (was.status != UnitStatus::Active) continue;
    const bool routed = std::any_of(
        record.events.begin(), record.events.end(),
        [&](const Event& e) { return e.kind == EventKind::UnitRouted && e.unit == was.id; });
    const auto now = std::find_if(record.after.begin(), record.after.end(),
                                  [&](const UnitView& u) { return u.id == was.id; });
    if (!routed && (now == record.after.end() || now->status != UnitStatus::Active)) {
      mSteps.push_back(Step{Step::Flee, was.id, 0.9f, 0, 0, 0, {}, std::nullopt});
    }
  }
  mSteps.push_back(Step{Step::Snap, kNoUnit, 0, 0, 0, 0, record.after, std::nullopt});
}

void UnitsView::startStep(Step& step) {
  if (step.flash) mFlashes.push_back(*step.flash);
  if (step.kind == Step::Flee) {
    if (UnitVisual* v = find(step.unit)) {
      for (auto& [node, obj] : v->markers) node->setVisible(false);
      for (StandVisual& s : v->stands) setFading(s, true);
    }
  }
}

void UnitsView::applyStep(Step& step, float t) {
  if (step.kind == Step::Snap) {
    placeAll(step.snapTo);  // the end of an action: its units exactly as the rules left them
    return;
  }
  UnitVisual* v = find(step.unit);
  if (!v) return;
  for (StandVisual& s : v->stands) {
    switch (step.kind) {
      case Step::Translate:
        s.ox = step.dx * t;
        s.oz = step.dz * t;
        if (t >= 1) {  // the move is done: it becomes the resting pose for the next step
          s.x += step.dx;
          s.z += step.dz;
          s.ox = s.oz = 0;
        }
        break;
      case Step::Lunge: {
        const float k = 0.3f * std::sin(3.14159f * t);
        s.ox = step.dx * k;
        s.oz = step.dz * k;
        break;
      }
      case Step::Shake: {
        const float k = t >= 1 ? 0.0f : 1.6f * std::sin(t * 40.0f) * (1 - t);
        s.ox = k * std::cos(s.yaw);
        s.oz = -k * std::sin(s.yaw);
        break;
      }
      case Step::Flee:
        s.ox = step.dx * t;
        s.oz = step.dz * t;
        s.alpha = std::max(0.0f, 1 - t);
        setFading(s, true);
        break;
      case Step::Snap:
        break;
    }
    place(s);
  }
}

void UnitsView::update(float seconds, const Ogre::Camera* camera, float viewportHeight) {
  float budget = seconds * mSpeed;
  while (!mSteps.empty()) {
    Step& step = mSteps.front();
    if (step.elapsed == 0) startStep(step);
    const float left = step.duration - step.elapsed;
    if (step.duration <= 0 || budget >= left) {
      budget -= std::max(0.0f, left);
      step.elapsed = std::max(step.duration, 1e-6f);
      applyStep(step, 1.0f);
      mSteps.pop_front();
      continue;
    }
    step.elapsed += budget;
    applyStep(step, step.elapsed / step.duration);
    break;
  }
  for (Flash& f : mFlashes) f.ttl -= seconds;
  mFlashes.erase(
      std::remove_if(mFlashes.begin(), mFlashes.end(), [](const Flash& f) { return f.ttl <= 0; }),
      mFlashes.end());

  // Near or far mesh for each stand, by its width on screen (with a little hysteresis); far,
  // the set of cards that faces the camera more: the front set when the camera looks along
  // the stand's facing (from its front or its back), the side set when it looks across it.
  mNearCount = 0;
  if (!camera) return;
  const Ogre::Vector3 eye = camera->getDerivedPosition();
  const float pixelsPerUnitAtOne =
      viewportHeight / (2.0f * std::tan(camera->getFOVy().valueRadians() / 2));
  for (auto& [id, v] : mUnits) {
    if (!v.visible) continue;
    for (StandVisual& s : v.stands) {
      if (s.fade) continue;
      const float x = s.x + s.ox, z = s.z + s.oz;
      const float d = std::max(1.0f, eye.distance(Ogre::Vector3(x, 0, z)));
      const float px = s.width * pixelsPerUnitAtOne / d;
      const bool nearNow = s.useNear ? px > kNearPixels * 0.9f : px > kNearPixels * 1.1f;
      // The stand's front is its local -Z: (-sin yaw, -cos yaw) in the world.
      const float lx = x - eye.x, lz = z - eye.z, len = std::max(1e-3f, std::hypot(lx, lz));
      const float along = std::fabs(-std::sin(s.yaw) * lx - std::cos(s.yaw) * lz) / len;
      const bool sideNow = s.useSide ? along < 0.75f : along < 0.66f;
      // (A node made visible again shows all it carries.)
      const bool shown = s.farObj->getVisible() || s.farSideObj->getVisible();
      if (nearNow != s.useNear || sideNow != s.useSide || s.nearObj->getVisible() == shown) {
        s.useNear = nearNow;
        s.useSide = sideNow;
        showDetail(s);
      }
      mNearCount += s.useNear ? 1 : 0;
    }
  }
}

void UnitsView::finishAnimations() {
  mFlashes.clear();
  while (!mSteps.empty()) {
    Step& step = mSteps.front();
    if (step.elapsed == 0) startStep(step);
    applyStep(step, 1.0f);
    mSteps.pop_front();
  }
  mFlashes.clear();
}

}  // namespace sandtable::view
