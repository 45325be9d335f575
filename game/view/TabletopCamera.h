// The tabletop camera: it looks at a point on the table from a distance, a heading and a
// tilt, as a player leaning over a table would. Orbit, pan, zoom and tilt glide toward
// their goals; a top-down map view, focusing on a unit and framing the whole table are
// one call each. Pure maths; the table copies the pose onto its Ogre camera node.
#pragma once

#include "PickMath.h"

namespace sandtable::view {

struct CameraPose {
  V3 eye;
  V3 target;
};

class TabletopCamera {
 public:
  // The table's extent (world mm) bounds where the camera may look.
  void setTable(float centreX, float centreZ, float width, float depth);
  // Frames the whole table from the south (side 1's edge) at a comfortable tilt.
  void overview();
  void topDown(bool on);
  bool isTopDown() const { return mTopDown; }
  void focus(float x, float z, float distance = 0);  // distance 0: keep the current one

  void orbit(float degrees);             // about the target, + turns the view to the right
  void tilt(float degrees);              // + looks more steeply down
  void zoom(float factor);               // < 1 comes closer
  void pan(float right, float forward);  // world mm along the view's right and forward on the table
  // Pan by a screen drag, scaled so the table follows the cursor (pixels, viewport height).
  void dragPan(float dxPixels, float dyPixels, float viewportHeight, float fovYRadians);

  // Moves the current pose toward the goal; call every frame.
  void update(float seconds);
  void jump();  // to the goal at once (screenshots)
  CameraPose pose() const;
  float distance() const { return mDistance; }
  float yawDegrees() const { return mYaw; }
  float pitchDegrees() const { return mPitch; }
  void set(float targetX, float targetZ, float distance, float yawDegrees, float pitchDegrees);

 private:
  void clampGoal();
  float mCx = 0, mCz = 0, mW = 1000, mD = 1000;
  // goal
  float mGx = 0, mGz = 0, mGDistance = 1000, mGYaw = 0, mGPitch = 50;
  // current
  float mX = 0, mZ = 0, mDistance = 1000, mYaw = 0, mPitch = 50;
  bool mTopDown = false;
  float mSavedPitch = 50, mSavedYaw = 0;
};

}  // namespace sandtable::view
