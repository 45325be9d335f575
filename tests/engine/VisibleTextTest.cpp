// platform::visibleText and EscapedTerminal: text from a data file cannot drive a terminal
// (escape sequences, bells, C1 controls) or reorder what it shows (bidi overrides); letters
// of every script, line breaks and tabs are kept; and a character split between two writes
// still comes out whole.
#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

#include "platform/EscapedTerminal.h"
#include "platform/VisibleText.h"

using sandtable::platform::EscapedTerminal;
using sandtable::platform::incompleteUtf8Tail;
using sandtable::platform::visibleText;

TEST(VisibleText, ControlsAreEscapedVisibly) {
  EXPECT_EQ(visibleText("red \x1b[31mtext\x1b[0m"), "red \\u001b[31mtext\\u001b[0m");
  EXPECT_EQ(visibleText(std::string("a\0b", 3)), "a\\u0000b");
  EXPECT_EQ(visibleText("bell\a back\b cr\r del\x7f"), "bell\\u0007 back\\u0008 cr\\u000d del\\u007f");
  EXPECT_EQ(visibleText("c1 \xc2\x9b" "1m"), "c1 \\u009b1m");
}

TEST(VisibleText, BidiOverridesAndIsolatesAreEscaped) {
  EXPECT_EQ(visibleText("name \xe2\x80\xae" "desrever"), "name \\u202edesrever");
  EXPECT_EQ(visibleText("\xe2\x81\xa6x\xe2\x81\xa9"), "\\u2066x\\u2069");
  EXPECT_EQ(visibleText("\xe2\x80\x8f\xd8\x9c"), "\\u200f\\u061c");
  EXPECT_EQ(visibleText("line\xe2\x80\xa8sep"), "line\\u2028sep");
}

TEST(VisibleText, LettersLineBreaksAndTabsAreKept) {
  const std::string text = "Légion IX\tΛεγεών\nשלום мир 軍団 \xf0\x9f\x9b\xa1";
  EXPECT_EQ(visibleText(text), text);
}

TEST(VisibleText, BytesThatAreNotUtf8AreEscaped) {
  EXPECT_EQ(visibleText("a\x9b" "b"), "a\\x9bb");             // a lone C1 byte
  EXPECT_EQ(visibleText("\xc0\xaf"), "\\xc0\\xaf");           // overlong
  EXPECT_EQ(visibleText("\xed\xa0\x80"), "\\xed\\xa0\\x80");  // a surrogate
  EXPECT_EQ(visibleText("end\xe2\x80"), "end\\xe2\\x80");     // cut short
}

TEST(VisibleText, AnIncompleteCharacterAtTheEndIsHeldBack) {
  EXPECT_EQ(incompleteUtf8Tail("abc"), 0u);
  EXPECT_EQ(incompleteUtf8Tail("ab\xe2"), 1u);
  EXPECT_EQ(incompleteUtf8Tail("ab\xe2\x80"), 2u);
  EXPECT_EQ(incompleteUtf8Tail("ab\xe2\x80\xae"), 0u);
  EXPECT_EQ(incompleteUtf8Tail("\xf0\x9f\x9b"), 3u);
}

TEST(EscapedTerminal, CoutAndCerrAreEscapedAndRawErrIsNot) {
  std::stringstream out, err;
  std::streambuf* oldOut = std::cout.rdbuf(out.rdbuf());
  std::streambuf* oldErr = std::cerr.rdbuf(err.rdbuf());
  {
    const EscapedTerminal escaped;
    std::cout << "unit \x1b[2J" << "Cretans \xe2\x80";  // the override split between two writes
    std::cout << "\xae" << "reversed\n";
    std::cerr << "note\r\n";
    EscapedTerminal::rawErr() << "\r[###]" << std::flush;
  }
  std::cout.rdbuf(oldOut);
  std::cerr.rdbuf(oldErr);
  EXPECT_EQ(out.str(), "unit \\u001b[2JCretans \\u202ereversed\n");
  EXPECT_EQ(err.str(), "note\\u000d\n\r[###]");
}
