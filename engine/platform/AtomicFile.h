// Writes a file so that readers see either the old contents or the new, never half of
// either: write a temporary beside it, flush it to disk, then rename over the target.
#pragma once

#include <filesystem>
#include <string_view>

namespace sandtable::platform {

// Throws std::runtime_error (with the path and the reason) if anything fails; the target
// is then left as it was.
void writeFileAtomically(const std::filesystem::path& target, std::string_view contents);

}  // namespace sandtable::platform
