#include "MediaBinding.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace sandtable::view {

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

std::optional<float> number(data::YamlReader& r, const YAML::Node& map, std::string_view key,
                            float lo, float hi) {
  const YAML::Node n = data::YamlReader::child(map, key);
  if (!n) return std::nullopt;
  try {
    const float v = n.as<float>();
    if (v < lo || v > hi) {
      r.error(n, std::string(key) + " must be between " + std::to_string(lo) + " and " +
                     std::to_string(hi));
      return std::nullopt;
    }
    return v;
  } catch (const YAML::Exception&) {
    r.error(n, std::string(key) + " must be a number");
    return std::nullopt;
  }
}

// A marker's `badge: {shape, colour, glyph}`.
std::optional<BadgeLook> readBadge(data::YamlReader& r, const YAML::Node& marker) {
  const YAML::Node n = data::YamlReader::child(marker, "badge");
  if (!n || !r.expectMap(n, "a badge")) return std::nullopt;
  r.checkKeys(n, {"shape", "colour", "glyph"});
  BadgeLook b;
  static const std::pair<const char*, BadgeShape> kShapes[] = {
      {"circle", BadgeShape::Circle},     {"square", BadgeShape::Square}, {"diamond", BadgeShape::Diamond},
      {"triangle", BadgeShape::Triangle}, {"star", BadgeShape::Star},     {"shield", BadgeShape::Shield},
      {"ring", BadgeShape::Ring},         {"tick", BadgeShape::Tick}};
  if (const auto shape = r.string(n, "shape", true)) {
    const auto it = std::find_if(std::begin(kShapes), std::end(kShapes), [&](const auto& k) { return *shape == k.first; });
    if (it == std::end(kShapes))
      r.error(data::YamlReader::child(n, "shape"), "unknown badge shape '" + *shape + "' (circle, square, diamond, triangle, star, shield, ring, tick)");
    else
      b.shape = it->second;
  }
  if (const auto colour = r.string(n, "colour", true)) {
    if (const auto c = parseHexColour(*colour)) b.colour = *c;
    else r.error(data::YamlReader::child(n, "colour"), "a badge's colour is #RRGGBB, not '" + *colour + "'");
  }
  b.glyph = r.string(n, "glyph", false).value_or("");
  // The label's font holds Latin letters and signs; two fit on a badge.
  const bool printable = std::all_of(b.glyph.begin(), b.glyph.end(), [](char c) { return c > ' ' && c < 127; });
  if (b.glyph.size() > 2 || !printable)
    r.error(data::YamlReader::child(n, "glyph"), "a badge's glyph is one or two printable ASCII characters, not '" + b.glyph + "'");
  return b;
}

TroopLook readTroop(data::YamlReader& r, const YAML::Node& n) {
  TroopLook t;
  if (!r.expectMap(n, "a troop look")) return t;
  r.checkKeys(n, {"figure", "files", "ranks", "order", "standard", "pieces", "move", "shoot",
                  "era_variants"});
  t.figure = r.string(n, "figure", true).value_or("");
  t.files = static_cast<int>(r.integer(n, "files", false, 1, 12).value_or(4));
  t.ranks = static_cast<int>(r.integer(n, "ranks", false, 1, 6).value_or(2));
  if (const auto order = r.string(n, "order", false)) {
    if (*order != "open" && *order != "close")
      r.error(data::YamlReader::child(n, "order"), "order must be open or close");
    t.open = *order == "open";
  }
  t.standard = r.string(n, "standard", false).value_or("");
  t.moveSound = r.string(n, "move", false).value_or("");
  t.shootSound = r.string(n, "shoot", false).value_or("");
  if (const YAML::Node pieces = data::YamlReader::child(n, "pieces")) {
    if (r.expectSequence(pieces, "pieces")) {
      for (const YAML::Node& p : pieces) {
        if (!r.expectMap(p, "a piece")) continue;
        r.checkKeys(p, {"model", "x", "y"});
        t.pieces.push_back({r.string(p, "model", true).value_or(""),
                            number(r, p, "x", -0.5f, 0.5f).value_or(0),
                            number(r, p, "y", -0.5f, 0.5f).value_or(0)});
      }
    }
  }
  if (const YAML::Node v = data::YamlReader::child(n, "era_variants")) {
    if (r.expectMap(v, "era_variants")) {
      r.checkDuplicateKeys(v);
      for (const auto& kv : v) {
        if (auto fig = r.scalar(kv.second, "a figure"))
          t.eraVariants[kv.first.as<std::string>()] = *fig;
      }
    }
  }
  return t;
}

}  // namespace

