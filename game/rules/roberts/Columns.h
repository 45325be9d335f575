// 000 Melee Combat and Sequence of Play: a unit's columns need not stand in line. 'When a stand
// is Pushed Back, its entire column must retreat one base-depth'; a pursuing 'stand's column
// may charge up to one base-depth'; and 'Stands which become separated from the main body of
// their unit must make individual Action Rolls'.
//   - A column is a file of the unit's widest rank with the stands behind it. Each may stand
//     ahead of (+) or behind (-) its place in the block by its shift, straight along the unit's
//     facing: every way the text moves one column alone is straight ahead or straight back.
//   - Two neighbouring columns hold together while their flanks touch along some length (their
//     extents along the facing overlap); a run of columns holding together is a body.
//   - The main body is the body with the most stands; between bodies of as many stands, the one
//     with a column still in its place in the block (shift 0), then the leftmost. Every other
//     column stands apart from it (reconstructed: the text names the main body without saying
//     how to find it; a player looks for where most of the unit stands).
#pragma once

#include <vector>

#include "core/Geometry.h"
#include "measured/Contact.h"

namespace sandtable::rules::roberts {

// One column as the shifts see it: its shift and its depth (its stands times a base depth).
struct ColumnExtent {
  Length shift = 0;
  Length depth = 0;
};

// Whether neighbouring columns `a` and `b` hold together: their flanks overlap along more than
// measured::kTolerance.
bool holdTogether(const ColumnExtent& a, const ColumnExtent& b);

// By column, left to right: whether it stands apart from its unit's main body. `stands`: the
// stands in each column (a column with none counts for nothing and joins no body).
std::vector<bool> apartFromMainBody(const std::vector<ColumnExtent>& columns,
                                    const std::vector<int>& stands);

// The line a unit out of line re-forms on: the shift most of its main body's stands stand at;
// between shifts of as many stands, the one nearest its place in the block, then the furthest
// forward (reconstructed: a player dresses the ranks on where most of the unit stands).
Length mainBodyLine(const std::vector<ColumnExtent>& columns, const std::vector<int>& stands);

// Whether every column stands at the same shift (the unit is one block again).
bool allInLine(const std::vector<Length>& shifts);

}  // namespace sandtable::rules::roberts
