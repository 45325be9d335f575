// Writes a MeshKit as a self-contained glTF 2.0 file (.gltf with its buffer embedded as a
// base64 data URI): one mesh, one primitive per material, each material named after its
// part so the table can repaint the side-coloured ones ("side.primary", "side.secondary").
#pragma once

#include <array>
#include <filesystem>
#include <map>
#include <string>

#include "MeshKit.h"

namespace sandtable::media {

// Display colours (RGBA, 0..1) for the material names the generator paints with.
using Palette = std::map<std::string, std::array<float, 4>>;

// The generator's paints: flesh, steel, wood, horse coats, foliage, stone, ... and the two
// side slots, shown here in neutral placeholder colours that the table replaces.
const Palette& paints();

// Writes `kit` to `path`; throws std::runtime_error if a material has no paint or the
// file cannot be written.
void writeGltf(const std::filesystem::path& path, const std::string& name, const MeshKit& kit,
               const Palette& palette = paints());

std::string base64(const std::string& bytes);

}  // namespace sandtable::media
