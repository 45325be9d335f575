// Every limit Sandtable sets on what a file or a command line may ask of it, in one place.
// Each is checked before the work it bounds (before reading, decoding, or looping), so
// that no file within these limits makes a command take more than a few seconds or a few
// hundred megabytes. docs/limits.md lists them for people; keep the two in step.
#pragma once

#include <cstddef>
#include <cstdint>

namespace sandtable::platform::limits {

// Files.
// A scenario, match, ruleset, battlefield...: yaml-cpp takes about 0.7 KB of memory a byte
// of densest YAML (a list of one-digit numbers), so 512 KiB parse in some 350 MB.
inline constexpr std::uintmax_t kMaxYamlFileBytes = 512u << 10;
inline constexpr std::uintmax_t kMaxHeightmapFileBytes = 64u << 20;  // a heightmap PNG
inline constexpr int kMinHeightmapPixels = 2;                        // per side
inline constexpr int kMaxHeightmapPixels = 4097;                     // per side

// Counts a data file sets.
inline constexpr std::size_t kMaxShapePoints = 1000;      // points of one polygon or line
inline constexpr std::size_t kMaxFeatures = 2000;         // terrain features of a battlefield
inline constexpr std::size_t kMaxReliefShapes = 1000;     // hills, ridges or valleys (each list)
inline constexpr std::int64_t kMaxRollingHills = 1000;    // relief: rolling: {count}
// A relief's grid cells times the points of all its shapes (hills, ridge and valley lines,
// rolling hills): the most work raising the ground may take.
inline constexpr double kMaxReliefWork = 2e8;
inline constexpr std::size_t kMaxScatters = 100;          // scatter entries of a battlefield
inline constexpr std::int64_t kMaxScatteredTrees = 10000;     // trees all the scatters place
inline constexpr std::int64_t kMaxScatteredBuildings = 2000;  // buildings all the scatters place
inline constexpr std::size_t kMaxUnitsPerSide = 200;      // units of one side of a scenario
inline constexpr std::size_t kMaxNarrationCues = 500;     // narration cues of a scenario
inline constexpr std::size_t kMaxMatchActions = 5000;     // actions of a match file (a long Hastings has ~600)
inline constexpr std::size_t kMaxForcedDice = 1000;       // forced dice of a match file
inline constexpr std::size_t kMaxNotes = 1000;            // teacher's notes of a match file

// Reports.
inline constexpr std::size_t kMaxErrorsListed = 50;       // errors printed; the rest are counted
inline constexpr std::size_t kMaxQuotedChars = 40;        // characters of a value quoted in a message

}  // namespace sandtable::platform::limits
