#include "GroundCanvas.h"

#include <Ogre.h>

#include <algorithm>
#include <cmath>

namespace sandtable::render {

GroundCanvas::GroundCanvas(Ogre::SceneManager* sceneManager, const std::string& name,
                           const std::string& material, HeightFn height, float step, float lift)
    : mSceneManager(sceneManager),
      mObject(sceneManager->createManualObject(name)),
      mNode(sceneManager->getRootSceneNode()->createChildSceneNode()),
      mMaterial(material),
      mHeight(std::move(height)),
      mStep(step),
      mLift(lift) {
  mObject->setDynamic(true);
  mObject->setCastShadows(false);
  mObject->setRenderQueueGroup(Ogre::RENDER_QUEUE_MAIN + 1);  // after the ground and the stands
  mNode->attachObject(mObject);
}

GroundCanvas::~GroundCanvas() {
  mNode->detachAllObjects();
  mSceneManager->destroyManualObject(mObject);
  mSceneManager->destroySceneNode(mNode);
}

Ogre::Vector3 GroundCanvas::lifted(Ogre::Vector2 p) const {
  return {p.x, mHeight(p.x, p.y) + mLift, p.y};
}

void GroundCanvas::begin() {
  mPositions.clear();
  mColours.clear();
}

void GroundCanvas::emit(Ogre::Vector2 a, Ogre::Vector2 b, Ogre::Vector2 c,
                        const Ogre::ColourValue& colour) {
  // Counter-clockwise seen from above, whichever way the caller wound it.
  const float crossY = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  if (crossY > 0) std::swap(b, c);
  mPositions.push_back(lifted(a));
  mPositions.push_back(lifted(b));
  mPositions.push_back(lifted(c));
  mColours.insert(mColours.end(), 3, colour);
}

void GroundCanvas::triangle(Ogre::Vector2 a, Ogre::Vector2 b, Ogre::Vector2 c,
                            const Ogre::ColourValue& colour) {
  // Split into k x k smaller triangles so that no edge is longer than the step.
  const float longest = std::max({a.distance(b), b.distance(c), c.distance(a)});
  const int k = std::clamp(static_cast<int>(std::ceil(longest / mStep)), 1, 64);
  auto at = [&](int i, int j) {  // barycentric lattice point
    const float u = static_cast<float>(i) / static_cast<float>(k),
                v = static_cast<float>(j) / static_cast<float>(k);
    return a + (b - a) * u + (c - a) * v;
  };
  for (int i = 0; i < k; ++i) {
    for (int j = 0; j < k - i; ++j) {
      emit(at(i, j), at(i + 1, j), at(i, j + 1), colour);
      if (i + j + 1 < k) emit(at(i + 1, j), at(i + 1, j + 1), at(i, j + 1), colour);
    }
  }
}

void GroundCanvas::quad(Ogre::Vector2 a, Ogre::Vector2 b, Ogre::Vector2 c, Ogre::Vector2 d,
                        const Ogre::ColourValue& colour) {
  triangle(a, b, c, colour);
  triangle(a, c, d, colour);
}

void GroundCanvas::disc(Ogre::Vector2 centre, float radius, const Ogre::ColourValue& colour,
                        int segments) {
  sector(centre, radius, 0, Ogre::Math::TWO_PI, colour);
  (void)segments;
}

void GroundCanvas::ring(Ogre::Vector2 centre, float inner, float outer,
                        const Ogre::ColourValue& colour, int segments) {
  for (int i = 0; i < segments; ++i) {
    const float a0 = Ogre::Math::TWO_PI * static_cast<float>(i) / static_cast<float>(segments);
    const float a1 = Ogre::Math::TWO_PI * static_cast<float>(i + 1) / static_cast<float>(segments);
    const Ogre::Vector2 d0(std::cos(a0), std::sin(a0)), d1(std::cos(a1), std::sin(a1));
    quad(centre + d0 * inner, centre + d0 * outer, centre + d1 * outer, centre + d1 * inner,
         colour);
  }
}

void GroundCanvas::sector(Ogre::Vector2 centre, float radius, float fromRadians, float toRadians,
                          const Ogre::ColourValue& colour) {
  // Angles are in the (x, z) plane: 0 along +X, growing toward +Z.
  const float span = toRadians - fromRadians;
  const int segments =
      std::clamp(static_cast<int>(std::ceil(std::fabs(span) * radius / mStep)), 3, 96);
  for (int i = 0; i < segments; ++i) {
    const float a0 = fromRadians + span * static_cast<float>(i) / static_cast<float>(segments);
    const float a1 = fromRadians + span * static_cast<float>(i + 1) / static_cast<float>(segments);
    triangle(centre, centre + Ogre::Vector2(std::cos(a0), std::sin(a0)) * radius,
             centre + Ogre::Vector2(std::cos(a1), std::sin(a1)) * radius, colour);
  }
}

void GroundCanvas::line(Ogre::Vector2 a, Ogre::Vector2 b, float width,
                        const Ogre::ColourValue& colour) {
  const float length = a.distance(b);
  if (length <= 0) return;
  const Ogre::Vector2 dir = (b - a) / length;
  const Ogre::Vector2 side(-dir.y * width / 2, dir.x * width / 2);
  const int pieces = std::max(1, static_cast<int>(std::ceil(length / mStep)));
  for (int i = 0; i < pieces; ++i) {
    const Ogre::Vector2 p0 = a + (b - a) * (static_cast<float>(i) / static_cast<float>(pieces));
    const Ogre::Vector2 p1 = a + (b - a) * (static_cast<float>(i + 1) / static_cast<float>(pieces));
    emit(p0 - side, p1 - side, p1 + side, colour);
    emit(p0 - side, p1 + side, p0 + side, colour);
  }
}

void GroundCanvas::dashedLine(Ogre::Vector2 a, Ogre::Vector2 b, float width, float dash,
                              const Ogre::ColourValue& colour) {
  const float length = a.distance(b);
  if (length <= 0 || dash <= 0) return;
  for (float s = 0; s < length; s += 2 * dash) {
    const float e = std::min(length, s + dash);
    line(a + (b - a) * (s / length), a + (b - a) * (e / length), width, colour);
  }
}

void GroundCanvas::polyline(const std::vector<Ogre::Vector2>& points, float width,
                            const Ogre::ColourValue& colour, bool closed) {
  for (std::size_t i = 0; i + 1 < points.size(); ++i) line(points[i], points[i + 1], width, colour);
  if (closed && points.size() > 2) line(points.back(), points.front(), width, colour);
}

void GroundCanvas::end() {
  mObject->clear();
  if (mPositions.empty()) return;
  mObject->estimateVertexCount(mPositions.size());
  mObject->begin(mMaterial, Ogre::RenderOperation::OT_TRIANGLE_LIST);
  for (std::size_t i = 0; i < mPositions.size(); ++i) {
    mObject->position(mPositions[i]);
    mObject->colour(mColours[i]);
  }
  mObject->end();
}

void GroundCanvas::clear() {
  begin();
  end();
}

void GroundCanvas::setVisible(bool visible) { mNode->setVisible(visible); }

}  // namespace sandtable::render
