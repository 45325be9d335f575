// sandtable: the 3D table. Plays a scenario against the AI or hot-seat; headless, renders a
// screenshot or measures frame times.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <map>
#include <regex>

#include "TableApp.h"
#include "TableScript.h"
#include "data/ConfigError.h"
#include "data/YamlReader.h"
#include "platform/DataPaths.h"
#include "platform/EscapedTerminal.h"
#include "scenario/RandomTerrain.h"
#include "scenario/RulesetRegistry.h"

using namespace sandtable;

namespace {

constexpr int kExitOk = 0, kExitFailure = 1, kExitBadInput = 2;

std::string defaultScenario() {
  data::YamlReader r = data::YamlReader::fromFile(platform::configDir() / "settings.yaml");
  const auto path = r.string(r.root(), "default_scenario", true);
  r.throwIfErrors();
  return platform::resolveDataPath(*path).string();
}

}  // namespace

int main(int argc, char** argv) {
  // Names and quoted values from data files reach the terminal escaped (platform/VisibleText.h).
  const platform::EscapedTerminal escaped;
  CLI::App app{"Sandtable's 3D table: play a battle on its terrain against the AI or hot-seat."};
  view::TableOptions o;
  std::string scenario, load, side1, side2, size = "1280x720", camera = "overview", panels, tape;
  int select = -1, hover = -1;
  app.add_option("--scenario", scenario,
                 "Scenario file (default: config/settings.yaml's default_scenario)");
  auto* loadOpt = app.add_option("--load", load, "Carry on a saved match file");
  app.add_option("--study", o.study,
                 "Study a saved match: step through it from its first action, forward and back, "
                 "and take over from any position")
      ->excludes(loadOpt);
  app.add_option("--seed", o.seed, "Seed for the match's dice");
  app.add_flag("--random-terrain", o.randomTerrain,
               "Deal the terrain from the terrain cards, from the seed, instead of the scenario's (" +
                   scenario::systemsDealingTerrain() + ")");
  app.add_option("--side1", side1,
                 "Who plays side 1: human, ai:easy, ai:normal, ai:hard, ai:random (default human)");
  app.add_option("--side2", side2, "Who plays side 2 (default ai:normal)");
  app.add_option("--size", size, "Window or picture size, WIDTHxHEIGHT")
      ->check(CLI::Validator(
          [](std::string& s) {
            // Each side from 16 to 16384 pixels: what a GL window or picture can have.
            std::smatch m;
            if (!std::regex_match(s, m, std::regex("([0-9]{1,5})x([0-9]{1,5})"))) return std::string("expected WIDTHxHEIGHT");
            const int w = std::stoi(m[1].str()), h = std::stoi(m[2].str());
            return w >= 16 && h >= 16 && w <= 16384 && h <= 16384 ? std::string()
                                                                  : std::string("each side from 16 to 16384 pixels");
          },
          "WIDTHxHEIGHT"));
  app.add_option(
      "--autosave", o.autosave,
      "Where to autosave after every action (default ~/.local/share/sandtable/autosave.yaml)");
  app.add_flag(
      "--no-setup", [&](std::int64_t) { o.setupFirst = false; },
      "Start playing at once instead of opening New game");
  app.add_flag(
      "--mute", [&](std::int64_t) { o.sound = false; }, "No sound");
  app.add_flag("-v,--verbose", o.verbose, "Show Ogre's log on the console");
  auto* shot = app.add_option("--screenshot", o.screenshot,
                              "Render without a window, write this PNG and exit");
  app.add_option("--script", o.script,
                 "Play a script of mouse and keyboard events without a window, then exit");
  app.add_option("--frames", o.frames, "Frames to render before the screenshot")
      ->needs(shot)
      ->check(CLI::Range(1, 100000));
  app.add_option("--shot-info", o.shotInfo,
                 "With --screenshot: also write where each stand is on the picture (JSON)")
      ->needs(shot);
  app.add_option("--camera", camera,
                 "Camera for screenshots and benchmarks: overview, closeup, top, low, unit "
                 "(behind the selected unit, over the ground in front of it)")
      ->check(CLI::IsMember({"overview", "closeup", "top", "low", "unit"}));
  app.add_option("--select", select, "Select this unit id (screenshots)");
  app.add_option("--hover", hover,
                 "Hover this unit id: line of sight from the selected one (screenshots)");
  app.add_option("--ai-actions", o.aiActions,
                 "Let the AI play this many actions first (screenshots)")
      ->check(CLI::Range(0, 1000000));
  app.add_option("--panels", panels,
                 "Open panels, comma-separated: log, nolog, rolls, reasons (what the AI weighed), roster, setup, settings, help, files, briefing, chronicle "
                 "(narration cues open it as they fire)");
  app.add_option("--ui-scale", o.uiScale,
                 "Size of the panels and their text, 1.0 to 2.5 (a projector wants 2); overrides the settings")
      ->check(CLI::Range(view::kMinUiScale, view::kMaxUiScale));
  std::vector<std::string> scriptVars;
  app.add_option("--script-var", scriptVars, "A value for {NAME} in the script's words, NAME=VALUE (repeatable)");
  app.add_flag("--viewshed", o.viewshed, "Shade what the selected unit sees (screenshots)");
  app.add_option("--tape", tape, "A tape measure from x0,z0 to x1,z1 in world mm (screenshots)");
  app.add_option(
      "--bench-frames", o.benchFrames,
      "Render this many frames in a window and print mean and 95th-percentile frame time")
      ->check(CLI::Range(0, 1000000));
  std::string terrain;
  app.add_option(
         "--terrain", terrain,
         "Ground detail: auto, layered (every texture layer), composite (one baked texture)")
      ->check(CLI::IsMember({"auto", "layered", "composite"}));
  app.add_option(
      "--stands", o.stands,
      "Fill a 6x4 ft bench table with this many stands (with --bench-frames or --screenshot)")
      ->check(CLI::Range(0, 100000));
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {  // --help
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);  // prints what is wrong
    return kExitBadInput;  // a bad command line is bad input, like a bad file (CLI11's own codes vary)
  }

  try {
    const auto x = size.find('x');
    o.width = std::stoi(size.substr(0, x));
    o.height = std::stoi(size.substr(x + 1));
    o.camera = camera;
    o.seedGiven = app.count("--seed") > 0;
    if (terrain == "auto") o.terrainDetail = view::TerrainDetail::Auto;
    if (terrain == "layered") o.terrainDetail = view::TerrainDetail::Layered;
    if (terrain == "composite") o.terrainDetail = view::TerrainDetail::Composite;
    if (select >= 0) o.select = select;
    if (hover >= 0) o.hover = hover;
    for (std::size_t start = 0; start < panels.size();) {
      const auto comma = panels.find(',', start);
      o.panels.push_back(
          panels.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
      start = comma == std::string::npos ? panels.size() : comma + 1;
    }
    if (!tape.empty()) {
      std::array<float, 4> t{};
      if (std::sscanf(tape.c_str(), "%f,%f,%f,%f", &t[0], &t[1], &t[2], &t[3]) != 4) {
        std::cerr << "--tape: expected x0,z0,x1,z1\n";
        return kExitBadInput;
      }
      o.tape = t;
    }
    for (auto [text, index] : {std::pair{side1, 0}, std::pair{side2, 1}}) {
      if (text.empty()) continue;
      const auto spec = session::PlayerSpec::parse(text);
      if (!spec) {
        std::cerr << "--side" << index + 1 << ": '" << text
                  << "' is not human or ai:<easy|normal|hard|random|scripted>\n";
        return kExitBadInput;
      }
      o.players[static_cast<std::size_t>(index)] = *spec;
      o.playersGiven = true;
    }
    o.scenario =
        scenario.empty() ? defaultScenario() : platform::resolveDataPath(scenario).string();
    if (!load.empty()) o.load = load;
    // Only a rule system with terrain cards deals its terrain: anything else is a bad command line.
    if (o.randomTerrain && o.load.empty() && o.study.empty() &&
        !scenario::canDealTerrain(scenario::loadScenario(o.scenario))) {
      std::cerr << "sandtable: --random-terrain: " << o.scenario.string() << "; only "
                << scenario::systemsDealingTerrain() << " deals its terrain from cards\n";
      return kExitBadInput;
    }

    std::map<std::string, std::string> vars{{"size", size}};
    char scale[16];
    std::snprintf(scale, sizeof scale, "%.1f", o.uiScale.value_or(1.0f));
    vars["scale"] = scale;
    for (const std::string& v : scriptVars) {
      const auto eq = v.find('=');
      if (eq == std::string::npos || eq == 0) {
        std::cerr << "--script-var: expected NAME=VALUE, not '" << v << "'\n";
        return kExitBadInput;
      }
      vars[v.substr(0, eq)] = v.substr(eq + 1);
    }
    view::TableApp table(o);
    table.start();
    if (!o.script.empty()) {
      const auto script = view::readScript(o.script, vars);
      table.runScript(script);
    } else if (!o.screenshot.empty()) {
      table.captureScreenshot();
      std::cout << "wrote " << o.screenshot.string() << "\n";
    } else if (o.benchFrames > 0) {
      const auto r = table.bench(o.benchFrames);
      std::cout << "frames: " << o.benchFrames << " at " << o.width << "x" << o.height << " on "
                << r.renderer << "\n"
                << "stands: " << r.stands << " (" << r.nearStands << " with full figures)\n"
                << "draw calls: " << r.batches << ", triangles: " << r.triangles << "\n"
                << "mean frame time: " << r.meanMs << " ms\n"
                << "95th percentile: " << r.p95Ms << " ms\n"
                << "processor time per frame (all threads): " << r.cpuMsPerFrame << " ms\n";
    } else {
      table.run();
    }
    table.stop();
    return kExitOk;
  } catch (const data::ConfigErrors& e) {
    for (const data::ConfigError& err : e.errors()) std::cerr << err.str() << "\n";
    return kExitBadInput;
  } catch (const std::exception& e) {
    std::cerr << "sandtable: " << e.what() << "\n";
    return kExitFailure;
  }
}
