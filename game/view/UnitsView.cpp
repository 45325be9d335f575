#include "UnitsView.h"

#include <Ogre.h>

#include <algorithm>
#include <cmath>

#include "RulesetAdapter.h"
#include "TableSpace.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

constexpr float kBaseTop = 3.0f;
}  // namespace

UnitsView::UnitsView(Ogre::SceneManager* sm, const MediaBinding& binding, StandMeshes& meshes,
                     HeightFn height, UnitLookContext look)
    : mSceneManager(sm),
      mBinding(binding),
      mMeshes(meshes),
      mHeight(std::move(height)),
      mLook(std::move(look)),
      mStandPool(sm, "Stands", "Sandtable/FigureInstanced"),
      mFarPool(sm, "FarStands", "Sandtable/FigureCardsInstanced"),
      mMarkerPool(sm, "Markers", "Sandtable/FigureInstanced"),
      mShadowPool(sm, "Shadows", "Sandtable/ShadowInstanced") {}

UnitsView::~UnitsView() {
  for (auto& [id, v] : mUnits) destroy(v);
}

UnitsView::UnitVisual* UnitsView::find(UnitId id) {
  auto it = mUnits.find(id);
  return it == mUnits.end() ? nullptr : &it->second;
}

void UnitsView::build(UnitVisual& v) {
  const TroopLook look = mBinding.troop(
      mLook.ruleset, mLook.artType ? mLook.artType(v.view) : v.view.type, mLook.era);
  const SideColours& colours =
      mLook.palette->sides[static_cast<std::size_t>(sideIndex(v.view.side))];
  for (const Stand& stand : v.view.stands) {
    StandVisual s;
    s.width = toWorldLength(stand.footprint.width);
    s.depth = toWorldLength(stand.footprint.depth);
    const StandMeshNames names = mMeshes.stand(look, colours, s.width, s.depth);
    s.nearMesh = names.nearMesh;
    s.height = names.height;
    const WorldXZ c = toWorld(stand.footprint.centre);
    s.x = c.x;
    s.z = c.z;
    s.yaw = yawOf(stand.footprint.facing);
    s.node = mSceneManager->getRootSceneNode()->createChildSceneNode();
    s.nearObj = mStandPool.create(names.nearMesh);
    s.farObj = mFarPool.create(names.farMesh);
    s.farSideObj = mFarPool.create(names.farSideMesh);
    s.shadowObj = mShadowPool.create(mMeshes.shadow(s.width, s.depth));
    s.node->attachObject(s.nearObj);
    s.node->attachObject(s.farObj);
    s.node->attachObject(s.farSideObj);
    s.node->attachObject(s.shadowObj);
    showDetail(s);
    place(s);
    v.stands.push_back(s);
  }
  placeMarkers(v);
}

void UnitsView::destroy(UnitVisual& v) {
  for (auto& [node, obj] : v.markers) {
    mMarkerPool.destroy(obj);
    mSceneManager->destroySceneNode(node);
  }
  v.markers.clear();
  for (StandVisual& s : v.stands) {
    setFading(s, false);
    mStandPool.destroy(s.nearObj);
    mFarPool.destroy(s.farObj);
    mFarPool.destroy(s.farSideObj);
    mShadowPool.destroy(s.shadowObj);
    mSceneManager->destroySceneNode(s.node);
  }
  v.stands.clear();
}

void UnitsView::place(StandVisual& s) const {
  const float x = s.x + s.ox, z = s.z + s.oz;
  // Sit on the ground and lean with it: heights under the front, back and flanks.
  const float c = std::cos(s.yaw), sn = std::sin(s.yaw);
  auto worldOf = [&](float lx, float lz) {
    return std::pair<float, float>{x + c * lx + sn * lz, z - sn * lx + c * lz};
  };
  auto h = [&](float lx, float lz) {
    const auto [wx, wz] = worldOf(lx, lz);
    return mHeight(wx, wz);
  };
  const float front = h(0, -s.depth / 2), back = h(0, s.depth / 2), left = h(-s.width / 2, 0),
              right = h(s.width / 2, 0);
  const float y = std::max((front + back + left + right) / 4, mHeight(x, z)) - 0.4f;
  const float pitch = std::atan2(front - back, s.depth), roll = std::atan2(right - left, s.width);
  s.node->setPosition(x, y, z);
  s.node->setOrientation(Ogre::Quaternion(Ogre::Radian(s.yaw), Ogre::Vector3::UNIT_Y) *
                         Ogre::Quaternion(Ogre::Radian(pitch), Ogre::Vector3::UNIT_X) *
                         Ogre::Quaternion(Ogre::Radian(roll), Ogre::Vector3::UNIT_Z));
}

