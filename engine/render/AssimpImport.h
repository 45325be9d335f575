// Reads a model file (glTF 2.0 or OBJ) through Assimp into a MeshData: every mesh of every
// node, placed by the node's transform, with the material's base colour as the vertex
// colour where the file has no vertex colours, and the material's name as the paint slot.
#pragma once

#include <filesystem>
#include <stdexcept>

#include "MeshData.h"

namespace sandtable::render {

class ImportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws ImportError naming the file and Assimp's reason when it cannot be read.
MeshData importModel(const std::filesystem::path& path);

}  // namespace sandtable::render
