// `sandtable-cli report`: a recorded battle told in Markdown (session/BattleReport.h), to
// print for a class or keep, or with --html as one self-contained web page with maps of the
// table at its turning points (session/BattleReportHtml.h); with --odds, also how the odds
// moved turn by turn.
#include <filesystem>
#include <iostream>
#include <optional>

#include "CliCommon.h"
#include "Commands.h"
#include "SeedOption.h"
#include "platform/AtomicFile.h"
#include "scenario/MatchFile.h"
#include "session/BattleReport.h"
#include "session/BattleReportHtml.h"
#include "session/Markdown.h"
#include "session/ReportFiles.h"

namespace sandtable::cli {

namespace {

struct ReportCommandOptions {
  std::string match;
  std::string out;  // empty: stdout (Markdown), a new file beside the match's name (HTML)
  bool html = false;
  std::optional<int> odds;
  std::optional<std::string> level;
  std::optional<std::uint64_t> seed;
  std::optional<unsigned> jobs;
  bool noProgress = false;
};

// What is wrong with the options, or "".
std::string optionsProblem(const ReportCommandOptions& o) {
  if (o.odds && *o.odds < 1) return "--odds must be at least 1 (the games from each turn's start)";
  // These only shape the odds' games: without --odds they would be silently ignored.
  for (const auto& [given, name] : {std::pair{o.level.has_value(), "--level"}, std::pair{o.seed.has_value(), "--seed"},
                                    std::pair{o.jobs.has_value(), "--jobs"}}) {
    if (given && !o.odds) return std::string(name) + " needs --odds: it sets how the odds' games are played";
  }
  if (o.level) {
    const auto spec = session::PlayerSpec::parse("ai:" + *o.level);
    if (!spec || spec->human) return "--level '" + *o.level + "' must be an AI level: random, scripted, easy, normal or hard";
  }
  if (o.out == "-") return "--out names a file; leave it out to print the report";
  // A report in the other format than its file's name says opens as nonsense.
  const std::string ext = std::filesystem::path(o.out).extension().string();
  if (o.html && (ext == ".md" || ext == ".markdown"))
    return "--out " + o.out + " names a Markdown file, but --html writes a web page: name it .html";
  if (!o.html && (ext == ".html" || ext == ".htm"))
    return "--out " + o.out + " names a web page, but the report is Markdown without --html: add --html";
  return "";
}

// The web page: to --out, or to a new file named for the match in the working directory
// ("battle-report.html", "battle-report-2.html"... never over an earlier one).
int writeHtml(const ReportCommandOptions& o, const scenario::LoadedMatch& lm, const session::ReportOptions& ro) {
  session::HtmlReportOptions ho;
  ho.report = ro;
  ho.howToAddOdds = "This command adds them, 20 games from each turn's start (minutes of play): sandtable-cli report " +
                    session::markdown::shellWord(std::filesystem::path(o.match).filename().string()) +
                    " --html --odds 20";
  const std::string page = session::battleReportHtml(lm, ho);
  std::filesystem::path written = o.out;
  try {
    if (o.out.empty())
      written = session::writeNewFile(".", std::filesystem::path(o.match).stem().string() + "-report", ".html", page);
    else
      platform::writeFileAtomically(o.out, page);
  } catch (const std::runtime_error& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitBadInput;
  }
  std::cout << "Wrote the battle report of " << lm.scenario.info.name << " to " << written.lexically_normal().string()
            << "\n";
  return kExitOk;
}

int runReport(const ReportCommandOptions& o) {
  if (const std::string problem = optionsProblem(o); !problem.empty()) {
    std::cerr << "error: " << problem << "\n";
    return kExitBadInput;
  }
  const scenario::LoadedMatch lm = scenario::loadMatchFile(o.match);
  session::ReportOptions ro;
  ro.oddsGames = o.odds.value_or(0);
  ro.oddsSeed = o.seed.value_or(ro.oddsSeed);
  ro.oddsLevel = o.level.value_or(ro.oddsLevel);
  ro.jobs = o.jobs.value_or(ro.jobs);
  if (o.odds) noteJobsCap(ro.jobs);
  if (!o.noProgress) {
    ro.progress = [](std::size_t done, std::size_t total) {
      drawProgress(static_cast<int>(done), static_cast<int>(total));
    };
  }
  if (o.html) return writeHtml(o, lm, ro);
  const std::string report = session::battleReport(lm, ro);
  if (o.out.empty()) {
    std::cout << report;
    return kExitOk;
  }
  try {
    platform::writeFileAtomically(o.out, report);
  } catch (const std::runtime_error& e) {
    // A directory that is not there or cannot be written: the command line named it.
    std::cerr << "error: " << e.what() << "\n";
    return kExitBadInput;
  }
  std::cout << "Wrote the battle report of " << lm.scenario.info.name << " to " << o.out << "\n";
  return kExitOk;
}

}  // namespace

void addReportCommand(CLI::App& app, int& exitCode) {
  auto opts = std::make_shared<ReportCommandOptions>();
  CLI::App* cmd = app.add_subcommand(
      "report",
      "Write a recorded battle's report in Markdown: who fought, the result, the briefing of a historical battle, "
      "what each side lost turn by turn, the narration cues it reached, both armies at the end, what happened in "
      "history and the command "
      "that replays it; with --odds, also how the odds moved. With --html, the same as one web page that holds "
      "everything it shows, with maps of the table at the battle's turning points and charts, to open in a browser "
      "or print to PDF. The same file gives the same report.");
  cmd->add_option("match", opts->match, "Match file (from `battle --save` or the 3D table); every hash is checked")
      ->required();
  cmd->add_option("--out", opts->out,
                  "Write the report to this file (atomically) instead of printing it; with --html, by default a new "
                  "file MATCH-report.html in the working directory (numbered, never over an earlier one)");
  cmd->add_flag("--html", opts->html,
                "Write the report as one self-contained HTML page with maps of the table and charts (Markdown "
                "without it)");
  cmd->add_option("--odds", opts->odds,
                  "Add \"How the odds moved\": this many games played on by the AI from the start of each recorded "
                  "turn, as `whatif --each-turn --games N` plays them (minutes on a long battle)");
  cmd->add_option("--level", opts->level, "With --odds: the AI's level on both sides (default normal)");
  cmd->add_option("--seed", opts->seed, "With --odds: the games' first seed, as whatif's --seed (default 1)")->check(seedCheck());
  cmd->add_option("--jobs", opts->jobs,
                  "With --odds: games played at once (0: one per hardware thread; never more than the machine's "
                  "hardware threads); the report is the same whatever the number (default 1)");
  cmd->add_flag("--no-progress", opts->noProgress, "Do not draw the odds' progress bar");
  cmd->callback([opts, &exitCode]() { exitCode = guarded([&] { return runReport(*opts); }); });
}

}  // namespace sandtable::cli
