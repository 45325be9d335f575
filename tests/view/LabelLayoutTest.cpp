// Floating labels over units: each takes its unit's whole name where its neighbours leave room
// for it and the short name where not, none covers another, and each stays near its unit.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "view/LabelLayout.h"

namespace sandtable::view {
namespace {

const LabelLayoutSpace kScreen{1280, 720, 2};

// A line of `n` units `spacing` pixels apart at height y, each with the given widths.
std::vector<LabelRequest> line(int n, float spacing, float y, float full, float shortW, float x0 = 100) {
  std::vector<LabelRequest> out;
  for (int i = 0; i < n; ++i) out.push_back({x0 + spacing * static_cast<float>(i), y, full, shortW, 18});
  return out;
}

// How far the box lies from its anchor (0 when the anchor touches it).
float distanceFromAnchor(const LabelBox& b, const LabelRequest& l) {
  const float dx = std::max({b.x0 - l.anchorX, 0.0f, l.anchorX - b.x1});
  const float dy = std::max({b.y0 - l.anchorY, 0.0f, l.anchorY - b.y1});
  return std::hypot(dx, dy);
}

void expectNoOverlap(const std::vector<LabelPlacement>& placed) {
  for (std::size_t i = 0; i < placed.size(); ++i)
    for (std::size_t j = i + 1; j < placed.size(); ++j)
      EXPECT_FALSE(overlaps(placed[i].box, placed[j].box)) << "labels " << i << " and " << j;
}

void expectNearTheirUnits(const std::vector<LabelRequest>& labels, const std::vector<LabelPlacement>& placed) {
  for (std::size_t i = 0; i < labels.size(); ++i)
    EXPECT_LE(distanceFromAnchor(placed[i].box, labels[i]), labelReach(labels[i], kScreen) + 0.01f) << "label " << i;
}

float width(const LabelBox& b) { return b.x1 - b.x0; }

TEST(LabelLayout, LabelsWithRoomKeepTheirWholeNamesOverTheirUnits) {
  const auto labels = line(4, 240, 400, 170, 50);
  const auto placed = placeLabels(labels, kScreen);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    EXPECT_FALSE(placed[i].shortName);
    EXPECT_FLOAT_EQ(width(placed[i].box), 170);
    EXPECT_FLOAT_EQ(placed[i].box.y1, 400);  // standing on the anchor
    EXPECT_FLOAT_EQ((placed[i].box.x0 + placed[i].box.x1) / 2, labels[i].anchorX);
    EXPECT_FALSE(placed[i].leaderLine);
  }
}

TEST(LabelLayout, ACrowdedLineOfTenTakesShortNamesWithoutOverlapping) {
  // Ten spearmen 70 pixels apart: their whole names (180) would cover three neighbours.
  const auto labels = line(10, 70, 300, 180, 56, 300);
  const auto placed = placeLabels(labels, kScreen);
  expectNoOverlap(placed);
  expectNearTheirUnits(labels, placed);
  for (std::size_t i = 1; i + 1 < labels.size(); ++i) {
    EXPECT_TRUE(placed[i].shortName) << i;
    EXPECT_FLOAT_EQ(width(placed[i].box), 56) << i;
    EXPECT_FLOAT_EQ(placed[i].box.y1, 300) << i;  // short enough to stay in line, unmoved
  }
  // The ends have open ground on one side: the whole name, slid outward, still over its unit.
  EXPECT_FALSE(placed[0].shortName);
  EXPECT_LE(placed[0].box.x1, labels[0].anchorX + 35.01f);
  EXPECT_GE(placed[0].box.x1, labels[0].anchorX);
  EXPECT_FALSE(placed[9].shortName);
  EXPECT_GE(placed[9].box.x0, labels[9].anchorX - 35.01f);
}

TEST(LabelLayout, ALineTooTightEvenForShortNamesSpreadsThemNearTheirUnits) {
  // Ten units 30 pixels apart with short names twice as wide: the labels must stagger.
  const auto labels = line(10, 30, 400, 150, 60, 300);
  const auto placed = placeLabels(labels, kScreen);
  expectNoOverlap(placed);
  expectNearTheirUnits(labels, placed);
  int moved = 0;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    // Never the whole name over the neighbours (the ends may slide theirs outward).
    if (i > 0 && i + 1 < labels.size()) {
      EXPECT_TRUE(placed[i].shortName) << i;
    }
    moved += placed[i].box.y1 != 400 ? 1 : 0;
    // A label moved off its unit has a line to it; one over its unit has none.
    const bool over = labels[i].anchorX >= placed[i].box.x0 + 2 && labels[i].anchorX <= placed[i].box.x1 - 2 &&
                      placed[i].box.y1 >= 400 - 0.6f * 18;
    EXPECT_EQ(placed[i].leaderLine, !over) << i;
  }
  EXPECT_GE(moved, 4);
}

