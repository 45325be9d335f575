// A block's files as strips of ground: where each file's front stands, and where the files
// that are left stand when some are lost (a flight round an obstacle that some files cannot
// avoid, say). Files are counted across the widest rank, 0 at the left.
#pragma once

#include <vector>

#include "Block.h"

namespace sandtable::rules::measured {

// How far right of the block's front centre the centre of `file` of `files` lies.
inline Length fileOffset(int files, int file, Length standWidth) {
  return (2 * file - (files - 1)) * standWidth / 2;
}

// The front centre of `file` of `files` of a block standing at `p`.
Point fileFront(const Pose& p, int files, int file, Length standWidth);

// How far right of the old front centre the files not in `lost` are centred (0 when none is
// left): where they gather when the others are gone.
Length keptFilesOffset(int files, const std::vector<int>& lost, Length standWidth);

}  // namespace sandtable::rules::measured
