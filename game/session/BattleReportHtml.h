// The battle report as one self-contained HTML page, for a teacher to open in a browser, print
// to PDF or hand out: the same account as the Markdown report (BattleAccount.h), with maps of
// the table at the battle's turning points (TurningPoints.h, BattleMap.h), a chart of what each
// side lost turn by turn and, when the odds were worked out, a chart of how they moved. Every
// picture is inside the file (data: URIs), each in a <figure> that marks itself shown
// (data-shown="yes") once its picture has loaded, or "missing" if it cannot: a test opens the
// page in a browser and counts them.
//
// Deterministic: the same match file and options give the same bytes (no clock, and of paths
// only the match file's name).
#pragma once

#include <string>

#include "BattleAccount.h"
#include "BattleMap.h"

namespace sandtable::session {

struct HtmlReportOptions {
  ReportOptions report;
  // Said where the odds would be when there are none: how to add them, where the report was
  // made (the CLI's --odds, or the table's odds chart).
  std::string howToAddOdds =
      "sandtable-cli report FILE --html --odds 20 adds them (20 games from each turn's start, minutes of play); at the "
      "table, study the battle, chart the odds From every turn, and export the report again.";
};

// The report of a recorded match. Throws as accountOf does.
std::string battleReportHtml(const scenario::LoadedMatch& match, const HtmlReportOptions& options = {});
// The same, of an account and the ground its maps are drawn on.
std::string battleReportHtml(const BattleAccount& account, const MapGround& ground, const std::string& howToAddOdds);

}  // namespace sandtable::session