std::optional<Colour> parseHexColour(const std::string& text) {
  if (text.size() != 7 || text[0] != '#') return std::nullopt;
  Colour c;
  float* out[3] = {&c.r, &c.g, &c.b};
  for (int i = 0; i < 3; ++i) {
    int v = 0;
    for (int k = 0; k < 2; ++k) {
      const char ch = static_cast<char>(
          std::tolower(static_cast<unsigned char>(text[static_cast<std::size_t>(1 + 2 * i + k)])));
      int d = 0;
      if (ch >= '0' && ch <= '9')
        d = ch - '0';
      else if (ch >= 'a' && ch <= 'f')
        d = ch - 'a' + 10;
      else
        return std::nullopt;
      v = v * 16 + d;
    }
    *out[i] = static_cast<float>(v) / 255.0f;
  }
  return c;
}

MediaBinding MediaBinding::load(const std::filesystem::path& file) {
  data::YamlReader r = data::YamlReader::fromFile(file);
  MediaBinding b;
  const YAML::Node root = data::YamlReader::child(r.root(), "binding");
  r.checkKeys(r.root(), {"binding"});
  if (!root) {
    r.error(r.root(), "expected a top-level 'binding' section");
    r.throwIfErrors();
  }
  r.checkKeys(root, {"palettes", "eras", "troops", "markers", "sounds"});

  if (const YAML::Node pals = data::YamlReader::child(root, "palettes");
      pals && r.expectMap(pals, "palettes")) {
    r.checkDuplicateKeys(pals);
    for (const auto& kv : pals) {
      Palette p;
      p.id = kv.first.as<std::string>();
      const YAML::Node n = kv.second;
      if (!r.expectMap(n, "a palette")) continue;
      r.checkKeys(n, {"name", "side1", "side2"});
      p.name = r.string(n, "name", true).value_or(p.id);
      for (int s = 0; s < 2; ++s) {
        const char* key = s == 0 ? "side1" : "side2";
        const YAML::Node side = data::YamlReader::child(n, key);
        if (!side) {
          r.error(n, std::string("a palette needs ") + key);
          continue;
        }
        if (!r.expectMap(side, key)) continue;
        r.checkKeys(side, {"primary", "secondary"});
        for (int which = 0; which < 2; ++which) {
          const char* ck = which == 0 ? "primary" : "secondary";
          const auto text = r.string(side, ck, true);
          if (!text) continue;
          const auto c = parseHexColour(*text);
          if (!c) {
            r.error(data::YamlReader::child(side, ck),
                    "colours are written #RRGGBB, not '" + *text + "'");
            continue;
          }
          (which == 0 ? p.sides[static_cast<std::size_t>(s)].primary
                      : p.sides[static_cast<std::size_t>(s)].secondary) = *c;
        }
      }
      b.mPalettes.push_back(p);
    }
  }
  if (b.mPalettes.empty()) r.error(root, "the binding needs at least one palette");

  if (const YAML::Node eras = data::YamlReader::child(root, "eras");
      eras && r.expectMap(eras, "eras")) {
    for (const auto& kv : eras) {
      if (!r.expectSequence(kv.second, "an era's troop types")) continue;
      auto& list = b.mEras[kv.first.as<std::string>()];
      for (const YAML::Node& t : kv.second) {
        if (auto s = r.scalar(t, "a troop type")) list.push_back(*s);
      }
    }
  }

  const YAML::Node troops = data::YamlReader::child(root, "troops");
  if (!troops) r.error(root, "the binding needs a 'troops' section");
  if (troops && r.expectMap(troops, "troops")) {
    r.checkDuplicateKeys(troops);
    for (const auto& kv : troops) {
      const std::string key = kv.first.as<std::string>();
      if (key == "default") {
        b.mDefaultTroop = readTroop(r, kv.second);
        continue;
      }
      if (!r.expectMap(kv.second, "a ruleset's troop looks")) continue;
      r.checkDuplicateKeys(kv.second);
      for (const auto& tv : kv.second)
        b.mTroops[key][tv.first.as<std::string>()] = readTroop(r, tv.second);
    }
  }
  if (b.mDefaultTroop.figure.empty() && troops) r.error(troops, "troops needs a 'default' look");

  if (const YAML::Node markers = data::YamlReader::child(root, "markers");
      markers && r.expectMap(markers, "markers")) {
    r.checkDuplicateKeys(markers);
    for (const auto& kv : markers) {
      if (!r.expectMap(kv.second, "a marker")) continue;
      r.checkKeys(kv.second, {"model", "label", "at", "badge"});
      MarkerLook look{r.string(kv.second, "model", true).value_or(""),
                      r.string(kv.second, "label", false).value_or(""), readBadge(r, kv.second)};
      if (const auto at = r.string(kv.second, "at", false)) {
        if (*at == "front") look.front = true;
        else if (*at != "behind") r.error(kv.second["at"], "a marker's 'at' is 'front' or 'behind', not '" + *at + "'");
      }
      const std::string key = lower(kv.first.as<std::string>());
      b.mMarkerOrder.push_back(key);
      b.mMarkers[key] = std::move(look);
    }
  }
  if (!b.mMarkers.count("default")) r.error(root, "markers needs a 'default' marker");

  if (const YAML::Node sounds = data::YamlReader::child(root, "sounds");
      sounds && r.expectMap(sounds, "sounds")) {
    r.checkKeys(sounds,
                {"turn_began", "initiative", "dice", "shot", "melee", "routed", "game_over"});
    for (const auto& kv : sounds) {
      if (auto s = r.scalar(kv.second, "a sound")) b.mSounds[kv.first.as<std::string>()] = *s;
    }
  }
  r.throwIfErrors();
  return b;
}

