// glTF 2.0 writing with nlohmann::json; positions, normals and one UV set per vertex (the
// table's hardware instancing needs exactly one UV set), 16- or 32-bit indices.
#include "GltfWriter.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace sandtable::media {

const Palette& paints() {
  static const Palette p = {
      {"side.primary", {0.55f, 0.55f, 0.55f, 1}},    // repainted per side by the table
      {"side.secondary", {0.85f, 0.85f, 0.85f, 1}},  // trim, shields, flags: repainted too
      {"skin", {0.87f, 0.66f, 0.52f, 1}},           {"hair", {0.36f, 0.24f, 0.14f, 1}},
      {"hair.fair", {0.78f, 0.62f, 0.32f, 1}},      {"steel", {0.66f, 0.68f, 0.72f, 1}},
      {"bronze", {0.72f, 0.55f, 0.25f, 1}},         {"brass", {0.85f, 0.72f, 0.30f, 1}},
      {"wood", {0.50f, 0.34f, 0.18f, 1}},           {"wood.dark", {0.32f, 0.22f, 0.12f, 1}},
      {"leather", {0.42f, 0.28f, 0.16f, 1}},        {"cloth.dark", {0.20f, 0.20f, 0.22f, 1}},
      {"cloth.light", {0.86f, 0.84f, 0.76f, 1}},    {"black", {0.08f, 0.08f, 0.08f, 1}},
      {"white", {0.95f, 0.95f, 0.93f, 1}},          {"horse.bay", {0.45f, 0.27f, 0.14f, 1}},
      {"horse.grey", {0.72f, 0.72f, 0.70f, 1}},     {"horse.black", {0.16f, 0.13f, 0.12f, 1}},
      {"base.top", {0.38f, 0.48f, 0.24f, 1}},  // flocked stand top
      {"base.edge", {0.30f, 0.26f, 0.18f, 1}},      {"bark", {0.35f, 0.25f, 0.16f, 1}},
      {"leaves", {0.24f, 0.42f, 0.17f, 1}},         {"leaves.light", {0.36f, 0.52f, 0.21f, 1}},
      {"needles", {0.16f, 0.32f, 0.18f, 1}},        {"stone", {0.62f, 0.60f, 0.55f, 1}},
      {"stone.dark", {0.45f, 0.44f, 0.41f, 1}},     {"plaster", {0.88f, 0.84f, 0.72f, 1}},
      {"roof.tile", {0.62f, 0.30f, 0.20f, 1}},      {"roof.thatch", {0.70f, 0.58f, 0.33f, 1}},
      {"hedge", {0.20f, 0.36f, 0.14f, 1}},          {"straw", {0.86f, 0.74f, 0.40f, 1}},
      {"iron", {0.28f, 0.28f, 0.30f, 1}},           {"earth", {0.40f, 0.31f, 0.20f, 1}},
      {"marker.yellow", {0.98f, 0.82f, 0.10f, 1}},
      {"marker.white", {0.96f, 0.96f, 0.96f, 1}},   {"marker.red", {0.85f, 0.12f, 0.10f, 1}},
      {"marker.blue", {0.15f, 0.45f, 0.90f, 1}},    {"marker.black", {0.10f, 0.10f, 0.10f, 1}},
      {"marker.gold", {0.95f, 0.70f, 0.15f, 1}},
  };
  return p;
}

