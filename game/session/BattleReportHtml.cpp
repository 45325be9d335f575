#include "BattleReportHtml.h"

#include <sstream>
#include <vector>

#include "BattleCharts.h"
#include "HtmlText.h"
#include "Markdown.h"
#include "OrderForecast.h"
#include "TurningPoints.h"
#include "rules/core/Event.h"

namespace sandtable::session {

using html::escape;
using markdown::sentence;

namespace {

// For the screen, and for print: no page break inside a picture, a table's row or after a
// heading, and the colours printed as they are.
const char* const kStyle = R"(
body { font: 16px/1.5 "DejaVu Serif", Georgia, serif; color: #222; background: #fff; max-width: 62rem;
  margin: 1.5rem auto; padding: 0 1rem; }
h1, h2, h3, nav, figcaption, table, .facts, .legend { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; }
h1 { font-size: 1.9rem; margin-bottom: .2rem; }
h2 { font-size: 1.35rem; border-bottom: 2px solid #ccc; margin-top: 2.2rem; }
h3 { font-size: 1.1rem; }
.verdict { font-size: 1.2rem; font-weight: bold; margin: .3rem 0; }
.facts { list-style: none; padding: 0; font-size: .9rem; color: #444; }
.facts li { display: inline-block; margin-right: 1.2rem; }
nav ol { columns: 2; font-size: .95rem; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; margin: .6rem 0; }
th, td { border-bottom: 1px solid #ccc; padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
.n { text-align: right; white-space: nowrap; }
figure { margin: 1rem 0 1.4rem; break-inside: avoid; page-break-inside: avoid; }
figure img { display: block; width: 100%; height: auto; border: 1px solid #999; }
figcaption { font-size: .9rem; margin-top: .3rem; }
.legend { font-size: .85rem; color: #333; }
.swatch { display: inline-block; width: .9em; height: .9em; vertical-align: -.1em; border: 1px solid #333;
  margin: 0 .25em 0 .8em; }
.note { border-left: 4px solid #c9a400; background: #fbf6e0; padding: .3rem .8rem; }
.source { font-size: .85rem; color: #555; font-style: italic; }
pre { background: #f4f4f4; padding: .5rem .8rem; font-size: .85rem; white-space: pre-wrap; overflow-wrap: anywhere; }
footer { margin-top: 2.5rem; border-top: 2px solid #ccc; font-size: .9rem; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 11pt; }
  nav { display: none; }
  h2, h3 { break-after: avoid; page-break-after: avoid; }
  tr, .note { break-inside: avoid; page-break-inside: avoid; }
  figure.map img { width: auto; max-width: 100%; max-height: 11.5cm; margin: 0 auto; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
)";

// What a picture's figure runs when the picture loads or fails (see figure()).
const char* const kOnShown = "this.parentNode.setAttribute('data-shown','yes')";
const char* const kOnMissing = "this.parentNode.setAttribute('data-shown','missing')";

// The page loads nothing from anywhere (its pictures are data: URIs, its style inline), runs
// no script but the two handlers above (allowed by their SHA-256, in Base64: a page a note
// smuggled a script or a remote picture into would not run or fetch it), and sends no form.
// The hashes follow the handlers' text; the browser test (tests/cli/report_html_in_browser.sh)
// fails if they do not match, as the figures would never be marked shown.
const char* const kContentSecurityPolicy =
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
    "script-src 'unsafe-hashes' 'sha256-jqGN0BU+HYLb2NH6EQM3kLJdLH1rHcNz0L05dQgktZY=' "
    "'sha256-bp/ju2Gp2nLPE+4NI2cLS89JAtYgmlHfhOszwHMtjvQ='; base-uri 'none'; form-action 'none'";

// A picture inside the page, in a figure that says whether it was shown (see the header).
std::string figure(const std::string& kind, const std::string& uri, int width, int height, const std::string& alt,
                   const std::string& captionHtml) {
  std::ostringstream out;
  out << "<figure class=\"" << kind << "\" data-shown=\"no\">\n<img src=\"" << uri << "\" width=\"" << width
      << "\" height=\"" << height << "\" alt=\"" << escape(alt)
      << "\" onload=\"" << kOnShown << "\" onerror=\"" << kOnMissing << "\">\n";
  if (!captionHtml.empty()) out << "<figcaption>" << captionHtml << "</figcaption>\n";
  out << "</figure>\n";
  return out.str();
}

std::string row(const std::vector<std::string>& cells, const std::vector<bool>& numeric, const char* tag = "td") {
  std::string out = "<tr>";
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const bool n = i < numeric.size() && numeric[i];
    out += std::string("<") + tag + (n ? " class=\"n\"" : "") + ">" + escape(cells[i]) + "</" + tag + ">";
  }
  return out + "</tr>\n";
}

std::string table(const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows,
                  const std::vector<bool>& numeric) {
  std::string out = "<table>\n<thead>" + row(head, numeric, "th") + "</thead>\n<tbody>\n";
  for (const auto& r : rows) out += row(r, numeric);
  return out + "</tbody>\n</table>\n";
}

void writeHeader(std::ostringstream& out, const BattleAccount& a) {
  out << "<header>\n<h1>" << escape(a.title) << ": battle report</h1>\n";
  out << "<p class=\"verdict\">"
      << escape(a.result.over ? a.winnerLine : "Not decided when the recording stops") << "</p>\n";
  out << "<ul class=\"facts\">\n<li>Rule system: " << escape(a.ruleSystem) << "</li>\n";
  for (std::size_t i = 0; i < 2; ++i)
    out << "<li>" << escape(a.sideNames[i]) << " (side" << i + 1 << "): " << escape(a.playedBy[i]) << "</li>\n";
  out << "<li>Seed: " << a.seed << "</li>\n<li>Turns played: " << a.turns << "</li>\n<li>Actions recorded: "
      << a.actions << "</li>\n</ul>\n</header>\n";
}

void writeContents(std::ostringstream& out, const BattleAccount& a) {
  std::vector<std::pair<std::string, std::string>> items{{"result", "Result"}};
  if (!a.briefing.empty()) items.push_back({"briefing", "Briefing"});
  items.push_back({"maps", "The battle in maps"});
  items.push_back({"turns", "Turn by turn"});
  if (!a.gambles.empty()) items.push_back({"attacks", "The attacks, and their odds before the dice"});
  if (!a.chronicle.empty()) items.push_back({"chronicle", "The chronicle"});
  if (!a.notes.empty()) items.push_back({"notes", "The teacher's notes"});
  items.push_back({"armies", "The armies at the end"});
  items.push_back({"odds", "How the odds moved"});
  if (!a.history.empty()) items.push_back({"history", "What happened in history"});
  out << "<nav>\n<ol>\n";
  for (const auto& [id, title] : items) out << "<li><a href=\"#" << id << "\">" << escape(title) << "</a></li>\n";
  out << "</ol>\n</nav>\n";
}

void writeResult(std::ostringstream& out, const BattleAccount& a) {
  const std::string turns =
      "turn " + std::to_string(a.turns) + ", after " + rules::plural(static_cast<int>(a.actions), "action");
  out << "<section id=\"result\">\n<h2>Result</h2>\n";
  if (!a.result.over) {
    out << "<p>The battle was not decided when the recording stops, in " << escape(turns) << ".</p>\n";
  } else {
    out << "<p><strong>" << escape(a.winnerLine) << "</strong></p>\n";
    if (!a.result.reason.empty()) out << "<p>" << escape(sentence(a.result.reason)) << "</p>\n";
    out << "<p>The battle ended in " << escape(turns) << ".</p>\n";
  }
  out << "</section>\n";
}

void writeMaps(std::ostringstream& out, const BattleAccount& a, const MapGround& ground) {
  out << "<section id=\"maps\">\n<h2>The battle in maps</h2>\n";
  out << "<p class=\"legend\">North is up.<span class=\"swatch\" style=\"background:" << kSideColours[0] << "\"></span>"
      << escape(a.sideNames[0]) << "<span class=\"swatch\" style=\"background:" << kSideColours[1] << "\"></span>"
      << escape(a.sideNames[1])
      << "<span class=\"swatch\" style=\"background:#fff;border-style:dashed\"></span>broken, fleeing (pale, dashed)."
         " Each stand is a rectangle, its front edge dark. Shading shows the lie of the ground, lines the contours;"
         "<span class=\"swatch\" style=\"background:#3d7a3a\"></span>woods"
         "<span class=\"swatch\" style=\"background:#d8c36a\"></span>fields"
         "<span class=\"swatch\" style=\"background:#9b8660\"></span>rough"
         "<span class=\"swatch\" style=\"background:#4a82c3\"></span>water"
         "<span class=\"swatch\" style=\"background:#a88a5a\"></span>roads; dark lines are hedges, walls or "
         "ravines, a dotted brown line a crest.</p>\n";
  const int height = mapHeight(ground);
  for (const TurningPoint& p : turningPoints(a)) {
    const std::string svg = battleMapSvg(ground, p.moment->units, p.moment->broken);
    out << figure("map", html::svgDataUri(svg), kMapWidth, height, a.title + ": " + p.title,
                  "<strong>" + escape(p.title) + ".</strong> " + escape(p.why));
  }
  out << "</section>\n";
}

void writeTurns(std::ostringstream& out, const BattleAccount& a) {
  out << "<section id=\"turns\">\n<h2>Turn by turn</h2>\n";
  const LossMeasure* measure = chartedMeasure(a);
  out << figure("chart", html::svgDataUri(lossesChartSvg(a)), 960, 280, "What each side lost, turn by turn",
                escape("What each side lost in each turn" +
                       std::string(measure ? std::string(" (") + measure->many + ")" : "") +
                       "; a cross marks the units broken or dispersed in it."));
  out << "<p>What each side lost in each turn (casualty figures, stands, hits, units broken or "
         "dispersed, whichever the rule system counts), and what turned the battle (units broken, "
         "dispersed or gone Berserk or FURIOUS, personalities lost):</p>\n";
  std::vector<std::vector<std::string>> rows;
  for (int turn = 1; turn <= a.turns; ++turn) rows.push_back(turnRow(a, turn));
  out << table({"Turn", a.sideNames[0] + " lost", a.sideNames[1] + " lost", "What happened"}, rows, {true});
  out << "</section>\n";
}

void writeGambles(std::ostringstream& out, const BattleAccount& a) {
  if (a.gambles.empty()) return;
  out << "<section id=\"attacks\">\n<h2>The attacks, and their odds before the dice</h2>\n";
  out << "<p>Every attack and charge, and every answer to a charge, with what the rules gave it before its dice were "
         "rolled: set it beside what happened in that turn to ask whether it was a gamble or bad luck.</p>\n";
  std::vector<std::vector<std::string>> rows;
  for (const Gamble& g : a.gambles) rows.push_back({std::to_string(g.turn), g.what, g.odds});
  out << table({"Turn", "What", "Its odds before the dice"}, rows, {true});
  out << "</section>\n";
}

void writeChronicle(std::ostringstream& out, const BattleAccount& a) {
  if (!a.chronicle.empty()) {
    out << "<section id=\"chronicle\">\n<h2>The chronicle</h2>\n<p>The scenario's narration, as the battle reached "
           "it:</p>\n";
    for (const ChronicleEntry& c : a.chronicle) {
      out << "<p><strong>Turn " << c.turn << ".</strong> " << escape(c.text) << "</p>\n";
      if (!c.source.empty()) out << "<p class=\"source\">Source: " << escape(c.source) << "</p>\n";
    }
    out << "</section>\n";
  }
  if (!a.notes.empty()) {
    out << "<section id=\"notes\">\n<h2>The teacher's notes</h2>\n";
    for (const ChronicleEntry& c : a.notes) {
      out << "<p class=\"note\"><strong>Turn " << c.turn << ", after action " << c.action << ".</strong> "
          << escape(c.text) << "</p>\n";
    }
    out << "</section>\n";
  }
}

void writeArmies(std::ostringstream& out, const BattleAccount& a) {
  out << "<section id=\"armies\">\n<h2>The armies at the end</h2>\n";
  for (std::size_t side = 0; side < 2; ++side) {
    out << "<h3><span class=\"swatch\" style=\"background:" << kSideColours[side] << ";margin-left:0\"></span>"
        << escape(a.sideNames[side]) << "</h3>\n";
    std::vector<std::string> head{"Unit", "Type", "Condition", "Strength"};
    if (a.anyMarkers) head.push_back("Markers");
    std::vector<std::vector<std::string>> rows;
    for (const ArmyLine& u : a.armies[side]) {
      rows.push_back({u.name, u.type, u.condition, std::to_string(u.strength)});
      if (a.anyMarkers) rows.back().push_back(u.markers);
    }
    out << table(head, rows, {false, false, false, true, false});
  }
  out << "<p>" << escape(fightingWords(a)) << "</p>\n";
  out << "</section>\n";
}

void writeOdds(std::ostringstream& out, const BattleAccount& a, const std::string& howToAdd) {
  out << "<section id=\"odds\">\n<h2>How the odds moved</h2>\n";
  if (!a.odds) {
    out << "<p>The odds were not worked out for this report. " << escape(howToAdd) << "</p>\n</section>\n";
    return;
  }
  const OddsAccount& o = *a.odds;
  out << "<p>From the start of each turn where the battle was still undecided, "
      << escape(rules::plural(o.games, "game")) << " played on by the AI (" << escape(o.level)
      << " on both sides, seed " << o.seed << "): how many each side won.</p>\n";
  out << figure("chart", html::svgDataUri(oddsChartSvg(a, o)), 960, 280, "How the odds moved, turn by turn",
                escape("Each turn's games: " + a.sideNames[0] + "'s wins from below, " + a.sideNames[1] +
                       "'s from above, the drawn and unfinished between."));
  std::vector<std::string> head{"Turn", "Actions before it", a.sideNames[0] + " won", a.sideNames[1] + " won", "Drawn"};
  if (o.anyUnfinished) head.push_back("Unfinished");
  std::vector<std::vector<std::string>> rows;
  for (const TurnOdds& t : o.turns) {
    rows.push_back({std::to_string(t.turn), std::to_string(t.action),
                    std::to_string(t.games.won[0]) + " (" + percentWords(t.games.share(0)) + ")",
                    std::to_string(t.games.won[1]) + " (" + percentWords(t.games.share(1)) + ")",
                    std::to_string(t.games.draws())});
    if (o.anyUnfinished) rows.back().push_back(std::to_string(t.games.unfinished()));
  }
  out << table(head, rows, std::vector<bool>(head.size(), true));
  if (o.anyUnfinished)
    out << "<p>Unfinished: games that stopped before the battle was decided, with neither side left to act.</p>\n";
  if (o.swing > 0) {
    const TurnOdds &from = o.turns[static_cast<std::size_t>(o.swing) - 1], &to = o.turns[static_cast<std::size_t>(o.swing)];
    out << "<p>" << escape(swingSentence(a.sideNames[0], from.turn, from.games, to.turn, to.games))
        << escape(o.swingMadeOf) << "</p>\n";
  } else {
    out << "<p>No swing to name: the games need at least two turns to compare.</p>\n";
  }
  out << "<p>This command plays the same games:</p>\n<pre>" << escape(o.command) << "</pre>\n</section>\n";
}

}  // namespace

std::string battleReportHtml(const BattleAccount& a, const MapGround& ground, const std::string& howToAddOdds) {
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta http-equiv=\"Content-Security-Policy\" content=\""
      << kContentSecurityPolicy << "\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
         "<meta name=\"generator\" content=\"Sandtable\">\n<title>"
      << escape(a.title) << ": battle report</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n";
  writeHeader(out, a);
  writeContents(out, a);
  writeResult(out, a);
  if (!a.briefing.empty())
    out << "<section id=\"briefing\">\n<h2>Briefing</h2>\n" << html::paragraphs(a.briefing) << "</section>\n";
  writeMaps(out, a, ground);
  writeTurns(out, a);
  writeGambles(out, a);
  writeChronicle(out, a);
  writeArmies(out, a);
  writeOdds(out, a, howToAddOdds);
  if (!a.history.empty())
    out << "<section id=\"history\">\n<h2>What happened in history</h2>\n" << html::paragraphs(a.history)
        << "</section>\n";
  out << "<footer>\n<p>Final state hash " << escape(a.finalHash)
      << ". This command replays the battle, checks every hash and prints every die rolled:</p>\n<pre>"
      << escape(a.replayCommand) << "</pre>\n<p>Made by Sandtable from the match file " << escape(a.matchFileName)
      << ".</p>\n</footer>\n</body>\n</html>\n";
  return out.str();
}

std::string battleReportHtml(const scenario::LoadedMatch& match, const HtmlReportOptions& options) {
  const BattleAccount account = accountOf(match, options.report);
  return battleReportHtml(account, mapGroundOf(match.scenario), options.howToAddOdds);
}

}  // namespace sandtable::session
