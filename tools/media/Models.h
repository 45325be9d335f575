// Every model the media generator makes: figures for each troop type, scenery and
// markers. Each is built from MeshKit primitives in millimetres of the tabletop, standing
// on y = 0 and facing -Z. The binding in media/binding.yaml says which one each troop
// type, marker and feature uses.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "MeshKit.h"

namespace sandtable::media {

struct ModelRecipe {
  std::string name;  // file stem: models/<name>.gltf
  std::string what;  // a line for the manifest
  std::function<MeshKit()> build;
};

// A wheel of radius `r` standing on its rim, its axle along X (turned by `at.yaw`): guns,
// limbers and the wagons of a tabor share it. Figures.cpp.
MeshKit wheel(const std::string& paint, float r, const Place& at);

std::vector<ModelRecipe> figureRecipes();   // Figures.cpp
std::vector<ModelRecipe> sceneryRecipes();  // Scenery.cpp
std::vector<ModelRecipe> markerRecipes();   // Markers.cpp

}  // namespace sandtable::media
