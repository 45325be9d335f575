// Wrapped text breaks at spaces only: a measurement such as 2.01" stays on one line, where
// ImGui's own wrapping would break it after the full stop.
#include <gtest/gtest.h>

#include "view/TextBreaks.h"

namespace sandtable::view {
namespace {

// One unit of width a character (a UTF-8 character, not a byte), as a monospaced font.
float characters(std::string_view run) {
  float n = 0;
  for (unsigned char c : run) n += (c & 0xC0) != 0x80 ? 1.0f : 0.0f;
  return n;
}

TEST(TextBreaks, BreaksAtTheLastSpaceThatFitsAndNeverInsideANumber) {
  // ImGui would put "(2." on the first line: it may break after a full stop.
  EXPECT_EQ(breakAtSpaces("The Saxon fyrd marches on (2.01\"): to the ridge", 30, characters),
            "The Saxon fyrd marches on\n(2.01\"): to the ridge");
  EXPECT_EQ(breakAtSpaces("a bb ccc dddd", 6, characters), "a bb\nccc\ndddd");
  EXPECT_EQ(breakAtSpaces("a bb ccc dddd", 8, characters), "a bb ccc\ndddd");
}

TEST(TextBreaks, AShortLineAndItsOwnLineBreaksAreKept) {
  EXPECT_EQ(breakAtSpaces("holds (7 needed)", 40, characters), "holds (7 needed)");
  EXPECT_EQ(breakAtSpaces("first line\nsecond one here", 10, characters),
            "first line\nsecond one\nhere");
  EXPECT_EQ(breakAtSpaces("", 10, characters), "");
  EXPECT_EQ(breakAtSpaces("ends in a space ", 15, characters), "ends in a space ");
}

TEST(TextBreaks, AWordWiderThanTheLineIsCutWhereItReachesTheEdgeBetweenCharacters) {
  EXPECT_EQ(breakAtSpaces("see /home/teacher/saves/x.yaml now", 10, characters),
            "see\n/home/teac\nher/saves/\nx.yaml now");
  // "½" is two bytes: a cut falls before or after it, never between them.
  EXPECT_EQ(breakAtSpaces("1½½½½", 3, characters), "1½½\n½½");
  // Not one character fits: each stands over the edge on a line of its own.
  EXPECT_EQ(breakAtSpaces("ab c", 0.5f, characters), "a\nb\nc");
}

}  // namespace
}  // namespace sandtable::view