TEST(LabelLayout, AUnitWithoutAShortNameKeepsItsWholeNameEvenWhenCrowded) {
  auto labels = line(5, 40, 400, 120, 120);  // no short names: both widths the same
  const auto placed = placeLabels(labels, kScreen);
  expectNoOverlap(placed);
  for (const LabelPlacement& p : placed) {
    EXPECT_FLOAT_EQ(width(p.box), 120);  // never cut
    EXPECT_FALSE(p.shortName);
  }
}

TEST(LabelLayout, TheNearerLineStaysAndTheLineBehindMovesClear) {
  // The bowmen (nearer, lower on the screen) and the housecarls just behind, labels
  // overlapping; neither has a short name.
  std::vector<LabelRequest> labels{{200, 300, 90, 90, 18}, {204, 290, 110, 110, 18}};
  const auto placed = placeLabels(labels, kScreen);
  EXPECT_FLOAT_EQ(placed[0].box.y1, 300);  // the nearer stays
  expectNoOverlap(placed);
  expectNearTheirUnits(labels, placed);
  EXPECT_LE(placed[1].box.y1, 290);  // the one behind never comes down over the nearer unit
}

TEST(LabelLayout, TheRoomIsHalfTheWayToEachNeighbourOnTheSameRow) {
  std::vector<LabelRequest> labels{{100, 300, 50, 50, 18}, {180, 305, 50, 50, 18}, {300, 300, 50, 50, 18},
                                   {180, 200, 50, 50, 18}};  // the last is on another row
  EXPECT_FLOAT_EQ(labelRoom(labels, 0, kScreen), 100 + 40);  // the screen's edge on the left
  EXPECT_FLOAT_EQ(labelRoom(labels, 1, kScreen), 40 + 60);
  EXPECT_FLOAT_EQ(labelRoom(labels, 3, kScreen), 1280);  // alone on its row
  EXPECT_TRUE(std::isinf(labelRoom(labels, 3, LabelLayoutSpace{})));
}

TEST(LabelLayout, LabelsStayOnTheScreen) {
  const std::vector<LabelRequest> labels{{5, 10, 120, 40, 18}, {1275, 700, 120, 40, 18}};
  const auto placed = placeLabels(labels, kScreen);
  for (const LabelPlacement& p : placed) {
    EXPECT_GE(p.box.x0, 0);
    EXPECT_GE(p.box.y0, 0);
    EXPECT_LE(p.box.x1, 1280);
    EXPECT_LE(p.box.y1, 720);
  }
}

TEST(LabelLayout, LabelsKeepOffThePanels) {
  // A bar across the top of the screen, as the table's tracker is: the label of a unit just
  // under it moves clear of it rather than under it.
  LabelLayoutSpace screen = kScreen;
  screen.keepClear.push_back({0, 0, 1280, 60});
  const std::vector<LabelRequest> labels{{400, 70, 90, 90, 18}};
  const auto placed = placeLabels(labels, screen);
  EXPECT_GE(placed[0].box.y0, 60);
  EXPECT_LE(distanceFromAnchor(placed[0].box, labels[0]), labelReach(labels[0], screen));
}

TEST(LabelLayout, SixtyLabelsInACrowdArePlacedTheSameEveryTime) {
  std::vector<LabelRequest> labels;
  for (int i = 0; i < 60; ++i)
    labels.push_back({300 + 45.0f * static_cast<float>(i % 15), 200 + 70.0f * static_cast<float>(i / 15), 140, 60, 18});
  const auto a = placeLabels(labels, kScreen), b = placeLabels(labels, kScreen);
  expectNoOverlap(a);
  expectNearTheirUnits(labels, a);
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].box.x0, b[i].box.x0);
    EXPECT_EQ(a[i].box.y0, b[i].box.y0);
    EXPECT_EQ(a[i].shortName, b[i].shortName);
  }
}

