// view::readScript: a script's lines as verbs and words, its comments left out, `\#` kept as a
// `#` of the text (a Markdown heading to look for), and an unknown verb refused with its place.
#include <gtest/gtest.h>

#include <fstream>
#include <stdexcept>

#include "support/TestPaths.h"
#include "view/TableScript.h"

namespace sandtable::view {
namespace {

std::filesystem::path scriptFile(const std::string& name, const std::string& text) {
  const auto file = test::scratchDir("table_script_" + name) / (name + ".txt");
  std::ofstream(file) << text;
  return file;
}

TEST(TableScript, CommentsAreLeftOutAndEscapedHashesKept) {
  const auto script = readScript(
      scriptFile("headings",
                 "# a whole line of comment\n"
                 "\n"
                 "frames 3   # a comment after the words\n"
                 "expect-file-contains @report \\#\\# Turn by turn\n"
                 "expect-file-contains @report \\# Title: battle report # and a comment\n"
                 "key a\\b\n"));
  ASSERT_EQ(script.size(), 4u);
  EXPECT_EQ(script[0].number, 3);
  EXPECT_EQ(script[0].words, (std::vector<std::string>{"frames", "3"}));
  EXPECT_EQ(script[1].number, 4);
  EXPECT_EQ(script[1].words, (std::vector<std::string>{"expect-file-contains", "@report", "##",
                                                       "Turn", "by", "turn"}));
  EXPECT_EQ(script[2].words, (std::vector<std::string>{"expect-file-contains", "@report", "#",
                                                       "Title:", "battle", "report"}));
  // A backslash before anything else is a backslash.
  EXPECT_EQ(script[3].words, (std::vector<std::string>{"key", "a\\b"}));
}

TEST(TableScript, AnUnknownVerbIsRefusedWithItsLineAndColumn) {
  const auto file = scriptFile("unknown", "frames 1\n\n   jump 3\n");
  try {
    readScript(file);
    FAIL() << "an unknown verb is refused";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), file.string() + ":3:4: unknown command 'jump'");
  }
}

}  // namespace
}  // namespace sandtable::view
