// Every unit on the table as scene nodes: one node per stand, carrying an instance of its
// stand mesh (near or far, chosen by how many pixels it covers; far, the set of cards that
// faces the camera more) and its markers. The
// nodes follow the rules' events (moves slide, attacks lunge, hits shake, routed units
// run and fade) and end each action exactly where game().units() says; they never decide
// anything.
#pragma once

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "MediaBinding.h"
#include "PickMath.h"
#include "PlayController.h"
#include "StandMeshes.h"
#include "TableSpace.h"
#include "render/InstancePool.h"

namespace Ogre {
class SceneManager;
class SceneNode;
class MovableObject;
class Entity;
class Camera;
}  // namespace Ogre

namespace sandtable::view {

struct UnitLookContext {
  std::string ruleset;
  std::string era;
  const Palette* palette = nullptr;
  // The ruleset adapter's troop look for a unit (default: its type) and the marker tokens
  // drawn beside it (default: its markers), so a ruleset's many words become a few tokens.
  std::function<std::string(const rules::UnitView&)> artType;
  std::function<std::vector<std::string>(const rules::UnitView&)> markers;
};

// A brief visual effect for the overlays: a shot or a charge between two units.
struct Flash {
  WorldXZ from, to;
  bool ranged = false;
  float ttl = 0.5f;
  bool hit = false;  // a unit hit: a ring at `to`, not a line
};

class UnitsView {
 public:
  using HeightFn = std::function<float(float x, float z)>;

  UnitsView(Ogre::SceneManager* sceneManager, const MediaBinding& binding, StandMeshes& meshes,
            HeightFn height, UnitLookContext look);
  ~UnitsView();
  UnitsView(const UnitsView&) = delete;
  UnitsView& operator=(const UnitsView&) = delete;

  // Puts every unit where `units` says, at once (start, load, undo, replay's start).
  void snap(const std::vector<rules::UnitView>& units);
  // Queues the animation of one action (its events), ending at record.after.
  void animate(const ActionRecord& record);
  // Advances animations; chooses near or far meshes for `camera`.
  void update(float seconds, const Ogre::Camera* camera, float viewportHeight);
  bool busy() const { return !mSteps.empty(); }
  void finishAnimations();  // jump to the end of everything queued
  void setSpeed(float s) { mSpeed = s; }
  // Repaints every stand (a new palette).
  void setPalette(const Palette* palette);

  // Where the stands are now (as drawn), for picking and overlays.
  std::vector<std::pair<rules::UnitId, StandBox>> standBoxes() const;
  std::optional<V3> labelAnchor(rules::UnitId unit) const;  // above the unit
  std::optional<WorldXZ> unitCentre(rules::UnitId unit) const;
  const std::vector<rules::UnitView>& shown() const { return mShown; }
  std::vector<Flash>& flashes() { return mFlashes; }
  // The names of the animations started so far (EventAnimation.h: "shot", "melee", ...), in
  // order; the table's scripts check them (expect-animation).
  const std::vector<std::string>& started() const { return mStarted; }
  void forgetStarted() { mStarted.clear(); }
  std::size_t standCount() const;
  std::size_t nearCount() const { return mNearCount; }

 private:
  struct StandVisual {
    Ogre::SceneNode* node = nullptr;
    Ogre::MovableObject* nearObj = nullptr;
    Ogre::MovableObject* farObj = nullptr;      // far: cards seen from the front and back
    Ogre::MovableObject* farSideObj = nullptr;  // far: cards seen from the sides
    Ogre::MovableObject* shadowObj = nullptr;
    Ogre::Entity* fade = nullptr;
    std::string nearMesh;
    float width = 0, depth = 0, height = 0;
    float x = 0, z = 0, yaw = 0;  // resting pose
    float ox = 0, oz = 0;         // animation offset
    float alpha = 1;
    bool useNear = true;
    bool useSide = false;  // far, seen from a side more than from the front or back
  };
  // The stands of a unit's rearmost rank, or of its front rank.
  static std::vector<std::size_t> outerRank(const std::vector<StandVisual>& stands, bool rearmost);
  struct UnitVisual {
    rules::UnitView view;
    std::vector<StandVisual> stands;
    std::vector<std::pair<Ogre::SceneNode*, Ogre::MovableObject*>> markers;
    bool visible = true;
  };
  struct Step {
    enum Kind { Translate, Lunge, Shake, Flee, Snap } kind = Snap;
    rules::UnitId unit = rules::kNoUnit;
    float duration = 0;
    float elapsed = 0;
    float dx = 0, dz = 0;  // world mm
    std::vector<rules::UnitView> snapTo;
    std::optional<Flash> flash;
    std::string_view name;  // the cue's name (EventAnimation.h); empty for the final snap
  };

  void placeAll(const std::vector<rules::UnitView>& units);
  void build(UnitVisual& v);
  void destroy(UnitVisual& v);
  void place(StandVisual& s) const;
  void placeMarkers(UnitVisual& v);
  void applyStep(Step& step, float t);
  void startStep(Step& step);
  void setFading(StandVisual& s, bool fading);
  static void showDetail(StandVisual& s);  // the near mesh or one far set, and the shadow
  UnitVisual* find(rules::UnitId id);

  Ogre::SceneManager* mSceneManager;
  const MediaBinding& mBinding;
  StandMeshes& mMeshes;
  HeightFn mHeight;
  UnitLookContext mLook;
  render::InstancePool mStandPool;
  render::InstancePool mFarPool;  // far meshes: cards drawn from both sides
  render::InstancePool mMarkerPool;
  render::InstancePool mShadowPool;
  std::map<rules::UnitId, UnitVisual> mUnits;
  std::vector<rules::UnitView> mShown;
  std::deque<Step> mSteps;
  std::vector<Flash> mFlashes;
  std::vector<std::string> mStarted;
  float mSpeed = 1.0f;
  std::size_t mNearCount = 0;
  int mFadeSerial = 0;
};

}  // namespace sandtable::view
