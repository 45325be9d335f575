// Table geometry in exact integers. Positions and lengths are micrometres of the tabletop
// (an inch is 25,400), angles are binary angles (65,536 to a full turn, 0 facing +y,
// growing clockwise). Trigonometry comes from a table built at compile time, so a
// replay computes the same positions on every machine. Floats belong to the view.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace sandtable::rules {

using Length = std::int64_t;  // micrometres of tabletop
inline constexpr Length kMicrometre = 1;
inline constexpr Length kMillimetre = 1000;
inline constexpr Length kInch = 25400;

struct Point {
  Length x = 0;
  Length y = 0;
  friend constexpr Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
  friend constexpr bool operator==(Point a, Point b) = default;
};

using Angle = std::int32_t;
inline constexpr Angle kFullTurn = 65536;
inline constexpr Angle kHalfTurn = 32768;
inline constexpr Angle kQuarterTurn = 16384;
inline constexpr Angle kEighthTurn = 8192;

// Folds any angle into [0, kFullTurn).
constexpr Angle normalizeAngle(Angle a) { return ((a % kFullTurn) + kFullTurn) % kFullTurn; }
// Smallest signed difference b - a, in (-kHalfTurn, kHalfTurn].
Angle angleDifference(Angle a, Angle b);
// Whole degrees to binary angle (rounded), and back.
Angle degrees(int deg);
int toDegrees(Angle a);

// Sine and cosine in Q30 fixed point (1.0 == 1 << 30).
inline constexpr std::int64_t kUnitQ30 = std::int64_t{1} << 30;
std::int64_t sinQ30(Angle a);
std::int64_t cosQ30(Angle a);

// Multiplies by a Q30 factor, rounding to nearest.
Length mulQ30(Length v, std::int64_t q30);

// Unit heading for an angle scaled to a length: (sin a, cos a) * length.
Point heading(Angle a, Length length);
// The bearing from one point toward another (0 = +y, clockwise). Undefined for a == b (0).
Angle bearing(Point from, Point to);

// Integer square root, rounded to nearest.
std::int64_t isqrtRound(std::int64_t n);
Length distance(Point a, Point b);
std::int64_t distanceSquared(Point a, Point b);
std::int64_t dot(Point a, Point b);
std::int64_t cross(Point a, Point b);

// Distance from p to the segment ab.
Length distanceToSegment(Point p, Point a, Point b);
bool segmentsIntersect(Point a, Point b, Point c, Point d);

// A stand's footprint: a rectangle of given width (along its front) and depth, centred on
// `centre`, facing `facing`.
struct Rect {
  Point centre;
  Angle facing = 0;
  Length width = 0;
  Length depth = 0;
  friend bool operator==(const Rect&, const Rect&) = default;
};

// Coordinates of a point in the rectangle's own frame: x to its right, y forward.
Point toLocal(const Rect& r, Point p);
Point toWorld(const Rect& r, Point local);

// A rectangle's frame with its sine and cosine looked up once, for callers that turn many
// points into or out of one rectangle: toLocal and toWorld give the micrometres the free
// functions above give.
class RectFrame {
 public:
  explicit RectFrame(const Rect& r);
  Point toLocal(Point p) const;
  Point toWorld(Point local) const { return mCentre + offset(local.x, local.y); }
  // toWorld(local) - centre.
  Point offset(Length x, Length y) const;

 private:
  Point mCentre;
  std::int64_t mSin = 0;
  std::int64_t mCos = 0;
};
// Corners in order front-left, front-right, rear-right, rear-left.
std::array<Point, 4> corners(const Rect& r);
Point frontCentre(const Rect& r);
bool contains(const Rect& r, Point p);
bool overlaps(const Rect& a, const Rect& b);  // interiors overlap; touching edges do not
Length gap(const Rect& a, const Rect& b);     // 0 when touching or overlapping
// gap(a, b) <= d, without working the gap out for rectangles plainly further apart: what the
// movement checks ask of every other block on the table.
bool gapAtMost(const Rect& a, const Rect& b, Length d);

// Which side of a rectangle a point lies on. Areas beyond a corner are split along the
// diagonal from that corner, the usual tabletop reading of "front, flank or rear".
enum class Zone : std::uint8_t { Front, LeftFlank, RightFlank, Rear };
Zone zoneOf(const Rect& r, Point p);
const char* zoneName(Zone z);

// Whether p lies inside an arc of +-halfWidth about the rectangle's facing, measured from
// the centre of its front edge (an arc of fire or of vision).
bool inArc(const Rect& r, Point p, Angle halfWidth);

// Grid squares: a special case of table geometry. Column 0 is at x = 0, row 0 at y = 0.
struct Square {
  int col = 0;
  int row = 0;
  friend constexpr bool operator==(Square a, Square b) = default;
};
int manhattan(Square a, Square b);
int chebyshev(Square a, Square b);

struct GridSpec {
  int cols = 0;
  int rows = 0;
  Length squareSize = 0;  // edge of one square on the table

  bool contains(Square s) const { return s.col >= 0 && s.row >= 0 && s.col < cols && s.row < rows; }
  int index(Square s) const { return s.row * cols + s.col; }
  Square square(int index) const { return {index % cols, index / cols}; }
  int count() const { return cols * rows; }
  Point centre(Square s) const;
  std::optional<Square> squareAt(Point p) const;
};

// The four orthogonal neighbours in a fixed order (north, east, south, west).
inline constexpr std::array<Square, 4> kOrthogonalSteps{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};

}  // namespace sandtable::rules
