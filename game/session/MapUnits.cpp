// The battle map's units: every stand as its rectangle in the side's colour with its front
// edge darker, and each unit's name beside it: behind its rear rank where there is room (a
// name written over the stands would hide them), else in front, beside a flank or over it,
// wherever it covers the least of the other names and units.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "MapCanvas.h"

namespace sandtable::session {

namespace {

constexpr double kFontSize = 12;
constexpr double kLineHeight = 13.5;
// DejaVu Sans's mean advance at this weight, as a share of the font size, for labels' extents.
constexpr double kCharWidth = 0.6;
constexpr std::size_t kOneLine = 16;  // a name this long or shorter stays on one line
constexpr std::size_t kLongest = 20;  // a label's line is cut beyond this

struct Box {
  double x0, y0, x1, y1;
};

struct Placed {
  std::vector<std::string> lines;
  double x = 0, y = 0;  // the centre of the label
  Box box{};
  bool broken = false;
};

// UTF-8 characters in a string (a label's width is counted in them).
std::size_t glyphs(const std::string& s) {
  return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// The first `n` characters of a UTF-8 string.
std::string firstGlyphs(const std::string& s, std::size_t n) {
  std::size_t seen = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if ((s[i] & 0xC0) != 0x80 && seen++ == n) return s.substr(0, i);
  }
  return s;
}

std::string cut(const std::string& line) {
  if (glyphs(line) <= kLongest) return line;
  std::string kept = firstGlyphs(line, kLongest - 1);
  while (!kept.empty() && kept.back() == ' ') kept.pop_back();
  return kept + "\u2026";
}

Box boxAt(double x, double y, const std::vector<std::string>& lines) {
  std::size_t longest = 0;
  for (const std::string& l : lines) longest = std::max(longest, glyphs(l));
  const double w = static_cast<double>(longest) * kFontSize * kCharWidth + 4;
  const double h = static_cast<double>(lines.size()) * kLineHeight + 2;
  return {x - w / 2, y - h / 2, x + w / 2, y + h / 2};
}

void drawStands(std::ostringstream& out, const MapCanvas& c, const rules::UnitView& u, bool broken) {
  const char* colour = kSideColours[static_cast<std::size_t>(rules::sideIndex(u.side))];
  for (const rules::Stand& s : u.stands) {
    const rules::Rect& r = s.footprint;
    const rules::Point bl = rules::toWorld(r, {-r.width / 2, -r.depth / 2});
    const rules::Point br = rules::toWorld(r, {r.width / 2, -r.depth / 2});
    const rules::Point fr = rules::toWorld(r, {r.width / 2, r.depth / 2});
    const rules::Point fl = rules::toWorld(r, {-r.width / 2, r.depth / 2});
    out << "<polygon points=\"" << c.xy(bl) << " " << c.xy(br) << " " << c.xy(fr) << " " << c.xy(fl)
        << "\" fill=\"" << colour << "\"";
    if (broken)
      out << " fill-opacity=\"0.4\" stroke=\"#1a1a1a\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>\n";
    else
      out << " stroke=\"#1a1a1a\" stroke-width=\"0.8\"/>\n";
    out << "<line x1=\"" << html::decimal(c.x(fl)) << "\" y1=\"" << html::decimal(c.y(fl)) << "\" x2=\""
        << html::decimal(c.x(fr)) << "\" y2=\"" << html::decimal(c.y(fr))
        << "\" stroke=\"#111111\" stroke-width=\"2\" stroke-linecap=\"round\"/>\n";
  }
}

// A unit's extent on the map, and where its label may go, best first: behind its rear rank, in
// front of its front, beside either flank, further behind, over it.
struct UnitPlaces {
  Box extent{};
  std::vector<std::pair<double, double>> places;
};

UnitPlaces placesFor(const MapCanvas& c, const rules::UnitView& u, const Box& label) {
  double fx = 0, fy = 0, rx = 0, ry = 0;
  Box e{1e18, 1e18, -1e18, -1e18};
  std::vector<std::pair<double, double>> corners;
  for (const rules::Stand& s : u.stands) {
    const rules::Rect& r = s.footprint;
    const rules::Point front = rules::toWorld(r, {0, r.depth / 2}), rear = rules::toWorld(r, {0, -r.depth / 2});
    fx += c.x(front), fy += c.y(front), rx += c.x(rear), ry += c.y(rear);
    for (const auto& [sx, sy] : {std::pair{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}) {
      const rules::Point p = rules::toWorld(r, {sx * r.width / 2, sy * r.depth / 2});
      corners.push_back({c.x(p), c.y(p)});
      e.x0 = std::min(e.x0, c.x(p)), e.x1 = std::max(e.x1, c.x(p));
      e.y0 = std::min(e.y0, c.y(p)), e.y1 = std::max(e.y1, c.y(p));
    }
  }
  const double n = static_cast<double>(u.stands.size());
  fx /= n, fy /= n, rx /= n, ry /= n;
  const double cx = (e.x0 + e.x1) / 2, cy = (e.y0 + e.y1) / 2;
  // The unit's facing on the map, and how far its stands and the label reach along it and across.
  double dx = fx - rx, dy = fy - ry;
  const double len = std::hypot(dx, dy);
  if (len < 1e-6) dx = 0, dy = -1;
  else dx /= len, dy /= len;
  double reachAlong = 0, reachAcross = 0;
  for (const auto& [x, y] : corners) {
    reachAlong = std::max(reachAlong, std::abs((x - cx) * dx + (y - cy) * dy));
    reachAcross = std::max(reachAcross, std::abs((x - cx) * dy - (y - cy) * dx));
  }
  const double w = (label.x1 - label.x0) / 2, h = (label.y1 - label.y0) / 2;
  const double along = reachAlong + std::abs(dx) * w + std::abs(dy) * h + 2;
  const double across = reachAcross + std::abs(dy) * w + std::abs(dx) * h + 2;
  return {e,
          {{cx - dx * along, cy - dy * along},
           {cx + dx * along, cy + dy * along},
           {cx - dy * across, cy + dx * across},
           {cx + dy * across, cy - dx * across},
           {cx - dx * (along + 2 * h), cy - dy * (along + 2 * h)},
           {cx, cy}}};
}

double overlapArea(const Box& a, const Box& b) {
  const double w = std::min(a.x1, b.x1) - std::max(a.x0, b.x0), h = std::min(a.y1, b.y1) - std::max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

}  // namespace

std::vector<std::string> mapLabelLines(const std::string& name) {
  if (glyphs(name) <= kOneLine || name.find(' ') == std::string::npos) return {cut(name)};
  // Two lines split at the space that makes the longer of them shortest.
  std::size_t best = std::string::npos, bestLongest = SIZE_MAX;
  for (std::size_t i = name.find(' '); i != std::string::npos; i = name.find(' ', i + 1)) {
    const std::size_t longest = std::max(glyphs(name.substr(0, i)), glyphs(name.substr(i + 1)));
    if (longest < bestLongest) best = i, bestLongest = longest;
  }
  return {cut(name.substr(0, best)), cut(name.substr(best + 1))};
}

std::string mapUnits(const MapCanvas& c, const std::vector<rules::UnitView>& units,
                     const std::set<rules::UnitId>& broken) {
  std::ostringstream out;
  std::vector<Placed> labels;
  const Box table{0, 0, static_cast<double>(kMapWidth), static_cast<double>(c.height())};
  // Every unit's stands first, so that no stand is drawn over a name.
  std::vector<const rules::UnitView*> shown;
  for (const rules::UnitView& u : units) {
    if (u.status != rules::UnitStatus::Active || u.stands.empty() || u.side == rules::Side::None) continue;
    shown.push_back(&u);
    drawStands(out, c, u, broken.count(u.id) > 0);
  }
  // Each name where it covers the least of the other names, the units and the table's edge:
  // the first free place, else the least covered.
  std::vector<Box> extents;
  for (const rules::UnitView* u : shown) extents.push_back(placesFor(c, *u, Box{0, 0, 0, 0}).extent);
  for (const rules::UnitView* u : shown) {
    Placed p;
    p.lines = mapLabelLines(u->name.empty() ? u->typeName : u->name);
    p.broken = broken.count(u->id) > 0;
    const UnitPlaces places = placesFor(c, *u, boxAt(0, 0, p.lines));
    double best = 1e18;
    for (const auto& [x, y] : places.places) {
      const Box b = boxAt(x, y, p.lines);
      double covered = 0;
      for (const Placed& o : labels) covered += 4 * overlapArea(b, o.box);
      for (const Box& unit : extents) covered += overlapArea(b, unit);
      const double inside = overlapArea(b, table);
      covered += 8 * ((b.x1 - b.x0) * (b.y1 - b.y0) - inside);
      if (covered < best - 1e-9) {
        best = covered, p.x = x, p.y = y, p.box = b;
        if (covered <= 0) break;
      }
    }
    labels.push_back(std::move(p));
  }
  for (const Placed& p : labels) {
    const double top = p.y - (static_cast<double>(p.lines.size()) - 1) * kLineHeight / 2 + kFontSize * 0.35;
    out << "<text x=\"" << html::decimal(p.x) << "\" y=\"" << html::decimal(top)
        << "\" text-anchor=\"middle\" font-size=\"" << kFontSize << "\" font-weight=\"bold\" fill=\""
        << (p.broken ? "#555555" : "#111111") << "\"" << (p.broken ? " font-style=\"italic\"" : "")
        << " stroke=\"#ffffff\" stroke-width=\"3\" stroke-opacity=\"0.85\" paint-order=\"stroke\">";
    for (std::size_t i = 0; i < p.lines.size(); ++i) {
      out << "<tspan x=\"" << html::decimal(p.x) << "\"" << (i ? " dy=\"" + html::decimal(kLineHeight) + "\"" : "")
          << ">" << html::escape(p.lines[i]) << "</tspan>";
    }
    out << "</text>\n";
  }
  return out.str();
}

}  // namespace sandtable::session
