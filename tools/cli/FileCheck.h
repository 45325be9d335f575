// One file of any kind checked as `validate` checks it; `fuzz` asks the same of its copies.
#pragma once

#include <filesystem>
#include <string>

namespace sandtable::cli {

// A good file's one-line summary ("scenario 'Hastings, 1066', warlords", "match of ...").
// A bad one throws data::ConfigErrors, each error at its file:line:col where it has one: a
// file that cannot be read, wrong data, a match whose replay differs, or a kind this build
// cannot check.
std::string checkFile(const std::filesystem::path& file);

}  // namespace sandtable::cli
