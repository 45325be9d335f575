// Tileable ground textures for the terrain layers (grass, earth, river bed, woods floor,
// fields) and the sky gradient, written as PNG.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::media {

struct TextureRecipe {
  std::string name;  // textures/<name>.png
  std::string what;
};

std::vector<TextureRecipe> textureRecipes();
// Writes one texture by name; throws std::runtime_error on an unknown name or a failed write.
void writeTexture(const std::filesystem::path& dir, const std::string& name);

}  // namespace sandtable::media
