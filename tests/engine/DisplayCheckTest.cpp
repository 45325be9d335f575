// platform::xDisplayProblem: is there an X server for DISPLAY, asked without connecting?
#include <gtest/gtest.h>

#include <fstream>

#include "platform/DisplayCheck.h"
#include "support/TestPaths.h"

using sandtable::platform::xDisplayProblem;

namespace {

// A socket directory with server :5's socket in it (a plain file does: only its presence is
// looked at), and a kernel socket list that names other sockets; tests add lines to it.
struct FakeX {
  explicit FakeX(const std::string& name)
      : dir(sandtable::test::scratchDir(name)), sockets(dir / "X11-unix"), list(dir / "net_unix") {
    std::filesystem::create_directories(sockets);
    std::ofstream(sockets / "X5") << "";
    std::ofstream out(list);
    out << "Num       RefCount Protocol Flags    Type St Inode Path\n";
    out << "0000000000000000: 00000002 00000000 00010000 0001 01 23456 /run/dbus/system_bus_socket\n";
  }
  std::optional<std::string> problem(const char* display) const { return xDisplayProblem(display, sockets, list); }
  std::filesystem::path dir, sockets, list;
};

}  // namespace

TEST(DisplayCheck, NoDisplaySetIsSaid) {
  const FakeX x("display_unset");
  for (const char* unset : {static_cast<const char*>(nullptr), ""}) {
    const auto p = x.problem(unset);
    ASSERT_TRUE(p.has_value());
    EXPECT_NE(p->find("DISPLAY is not set"), std::string::npos) << *p;
    EXPECT_NE(p->find("xvfb-run -a"), std::string::npos) << *p;
  }
}

TEST(DisplayCheck, ALocalServerWithItsSocketFileIsThere) {
  const FakeX x("display_file");
  for (const char* d : {":5", ":5.0", "unix:5", "unix:5.1"}) EXPECT_FALSE(x.problem(d).has_value()) << d;
}

TEST(DisplayCheck, ALocalDisplayWithNoServerIsSaid) {
  const FakeX x("display_missing");
  for (const char* d : {":6", ":6.0", "unix:6", ":55"}) {
    const auto p = x.problem(d);
    ASSERT_TRUE(p.has_value()) << d;
    EXPECT_NE(p->find(std::string("DISPLAY=") + d + ":"), std::string::npos) << *p;
    EXPECT_NE(p->find("no X server is running"), std::string::npos) << *p;
    EXPECT_NE(p->find("xvfb-run -a"), std::string::npos) << *p;
  }
}

TEST(DisplayCheck, AServerListeningOnlyOnAnAbstractSocketIsThere) {
  // A container sharing the host's network sees the server's abstract socket but no file.
  FakeX x("display_abstract");
  std::ofstream(x.list, std::ios::app) << "0000000000000000: 00000002 00000000 00010000 0001 01 34567 @"
                                       << (x.sockets / "X6").string() << "\n";
  EXPECT_FALSE(x.problem(":6").has_value());
  EXPECT_TRUE(x.problem(":7").has_value());
  EXPECT_TRUE(x.problem(":66").has_value());  // X66 is not X6
}

TEST(DisplayCheck, AServerListedByItsPathIsThere) {
  FakeX x("display_listed");
  std::ofstream(x.list, std::ios::app) << "0000000000000000: 00000002 00000000 00010000 0001 01 45678 "
                                       << (x.sockets / "X8").string() << "\n";
  EXPECT_FALSE(x.problem(":8").has_value());
}

TEST(DisplayCheck, WhatCannotBeToldIsGivenTheBenefitOfTheDoubt) {
  const FakeX x("display_doubt");
  // Another host, or a display name of another form: only a connection could tell.
  for (const char* d : {"localhost:10.0", "remote.example:0", "/tmp/launch-abc/org.xquartz:0", ":x"}) {
    EXPECT_FALSE(x.problem(d).has_value()) << d;
  }
  // The kernel's socket list unreadable: no file proves nothing.
  EXPECT_FALSE(xDisplayProblem(":6", x.sockets, x.dir / "no_such_list").has_value());
}
