// A rule system's army builder for a points battle, as the table shows it: the army's lines
// with their costs, the choices a player may make and why each closed one is closed, the
// running total against the allotment. The rule system fills it in (its adapter's
// armyBuilder); the table draws it (ArmyBuilderPanel.cpp) and knows nothing of the rules.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace sandtable::view {

// One thing a player may do: a button, an item of a list, a box to tick.
struct BuilderControl {
  std::string label;
  std::string why;     // why it cannot be done now, with the rule ("": it can); drawn greyed
  std::string target;  // the name a script clicks it by
  bool on = false;     // a ticked box, the item chosen in a list
  std::function<void()> take;
};

// A line of words with its amount ("Militia Spearmen ...", "94") and what may be done to it.
struct BuilderRow {
  std::string text;
  std::string amount;
  int indent = 0;
  std::vector<BuilderControl> controls;
};

// A choice among items, drawn as a drop-down list.
struct BuilderList {
  std::string label;
  std::string target;
  std::vector<BuilderControl> items;
};

// Drawn in this order: the buttons (with the first closed one's reason in words), the rows,
// the lists, the boxes, the note.
struct BuilderSection {
  std::string title;
  bool startsOpen = true;
  std::vector<BuilderControl> buttons;
  std::vector<BuilderRow> rows;
  std::vector<BuilderList> lists;
  std::vector<BuilderControl> toggles;  // boxes to tick, in a grid
  std::string note;                     // what the choices come to
};

class ArmyBuilderView {
 public:
  virtual ~ArmyBuilderView() = default;
  virtual std::string title() const = 0;  // the side and its army
  virtual long long total() const = 0;
  virtual int limit() const = 0;
  // The builder as it stands, made afresh each frame; a control's take() changes it.
  virtual std::vector<BuilderSection> sections() = 0;
  // Why the army cannot take the field as it stands ("" when it can).
  virtual std::string whyNotReady() const = 0;
  // Writes the army as the rule system's army file, whole or not at all.
  virtual void save(const std::filesystem::path& file) const = 0;
};

}  // namespace sandtable::view
