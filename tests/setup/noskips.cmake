# Fails when a test source skips (QSKIP): a test that cannot run on some machine must fail
# there with a reason, or not be declared there at all (#ifdef around the slot), never pass
# by skipping. Run by ctest as style_no_skipped_tests.
file(GLOB_RECURSE sources "${TESTS_DIR}/*.cpp" "${TESTS_DIR}/*.h")
set(found "")
foreach(source IN LISTS sources)
    file(STRINGS "${source}" lines REGEX "QSKIP[ \t]*\\(")
    if(lines)
        file(RELATIVE_PATH name "${TESTS_DIR}" "${source}")
        list(APPEND found "${name}")
    endif()
endforeach()
list(LENGTH sources count)
if(found)
    list(JOIN found ", " names)
    message(FATAL_ERROR "QSKIP in: ${names}. Make the test fail with a reason, or not declare it where it cannot run.")
endif()
message(STATUS "${count} test sources, none skips.")
