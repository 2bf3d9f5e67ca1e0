# Starts GPUSCOUT twice on a fresh database and settings file in WORK: the first start seeds the
# database and saves the window, the second restores it. Fails on a non-zero exit, a missing
# database or a settings file without the saved window.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
foreach(start first second)
    execute_process(
        COMMAND "${GPUSCOUT}" --database "${WORK}/gpuscout.sqlite" --settings "${WORK}/settings.ini"
        RESULT_VARIABLE result
        ERROR_VARIABLE errors
        TIMEOUT 50)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${start} start exited with ${result}: ${errors}")
    endif()
    if(NOT EXISTS "${WORK}/gpuscout.sqlite")
        message(FATAL_ERROR "${start} start left no database")
    endif()
    file(READ "${WORK}/settings.ini" settings)
    if(NOT settings MATCHES "\\[window\\]" OR NOT settings MATCHES "geometry=")
        message(FATAL_ERROR "${start} start did not save the window in --settings: ${settings}")
    endif()
endforeach()
