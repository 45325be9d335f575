#include "PinRiders.h"

#include <Ogre.h>

#include <algorithm>

#include "TableSpace.h"

namespace sandtable::view {

PinRiders::PinRiders(Ogre::SceneManager* sceneManager, const MediaBinding& binding,
                     StandMeshes& meshes, HeightFn height, std::string ruleset, std::string era)
    : mSceneManager(sceneManager),
      mBinding(binding),
      mMeshes(meshes),
      mHeight(std::move(height)),
      mRuleset(std::move(ruleset)),
      mEra(std::move(era)),
      mPool(sceneManager, "Riders", "Sandtable/FigureInstanced") {}

PinRiders::~PinRiders() {
  for (Rider& r : mRiders) {
    mPool.destroy(r.object);
    mSceneManager->destroySceneNode(r.node);
  }
}

void PinRiders::show(const std::vector<TablePin>& pins, const Palette& palette) {
  std::size_t used = 0;
  for (const TablePin& pin : pins) {
    if (!pin.rider || (pin.side != rules::Side::One && pin.side != rules::Side::Two)) continue;
    const PinRider& r = *pin.rider;
    // One figure of the troops it rides among: their stand's frontage by its files, its depth
    // by its ranks, so the rider stands at their figures' scale.
    const TroopLook among = mBinding.troop(mRuleset, r.among, mEra);
    const float width = toWorldLength(r.width) / static_cast<float>(std::max(1, among.files));
    const float depth = toWorldLength(r.depth) / static_cast<float>(std::max(1, among.ranks));
    if (width <= 0 || depth <= 0) continue;
    const SideColours& colours = palette.sides[static_cast<std::size_t>(sideIndex(pin.side))];
    const std::string mesh =
        mMeshes.stand(mBinding.troop(mRuleset, r.look, mEra), colours, width, depth).nearMesh;
    if (used == mRiders.size()) {
      Rider fresh;
      fresh.node = mSceneManager->getRootSceneNode()->createChildSceneNode();
      mRiders.push_back(fresh);
    }
    Rider& rider = mRiders[used++];
    if (rider.mesh != mesh) {
      mPool.destroy(rider.object);
      rider.object = mPool.create(mesh);
      rider.node->attachObject(rider.object);
      rider.mesh = mesh;
    }
    const WorldXZ w = toWorld(pin.at);
    rider.node->setPosition(w.x, mHeight(w.x, w.z), w.z);
    rider.node->setOrientation(
        Ogre::Quaternion(Ogre::Radian(yawOf(r.facing)), Ogre::Vector3::UNIT_Y));
    rider.node->setVisible(true);
  }
  for (std::size_t i = used; i < mRiders.size(); ++i) mRiders[i].node->setVisible(false);
  mShown = used;
}

}  // namespace sandtable::view
