#include "TabletopCamera.h"

#include <algorithm>
#include <cmath>

namespace sandtable::view {

namespace {
constexpr float kDeg = 3.14159265f / 180.0f;
constexpr float kMinPitch = 12, kMaxPitch = 89.5f;
}  // namespace

void TabletopCamera::setTable(float cx, float cz, float width, float depth) {
  mCx = cx;
  mCz = cz;
  mW = width;
  mD = depth;
}

void TabletopCamera::overview() {
  mTopDown = false;
  mGx = mCx;
  mGz = mCz + mD * 0.06f;
  mGYaw = 0;
  mGPitch = 52;
  mGDistance = std::max(mW, mD * 1.4f) * 1.08f;
  clampGoal();
}

void TabletopCamera::topDown(bool on) {
  if (on == mTopDown) return;
  mTopDown = on;
  if (on) {
    mSavedPitch = mGPitch;
    mSavedYaw = mGYaw;
    mGPitch = kMaxPitch;
    mGYaw = 0;  // north up, like a map
  } else {
    mGPitch = mSavedPitch;
    mGYaw = mSavedYaw;
  }
}

void TabletopCamera::focus(float x, float z, float distance) {
  mGx = x;
  mGz = z;
  if (distance > 0) mGDistance = distance;
  clampGoal();
}

void TabletopCamera::orbit(float degrees) { mGYaw += degrees; }

void TabletopCamera::tilt(float degrees) {
  mGPitch = std::clamp(mGPitch + degrees, kMinPitch, kMaxPitch);
  mTopDown = mGPitch >= kMaxPitch - 0.01f;
}

void TabletopCamera::zoom(float factor) {
  mGDistance *= factor;
  clampGoal();
}

void TabletopCamera::pan(float right, float forward) {
  // Right and forward on the table as the camera faces it (yaw 0 looks north, toward -Z).
  const float y = mGYaw * kDeg;
  mGx += right * std::cos(y) + forward * std::sin(y);
  mGz += right * std::sin(y) - forward * std::cos(y);
  clampGoal();
}

void TabletopCamera::dragPan(float dxPixels, float dyPixels, float viewportHeight,
                             float fovYRadians) {
  const float worldPerPixel =
      2 * mDistance * std::tan(fovYRadians / 2) / std::max(1.0f, viewportHeight);
  pan(-dxPixels * worldPerPixel,
      dyPixels * worldPerPixel / std::max(0.3f, std::sin(mPitch * kDeg)));
}

void TabletopCamera::clampGoal() {
  const float span = std::max(mW, mD);
  mGDistance = std::clamp(mGDistance, 40.0f, span * 3.0f);
  mGx = std::clamp(mGx, mCx - mW * 0.6f, mCx + mW * 0.6f);
  mGz = std::clamp(mGz, mCz - mD * 0.6f, mCz + mD * 0.6f);
}

void TabletopCamera::update(float seconds) {
  const float k = 1 - std::exp(-seconds * 9.0f);  // about a tenth of a second to settle
  mX += (mGx - mX) * k;
  mZ += (mGz - mZ) * k;
  mDistance += (mGDistance - mDistance) * k;
  mYaw += (mGYaw - mYaw) * k;
  mPitch += (mGPitch - mPitch) * k;
}

void TabletopCamera::jump() {
  mX = mGx;
  mZ = mGz;
  mDistance = mGDistance;
  mYaw = mGYaw;
  mPitch = mGPitch;
}

void TabletopCamera::set(float targetX, float targetZ, float distance, float yawDegrees,
                         float pitchDegrees) {
  mGx = targetX;
  mGz = targetZ;
  mGDistance = distance;
  mGYaw = yawDegrees;
  mGPitch = std::clamp(pitchDegrees, kMinPitch, kMaxPitch);
  mTopDown = mGPitch >= kMaxPitch - 0.01f;
  clampGoal();
}

CameraPose TabletopCamera::pose() const {
  const float y = mYaw * kDeg, p = mPitch * kDeg;
  // From the target, back along the view's heading (south at yaw 0) and up by the tilt.
  const V3 target{mX, 0, mZ};
  const V3 eye{mX - std::sin(y) * std::cos(p) * mDistance, std::sin(p) * mDistance,
               mZ + std::cos(y) * std::cos(p) * mDistance};
  return {eye, target};
}

}  // namespace sandtable::view
