// A mesh on the CPU: flat arrays of vertices (position, normal, colour, one UV set) and
// triangle indices, with named paint slots so a caller can repaint parts (a figure's
// uniform in its side's colours). Meshes are merged here (a stand's base and figures into
// one mesh) and then turned into one Ogre mesh with one submesh: one draw call, and the
// single UV set that hardware instancing needs.
#pragma once

#include <OgreAxisAlignedBox.h>
#include <OgreColourValue.h>
#include <OgreMatrix4.h>
#include <OgreMesh.h>
#include <OgreVector.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace sandtable::render {

struct MeshVertex {
  Ogre::Vector3 position{0, 0, 0};
  Ogre::Vector3 normal{0, 1, 0};
  Ogre::ColourValue colour = Ogre::ColourValue::White;
  Ogre::Vector2 uv{0, 0};
  std::uint16_t paint = 0;  // index into MeshData::paints
};

class MeshData {
 public:
  std::vector<MeshVertex> vertices;
  std::vector<std::uint32_t> indices;
  // Names of the paints (materials) the vertices came from; paint 0 is "" (unnamed).
  std::vector<std::string> paints{""};

  std::uint16_t paintIndex(const std::string& name);  // adds the name if new
  std::size_t triangleCount() const { return indices.size() / 3; }
  Ogre::AxisAlignedBox bounds() const;

  // Appends `other` transformed by `transform` (normals by its rotation), keeping paint
  // names; `recolour`, when given, decides each appended vertex's colour.
  using Recolour = std::function<Ogre::ColourValue(const MeshVertex&, const std::string& paint)>;
  void append(const MeshData& other, const Ogre::Affine3& transform, const Recolour& recolour = {});

  // Sets the colour of every vertex painted `paint`.
  void repaint(const std::string& paint, const Ogre::ColourValue& colour);
};

// Makes an Ogre mesh (one submesh, static buffers: POSITION, NORMAL, DIFFUSE as RGBA bytes,
// TEXCOORD0) in `group`, using `material`. Replaces a mesh of the same name.
Ogre::MeshPtr buildOgreMesh(const MeshData& data, const std::string& name, const std::string& group,
                            const std::string& material);

}  // namespace sandtable::render