std::vector<std::size_t> UnitsView::outerRank(const std::vector<StandVisual>& stands, bool rearmost) {
  // How far back each stand lies along the unit's facing (its local +Z); the rank is every
  // stand within a world unit of the extreme.
  std::vector<std::size_t> rank;
  float extreme = 0;
  for (std::size_t i = 0; i < stands.size(); ++i) {
    const StandVisual& s = stands[i];
    const float back = s.x * std::sin(s.yaw) + s.z * std::cos(s.yaw);
    const float depth = rearmost ? back : -back;
    if (rank.empty() || depth > extreme + 1.0f) {
      rank.clear();
      extreme = depth;
    }
    if (depth > extreme - 1.0f) rank.push_back(i);
  }
  return rank;
}

void UnitsView::placeMarkers(UnitVisual& v) {
  for (auto& [node, obj] : v.markers) {
    mMarkerPool.destroy(obj);
    mSceneManager->destroySceneNode(node);
  }
  v.markers.clear();
  if (v.stands.empty() || v.view.status != UnitStatus::Active) return;
  // Markers set before the front rank (deployed pavises): one run before each of its stands,
  // on the ground, as wide as the stand. The others are tokens in a row behind the unit.
  std::vector<std::string> markers;
  for (const std::string& text : mLook.markers ? mLook.markers(v.view) : v.view.markers) {
    const MarkerLook look = mBinding.marker(text);
    if (!look.front) {
      markers.push_back(text);
      continue;
    }
    for (std::size_t i : outerRank(v.stands, false)) {
      StandVisual& s = v.stands[i];
      Ogre::SceneNode* node = s.node->createChildSceneNode();
      node->setPosition(0, 0, -s.depth / 2 - 3.0f);
      node->setScale(s.width / 40.0f, 1, 1);
      Ogre::MovableObject* obj = mMarkerPool.create(mMeshes.model(look.model));
      node->attachObject(obj);
      v.markers.emplace_back(node, obj);
    }
  }
  // Behind the rearmost rank (the middle stand of it), so a block of ranks hides none.
  const std::vector<std::size_t> rear = outerRank(v.stands, true);
  // Of the rear rank, the stand nearest its middle (slot order is not left to right).
  float mx = 0, mz = 0;
  for (std::size_t i : rear) {
    mx += v.stands[i].x / static_cast<float>(rear.size());
    mz += v.stands[i].z / static_cast<float>(rear.size());
  }
  std::size_t middle = rear.front();
  for (std::size_t i : rear) {  // ties go to the later stand, as [size / 2] did
    if (std::hypot(v.stands[i].x - mx, v.stands[i].z - mz) <=
        std::hypot(v.stands[middle].x - mx, v.stands[middle].z - mz) + 0.01f)
      middle = i;
  }
  StandVisual& anchor = v.stands[middle];
  // Never below 0.8: on narrow stands (Warlords' 40 mm) smaller tokens are lost.
  const float scale = std::clamp(anchor.width / 80.0f, 0.8f, 1.0f);
  const float spacing = 10.0f * scale;
  const auto count = static_cast<float>(markers.size());
  for (std::size_t i = 0; i < markers.size(); ++i) {
    const MarkerLook look = mBinding.marker(markers[i]);
    Ogre::SceneNode* node = anchor.node->createChildSceneNode();
    // A row behind the stand, on the ground at its rear edge.
    node->setPosition((static_cast<float>(i) - (count - 1) / 2) * spacing, kBaseTop * 0.3f,
                      anchor.depth / 2 + 6.0f * scale);
    node->setScale(Ogre::Vector3(scale));
    Ogre::MovableObject* obj = mMarkerPool.create(mMeshes.model(look.model));
    node->attachObject(obj);
    v.markers.emplace_back(node, obj);
  }
}

void UnitsView::showDetail(StandVisual& s) {
  s.nearObj->setVisible(s.useNear);
  s.farObj->setVisible(!s.useNear && !s.useSide);
  s.farSideObj->setVisible(!s.useNear && s.useSide);
  // A shadow a few pixels wide is not seen, but its blending is still paid for.
  s.shadowObj->setVisible(s.useNear);
}

void UnitsView::setFading(StandVisual& s, bool fading) {
  if (fading && !s.fade) {
    s.fade = mSceneManager->createEntity("Fading/" + std::to_string(++mFadeSerial), s.nearMesh);
    s.fade->setMaterialName("Sandtable/FigureFade");
    s.fade->setRenderQueueGroup(Ogre::RENDER_QUEUE_MAIN + 2);
    s.node->attachObject(s.fade);
    s.nearObj->setVisible(false);
    s.farObj->setVisible(false);
    s.farSideObj->setVisible(false);
    s.shadowObj->setVisible(false);
  } else if (!fading && s.fade) {
    showDetail(s);
    s.node->detachObject(s.fade);
    mSceneManager->destroyEntity(s.fade);
    s.fade = nullptr;
  }
  if (s.fade) {
    for (unsigned i = 0; i < s.fade->getNumSubEntities(); ++i) {
      s.fade->getSubEntity(i)->setCustomParameter(0, Ogre::Vector4(s.alpha, 0, 0, 0));
    }
  }
}

