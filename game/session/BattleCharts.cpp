#include "BattleCharts.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "BattleMap.h"
#include "HtmlText.h"

namespace sandtable::session {

namespace {

constexpr int kWidth = 960;
constexpr int kHeight = 280;
constexpr double kLeft = 48, kRight = 12, kTop = 56, kBottom = 30;

std::string svgOpen() {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(kWidth) + "\" height=\"" +
         std::to_string(kHeight) + "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) +
         "\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" font-size=\"13\">\n"
         "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
}

// A key at the top: a swatch in each side's colour and its words.
std::string key(const std::array<std::string, 2>& words) {
  std::ostringstream out;
  double x = kLeft;
  for (std::size_t side = 0; side < 2; ++side) {
    out << "<rect x=\"" << html::decimal(x) << "\" y=\"8\" width=\"14\" height=\"14\" fill=\"" << kSideColours[side]
        << "\"/>\n<text x=\"" << html::decimal(x + 20) << "\" y=\"20\">" << html::escape(words[side]) << "</text>\n";
    x += 20 + static_cast<double>(words[side].size()) * 7.6 + 28;
  }
  return out.str();
}

// The turn numbers under the slots; every one while they fit, else every second or fifth.
std::string turnAxis(int turns, double slot) {
  std::ostringstream out;
  const int every = slot >= 22 ? 1 : slot >= 11 ? 2 : 5;
  for (int t = 1; t <= turns; ++t) {
    if (t % every != 0 && t != 1) continue;
    out << "<text x=\"" << html::decimal(kLeft + (t - 0.5) * slot) << "\" y=\"" << html::decimal(kHeight - 10)
        << "\" text-anchor=\"middle\" fill=\"#333333\">" << t << "</text>\n";
  }
  out << "<text x=\"" << html::decimal(kLeft - 6) << "\" y=\"" << html::decimal(kHeight - 10)
      << "\" text-anchor=\"end\" fill=\"#333333\">turn</text>\n";
  return out.str();
}

// A round step for the value axis' lines: 1, 2 or 5 times a power of ten.
int gridStep(int most) {
  int step = 1;
  while (most / step > 5) {
    if (most / (step * 2) <= 5) return step * 2;
    if (most / (step * 5) <= 5) return step * 5;
    step *= 10;
  }
  return step;
}

}  // namespace

const LossMeasure* chartedMeasure(const BattleAccount& a) {
  for (std::size_t m = 0; m < 3; ++m) {
    const LossMeasure& measure = lossMeasures()[m];
    for (const auto& [turn, sides] : a.losses) {
      if (sides[0].*measure.field > 0 || sides[1].*measure.field > 0) return &measure;
    }
  }
  return nullptr;
}

std::string lossesChartSvg(const BattleAccount& a) {
  const LossMeasure* measure = chartedMeasure(a);
  const int turns = std::max(1, a.turns);
  int most = 1;
  for (const auto& [turn, sides] : a.losses) {
    for (const TurnLosses& l : sides) most = std::max(most, measure ? l.*measure->field : 0);
  }
  const double plotH = kHeight - kTop - kBottom, slot = (kWidth - kLeft - kRight) / turns;
  const double base = kHeight - kBottom;
  std::ostringstream out;
  out << svgOpen();
  const std::string what = measure ? measure->many : "losses";
  out << key({a.sideNames[0] + ": " + what, a.sideNames[1] + ": " + what});
  out << "<text x=\"" << kWidth - kRight << "\" y=\"20\" text-anchor=\"end\" fill=\"#333333\">"
      << "\u2715 units broken or dispersed</text>\n";
  const int step = gridStep(most);
  for (int v = 0; v <= most; v += step) {
    const double y = base - plotH * v / most;
    out << "<line x1=\"" << kLeft << "\" y1=\"" << html::decimal(y) << "\" x2=\"" << kWidth - kRight << "\" y2=\""
        << html::decimal(y) << "\" stroke=\"#dddddd\"/>\n<text x=\"" << kLeft - 6 << "\" y=\""
        << html::decimal(y + 4) << "\" text-anchor=\"end\" fill=\"#555555\">" << v << "</text>\n";
  }
  const double bar = std::min(28.0, slot * 0.38);
  for (int t = 1; t <= turns; ++t) {
    const auto it = a.losses.find(t);
    for (std::size_t side = 0; side < 2; ++side) {
      const TurnLosses l = it == a.losses.end() ? TurnLosses{} : it->second[side];
      const int v = measure ? l.*measure->field : 0;
      const double x = kLeft + (t - 0.5) * slot + (side == 0 ? -bar - 1 : 1);
      const double h = plotH * v / most;
      if (v > 0) {
        out << "<rect x=\"" << html::decimal(x) << "\" y=\"" << html::decimal(base - h) << "\" width=\""
            << html::decimal(bar) << "\" height=\"" << html::decimal(h) << "\" fill=\"" << kSideColours[side]
            << "\"><title>" << html::escape(a.sideNames[side] + ", turn " + std::to_string(t) + ": " +
                                            lossesInWords(l))
            << "</title></rect>\n";
      }
      const int lost = l.broken + l.dispersed;
      if (lost > 0) {
        out << "<text x=\"" << html::decimal(x + bar / 2) << "\" y=\"" << html::decimal(base - h - 5)
            << "\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"" << kSideColours[side] << "\">\u2715"
            << (lost > 1 ? std::to_string(lost) : "")
            << "</text>\n";
      }
    }
  }
  out << "<line x1=\"" << kLeft << "\" y1=\"" << base << "\" x2=\"" << kWidth - kRight << "\" y2=\"" << base
      << "\" stroke=\"#333333\"/>\n";
  out << turnAxis(turns, slot) << "</svg>\n";
  return out.str();
}

std::string oddsChartSvg(const BattleAccount& a, const OddsAccount& o) {
  const int turns = std::max(1, a.turns);
  const double plotH = kHeight - kTop - kBottom, slot = (kWidth - kLeft - kRight) / turns;
  const double base = kHeight - kBottom, top = kTop;
  std::ostringstream out;
  out << svgOpen();
  out << key({a.sideNames[0] + " won (from below)", a.sideNames[1] + " won (from above)"});
  for (int pct = 0; pct <= 100; pct += 50) {
    const double y = base - plotH * pct / 100;
    out << "<line x1=\"" << kLeft << "\" y1=\"" << html::decimal(y) << "\" x2=\"" << kWidth - kRight << "\" y2=\""
        << html::decimal(y) << "\" stroke=\"#dddddd\"/>\n<text x=\"" << kLeft - 6 << "\" y=\"" << html::decimal(y + 4)
        << "\" text-anchor=\"end\" fill=\"#555555\">" << pct << " %</text>\n";
  }
  const double bar = std::min(40.0, slot * 0.7);
  for (std::size_t i = 0; i < o.turns.size(); ++i) {
    const TurnOdds& t = o.turns[i];
    if (t.games.games() == 0) continue;
    const double x = kLeft + (t.turn - 0.5) * slot - bar / 2;
    const double one = plotH * t.games.share(0), two = plotH * t.games.share(1);
    const std::string tip = "Turn " + std::to_string(t.turn) + ": " + a.sideNames[0] + " " +
                            std::to_string(t.games.won[0]) + ", " + a.sideNames[1] + " " +
                            std::to_string(t.games.won[1]) + ", drawn or unfinished " +
                            std::to_string(t.games.won[2]) + " of " + std::to_string(t.games.games());
    out << "<g><title>" << html::escape(tip) << "</title>\n";
    out << "<rect x=\"" << html::decimal(x) << "\" y=\"" << html::decimal(top) << "\" width=\"" << html::decimal(bar)
        << "\" height=\"" << html::decimal(plotH) << "\" fill=\"#e4e4e4\"/>\n";
    out << "<rect x=\"" << html::decimal(x) << "\" y=\"" << html::decimal(base - one) << "\" width=\""
        << html::decimal(bar) << "\" height=\"" << html::decimal(one) << "\" fill=\"" << kSideColours[0] << "\"/>\n";
    out << "<rect x=\"" << html::decimal(x) << "\" y=\"" << html::decimal(top) << "\" width=\"" << html::decimal(bar)
        << "\" height=\"" << html::decimal(two) << "\" fill=\"" << kSideColours[1] << "\"/>\n</g>\n";
  }
  if (o.swing > 0) {
    const TurnOdds &from = o.turns[static_cast<std::size_t>(o.swing) - 1], &to = o.turns[static_cast<std::size_t>(o.swing)];
    const double x0 = kLeft + (from.turn - 0.5) * slot - bar / 2 - 4, x1 = kLeft + (to.turn - 0.5) * slot + bar / 2 + 4;
    out << "<rect x=\"" << html::decimal(x0) << "\" y=\"" << html::decimal(top - 4) << "\" width=\""
        << html::decimal(x1 - x0) << "\" height=\"" << html::decimal(plotH + 8)
        << "\" fill=\"none\" stroke=\"#b0002a\" stroke-width=\"2.5\" stroke-dasharray=\"6 3\"/>\n";
    out << "<text x=\"" << html::decimal((x0 + x1) / 2) << "\" y=\"" << html::decimal(top - 8)
        << "\" text-anchor=\"middle\" fill=\"#b0002a\" font-weight=\"bold\">biggest swing</text>\n";
  }
  out << turnAxis(turns, slot) << "</svg>\n";
  return out.str();
}

}  // namespace sandtable::session
