# SPDX-License-Identifier: GPL-3.0-or-later
# Helpers every test directory uses, so labels and the sandbox launcher are
# applied the same way everywhere.

# keyward_unit_test(name SOURCES a.cpp ... LIBS lib ... [LABELS extra])
# A Qt Test executable with label "unit"; runs without any device or daemon.
function(keyward_unit_test name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBS})
    keyward_warnings(${name})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES LABELS "unit;${ARG_LABELS}"
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
endfunction()

# keyward_sandbox_test(name COMMAND cmd args... [CARDS profile ...]
#                      [LABELS label ...] [TIMEOUT seconds])
# Runs COMMAND inside scripts/sandbox: a private pcscd with the vpcd reader, a
# throw-away GNUPGHOME with gpg-agent/scdaemon and a SoftHSM2 token. Each
# profile in CARDS starts one keyward-vcard in its own reader.
function(keyward_sandbox_test name)
    cmake_parse_arguments(ARG "" "TIMEOUT" "COMMAND;CARDS;LABELS" ${ARGN})
    set(card_args "")
    foreach(profile IN LISTS ARG_CARDS)
        list(APPEND card_args --card ${profile})
    endforeach()
    if(NOT ARG_LABELS)
        set(ARG_LABELS integration)
    endif()
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 240)
    endif()
    add_test(NAME ${name}
        COMMAND ${PROJECT_SOURCE_DIR}/scripts/sandbox ${card_args}
                --build-dir ${PROJECT_BINARY_DIR} -- ${ARG_COMMAND})
    set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}"
        TIMEOUT ${ARG_TIMEOUT}
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;KEYWARD_SOURCE_DIR=${PROJECT_SOURCE_DIR};KEYWARD_BUILD_DIR=${PROJECT_BINARY_DIR}")
endfunction()