std::string base64(const std::string& bytes) {
  static const char* table = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const unsigned n = (static_cast<unsigned char>(bytes[i]) << 16) |
                       (static_cast<unsigned char>(bytes[i + 1]) << 8) |
                       static_cast<unsigned char>(bytes[i + 2]);
    out += table[(n >> 18) & 63];
    out += table[(n >> 12) & 63];
    out += table[(n >> 6) & 63];
    out += table[n & 63];
  }
  if (i < bytes.size()) {
    unsigned n = static_cast<unsigned char>(bytes[i]) << 16;
    if (i + 1 < bytes.size()) n |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += table[(n >> 18) & 63];
    out += table[(n >> 12) & 63];
    out += (i + 1 < bytes.size()) ? table[(n >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

namespace {

class BufferBuilder {
 public:
  // Appends raw bytes (4-byte aligned) as a new buffer view; returns its index.
  int view(const void* data, std::size_t size, int target, nlohmann::json& views) {
    while (mBytes.size() % 4) mBytes.push_back('\0');
    const std::size_t offset = mBytes.size();
    mBytes.append(static_cast<const char*>(data), size);
    views.push_back(
        {{"buffer", 0}, {"byteOffset", offset}, {"byteLength", size}, {"target", target}});
    return static_cast<int>(views.size()) - 1;
  }
  const std::string& bytes() const { return mBytes; }

 private:
  std::string mBytes;
};

constexpr int kArrayBuffer = 34962;
constexpr int kElementArrayBuffer = 34963;
constexpr int kFloat = 5126;
constexpr int kUnsignedShort = 5123;
constexpr int kUnsignedInt = 5125;

}  // namespace

void writeGltf(const std::filesystem::path& path, const std::string& name, const MeshKit& kit,
               const Palette& palette) {
  nlohmann::json doc;
  doc["asset"] = {{"version", "2.0"}, {"generator", "sandtable-mediagen"}};
  doc["scene"] = 0;
  doc["scenes"] = nlohmann::json::array({{{"nodes", {0}}}});
  doc["nodes"] = nlohmann::json::array({{{"name", name}, {"mesh", 0}}});
  nlohmann::json views = nlohmann::json::array();
  nlohmann::json accessors = nlohmann::json::array();
  nlohmann::json materials = nlohmann::json::array();
  nlohmann::json primitives = nlohmann::json::array();
  BufferBuilder buffer;

  for (const Part& part : kit.parts()) {
    const auto paint = palette.find(part.material);
    if (paint == palette.end())
      throw std::runtime_error(name + ": no paint named '" + part.material + "'");
    const auto& c = paint->second;
    materials.push_back({{"name", part.material},
                         {"pbrMetallicRoughness",
                          {{"baseColorFactor", {c[0], c[1], c[2], c[3]}},
                           {"metallicFactor", 0.0},
                           {"roughnessFactor", 0.9}}}});

    std::vector<float> pos, nrm, uv;
    float lo[3] = {std::numeric_limits<float>::max(), std::numeric_limits<float>::max(),
                   std::numeric_limits<float>::max()};
    float hi[3] = {-lo[0], -lo[1], -lo[2]};
    for (const Vertex& v : part.vertices) {
      const float p[3] = {v.position.x, v.position.y, v.position.z};
      for (int k = 0; k < 3; ++k) {
        pos.push_back(p[k]);
        lo[k] = std::min(lo[k], p[k]);
        hi[k] = std::max(hi[k], p[k]);
      }
      nrm.insert(nrm.end(), {v.normal.x, v.normal.y, v.normal.z});
      uv.insert(uv.end(), {v.u, v.v});
    }
    const auto count = part.vertices.size();
    const int posView = buffer.view(pos.data(), pos.size() * sizeof(float), kArrayBuffer, views);
    accessors.push_back({{"bufferView", posView},
                         {"componentType", kFloat},
                         {"count", count},
                         {"type", "VEC3"},
                         {"min", {lo[0], lo[1], lo[2]}},
                         {"max", {hi[0], hi[1], hi[2]}}});
    const int posAccessor = static_cast<int>(accessors.size()) - 1;
    const int nrmView = buffer.view(nrm.data(), nrm.size() * sizeof(float), kArrayBuffer, views);
    accessors.push_back(
        {{"bufferView", nrmView}, {"componentType", kFloat}, {"count", count}, {"type", "VEC3"}});
    const int nrmAccessor = static_cast<int>(accessors.size()) - 1;
    const int uvView = buffer.view(uv.data(), uv.size() * sizeof(float), kArrayBuffer, views);
    accessors.push_back(
        {{"bufferView", uvView}, {"componentType", kFloat}, {"count", count}, {"type", "VEC2"}});
    const int uvAccessor = static_cast<int>(accessors.size()) - 1;

    int idxView = 0;
    int componentType = kUnsignedInt;
    if (count < 65536) {
      std::vector<std::uint16_t> idx(part.indices.begin(), part.indices.end());
      idxView =
          buffer.view(idx.data(), idx.size() * sizeof(std::uint16_t), kElementArrayBuffer, views);
      componentType = kUnsignedShort;
    } else {
      idxView = buffer.view(part.indices.data(), part.indices.size() * sizeof(std::uint32_t),
                            kElementArrayBuffer, views);
    }
    accessors.push_back({{"bufferView", idxView},
                         {"componentType", componentType},
                         {"count", part.indices.size()},
                         {"type", "SCALAR"}});
    const int idxAccessor = static_cast<int>(accessors.size()) - 1;
    primitives.push_back(
        {{"attributes",
          {{"POSITION", posAccessor}, {"NORMAL", nrmAccessor}, {"TEXCOORD_0", uvAccessor}}},
         {"indices", idxAccessor},
         {"material", static_cast<int>(materials.size()) - 1}});
  }
  doc["meshes"] = nlohmann::json::array({{{"name", name}, {"primitives", primitives}}});
  doc["materials"] = materials;
  doc["accessors"] = accessors;
  doc["bufferViews"] = views;
  doc["buffers"] = nlohmann::json::array(
      {{{"byteLength", buffer.bytes().size()},
        {"uri", "data:application/octet-stream;base64," + base64(buffer.bytes())}}});

  std::filesystem::create_directories(path.parent_path());
  const auto tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    if (!out) throw std::runtime_error("cannot write " + tmp);
    out << doc.dump();
  }
  std::filesystem::rename(tmp, path);
}

}  // namespace sandtable::media
