# SPDX-License-Identifier: GPL-3.0-or-later
# Helpers every test directory uses, so labels and the sandbox launcher are
# applied the same way everywhere.

# Sanitized builds (the asan preset): leaks inside third-party PKCS#11
# modules and OpenSSL's per-thread state are suppressed (tests/env/lsan.supp
# says which), nothing else. The sandbox tests load those modules; their
# stacks pass through libcrypto, which has no frame pointers, so they need
# the slow unwinder for a suppression to see the frames above it.
set(KEYWARD_TEST_ENV "QT_QPA_PLATFORM=offscreen")
set(KEYWARD_SANDBOX_TEST_ENV "QT_QPA_PLATFORM=offscreen")
if(CMAKE_CXX_FLAGS MATCHES "-fsanitize=[^ ]*address")
    set(lsan "LSAN_OPTIONS=suppressions=${PROJECT_SOURCE_DIR}/tests/env/lsan.supp:print_suppressions=0")
    list(APPEND KEYWARD_TEST_ENV "${lsan}")
    list(APPEND KEYWARD_SANDBOX_TEST_ENV "${lsan}" "ASAN_OPTIONS=fast_unwind_on_malloc=0")
endif()

# The slow tests' seconds (tests/test-costs.txt) as their COST: ctest starts the costliest first,
# also in a clean clone that has no cost data of its own yet, so no long test starts last and
# lengthens the run. Only the order changes.
file(STRINGS "${CMAKE_CURRENT_LIST_DIR}/test-costs.txt" keyward_costs REGEX "^[a-z]")
foreach(line IN LISTS keyward_costs)
    if(line MATCHES "^([^ ]+) ([0-9]+)$")
        set(KEYWARD_TEST_COST_${CMAKE_MATCH_1} ${CMAKE_MATCH_2})
    endif()
endforeach()
function(keyward_test_cost name)
    if(DEFINED KEYWARD_TEST_COST_${name})
        set_tests_properties(${name} PROPERTIES COST ${KEYWARD_TEST_COST_${name}})
    endif()
endfunction()

# Every test (and a test's own executable) is named <area>_<what>: core_worker, gui_card_close.
function(keyward_check_test_name name)
    if(NOT name MATCHES "^(core|app|openpgp|pkcs11|pcsc|bench|report|cli|gui|vcard|keytocard|device|sandbox|fuzz|layering|i18n|package|deps)_[a-z0-9_-]+$")
        message(FATAL_ERROR "test name ${name}: tests are named <area>_<what> (see tests/KeywardTesting.cmake)")
    endif()
endfunction()

# keyward_unit_test(name SOURCES a.cpp ... LIBS lib ... [LABELS extra])
# A Qt Test executable with label "unit"; runs without any device or daemon.
function(keyward_unit_test name)
    keyward_check_test_name(${name})
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${ARG_LIBS})
    keyward_warnings(${name})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES LABELS "unit;${ARG_LABELS}"
        ENVIRONMENT "${KEYWARD_TEST_ENV}")
    keyward_test_cost(${name})
endfunction()

# keyward_sandbox_test(name COMMAND cmd args... [CARDS profile ...]
#                      [LABELS label ...] [TIMEOUT seconds])
# Runs COMMAND inside scripts/sandbox: a private pcscd with the vpcd reader, a
# throw-away GNUPGHOME with gpg-agent/scdaemon and a SoftHSM2 token. Each
# profile in CARDS starts one keyward-vcard in its own reader.
function(keyward_sandbox_test name)
    keyward_check_test_name(${name})
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
    # Where a test still runs 20 s before its timeout, the sandbox shows its processes and
    # threads (tests/env/sandbox-init).
    math(EXPR hang_after "${ARG_TIMEOUT} - 20")
    add_test(NAME ${name}
        COMMAND ${PROJECT_SOURCE_DIR}/scripts/sandbox ${card_args}
                --build-dir ${PROJECT_BINARY_DIR} -- ${ARG_COMMAND})
    set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}"
        TIMEOUT ${ARG_TIMEOUT}
        SKIP_RETURN_CODE 77
        ENVIRONMENT "${KEYWARD_SANDBOX_TEST_ENV};KEYWARD_HANG_REPORT_AFTER=${hang_after};KEYWARD_SOURCE_DIR=${PROJECT_SOURCE_DIR};KEYWARD_BUILD_DIR=${PROJECT_BINARY_DIR}")
    keyward_test_cost(${name})
endfunction()
