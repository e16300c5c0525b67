# SPDX-License-Identifier: GPL-3.0-or-later
# Links with LLVM's lld when it is installed (scripts/deps installs it): a cached build is mostly
# linking, and lld links one of the window's test programs in about a quarter of the time GNU ld
# takes (0.74 s against 2.8 s for gui_mainwindow on Debian 12). The programs are the same; only
# the linker differs. -DKEYWARD_LLD=OFF links with the compiler's default linker.
option(KEYWARD_LLD "Link with lld when it is installed" ON)
if(NOT KEYWARD_LLD)
    return()
endif()
include(CheckLinkerFlag)
check_linker_flag(CXX "-fuse-ld=lld" KEYWARD_HAVE_LLD)
if(KEYWARD_HAVE_LLD)
    add_link_options(-fuse-ld=lld)
else()
    message(STATUS "lld not found: linking with the default linker")
endif()