// A block of units too close for even their short names: those that find no free place fold to
// tabs (squares of their tabWidth) over their units, placed first, and no label or tab covers
// another; the same requests without a tab width overlap, as before.
TEST(LabelLayout, ACrowdBeyondTheScreensRoomFoldsToTabsThatCoverNothing) {
  std::vector<LabelRequest> labels;
  for (int i = 0; i < 40; ++i)
    labels.push_back({300 + 25.0f * static_cast<float>(i % 10),
                      200 + 24.0f * static_cast<float>(i / 10), 150, 90, 18});
  LabelLayoutSpace screen = kScreen;
  screen.keepClear.push_back({0, 0, 1280, 120});  // the bar, which stops the crowd climbing
  const auto unfolded = placeLabels(labels, screen);
  bool overlapped = false;
  for (std::size_t i = 0; i < unfolded.size(); ++i)
    for (std::size_t j = i + 1; j < unfolded.size(); ++j)
      overlapped = overlapped || overlaps(unfolded[i].box, unfolded[j].box);
  EXPECT_TRUE(overlapped) << "the crowd is beyond the screen's room";

  for (LabelRequest& l : labels) l.tabWidth = 10;
  const auto placed = placeLabels(labels, screen);
  expectNoOverlap(placed);
  int tabs = 0;
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const LabelPlacement& p = placed[i];
    if (!p.tab) continue;
    ++tabs;
    EXPECT_FLOAT_EQ(width(p.box), 10) << i;
    EXPECT_FLOAT_EQ(p.box.y1 - p.box.y0, 10) << i;
    EXPECT_LE(distanceFromAnchor(p.box, labels[i]), labelReach(labels[i], screen) + 0.01f) << i;
    EXPECT_GE(p.box.y0, 120) << i;
  }
  EXPECT_GT(tabs, 0);
  EXPECT_LT(tabs, 40) << "a label folds only where its name finds no free place";
}

// A unit deep under a panel, whose label finds no free place near it and would lie mostly
// under the panel, gets no label at all rather than a piece of one at the panel's edge; a
// unit beside the panel keeps its label.
TEST(LabelLayout, AUnitDeepUnderAPanelHasNoLabel) {
  LabelLayoutSpace screen = kScreen;
  screen.keepClear.push_back({0, 100, 500, 600});  // the unit card
  const std::vector<LabelRequest> labels{{250, 350, 120, 60, 18, 10}, {700, 350, 120, 60, 18, 10}};
  const auto placed = placeLabels(labels, screen);
  EXPECT_TRUE(placed[0].hidden);
  EXPECT_FALSE(placed[1].hidden);
  EXPECT_FALSE(overlaps(placed[1].box, screen.keepClear[0]));
}

// The selected unit's label is placed before the others: it keeps its place over its unit
// where a nearer label would otherwise have taken it, and never folds.
TEST(LabelLayout, TheLabelInFocusIsPlacedFirst) {
  std::vector<LabelRequest> labels{{200, 300, 90, 90, 18, 10}, {204, 290, 110, 110, 18, 0, true}};
  const auto placed = placeLabels(labels, kScreen);
  expectNoOverlap(placed);
  EXPECT_FLOAT_EQ(placed[1].box.y1, 290);  // over its unit, unmoved
  EXPECT_FALSE(placed[1].tab);
  EXPECT_FALSE(placed[1].leaderLine);
}

// A family is a name without its closing number or parenthesis; a name with neither has none.
TEST(LabelLayout, ANamesFamilyDropsItsClosingNumberOrParenthesis) {
  EXPECT_EQ(labelFamily("Skirmishers (7)"), "Skirmishers");
  EXPECT_EQ(labelFamily("Skirmishers (12)"), "Skirmishers");
  EXPECT_EQ(labelFamily("English bowmen (east)"), "English bowmen");
  EXPECT_EQ(labelFamily("Bretons 2"), "Bretons");
  EXPECT_EQ(labelFamily("Javelins 14"), "Javelins");
  EXPECT_EQ(labelFamily("Norman foot"), "");
  EXPECT_EQ(labelFamily("Henry V"), "");
  EXPECT_EQ(labelFamily("1415"), "");
  EXPECT_EQ(labelFamily("(7)"), "");
  EXPECT_EQ(labelFamily(""), "");
}

