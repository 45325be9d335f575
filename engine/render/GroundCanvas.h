// Translucent drawing laid on the ground: filled triangles, quads, discs, rings and arc
// sectors, and lines as ribbons, every one subdivided and lifted to follow the heights it
// is drawn over. One canvas is one ManualObject, rebuilt whenever its picture changes
// (movement envelopes, arcs of fire, a line of sight, a tape measure).
#pragma once

#include <OgreColourValue.h>
#include <OgreVector.h>

#include <functional>
#include <string>
#include <vector>

namespace Ogre {
class SceneManager;
class ManualObject;
class SceneNode;
}  // namespace Ogre

namespace sandtable::render {

class GroundCanvas {
 public:
  // Ground height at a world (x, z).
  using HeightFn = std::function<float(float x, float z)>;

  // `step`: the longest edge drawn without following the ground; `lift`: how far above it.
  GroundCanvas(Ogre::SceneManager* sceneManager, const std::string& name,
               const std::string& material, HeightFn height, float step, float lift);
  ~GroundCanvas();
  GroundCanvas(const GroundCanvas&) = delete;
  GroundCanvas& operator=(const GroundCanvas&) = delete;

  // Shapes are collected between begin() and end(); end() replaces the previous picture.
  void begin();
  // Points are world (x, z); heights come from the ground.
  void triangle(Ogre::Vector2 a, Ogre::Vector2 b, Ogre::Vector2 c, const Ogre::ColourValue& colour);
  void quad(Ogre::Vector2 a, Ogre::Vector2 b, Ogre::Vector2 c, Ogre::Vector2 d,
            const Ogre::ColourValue& colour);
  void disc(Ogre::Vector2 centre, float radius, const Ogre::ColourValue& colour, int segments = 48);
  void ring(Ogre::Vector2 centre, float inner, float outer, const Ogre::ColourValue& colour,
            int segments = 64);
  // A sector from `fromRadians` to `toRadians` (measured from +X toward -Z... see implementation
  // note).
  void sector(Ogre::Vector2 centre, float radius, float fromRadians, float toRadians,
              const Ogre::ColourValue& colour);
  void line(Ogre::Vector2 a, Ogre::Vector2 b, float width, const Ogre::ColourValue& colour);
  void dashedLine(Ogre::Vector2 a, Ogre::Vector2 b, float width, float dash,
                  const Ogre::ColourValue& colour);
  void polyline(const std::vector<Ogre::Vector2>& points, float width,
                const Ogre::ColourValue& colour, bool closed);
  void end();
  void clear();
  void setVisible(bool visible);
  std::size_t vertexCount() const { return mPositions.size(); }

 private:
  Ogre::Vector3 lifted(Ogre::Vector2 p) const;
  void emit(Ogre::Vector2 a, Ogre::Vector2 b, Ogre::Vector2 c, const Ogre::ColourValue& colour);

  Ogre::SceneManager* mSceneManager;
  Ogre::ManualObject* mObject;
  Ogre::SceneNode* mNode;
  std::string mMaterial;
  HeightFn mHeight;
  float mStep;
  float mLift;
  std::vector<Ogre::Vector3> mPositions;
  std::vector<Ogre::ColourValue> mColours;
};

}  // namespace sandtable::render
