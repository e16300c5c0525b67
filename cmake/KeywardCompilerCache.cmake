# SPDX-License-Identifier: GPL-3.0-or-later
# Compiles through ccache when it is installed (scripts/deps installs it), with
# a cache kept outside the source tree so that every clone and build folder of
# Keyward on this machine shares it: a fresh clone, CI's clean checkout and the
# Debian 13 root (scripts/debian13 mounts the same folder there) reuse what any
# earlier build compiled.
#   - base_dir is the source tree, so absolute paths under it are rewritten to
#     relative ones and two clones in different folders hash alike;
#   - the build folder is not hashed (hash_dir off): debug info then names the
#     folder of the build that filled the cache, nothing else differs;
#   - the folder: KEYWARD_CCACHE_DIR, else $XDG_CACHE_HOME/keyward/ccache, else
#     ~/.cache/keyward/ccache. -DKEYWARD_CCACHE=OFF compiles without it.
option(KEYWARD_CCACHE "Compile through ccache when it is installed" ON)
if(NOT KEYWARD_CCACHE OR CMAKE_CXX_COMPILER_LAUNCHER)
    return()
endif()
find_program(KEYWARD_CCACHE_PROGRAM ccache)
if(NOT KEYWARD_CCACHE_PROGRAM)
    message(STATUS "ccache not found: compiling without a compiler cache")
    return()
endif()
if(DEFINED ENV{KEYWARD_CCACHE_DIR})
    set(_dir "$ENV{KEYWARD_CCACHE_DIR}")
elseif(DEFINED ENV{XDG_CACHE_HOME})
    set(_dir "$ENV{XDG_CACHE_HOME}/keyward/ccache")
elseif(DEFINED ENV{HOME})
    set(_dir "$ENV{HOME}/.cache/keyward/ccache")
else()
    message(STATUS "ccache: neither KEYWARD_CCACHE_DIR nor HOME is set; compiling without it")
    return()
endif()
set(KEYWARD_CCACHE_DIR "${_dir}" CACHE PATH "ccache's folder, shared by every build of Keyward")
set(_launcher env CCACHE_DIR=${KEYWARD_CCACHE_DIR} CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}
    CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=24G ${KEYWARD_CCACHE_PROGRAM})
set(CMAKE_C_COMPILER_LAUNCHER ${_launcher})
set(CMAKE_CXX_COMPILER_LAUNCHER ${_launcher})
message(STATUS "ccache: ${KEYWARD_CCACHE_DIR}")