// Where one of a family went short, all of its members with a short name say it, those short
// already too (placed again beside a shortened neighbour, one may find room for its whole
// name: "Bowmen W." beside "English bowmen (east)" reads as two kinds of troops).
TEST(LabelLayout, AFamilyGoesShortTogether) {
  const std::vector<LabelNames> names{{"English bowmen (west)", "Bowmen W."},
                                      {"English bowmen", "Bowmen"},
                                      {"English bowmen (east)", "Bowmen E."},
                                      {"Norman foot", "Foot"},
                                      {"The King's housecarls", "The King's housecarls"}};
  auto placedShort = [](std::vector<bool> shortName) {
    std::vector<LabelPlacement> out(shortName.size());
    for (std::size_t i = 0; i < out.size(); ++i) out[i].shortName = shortName[i];
    return out;
  };
  // West and east already short, the plain one whole: it goes short, and so do they.
  EXPECT_EQ(familyShortNames(names, placedShort({true, false, true, false, false})),
            (std::vector<bool>{true, true, true, false, false}));
  // The plain name short: its family is the one named after it.
  EXPECT_EQ(familyShortNames(names, placedShort({false, true, false, false, false})),
            (std::vector<bool>{true, true, true, false, false}));
  // Nobody short, or only a name of no family: nothing changes.
  EXPECT_EQ(familyShortNames(names, placedShort({false, false, false, false, false})),
            (std::vector<bool>(5, false)));
  EXPECT_EQ(familyShortNames(names, placedShort({false, false, false, true, true})),
            (std::vector<bool>(5, false)));
}

// Each word with one place, nothing to keep clear of.
std::vector<int> placedAlone(const std::vector<LabelBox>& words) {
  std::vector<std::vector<LabelBox>> places;
  for (const LabelBox& b : words) places.push_back({b});
  return placeGroundWords(places, {}, 2);
}

// Ground marks' words at an overview zoom: of six column labels piled within a few pixels the
// first is drawn and the rest that touch it are not, one clear of them is drawn, and six with
// room between them are all drawn.
TEST(LabelLayout, PiledGroundWordsKeepTheFirstOfEachPile) {
  std::vector<LabelBox> pile;
  for (int i = 0; i < 6; ++i) {
    const float x = 200 + 6.0f * static_cast<float>(i);
    pile.push_back({x, 300, x + 60, 316});
  }
  pile.push_back({600, 300, 660, 316});  // clear of the pile
  const std::vector<int> shown = placedAlone(pile);
  ASSERT_EQ(shown.size(), pile.size());
  EXPECT_EQ(shown[0], 0);
  for (int i = 1; i < 6; ++i) EXPECT_EQ(shown[static_cast<std::size_t>(i)], -1) << i;
  EXPECT_EQ(shown[6], 0);
  std::vector<LabelBox> apart;
  for (int i = 0; i < 6; ++i) {
    const float x = 100 + 80.0f * static_cast<float>(i);
    apart.push_back({x, 300, x + 60, 316});
  }
  const std::vector<int> all = placedAlone(apart);
  EXPECT_EQ(std::count(all.begin(), all.end(), 0), 6);
}

// A ring's "charge 6.0"" whose best place is under a unit's name moves along the ring to the
// first place clear of it; with every place under names or panels it is not said at all.
TEST(LabelLayout, AGroundWordUnderAUnitsNameMovesAlongItsShape) {
  const LabelBox name{100, 100, 220, 124};
  const std::vector<LabelBox> places{
      {120, 104, 200, 120}, {150, 110, 230, 126}, {150, 140, 230, 156}};
  const std::vector<int> at = placeGroundWords({places}, {name}, 2);
  ASSERT_EQ(at.size(), 1u);
  EXPECT_EQ(at[0], 2);
  const LabelBox panel{0, 130, 400, 400};
  EXPECT_EQ(placeGroundWords({places}, {name, panel}, 2), std::vector<int>{-1});
}

}  // namespace
}  // namespace sandtable::view
