# Writes OUT.gz compressed as Debian wants documentation (gzip -9n: best compression, no name or
# time stamp, so the package is reproducible). With EXE, OUT is first written from EXE's
# `--man-page --lang en` (headless: the offscreen platform; no leak report from a sanitizer
# build, whose exit code would fail the build); without it, IN is copied to OUT.
# Usage: cmake [-DEXE=PATH | -DIN=PATH] -DOUT=PATH -P compress.cmake
if(EXE)
    execute_process(
        COMMAND "${CMAKE_COMMAND}" -E env QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0
            "${EXE}" --man-page --lang en
        OUTPUT_FILE "${OUT}"
        RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${EXE} --man-page failed: ${result}")
    endif()
    file(SIZE "${OUT}" size)
    if(size LESS 200)
        message(FATAL_ERROR "${EXE} --man-page wrote only ${size} bytes")
    endif()
else()
    configure_file("${IN}" "${OUT}" COPYONLY)
endif()
execute_process(COMMAND gzip -9 -n -f "${OUT}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "gzip ${OUT} failed: ${result}")
endif()