void UnitsView::snap(const std::vector<UnitView>& units) {
  mSteps.clear();
  mFlashes.clear();
  placeAll(units);
}

void UnitsView::placeAll(const std::vector<UnitView>& units) {
  // Drop units that are gone or whose stands changed shape; keep the rest and move them.
  for (auto it = mUnits.begin(); it != mUnits.end();) {
    const auto match = std::find_if(units.begin(), units.end(),
                                    [&](const UnitView& u) { return u.id == it->first; });
    bool keep = match != units.end() && match->stands.size() == it->second.stands.size() &&
                match->side == it->second.view.side && match->type == it->second.view.type;
    if (keep) {
      for (std::size_t i = 0; i < match->stands.size(); ++i) {
        const Rect& r = match->stands[i].footprint;
        keep = keep && std::fabs(toWorldLength(r.width) - it->second.stands[i].width) < 0.05f &&
               std::fabs(toWorldLength(r.depth) - it->second.stands[i].depth) < 0.05f;
      }
    }
    if (!keep) {
      destroy(it->second);
      it = mUnits.erase(it);
    } else {
      ++it;
    }
  }
  for (const UnitView& u : units) {
    UnitVisual* v = find(u.id);
    if (!v) {
      UnitVisual fresh;
      fresh.view = u;
      v = &mUnits.emplace(u.id, std::move(fresh)).first->second;
      build(*v);
    } else {
      const bool markersChanged = v->view.markers != u.markers || v->view.status != u.status;
      v->view = u;
      for (std::size_t i = 0; i < u.stands.size(); ++i) {
        StandVisual& s = v->stands[i];
        const WorldXZ c = toWorld(u.stands[i].footprint.centre);
        s.x = c.x;
        s.z = c.z;
        s.yaw = yawOf(u.stands[i].footprint.facing);
        s.ox = s.oz = 0;
        s.alpha = 1;
        setFading(s, false);
        place(s);
      }
      if (markersChanged) placeMarkers(*v);
    }
    v->visible = u.status == UnitStatus::Active;
    for (StandVisual& s : v->stands) s.node->setVisible(v->visible);
    if (v->visible) {
      for (StandVisual& s : v->stands) showDetail(s);
    }
  }
  mShown = units;
}

void UnitsView::setPalette(const Palette* palette) {
  mLook.palette = palette;
  const std::vector<UnitView> units = mShown;
  for (auto& [id, v] : mUnits) destroy(v);
  mUnits.clear();
  snap(units);
}

std::vector<std::pair<UnitId, StandBox>> UnitsView::standBoxes() const {
  std::vector<std::pair<UnitId, StandBox>> out;
  for (const auto& [id, v] : mUnits) {
    if (!v.visible) continue;
    for (const StandVisual& s : v.stands) {
      const Ogre::Vector3 p = s.node->getPosition();
      out.push_back({id, StandBox{{p.x, p.y, p.z}, s.yaw, s.width / 2, s.depth / 2, s.height}});
    }
  }
  return out;
}

std::optional<V3> UnitsView::labelAnchor(UnitId unit) const {
  const auto it = mUnits.find(unit);
  if (it == mUnits.end() || !it->second.visible || it->second.stands.empty()) return std::nullopt;
  Ogre::Vector3 sum = Ogre::Vector3::ZERO;
  float top = 0;
  for (const StandVisual& s : it->second.stands) {
    sum += s.node->getPosition();
    top = std::max(top, s.height);
  }
  sum /= static_cast<float>(it->second.stands.size());
  return V3{sum.x, sum.y + top + 6.0f, sum.z};
}

std::optional<WorldXZ> UnitsView::unitCentre(UnitId unit) const {
  const auto it = mUnits.find(unit);
  if (it == mUnits.end() || it->second.stands.empty()) return std::nullopt;
  float x = 0, z = 0;
  for (const StandVisual& s : it->second.stands) {
    x += s.x + s.ox;
    z += s.z + s.oz;
  }
  const auto n = static_cast<float>(it->second.stands.size());
  return WorldXZ{x / n, z / n};
}

std::size_t UnitsView::standCount() const {
  std::size_t n = 0;
  for (const auto& [id, v] : mUnits) n += v.visible ? v.stands.size() : 0;
  return n;
}

}  // namespace sandtable::view
