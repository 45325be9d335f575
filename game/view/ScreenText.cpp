// The frame's text read back from ImGui's draw data: each glyph is a quad whose texture
// coordinates are its cell in the font atlas, so a quad found there names its character. The
// pen's advance from one glyph to the next tells a space (a gap) and a new run (a jump back or
// to another baseline). Glyphs cut by a panel's edge are left out, as a person cannot read them.
#include "ScreenText.h"

#include <imgui.h>

#include <cmath>
#include <map>
#include <utility>

namespace sandtable::view {

namespace {

struct Cell {
  const ImFontGlyph* glyph = nullptr;
  const ImFont* font = nullptr;
};

void appendUtf8(std::string& out, unsigned c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

}  // namespace

std::string screenText() {
  const ImDrawData* data = ImGui::GetDrawData();
  if (!data || !data->Valid) return {};
  // Every visible glyph of every font by its cell's top-left corner in the atlas.
  std::map<std::pair<float, float>, Cell> cells;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
    for (const ImFontGlyph& g : font->Glyphs) {
      if (g.Visible) cells[{g.U0, g.V0}] = {&g, font};
    }
  }
  std::string out;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImVector<ImDrawVert>& v = data->CmdLists[l]->VtxBuffer;
    float penX = 0, penY = -1e9f, space = 0;
    for (int i = 0; i + 3 < v.Size; ++i) {
      const auto at = cells.find({v[i].uv.x, v[i].uv.y});
      if (at == cells.end()) continue;
      const ImFontGlyph& g = *at->second.glyph;
      // A whole glyph: its quad's four corners on its cell's four corners.
      if (v[i + 1].uv.x != g.U1 || v[i + 2].uv.x != g.U1 || v[i + 2].uv.y != g.V1 || v[i + 3].uv.y != g.V1)
        continue;
      const float height = g.Y1 - g.Y0;
      const float scale = height > 0 ? (v[i + 2].pos.y - v[i].pos.y) / height : 1.0f;
      const float x = v[i].pos.x - g.X0 * scale, y = v[i].pos.y - g.Y0 * scale;
      if (std::fabs(y - penY) > 1.0f || x < penX - 1.0f || x > penX + 4 * space) {
        if (!out.empty()) out += '\n';
      } else if (x > penX + 0.5f * space) {
        out += ' ';
      }
      appendUtf8(out, g.Codepoint);
      const ImFontGlyph* blank = at->second.font->FindGlyphNoFallback(' ');
      space = (blank ? blank->AdvanceX : at->second.font->FontSize / 4) * scale;
      penX = x + g.AdvanceX * scale;
      penY = y;
      i += 3;
    }
    if (!out.empty()) out += '\n';
  }
  return out;
}

}  // namespace sandtable::view
