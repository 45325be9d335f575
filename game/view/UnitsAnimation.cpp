// How stands follow the rules' events: each action's cues (EventAnimation.h, read from the
// events' roles) become a queue of steps, ending with the units exactly as the rules left them; and
// the choice of near or far mesh by size on screen, and of the far cards by the angle they are seen
// at.
#include <Ogre.h>

#include <algorithm>
#include <cmath>

#include "EventAnimation.h"
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
  for (const AnimationCue& c : eventAnimation(record)) {
    const WorldXZ a = toWorld(c.from), b = toWorld(c.to);
    float dx = b.x - a.x, dz = b.z - a.z;
    Step s{Step::Shake, c.unit, c.seconds, 0, dx, dz, {}, std::nullopt};
    s.name = c.name;
    switch (c.motion) {
      case AnimationCue::Motion::Slide: {
        const float d = std::hypot(dx, dz);
        if (d <= 0.01f) continue;
        s.kind = Step::Translate;
        s.duration = stepSeconds(d);
        break;
      }
      case AnimationCue::Motion::Lunge:
        s.kind = Step::Lunge;
        break;
      case AnimationCue::Motion::Shake:
        s.kind = Step::Shake;
        break;
      case AnimationCue::Motion::Run:
        s.kind = Step::Flee;
        if (c.toRear) {
          s.dx = s.dz = 0;
          if (UnitVisual* v = find(c.unit); v && !v->stands.empty()) {
            const float yaw = v->stands.front().yaw;
            s.dx =
                std::sin(yaw) * 110.0f;  // the rear of a stand facing -Z is +Z, turned by its yaw
            s.dz = std::cos(yaw) * 110.0f;
          }
        }
        break;
      case AnimationCue::Motion::Fade:
        s.kind = Step::Flee;
        s.dx = s.dz = 0;
        break;
    }
    switch (c.flash) {
      case AnimationCue::Flash::None:
        break;
      case AnimationCue::Flash::Shot:
        s.flash = Flash{a, b, true, 0.7f};
        break;
      case AnimationCue::Flash::Melee:
        s.flash = Flash{a, b, false, 0.7f};
        break;
      case AnimationCue::Flash::Hit:
        s.flash = Flash{b, b, false, 0.7f, true};
        break;
    }
    mSteps.push_back(std::move(s));
  }
  mSteps.push_back(Step{Step::Snap, kNoUnit, 0, 0, 0, 0, record.after, std::nullopt});
}

void UnitsView::startStep(Step& step) {
  if (!step.name.empty()) mStarted.emplace_back(step.name);
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
