// Placing the floating labels over units so that every one stays readable and near its unit:
// each label takes its unit's whole name where the space beside its neighbours holds it,
// else the unit's short name; labels that would overlap are moved a little (up first, then
// sideways, then down), and one moved off its unit gets a line down to it. Screen pixels,
// y down; the same labels always land in the same places.
#pragma once

#include <string>
#include <vector>

namespace sandtable::view {

struct LabelBox {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // screen rectangle, y down
};

bool overlaps(const LabelBox& a, const LabelBox& b);

// One unit's label to place: the point over the unit it stands on (its bottom edge's middle,
// when nothing is in the way), and its size with the whole name and with the short one (the
// same when the unit has no short name).
struct LabelRequest {
  float anchorX = 0, anchorY = 0;
  float fullWidth = 0, shortWidth = 0;
  float height = 0;
  // The side of the square the label folds to, a tab of its side's colour with its name left
  // to the tooltip, in a crowd with no free place for the name (0: it never folds).
  float tabWidth = 0;
  bool focus = false;  // the selected or hovered unit's: placed before the others
};

struct LabelPlacement {
  LabelBox box;
  bool shortName = false;  // the short name was chosen
  bool leaderLine = false; // moved off its unit: draw a line from the box to the anchor
  bool tab = false;        // folded to a tab: no name drawn, the tooltip says it
  bool hidden = false;     // no free place near it, the best mostly under a panel: not drawn
};

struct LabelLayoutSpace {
  float width = 0, height = 0;       // the screen: labels stay on it where they can
  float gap = 2;                     // pixels kept between two labels
  std::vector<LabelBox> keepClear;   // what labels keep off where they can (the panels)
};

// The family a unit's name belongs to, for its label: the name without a closing number or
// parenthesis ("Skirmishers (7)" and "Skirmishers (12)" are "Skirmishers", "English bowmen
// (east)" is "English bowmen", "Bretons 2" is "Bretons"); "" for a name with neither, which
// is a family of its own. Where one of a family's labels must take its short name, they all
// do (TableLabels.cpp): "Skirmishers (1)" beside "Skirm. 2" reads as two kinds of troops.
std::string labelFamily(const std::string& name);

// One label's names for familyShortNames: its whole name and its short one (the same when it
// has none).
struct LabelNames {
  std::string full, shortName;
};

// Which labels must say their short name because a member of their family (labelFamily; a
// plain "English bowmen" is of the family of "English bowmen (east)") took its short one in
// `placed`: every member with a short name of its own, those already short included, since
// placed again beside their shortened neighbours they may find room for the whole name.
std::vector<bool> familyShortNames(const std::vector<LabelNames>& names,
                                   const std::vector<LabelPlacement>& placed);

// The room the neighbours leave a label about its anchor, in pixels: half the distance to
// the nearest anchor on each side among the labels on the same row (anchors less than a
// label's height apart up or down), or to the screen's edge where no neighbour is nearer
// (a space of no width: open).
float labelRoom(const std::vector<LabelRequest>& labels, std::size_t i, const LabelLayoutSpace& space);

// Places every label. The whole name where it fits its room (labelRoom) and a place still
// over its unit is free for it, else the short name over its unit, else the short name
// farther off (at most a few rows up or a width aside) with a leader line, else down over
// the unit's own figures; if nothing is free even there (a crowd beyond what the screen
// holds), a tab (LabelRequest::tabWidth) in the first free place of those, so that no name
// covers another; failing that too, the short name in the least crowded of those places, or
// none at all where that place lies mostly under a panel (LabelPlacement::hidden).
// Labels nearest the viewer (lowest on the screen) are placed first and move least.
std::vector<LabelPlacement> placeLabels(const std::vector<LabelRequest>& labels, const LabelLayoutSpace& space);

// Where to say each of the ground marks' words: `candidates[i]` are the places word i may
// take, best first (along its shape). Each word takes its first place that overlaps neither
// `keepClear` (the units' labels and the panels: a word over a name would make both unreadable)
// nor a word already placed, with `gap` pixels between; a word with no such place is not said:
// at an overview zoom a pile of words leaves the first of each pile readable rather than all
// of them unreadable. The index of the place taken, or -1.
std::vector<int> placeGroundWords(const std::vector<std::vector<LabelBox>>& candidates,
                                  const std::vector<LabelBox>& keepClear, float gap);

// The farthest a placed label's box may lie from its anchor: the bound placeLabels keeps to
// when there is a free place at all (leader lines are drawn beyond half a label's height).
float labelReach(const LabelRequest& label, const LabelLayoutSpace& space);

}  // namespace sandtable::view
