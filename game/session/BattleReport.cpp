#include "BattleReport.h"

#include <sstream>
#include <vector>

#include "Markdown.h"
#include "OrderForecast.h"

namespace sandtable::session {

using namespace sandtable::rules;
using namespace sandtable::session::markdown;

namespace {

void writeHeading(std::ostringstream& out, const BattleAccount& a) {
  out << "# " << inert(a.title) << ": battle report\n\n";
  out << "- Rule system: " << inert(a.ruleSystem) << "\n";
  for (std::size_t i = 0; i < 2; ++i)
    out << "- " << inert(a.sideNames[i]) << " (side" << i + 1 << "): " << inert(a.playedBy[i]) << "\n";
  out << "- Seed: " << a.seed << "\n";
  out << "- Turns played: " << a.turns << "\n";
  out << "- Actions recorded: " << a.actions << "\n\n";
}

void writeResult(std::ostringstream& out, const BattleAccount& a) {
  const std::string turns =
      "turn " + std::to_string(a.turns) + ", after " + plural(static_cast<int>(a.actions), "action");
  out << "## Result\n\n";
  if (!a.result.over) {
    out << paragraph("The battle was not decided when the recording stops, in " + turns + ".");
    return;
  }
  out << inert(a.winnerLine) << "\n\n";
  if (!a.result.reason.empty()) out << paragraph(sentence(a.result.reason));
  out << paragraph("The battle ended in " + turns + ".");
}

void writeTurns(std::ostringstream& out, const BattleAccount& a) {
  out << "## Turn by turn\n\n";
  out << paragraph(
      "What each side lost in each turn (casualty figures, stands, hits, units broken or "
      "dispersed, whichever the rule system counts), and what turned the battle (units broken, "
      "dispersed or gone Berserk or FURIOUS, personalities lost; a unit that loses control turn "
      "after turn is named once, and again only after a whole turn calm):");
  out << tableHeader({"Turn", a.sideNames[0] + " lost", a.sideNames[1] + " lost", "What happened"},
                     {true, false, false, false});
  for (int turn = 1; turn <= a.turns; ++turn) out << tableRow(turnRow(a, turn));
  out << "\n";
}

// Every attack, charge and answer to a charge with the odds the rules gave it before its dice:
// was the charge that failed a gamble, or bad luck? (Shots, many and seldom decisive, are left
// to `replay --verbose`, which gives each one's.)
void writeGambles(std::ostringstream& out, const BattleAccount& a) {
  if (a.gambles.empty()) return;
  out << "## The attacks, and their odds before the dice\n\n";
  out << paragraph("Every attack and charge, and every answer to a charge, with what the rules gave it before its "
                   "dice were rolled (the reckoning the 3D table shows beside the order): set it beside what "
                   "happened in that turn to ask whether it was a gamble or bad luck.");
  out << tableHeader({"Turn", "What", "Its odds before the dice"}, {true, false, false});
  for (const Gamble& g : a.gambles) out << tableRow({std::to_string(g.turn), g.what, g.odds});
  out << "\n";
}

// The narration cues the battle reached, in the order it reached them: the history a teacher
// read out beside the battle the class fought.
void writeChronicle(std::ostringstream& out, const BattleAccount& a) {
  if (a.chronicle.empty()) return;
  out << "## The chronicle\n\n";
  out << paragraph("The scenario's narration, as the battle reached it:");
  for (const ChronicleEntry& c : a.chronicle) {
    out << paragraph("**Turn " + std::to_string(c.turn) + ".** " + c.text);
    if (!c.source.empty()) out << paragraph("*Source: " + c.source + "*");
  }
}

// The teacher's notes on the recording (the match file's `notes:`), where the battle reached them.
void writeNotes(std::ostringstream& out, const BattleAccount& a) {
  if (a.notes.empty()) return;
  out << "## The teacher's notes\n\n";
  for (const ChronicleEntry& c : a.notes) {
    out << paragraph("**Turn " + std::to_string(c.turn) + ", after action " + std::to_string(c.action) + ".** " +
                     c.text);
  }
}

void writeArmies(std::ostringstream& out, const BattleAccount& a) {
  // No Markers column where no unit of either side has one to show (MicroBattle's steady
  // units), so that both sides' tables keep the same columns.
  out << "## The armies at the end\n\n";
  for (std::size_t side = 0; side < 2; ++side) {
    out << "### " << inert(a.sideNames[side]) << "\n\n";
    std::vector<std::string> head{"Unit", "Type", "Condition", "Strength"};
    if (a.anyMarkers) head.push_back("Markers");
    out << tableHeader(head, {false, false, false, true, false});
    for (const ArmyLine& u : a.armies[side]) {
      std::vector<std::string> cells{u.name, u.type, u.condition, std::to_string(u.strength)};
      if (a.anyMarkers) cells.push_back(u.markers);
      out << tableRow(cells);
    }
    out << "\n";
  }
  out << paragraph(fightingWords(a));
}

void writeOdds(std::ostringstream& out, const BattleAccount& a, const OddsAccount& o) {
  out << "## How the odds moved\n\n";
  out << paragraph("From the start of each turn where the battle was still undecided, " + plural(o.games, "game") +
                   " played on by the AI (" + o.level + " on both sides, seed " + std::to_string(o.seed) +
                   "): how many each side won.");
  std::vector<std::string> head{"Turn", "Actions before it", a.sideNames[0] + " won", a.sideNames[1] + " won",
                                "Drawn"};
  if (o.anyUnfinished) head.push_back("Unfinished");
  out << tableHeader(head, std::vector<bool>(head.size(), true));
  for (const TurnOdds& t : o.turns) {
    std::vector<std::string> cells{std::to_string(t.turn), std::to_string(t.action),
                                   std::to_string(t.games.won[0]) + " (" + percentWords(t.games.share(0)) + ")",
                                   std::to_string(t.games.won[1]) + " (" + percentWords(t.games.share(1)) + ")",
                                   std::to_string(t.games.draws())};
    if (o.anyUnfinished) cells.push_back(std::to_string(t.games.unfinished()));
    out << tableRow(cells);
  }
  out << "\n";
  if (o.anyUnfinished)
    out << paragraph("Unfinished: games that stopped before the battle was decided, with neither side left to act.");
  if (o.swing > 0) {
    const TurnOdds &from = o.turns[static_cast<std::size_t>(o.swing) - 1], &to = o.turns[static_cast<std::size_t>(o.swing)];
    out << paragraph(swingSentence(a.sideNames[0], from.turn, from.games, to.turn, to.games) +
                     o.swingMadeOf);
  } else {
    out << paragraph("No swing to name: the games need at least two turns to compare.");
  }
  out << paragraph("This command plays the same games:");
  out << command(o.command);
}

}  // namespace

std::string battleReport(const BattleAccount& a) {
  std::ostringstream out;
  writeHeading(out, a);
  writeResult(out, a);
  if (!a.briefing.empty()) out << "## Briefing\n\n" << paragraphs(a.briefing);
  writeTurns(out, a);
  writeGambles(out, a);
  writeChronicle(out, a);
  writeNotes(out, a);
  writeArmies(out, a);
  if (a.odds) writeOdds(out, a, *a.odds);
  if (!a.history.empty()) out << "## What happened in history\n\n" << paragraphs(a.history);
  out << "---\n\n"
      << paragraph("Final state hash " + a.finalHash +
                   ". This command replays the battle, checks every hash and prints every die rolled:")
      << command(a.replayCommand);
  // One newline at the end of the file, not the blank line a paragraph leaves.
  std::string text = out.str();
  while (text.size() > 1 && text[text.size() - 1] == '\n' && text[text.size() - 2] == '\n') text.pop_back();
  return text;
}

std::string battleReport(const scenario::LoadedMatch& match, const ReportOptions& options) {
  return battleReport(accountOf(match, options));
}

}  // namespace sandtable::session
