#include "MeshData.h"

#include <OgreHardwareBufferManager.h>
#include <OgreMeshManager.h>
#include <OgreSubMesh.h>

#include <algorithm>
#include <cstring>

namespace sandtable::render {

std::uint16_t MeshData::paintIndex(const std::string& name) {
  const auto it = std::find(paints.begin(), paints.end(), name);
  if (it != paints.end()) return static_cast<std::uint16_t>(it - paints.begin());
  paints.push_back(name);
  return static_cast<std::uint16_t>(paints.size() - 1);
}

Ogre::AxisAlignedBox MeshData::bounds() const {
  Ogre::AxisAlignedBox box;
  for (const MeshVertex& v : vertices) box.merge(v.position);
  return box;
}

void MeshData::append(const MeshData& other, const Ogre::Affine3& transform,
                      const Recolour& recolour) {
  const auto base = static_cast<std::uint32_t>(vertices.size());
  // Map the other mesh's paint indices into ours.
  std::vector<std::uint16_t> paintMap(other.paints.size());
  for (std::size_t i = 0; i < other.paints.size(); ++i) paintMap[i] = paintIndex(other.paints[i]);
  const Ogre::Matrix3 rotation = transform.linear();
  Ogre::Matrix3 normalMatrix = rotation.Inverse().Transpose();
  vertices.reserve(vertices.size() + other.vertices.size());
  for (const MeshVertex& src : other.vertices) {
    MeshVertex v = src;
    v.position = transform * src.position;
    v.normal = (normalMatrix * src.normal).normalisedCopy();
    v.paint = paintMap[src.paint];
    if (recolour) v.colour = recolour(src, other.paints[src.paint]);
    vertices.push_back(v);
  }
  indices.reserve(indices.size() + other.indices.size());
  for (std::uint32_t i : other.indices) indices.push_back(base + i);
}

void MeshData::repaint(const std::string& paint, const Ogre::ColourValue& colour) {
  const auto it = std::find(paints.begin(), paints.end(), paint);
  if (it == paints.end()) return;
  const auto index = static_cast<std::uint16_t>(it - paints.begin());
  for (MeshVertex& v : vertices) {
    if (v.paint == index) v.colour = colour;
  }
}

Ogre::MeshPtr buildOgreMesh(const MeshData& data, const std::string& name, const std::string& group,
                            const std::string& material) {
  auto& mm = Ogre::MeshManager::getSingleton();
  if (mm.resourceExists(name, group)) mm.remove(name, group);
  Ogre::MeshPtr mesh = mm.createManual(name, group);
  Ogre::SubMesh* sub = mesh->createSubMesh();
  sub->useSharedVertices = false;
  sub->setMaterialName(material, group);
  sub->vertexData = new Ogre::VertexData();
  sub->vertexData->vertexCount = data.vertices.size();
  Ogre::VertexDeclaration* decl = sub->vertexData->vertexDeclaration;
  std::size_t offset = 0;
  decl->addElement(0, offset, Ogre::VET_FLOAT3, Ogre::VES_POSITION);
  offset += Ogre::VertexElement::getTypeSize(Ogre::VET_FLOAT3);
  decl->addElement(0, offset, Ogre::VET_FLOAT3, Ogre::VES_NORMAL);
  offset += Ogre::VertexElement::getTypeSize(Ogre::VET_FLOAT3);
  decl->addElement(0, offset, Ogre::VET_UBYTE4_NORM, Ogre::VES_DIFFUSE);
  offset += Ogre::VertexElement::getTypeSize(Ogre::VET_UBYTE4_NORM);
  decl->addElement(0, offset, Ogre::VET_FLOAT2, Ogre::VES_TEXTURE_COORDINATES, 0);
  offset += Ogre::VertexElement::getTypeSize(Ogre::VET_FLOAT2);

  auto& hbm = Ogre::HardwareBufferManager::getSingleton();
  Ogre::HardwareVertexBufferSharedPtr vb = hbm.createVertexBuffer(
      offset, data.vertices.size(), Ogre::HardwareBuffer::HBU_STATIC_WRITE_ONLY);
  {
    std::vector<unsigned char> bytes(offset * data.vertices.size());
    unsigned char* p = bytes.data();
    for (const MeshVertex& v : data.vertices) {
      const float pos[3] = {v.position.x, v.position.y, v.position.z};
      const float nrm[3] = {v.normal.x, v.normal.y, v.normal.z};
      const unsigned char rgba[4] = {
          static_cast<unsigned char>(std::clamp(v.colour.r, 0.0f, 1.0f) * 255.0f + 0.5f),
          static_cast<unsigned char>(std::clamp(v.colour.g, 0.0f, 1.0f) * 255.0f + 0.5f),
          static_cast<unsigned char>(std::clamp(v.colour.b, 0.0f, 1.0f) * 255.0f + 0.5f),
          static_cast<unsigned char>(std::clamp(v.colour.a, 0.0f, 1.0f) * 255.0f + 0.5f)};
      const float uv[2] = {v.uv.x, v.uv.y};
      std::memcpy(p, pos, sizeof pos);
      p += sizeof pos;
      std::memcpy(p, nrm, sizeof nrm);
      p += sizeof nrm;
      std::memcpy(p, rgba, sizeof rgba);
      p += sizeof rgba;
      std::memcpy(p, uv, sizeof uv);
      p += sizeof uv;
    }
    vb->writeData(0, bytes.size(), bytes.data(), true);
  }
  sub->vertexData->vertexBufferBinding->setBinding(0, vb);

  const bool small = data.vertices.size() < 65536;
  sub->indexData->indexCount = data.indices.size();
  sub->indexData->indexBuffer = hbm.createIndexBuffer(
      small ? Ogre::HardwareIndexBuffer::IT_16BIT : Ogre::HardwareIndexBuffer::IT_32BIT,
      data.indices.size(), Ogre::HardwareBuffer::HBU_STATIC_WRITE_ONLY);
  if (small) {
    std::vector<std::uint16_t> idx(data.indices.begin(), data.indices.end());
    sub->indexData->indexBuffer->writeData(0, idx.size() * sizeof(std::uint16_t), idx.data(), true);
  } else {
    sub->indexData->indexBuffer->writeData(0, data.indices.size() * sizeof(std::uint32_t),
                                           data.indices.data(), true);
  }

  Ogre::AxisAlignedBox box = data.bounds();
  if (box.isNull()) box = Ogre::AxisAlignedBox(Ogre::Vector3(-1, -1, -1), Ogre::Vector3(1, 1, 1));
  mesh->_setBounds(box);
  mesh->_setBoundingSphereRadius((box.getMaximum() - box.getMinimum()).length() / 2);
  mesh->load();
  return mesh;
}

}  // namespace sandtable::render
