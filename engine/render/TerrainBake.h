// The ground baked into one texture on the CPU: the terrain's texture layers blended by
// their weight maps, times the colour map, lit by the sun with the ground's own shadows.
// Drawn with one texture read per pixel (BakedTerrainMaterial), it is what software
// renderers can afford; the layered material does the same blend per pixel on a GPU.
#pragma once

#include <OgreImage.h>

#include "TerrainScene.h"

namespace sandtable::render {

// Bakes `spec` (its layers' textures are loaded from the default resource group) into an
// RGB image of size x size texels, row 0 at the -Z edge.
Ogre::Image bakeTerrain(const TerrainSpec& spec, int size);

}  // namespace sandtable::render