TroopLook MediaBinding::troop(const std::string& ruleset, const std::string& type,
                              const std::string& era) const {
  TroopLook look = mDefaultTroop;
  if (auto rs = mTroops.find(ruleset); rs != mTroops.end()) {
    if (auto t = rs->second.find(type); t != rs->second.end()) look = t->second;
  }
  if (!era.empty()) {
    if (auto v = look.eraVariants.find(era); v != look.eraVariants.end()) look.figure = v->second;
  }
  return look;
}

bool MediaBinding::bound(const std::string& ruleset, const std::string& type) const {
  const auto rs = mTroops.find(ruleset);
  return rs != mTroops.end() && rs->second.count(type) != 0;
}

std::string MediaBinding::eraOf(const std::vector<std::string>& types) const {
  for (const auto& [era, members] : mEras) {
    for (const std::string& t : types) {
      if (std::find(members.begin(), members.end(), t) != members.end()) return era;
    }
  }
  return "";
}

MarkerLook MediaBinding::marker(const std::string& text) const {
  if (auto it = mMarkers.find(lower(text)); it != mMarkers.end()) return it->second;
  MarkerLook m = mMarkers.at("default");
  if (m.label.empty()) m.label = text;
  return m;
}

std::vector<MarkerLook> MediaBinding::badgeLegend() const {
  std::vector<MarkerLook> out;
  for (const std::string& key : mMarkerOrder) {
    const MarkerLook& m = mMarkers.at(key);
    if (!m.badge || m.label.empty()) continue;
    if (std::none_of(out.begin(), out.end(), [&](const MarkerLook& o) { return o.label == m.label; })) out.push_back(m);
  }
  return out;
}

std::string MediaBinding::sound(const std::string& event) const {
  const auto it = mSounds.find(event);
  return it == mSounds.end() ? "" : it->second;
}

const Palette& MediaBinding::palette(const std::string& id) const {
  for (const Palette& p : mPalettes) {
    if (p.id == id) return p;
  }
  return mPalettes.front();
}

std::vector<std::string> MediaBinding::modelNames() const {
  std::set<std::string> names;
  auto addTroop = [&](const TroopLook& t) {
    names.insert(t.figure);
    if (!t.standard.empty()) names.insert(t.standard);
    for (const PiecePlacement& p : t.pieces) names.insert(p.model);
    for (const auto& [era, fig] : t.eraVariants) names.insert(fig);
  };
  addTroop(mDefaultTroop);
  for (const auto& [rs, types] : mTroops) {
    for (const auto& [type, look] : types) addTroop(look);
  }
  for (const auto& [text, m] : mMarkers) names.insert(m.model);
  names.erase("");
  return {names.begin(), names.end()};
}

std::vector<std::string> MediaBinding::soundNames() const {
  std::set<std::string> names;
  auto addTroop = [&](const TroopLook& t) {
    names.insert(t.moveSound);
    names.insert(t.shootSound);
  };
  addTroop(mDefaultTroop);
  for (const auto& [rs, types] : mTroops) {
    for (const auto& [type, look] : types) addTroop(look);
  }
  for (const auto& [event, s] : mSounds) names.insert(s);
  names.erase("");
  return {names.begin(), names.end()};
}

}  // namespace sandtable::view
