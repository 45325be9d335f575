#include "AssimpImport.h"

#include <assimp/material.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <assimp/Importer.hpp>

namespace sandtable::render {
namespace {

Ogre::ColourValue baseColour(const aiMaterial* m) {
  aiColor4D c(1, 1, 1, 1);
  // glTF puts its baseColorFactor in BASE_COLOR (and, in Assimp 5.2, in DIFFUSE too).
  if (m->Get(AI_MATKEY_BASE_COLOR, c) != AI_SUCCESS) m->Get(AI_MATKEY_COLOR_DIFFUSE, c);
  return Ogre::ColourValue(c.r, c.g, c.b, c.a);
}

Ogre::Affine3 toOgre(const aiMatrix4x4& m) {
  return Ogre::Affine3(Ogre::Matrix4(m.a1, m.a2, m.a3, m.a4, m.b1, m.b2, m.b3, m.b4, m.c1, m.c2,
                                     m.c3, m.c4, 0, 0, 0, 1));
}

void addNode(const aiScene* scene, const aiNode* node, const aiMatrix4x4& parent, MeshData& out) {
  const aiMatrix4x4 world = parent * node->mTransformation;
  const Ogre::Affine3 xf = toOgre(world);
  for (unsigned i = 0; i < node->mNumMeshes; ++i) {
    const aiMesh* mesh = scene->mMeshes[node->mMeshes[i]];
    if (!(mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE)) continue;
    const aiMaterial* material = scene->mMaterials[mesh->mMaterialIndex];
    MeshData part;
    const std::uint16_t paint = part.paintIndex(material->GetName().C_Str());
    const Ogre::ColourValue colour = baseColour(material);
    part.vertices.resize(mesh->mNumVertices);
    for (unsigned v = 0; v < mesh->mNumVertices; ++v) {
      MeshVertex& mv = part.vertices[v];
      mv.position = {mesh->mVertices[v].x, mesh->mVertices[v].y, mesh->mVertices[v].z};
      if (mesh->HasNormals())
        mv.normal = {mesh->mNormals[v].x, mesh->mNormals[v].y, mesh->mNormals[v].z};
      if (mesh->HasVertexColors(0)) {
        const aiColor4D& c = mesh->mColors[0][v];
        mv.colour = Ogre::ColourValue(c.r, c.g, c.b, c.a);
      } else {
        mv.colour = colour;
      }
      if (mesh->HasTextureCoords(0))
        mv.uv = {mesh->mTextureCoords[0][v].x, mesh->mTextureCoords[0][v].y};
      mv.paint = paint;
    }
    for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
      const aiFace& face = mesh->mFaces[f];
      if (face.mNumIndices != 3) continue;
      part.indices.insert(part.indices.end(),
                          {face.mIndices[0], face.mIndices[1], face.mIndices[2]});
    }
    out.append(part, xf);
  }
  for (unsigned c = 0; c < node->mNumChildren; ++c) addNode(scene, node->mChildren[c], world, out);
}

}  // namespace

MeshData importModel(const std::filesystem::path& path) {
  Assimp::Importer importer;
  // Triangulate and give every face normals, as Ogre's own Assimp loader does; flip V to
  // Ogre's texture convention.
  const unsigned flags = aiProcess_Triangulate | aiProcess_GenNormals | aiProcess_SortByPType |
                         aiProcess_FlipUVs | aiProcess_ValidateDataStructure;
  const aiScene* scene = importer.ReadFile(path.string(), flags);
  if (!scene || !scene->mRootNode || (scene->mFlags & AI_SCENE_FLAGS_INCOMPLETE)) {
    throw ImportError(path.string() + ": cannot import model: " + importer.GetErrorString());
  }
  MeshData out;
  addNode(scene, scene->mRootNode, aiMatrix4x4(), out);
  if (out.vertices.empty()) throw ImportError(path.string() + ": the model has no triangles");
  return out;
}

}  // namespace sandtable::render
