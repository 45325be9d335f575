// What the floating label over each unit showed in the last frame: for its tooltip, the
// render tests' shot info and the scripts.
#pragma once

#include <string>
#include <vector>

#include "LabelLayout.h"
#include "MediaBinding.h"
#include "RulesetAdapter.h"

namespace sandtable::view {

// A marker drawn as a badge on a label: what it is, where and in which colour.
struct ShownBadge {
  LabelMark mark;  // words filled in
  LabelBox box;
  Colour colour;
};

struct ShownLabel {
  rules::UnitId unit = rules::kNoUnit;
  std::string text;               // the name shown: the unit's whole name or its short one
  bool shortName = false;
  LabelBox box;                   // on the screen, y down
  bool leaderLine = false;        // moved off its unit, with a line down to it
  std::vector<ShownBadge> badges; // in order, left to right
  bool tab = false;               // folded to a tab of its side's colour in a crowd: no name
};

// The panels drawn in the last frame, on the screen: what the labels and the ground marks'
// words keep off (they are drawn under the panels, which would hide them). Needs an ImGui frame.
std::vector<LabelBox> panelBoxesLastFrame();

}  // namespace sandtable::view
