#include "TerrainView.h"

#include <Ogre.h>

#include <algorithm>
#include <cmath>

#include "FieldWorks.h"
#include "StandMeshes.h"
#include "TableSpace.h"

namespace sandtable::view {

TerrainView::TerrainView(Ogre::SceneManager* sm, const GroundModel& ground, StandMeshes& models,
                         const TerrainLook& look)
    : mSceneManager(sm), mGround(ground) {
  const Ogre::ColourValue ambient(0.50f, 0.52f, 0.58f), sunColour(0.78f, 0.75f, 0.66f);
  sm->setAmbientLight(ambient);
  mSun = sm->createLight("Sun");
  mSun->setType(Ogre::Light::LT_DIRECTIONAL);
  mSun->setDiffuseColour(sunColour);
  mSun->setSpecularColour(Ogre::ColourValue(0.3f, 0.3f, 0.3f));
  mSunNode = sm->getRootSceneNode()->createChildSceneNode();
  mSunNode->attachObject(mSun);
  mSunNode->setDirection(look.sunDirection.normalisedCopy(), Ogre::Node::TS_WORLD);
  // Drawn last, behind everything: only the sky's own pixels cost anything (drawn first it
  // would shade the whole screen once more, which a software renderer feels).
  sm->setSkyDome(true, "Sandtable/Sky", 8, 1, 50000, false);

  render::TerrainSpec spec;
  spec.vertices = ground.vertices;
  spec.worldSize = ground.worldSize;
  spec.centre = Ogre::Vector3(ground.centre.x, 0, ground.centre.z);
  spec.heights = ground.heights;
  for (std::size_t l = 0; l < kGroundLayerCount; ++l) {
    const auto layer = static_cast<GroundLayer>(l);
    // Texture repeat: crops every 120 mm (their rows are wide), the rest every 70 mm.
    const float repeat = layer == GroundLayer::Fields ? 120.0f : 70.0f;
    spec.layers.push_back({std::string(groundLayerTexture(layer)) + ".png", repeat});
  }
  spec.blendSize = ground.blendSize;
  for (std::size_t l = 1; l < kGroundLayerCount; ++l) spec.blends.push_back(ground.weights[l]);
  spec.colourMapSize = ground.colourSize;
  spec.colourMap.reserve(ground.colourMap.size());
  for (const Rgb& c : ground.colourMap) spec.colourMap.emplace_back(c.r, c.g, c.b, 1.0f);
  spec.sunDirection = look.sunDirection;
  spec.ambient = ambient;
  spec.sunColour = sunColour;
  spec.baked = look.composite;
  // One terrain for the whole square: cutting it into tiles that skip the ground beyond
  // the table saves pixels but costs a software renderer more in draw calls and skirts.
  spec.tiles = 1;
  // About two texels per millimetre, within what a texture may be.
  spec.bakeSize = std::clamp(static_cast<int>(ground.worldSize * 1.9f) / 512 * 512, 1024, 4096);
  spec.compositeMapSize = 2048;
  spec.lightMapSize = 1024;
  mTerrain = std::make_unique<render::TerrainScene>(sm, spec);

  // Trees and props, merged per region; each sits on the drawn ground.
  const float region = std::max(200.0f, ground.worldSize / 4);
  mTrees = std::make_unique<render::StaticBatch>(sm, "Trees", region);
  for (const TreeSpot& t : ground.trees) {
    mTrees->add(models.model(t.model), Ogre::Vector3(t.x, heightAt(t.x, t.z) - 0.5f, t.z),
                Ogre::Quaternion(Ogre::Radian(t.yaw), Ogre::Vector3::UNIT_Y),
                Ogre::Vector3(t.scale));
  }
  mTrees->build();
  mProps = std::make_unique<render::StaticBatch>(sm, "Props", region);
  for (const PropSpot& p : ground.props) {
    float y = heightAt(p.x, p.z) - 0.3f;
    if (p.model == "bridge" || p.model == "ford_stones") {
      // Crossings sit on the water, not in the river bed.
      for (const WaterPatch& w : ground.water) {
        if (p.x >= w.x0 && p.x <= w.x1 && p.z >= w.z0 && p.z <= w.z1)
          y = w.level - (p.model == "bridge" ? 4.0f : 1.0f);
      }
    }
    mProps->add(models.model(p.model), Ogre::Vector3(p.x, y, p.z),
                Ogre::Quaternion(Ogre::Radian(p.yaw), Ogre::Vector3::UNIT_Y),
                Ogre::Vector3(p.scale));
  }
  addLines(models);
  mProps->build();
  addWater();
  addFrame();
}

void TerrainView::addFrame() {
  // Wooden rails round the board, standing a little proud of the ground. Beyond them the
  // sky dome's lower half is a distant meadow (a plane there would cost every pixel again).
  const auto c = mTerrain->covered();
  const float rail = 22.0f, top = 6.0f, bottom = -70.0f;
  mFrame = mSceneManager->createManualObject("TableFrame");
  mFrame->setCastShadows(false);
  // Drawn after the ground and the figures: where they hide it, the depth test rejects its
  // pixels before they are shaded (a software renderer shades in drawing order).
  mFrame->setRenderQueueGroup(Ogre::RENDER_QUEUE_MAIN + 3);
  mFrame->begin("Sandtable/Figure", Ogre::RenderOperation::OT_TRIANGLE_LIST);
  std::uint32_t v = 0;
  auto quad = [&](Ogre::Vector3 a, Ogre::Vector3 b, Ogre::Vector3 cc, Ogre::Vector3 d,
                  Ogre::Vector3 nrm, const Ogre::ColourValue& col) {
    for (const Ogre::Vector3& p : {a, b, cc, d}) {
      mFrame->position(p);
      mFrame->normal(nrm);
      mFrame->colour(col);
      mFrame->textureCoord(0, 0);
    }
    mFrame->quad(v, v + 1, v + 2, v + 3);
    v += 4;
  };
  const Ogre::ColourValue wood(0.46f, 0.30f, 0.17f), woodTop(0.55f, 0.37f, 0.21f);
  auto box = [&](float x0, float z0, float x1, float z1) {
    quad({x0, top, z0}, {x0, top, z1}, {x1, top, z1}, {x1, top, z0}, Ogre::Vector3::UNIT_Y,
         woodTop);
    quad({x0, bottom, z1}, {x1, bottom, z1}, {x1, top, z1}, {x0, top, z1}, Ogre::Vector3::UNIT_Z,
         wood);
    quad({x1, bottom, z0}, {x0, bottom, z0}, {x0, top, z0}, {x1, top, z0},
         Ogre::Vector3::NEGATIVE_UNIT_Z, wood);
    quad({x1, bottom, z1}, {x1, bottom, z0}, {x1, top, z0}, {x1, top, z1}, Ogre::Vector3::UNIT_X,
         wood);
    quad({x0, bottom, z0}, {x0, bottom, z1}, {x0, top, z1}, {x0, top, z0},
         Ogre::Vector3::NEGATIVE_UNIT_X, wood);
  };
  box(c[0] - rail, c[1] - rail, c[2] + rail, c[1]);  // north
  box(c[0] - rail, c[3], c[2] + rail, c[3] + rail);  // south
  box(c[0] - rail, c[1], c[0], c[3]);                // west
  box(c[2], c[1], c[2] + rail, c[3]);                // east
  mFrame->end();
  mFrameNode = mSceneManager->getRootSceneNode()->createChildSceneNode();
  mFrameNode->attachObject(mFrame);
}

void TerrainView::addLines(StandMeshes& models) {
  // Hedges and walls: 40 mm runs along each line, turned to follow it.
  for (const LinearFeature& line : mGround.lines) {
    std::string model;
    if (line.kind == rules::TerrainKind::Hedge || line.kind == rules::TerrainKind::Treeline)
      model = "hedge";
    else if (line.kind == rules::TerrainKind::StoneWall ||
             line.kind == rules::TerrainKind::FortressWall ||
             line.kind == rules::TerrainKind::Redoubt ||
             line.kind == rules::TerrainKind::Entrenchment)
      model = "wall";
    if (model.empty()) continue;
    const std::string mesh = models.model(model);
    for (const LineRun& r : runsAlong(line.points, std::nullopt)) {
      mProps->add(mesh, Ogre::Vector3(r.x, heightAt(r.x, r.z) - 0.3f, r.z),
                  Ogre::Quaternion(Ogre::Radian(r.yaw), Ogre::Vector3::UNIT_Y),
                  Ogre::Vector3(r.stretch, 1, 1));
    }
  }
}

void TerrainView::layFieldWorks(const std::vector<FieldWork>& works, StandMeshes& models) {
  mFieldWorks.reset();  // before the new batch: the name must be free again
  if (works.empty()) return;
  mFieldWorks = std::make_unique<render::StaticBatch>(mSceneManager, "FieldWorks",
                                                      std::max(200.0f, mGround.worldSize / 4));
  for (const FieldWork& w : works) {
    const std::string mesh = models.model(w.model);
    for (const std::vector<rules::Point>& piece : openGaps(w.line, w.gaps, w.gapWidth)) {
      std::vector<WorldXZ> line;
      for (const rules::Point& p : piece) line.push_back(toWorld(p));
      for (const LineRun& r : runsAlong(line, w.sharpLeft)) {
        mFieldWorks->add(mesh, Ogre::Vector3(r.x, heightAt(r.x, r.z) - 0.3f, r.z),
                         Ogre::Quaternion(Ogre::Radian(r.yaw), Ogre::Vector3::UNIT_Y),
                         Ogre::Vector3(r.stretch, 1, 1));
      }
    }
  }
  mFieldWorks->build();
}

void TerrainView::addWater() {
  if (mGround.water.empty()) return;
  mWater = mSceneManager->createManualObject("Water");
  mWater->setCastShadows(false);
  mWater->begin("Sandtable/Water", Ogre::RenderOperation::OT_TRIANGLE_LIST);
  const Ogre::ColourValue deep(0.20f, 0.38f, 0.50f, 0.78f);
  std::uint32_t v = 0;
  for (const WaterPatch& w : mGround.water) {
    mWater->position(w.x0, w.level, w.z0);
    mWater->colour(deep);
    mWater->position(w.x0, w.level, w.z1);
    mWater->colour(deep);
    mWater->position(w.x1, w.level, w.z1);
    mWater->colour(deep);
    mWater->position(w.x1, w.level, w.z0);
    mWater->colour(deep);
    mWater->quad(v, v + 1, v + 2, v + 3);
    v += 4;
  }
  mWater->end();
  mWaterNode = mSceneManager->getRootSceneNode()->createChildSceneNode();
  mWaterNode->attachObject(mWater);
}

TerrainView::~TerrainView() {
  if (mFrame) {
    mFrameNode->detachAllObjects();
    mSceneManager->destroyManualObject(mFrame);
    mSceneManager->destroySceneNode(mFrameNode);
  }
  mTrees.reset();
  mProps.reset();
  if (mWater) {
    mWaterNode->detachAllObjects();
    mSceneManager->destroyManualObject(mWater);
    mSceneManager->destroySceneNode(mWaterNode);
  }
  mFieldWorks.reset();
  mTerrain.reset();
  mSceneManager->setSkyDome(false, "");
  mSunNode->detachAllObjects();
  mSceneManager->destroyLight(mSun);
  mSceneManager->destroySceneNode(mSunNode);
}

}  // namespace sandtable::view
