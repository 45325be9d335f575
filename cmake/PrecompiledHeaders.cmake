# Precompiled headers for every target of the project (option SANDTABLE_PCH).
#
# Why: most of what a Sandtable source file costs the compiler is parsing the standard library
# and, in the tests, GoogleTest: preprocessed, a rules test is ~69k lines of standard headers,
# ~4k of GoogleTest and ~2k of Sandtable's own. Parsing them once a target instead of once a
# file saves about a sixth of a clean RelWithDebInfo build's compile time (every 16th source
# file, compiled with and without: 118 s of CPU against 100, plus 141 s once for the 17
# precompiled headers); code generation is most of the rest. Files that include Ogre and
# ImGui (game/view, engine/render) gain nothing: their headers are not in here.
#
# Only headers that never change with the project go in (the standard library's and the
# libraries' from Debian), so a header of Sandtable's own still rebuilds just the files that
# include it. Every target with enough C++ sources gets them, found by walking the source tree
# once it is configured: a new file or a new target needs nothing special.
#
# The option is ON by default for a build without a compiler launcher (CI's, tools/test's on a
# fresh clone) and OFF for one that compiles through ccache: ccache compiles every file that
# uses a precompiled header without caching it unless its sloppiness allows it. With
# `sloppiness = pch_defines,time_macros` in ccache.conf (or CCACHE_SLOPPINESS) ccache caches
# them, the precompiled headers too, and a second build dir with the same CCACHE_BASEDIR hits
# as well: such a build can be configured with -DSANDTABLE_PCH=ON. A header a file forgets to
# include can be hidden by the precompiled ones: the builds without them are the ones that
# notice.
if(SANDTABLE_CACHED_COMPILES)  # set in the top-level CMakeLists.txt
  set(sandtable_pch_default OFF)
else()
  set(sandtable_pch_default ON)
endif()
option(SANDTABLE_PCH "Precompile the standard library's and other libraries' headers in every target"
       ${sandtable_pch_default})

# The standard headers Sandtable's files include most (each in dozens of files or pulled in by
# GoogleTest); a rarely used one (<regex>, <thread>) stays out, since every file of a target
# pays for loading what is in its precompiled header.
set(SANDTABLE_PCH_STD_HEADERS
  <algorithm> <array> <cmath> <cstddef> <cstdint> <cstdlib> <filesystem> <fstream> <functional>
  <map> <memory> <optional> <set> <sstream> <stdexcept> <string> <string_view> <utility> <vector>)
# The header of each library that is parsed in dozens of files (GoogleTest in every test,
# yaml-cpp behind engine/data's YamlReader.h) or is heavy where it is used (CLI11, nlohmann/json):
# a target that uses the library (links it, or links a target of ours that passes it on) gets it.
set(SANDTABLE_PCH_LIBRARY_HEADERS
  GTest::gtest <gtest/gtest.h>
  yaml-cpp <yaml-cpp/yaml.h>
  CLI11::CLI11 <CLI/CLI.hpp>
  nlohmann_json::nlohmann_json <nlohmann/json.hpp>)
# A target with fewer C++ sources than this compiles faster without: precompiling the headers
# costs about as much as two or three files that include them.
set(SANDTABLE_PCH_MIN_SOURCES 4)

# Appends to the list named OUT every library TARGET uses: what it links, and what the targets
# of this project among them pass on to it (their INTERFACE_LINK_LIBRARIES).
function(_sandtable_used_libraries target libs_property out)
  get_target_property(libs ${target} ${libs_property})
  if(NOT libs)
    return()
  endif()
  set(used ${${out}})
  foreach(lib IN LISTS libs)
    if(lib MATCHES "^\\$<LINK_ONLY:" OR lib IN_LIST used)
      continue()
    endif()
    list(APPEND used ${lib})
    if(TARGET ${lib})
      get_target_property(imported ${lib} IMPORTED)
      if(NOT imported)
        _sandtable_used_libraries(${lib} INTERFACE_LINK_LIBRARIES used)
      endif()
    endif()
  endforeach()
  set(${out} ${used} PARENT_SCOPE)
endfunction()

function(_sandtable_precompile_target target)
  get_target_property(type ${target} TYPE)
  if(NOT type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  list(FILTER sources INCLUDE REGEX "\\.(cpp|cc|cxx)$")
  list(LENGTH sources count)
  if(count LESS SANDTABLE_PCH_MIN_SOURCES)
    return()
  endif()
  set(headers ${SANDTABLE_PCH_STD_HEADERS})
  set(used "")
  _sandtable_used_libraries(${target} LINK_LIBRARIES used)
  set(pairs ${SANDTABLE_PCH_LIBRARY_HEADERS})
  while(pairs)
    list(POP_FRONT pairs lib header)
    if(lib IN_LIST used)
      list(APPEND headers ${header})
    endif()
  endwhile()
  target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

function(_sandtable_precompile_directory dir)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    _sandtable_precompile_target(${target})
  endforeach()
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    _sandtable_precompile_directory(${subdir})
  endforeach()
endfunction()

# Called once, at the end of the top-level CMakeLists.txt, when every target is defined.
function(sandtable_precompile_headers)
  if(SANDTABLE_PCH)
    _sandtable_precompile_directory(${CMAKE_SOURCE_DIR})
  endif()
endfunction()
