// The save panel's list of the saved matches in the saves folder, newest first, each with its
// date (the file's time), its scenario's name and how far it went (turn, actions, who won). A
// file is read again only when its time changes, and cheaply (its header and result, its
// actions counted, not replayed): the panel asks for the list every frame it is open.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace sandtable::view {

struct SaveEntry {
  std::filesystem::path file;
  std::filesystem::file_time_type modified{};
  std::string scenario;    // the scenario's name; its file's name, or "", when it cannot be read
  int turn = 0;            // the turn the match stood in when saved (0: not recorded)
  std::size_t actions = 0;
  std::string outcome;     // "side 1 won", "side 2 won", "drawn"; "" while undecided
  std::string problem;     // why it is not a match file that can be read ("" when it is)
};

// What the list shows of one match file.
SaveEntry readSaveEntry(const std::filesystem::path& file);

// The file's time as the list shows it, in local time: "2024-10-14 09:30".
std::string savedWhen(std::filesystem::file_time_type modified);

// A name typed in the save panel: one without a folder ("hastings") is a file in the saves
// folder, ".yaml" added when it has no extension; a path with a folder stays as it is.
std::filesystem::path inSavesFolder(const std::filesystem::path& typed, const std::filesystem::path& savesDir);

class SavesList {
 public:
  // The `.yaml` files in `dir`, newest first (by name among files of the same time).
  const std::vector<SaveEntry>& list(const std::filesystem::path& dir);
  // How many files have been read so far (a file read again when its time changed counts again).
  std::size_t reads() const { return mReads; }

 private:
  std::map<std::filesystem::path, SaveEntry> mRead;  // by file, as read at its time then
  std::vector<SaveEntry> mList;
  std::size_t mReads = 0;
};

}  // namespace sandtable::view
