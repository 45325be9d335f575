// What the table draws on the ground for the player: the selected unit's movement envelope
// (sure and possible), the targets it can reach, its arc of fire, the ground it can see
// (viewshed), objectives, the line of sight to the hovered unit (green and solid when clear,
// red and broken past the point that blocks it), a tape measure, command radius, the path
// of a unit being dragged, and flashes for shots and charges. Two canvases: area shading
// that the ground and figures may hide, and marks drawn on top of everything. Each is
// rebuilt only when what it shows changes.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "GroundModel.h"
#include "MoveEnvelope.h"
#include "PickMath.h"
#include "RulesetAdapter.h"
#include "UnitsView.h"
#include "render/GroundCanvas.h"

namespace sandtable::view {

struct SightLine {
  WorldXZ from, to;
  bool visible = true;
  std::optional<WorldXZ> blockedAt;
};

struct ViewshedCell {
  rules::Rect cell;  // table coordinates
  bool visible = false;
};

struct OverlayInputs {
  // Area shading
  const Envelope* envelope = nullptr;
  FireArc fire;
  std::vector<ViewshedCell> viewshed;
  std::vector<Objective> objectives;
  std::optional<rules::GridSpec> grid;
  std::vector<GroundShape> shapes;  // the ruleset's own: areas here, outlines and paths on top
  // Marks
  std::vector<StandBox> selected, hovered, canAct;
  std::vector<StandBox> attackNow, attackAfterMove;
  std::optional<SightLine> sight;
  std::optional<std::pair<WorldXZ, WorldXZ>> tape;
  std::optional<std::pair<WorldXZ, float>> commandRadius;  // centre, radius (world mm)
  std::vector<WorldXZ> dragPath;
  std::vector<Flash> flashes;
  bool dragValid = true;
};

class Overlays {
 public:
  Overlays(Ogre::SceneManager* sceneManager, render::GroundCanvas::HeightFn height);
  void update(const OverlayInputs& in);

 private:
  void drawArea(const OverlayInputs& in);
  void drawMarks(const OverlayInputs& in);
  void ringAround(const StandBox& box, float pad, float width, const Ogre::ColourValue& colour);
  void drawShapeMarks(const GroundShape& shape);

  std::unique_ptr<render::GroundCanvas> mArea;
  std::unique_ptr<render::GroundCanvas> mMarks;
  std::string mAreaKey;
};

}  // namespace sandtable::view
