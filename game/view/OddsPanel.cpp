// "How did the odds move?": a chart of a studied battle, a bar for each recorded turn. Each
// bar is the share of the games the AI played on from that turn's start that each side won
// (side 1 from the bottom, side 2 from the top; between them the draws in grey and any games
// left unfinished, pale and hatched: OddsBar.h), so the turn where a battle turned is the bar
// where the colours move. The bar of the turn on the table is outlined; a click on a bar takes
// the table to that turn's start, where "What if, from here" and "Take over here" can ask more
// of it.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "OddsBar.h"
#include "TableUi.h"
#include "WrappedText.h"

namespace sandtable::view {

using namespace sandtable::rules;

namespace {

ImU32 colour(const ImVec4& c, float alpha = 1.0f) {
  return ImGui::GetColorU32(ImVec4(c.x, c.y, c.z, alpha));
}

// What turned the battle during a bar's turn, as recorded: units broken or dispersed, gone
// Berserk, personalities lost. A long list is cut short.
void drawHappened(const PositionTally& p) {
  if (p.happened.empty()) return;
  ImGui::TextDisabled("In turn %d:", p.turn);
  constexpr std::size_t kShown = 6;
  // Each wrapped at the panel's edge: a rout's words ("now Broken: it turns away from ...") run
  // long.
  ImGui::PushTextWrapPos(0.0f);
  for (std::size_t i = 0; i < p.happened.size() && i < kShown; ++i) {
    ImGui::Bullet();
    wrappedText(p.happened[i]);
  }
  ImGui::PopTextWrapPos();
  if (p.happened.size() > kShown)
    ImGui::TextDisabled("and %zu more (the dice log has them all)", p.happened.size() - kShown);
}

// The middle of a bar: the draws grey, the unfinished games paler and hatched, so that a game
// with no result is not read as a draw.
const ImVec4 kDrawn(0.5f, 0.5f, 0.5f, 1), kUnfinished(0.78f, 0.78f, 0.78f, 1);

void drawHatched(ImDrawList* draw, const ImVec2& from, const ImVec2& to, float spacing) {
  draw->AddRectFilled(from, to, colour(kUnfinished));
  draw->PushClipRect(from, to, true);
  const float height = to.y - from.y;
  for (float x = from.x - height; x < to.x; x += spacing)
    draw->AddLine(ImVec2(x, to.y), ImVec2(x + height, from.y), colour(kDrawn), 1);
  draw->PopClipRect();
}

}  // namespace

void drawOdds(PanelContext& c) {
  const std::optional<WhatIfTally> shown = whatIfPanelTally(c.odds, c.state.oddsOpen);
  if (!shown) return;
  const WhatIfTally& t = *shown;
  const float s = c.uiScale;
  // Docked in the left column under the what-if tally, clear of the dice log on the right.
  dockNext(c.left);
  ImGui::Begin("How the odds moved, turn by turn", &c.state.oddsOpen,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoMove);
  wrappedTextF("From the start of each turn, %d games by the AI (%s) on both sides:",
               t.request.games, t.request.players[0].level.c_str());
  if (drawWhatIfError(t)) {
    dockAdvance(c.left, c.layout.gap);
    ImGui::End();
    return;
  }
  const int total = t.total();
  const std::string progress = std::to_string(t.done()) + " of " + std::to_string(total) + " games";
  ImGui::ProgressBar(total > 0 ? static_cast<float>(t.done()) / static_cast<float>(total) : 0.0f,
                     ImVec2(-1, 0), progress.c_str());
  if (t.running) {
    ImGui::SameLine();
    if (ImGui::Button("Stop")) c.odds->cancel();
  }

  const ImVec4 one = sideColour(c, Side::One), two = sideColour(c, Side::Two);
  const std::size_t n = t.positions.size();
  if (n > 0) {
    // The chart: a bar a turn across the panel's width, on a 50 % line. However many turns
    // were recorded, the bars share the width (never narrower than a few pixels), so none is
    // drawn past the panel's edge where a teacher could not click it.
    const float barWidth =
        std::max(4.0f * s, ImGui::GetContentRegionAvail().x / static_cast<float>(n));
    // The turn numbers under the bars: every one that has room, else every second, third...
    const float widestLabel =
        ImGui::CalcTextSize(std::to_string(t.positions.back().turn).c_str()).x + 4 * s;
    const std::size_t labelEvery =
        static_cast<std::size_t>(std::max(1.0f, std::ceil(widestLabel / barWidth)));
    // No taller than a third of its column, so the table and the study bar's tallies keep room.
    const float height = std::min(120 * s, c.layout.left.height() / 3),
                labels = ImGui::GetTextLineHeight() + 2 * s;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = barWidth * static_cast<float>(n);
    ImGui::InvisibleButton("##chart", ImVec2(width, height + labels));
    const bool hovered = ImGui::IsItemHovered();
    const bool clicked = ImGui::IsItemClicked();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    // Only while this recording is studied can the chart show where the table is, or go there.
    const bool studied = c.play.studying() && c.play.studyFile() == t.request.matchFile;
    const int here = studied ? c.play.game().phase().turn : -1;
    const float mouseX = ImGui::GetIO().MousePos.x - origin.x;
    const int pointed =
        hovered ? std::clamp(static_cast<int>(mouseX / barWidth), 0, static_cast<int>(n) - 1) : -1;
    for (std::size_t i = 0; i < n; ++i) {
      const PositionTally& p = t.positions[i];
      const float x0 = origin.x + barWidth * static_cast<float>(i) + 1, x1 = x0 + barWidth - 2;
      const float bottom = origin.y + height, top = origin.y;
      markTarget(c, "odds-turn-" + std::to_string(p.turn), x0, top, x1, bottom);
      if (p.games.games() == 0) {
        draw->AddRectFilled(ImVec2(x0, top), ImVec2(x1, bottom),
                            ImGui::GetColorU32(ImGuiCol_FrameBg));
      } else {
        const OddsBar bar = oddsBar(p.games, height);
        const float drawnTop = bottom - bar.side1 - bar.drawn;
        draw->AddRectFilled(ImVec2(x0, bottom - bar.side1), ImVec2(x1, bottom), colour(one));
        draw->AddRectFilled(ImVec2(x0, drawnTop), ImVec2(x1, bottom - bar.side1), colour(kDrawn));
        if (bar.unfinished > 0)
          drawHatched(draw, ImVec2(x0, top + bar.side2), ImVec2(x1, drawnTop), 6 * s);
        draw->AddRectFilled(ImVec2(x0, top), ImVec2(x1, top + bar.side2), colour(two));
      }
      if (p.turn == here || static_cast<int>(i) == pointed) {
        draw->AddRect(ImVec2(x0 - 1, top - 1), ImVec2(x1 + 1, bottom + 1),
                      p.turn == here ? IM_COL32(255, 255, 255, 255) : IM_COL32(255, 255, 255, 120),
                      0, 0, 2 * s);
      }
      // The turn under its bar, where the numbers have room.
      const std::string label = std::to_string(p.turn);
      const float labelWidth = ImGui::CalcTextSize(label.c_str()).x;
      if (i % labelEvery == 0) {
        draw->AddText(ImVec2((x0 + x1 - labelWidth) / 2, bottom + 2 * s),
                      ImGui::GetColorU32(ImGuiCol_TextDisabled), label.c_str());
      }
    }
    draw->AddLine(ImVec2(origin.x, origin.y + height / 2),
                  ImVec2(origin.x + width, origin.y + height / 2), IM_COL32(255, 255, 255, 90), 1);
    if (pointed >= 0) {
      const PositionTally& p = t.positions[static_cast<std::size_t>(pointed)];
      ImGui::BeginTooltip();
      ImGui::Text("Turn %d (from action %zu): %d games", p.turn, p.action, p.games.games());
      if (p.games.games() > 0) {
        ImGui::TextColored(one, "%s won %d (%s)", sideName(c.play, Side::One).c_str(),
                           p.games.won[0], percentWords(p.games.share(0)).c_str());
        ImGui::TextColored(two, "%s won %d (%s)", sideName(c.play, Side::Two).c_str(),
                           p.games.won[1], percentWords(p.games.share(1)).c_str());
        if (p.games.draws() > 0) ImGui::TextColored(kDrawn, "drawn %d", p.games.draws());
        if (p.games.unfinished() > 0)
          ImGui::TextColored(kUnfinished,
                             "unfinished %d (stopped undecided, neither side left to act)",
                             p.games.unfinished());
      }
      drawHappened(p);
      if (studied) ImGui::TextDisabled("Click to go to the start of turn %d", p.turn);
      ImGui::EndTooltip();
      if (clicked && studied) {
        c.play.setStudyPlaying(false);
        c.play.studySeek(p.action);
      }
    }
    // The legend, and where the battle turned most; its words flow onto as many lines as the
    // panel's width needs.
    auto words = [](const ImVec4* colour, const std::string& text, bool first = false) {
      if (!first) flowNext(ImGui::CalcTextSize(text.c_str()).x);
      if (colour)
        ImGui::TextColored(*colour, "%s", text.c_str());
      else
        ImGui::TextDisabled("%s", text.c_str());
    };
    words(&one, sideName(c.play, Side::One), true);
    words(nullptr, "from below,");
    words(&two, sideName(c.play, Side::Two));
    words(nullptr, "from above,");
    // What the middle of the bars is: the draws, and unfinished games only where there are any.
    const bool anyUnfinished =
        std::any_of(t.positions.begin(), t.positions.end(),
                    [](const PositionTally& p) { return p.games.unfinished() > 0; });
    words(&kDrawn, "drawn (grey)");
    markTarget(c, "odds-legend-drawn");
    words(nullptr, "between");
    if (anyUnfinished) {
      ImGui::TextColored(kUnfinished, "unfinished (pale, hatched):");
      markTarget(c, "odds-legend-unfinished");
      ImGui::PushTextWrapPos(0.0f);
      wrappedTextDisabled("stopped undecided, neither side left to act");
      ImGui::PopTextWrapPos();
    }
    std::vector<session::BranchTally> tallies;
    for (const PositionTally& p : t.positions) tallies.push_back(p.games);
    if (const int swing = session::biggestSwing(tallies); swing > 0) {
      const PositionTally &a = t.positions[static_cast<std::size_t>(swing - 1)],
                          &b = t.positions[static_cast<std::size_t>(swing)];
      const std::string swingWords = session::swingSentence(sideName(c.play, Side::One), a.turn,
                                                            a.games, b.turn, b.games, t.running);
      wrappedText(swingWords);
      ImGui::PushTextWrapPos(0.0f);
      drawHappened(a);
      ImGui::PopTextWrapPos();
    }
  }
  drawWhatIfCommand(c, t, "odds");
  dockAdvance(c.left, c.layout.gap);
  ImGui::End();
}

}  // namespace sandtable::view
