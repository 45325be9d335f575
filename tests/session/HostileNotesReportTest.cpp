// A teacher's note (or a name) holding markup, links, a remote picture and terminal escapes
// shows in the battle report as the words it is, never as markup: the Markdown escapes what
// would become HTML, a link or a picture, the web page escapes everything and may load
// nothing from outside, and neither holds a control or reordering character raw.
#include <gtest/gtest.h>

#include "scenario/MatchFile.h"
#include "session/BattleReport.h"
#include "session/BattleReportHtml.h"
#include "session/MatchSession.h"
#include "support/TestPaths.h"

using namespace sandtable;

namespace {

const char* const kScenario = "config/scenarios/microbattle_meeting_engagement.yaml";
const std::string kHostile =
    "<script>alert(1)</script> [click](javascript:alert(1)) ![x](http://evil.example/x.png) &#x202E; "
    "\x1b[31mred\x1b[0m \xe2\x80\xae" "desrever";

scenario::LoadedMatch notedBattle() {
  session::SessionOptions o;
  o.seed = 4;
  o.players = {*session::PlayerSpec::parse("ai:random"), *session::PlayerSpec::parse("ai:random")};
  o.scenarioRef = kScenario;
  session::MatchSession s(scenario::loadScenario(test::sourceRoot() / kScenario), o);
  rules::NullSink quiet;
  for (int i = 0; i < 20 && !s.over(); ++i) s.submit(s.aiAction(), quiet);
  const auto file = test::scratchDir("hostile_notes") / "battle.yaml";
  s.save(file);
  scenario::LoadedMatch lm = scenario::loadMatchFile(file);
  scenario::addNote(lm.record, 0, kHostile);
  return lm;
}

bool holdsRawControls(const std::string& text) {
  return text.find('\x1b') != std::string::npos || text.find("\xe2\x80\xae") != std::string::npos;
}

}  // namespace

TEST(HostileNotes, TheMarkdownReportShowsTheirWordsNotTheirMarkup) {
  const std::string md = session::battleReport(notedBattle());
  EXPECT_NE(md.find("\\<script>alert(1)\\</script>"), std::string::npos) << md;
  EXPECT_NE(md.find("\\[click\\](javascript:alert(1))"), std::string::npos);
  EXPECT_NE(md.find("!\\[x\\](http://evil.example/x.png)"), std::string::npos);
  EXPECT_NE(md.find("\\&#x202E;"), std::string::npos);
  // No '<', '[' or ']' left to open HTML, a link or a picture.
  for (std::size_t at = md.find_first_of("<[]"); at != std::string::npos; at = md.find_first_of("<[]", at + 1))
    EXPECT_EQ(md[at - 1], '\\') << md.substr(at > 20 ? at - 20 : 0, 40);
  EXPECT_FALSE(holdsRawControls(md));
  // Made visible first, then its backslashes and brackets escaped: rendered, "\u001b[31mred".
  EXPECT_NE(md.find("\\\\u001b\\[31mred\\\\u001b\\[0m \\\\u202edesrever"), std::string::npos);
}

TEST(HostileNotes, TheWebPageEscapesThemAndLoadsNothingFromOutside) {
  const std::string page = session::battleReportHtml(notedBattle());
  EXPECT_NE(page.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_EQ(page.find("src=\"http"), std::string::npos);
  EXPECT_EQ(page.find("href=\"javascript"), std::string::npos);
  EXPECT_FALSE(holdsRawControls(page));
  EXPECT_NE(page.find("\\u001b[31mred\\u001b[0m \\u202edesrever"), std::string::npos);
  EXPECT_NE(page.find("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:;"),
            std::string::npos);
}
