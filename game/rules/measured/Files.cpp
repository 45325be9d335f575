#include "Files.h"

#include <algorithm>

namespace sandtable::rules::measured {

Point fileFront(const Pose& p, int files, int file, Length standWidth) {
  return toWorld(Rect{p.front, p.facing, 0, 0}, {fileOffset(files, file, standWidth), 0});
}

Length keptFilesOffset(int files, const std::vector<int>& lost, Length standWidth) {
  Length kept = 0, keptSum = 0;
  for (int file = 0; file < files; ++file) {
    if (std::find(lost.begin(), lost.end(), file) != lost.end()) continue;
    keptSum += fileOffset(files, file, standWidth);
    ++kept;
  }
  return kept > 0 ? keptSum / kept : 0;
}

}  // namespace sandtable::rules::measured
